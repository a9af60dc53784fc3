import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from '../../../../test/harness';
import { wsClient } from '../../../../test/subscribe';
import { connect, fixtures } from '../../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const DEPARTMENTS = `subscription($c:Int!){ departmentChanged(companyId:$c){ kind companyId id
  department{ id name branchId branchName managerName employeeCount } } }`;
const BRANCHES = `subscription($c:Int!){ branchChanged(companyId:$c){ kind companyId id
  branch{ id name city departmentCount employeeCount } } }`;

const sockets: ReturnType<typeof wsClient>[] = [];
async function subscribe(user: TestUser, query: string, c = companyId) {
  const ws = wsClient(app.url, { token: user.token });
  sockets.push(ws);
  return ws.subscribe(query, { c });
}
const post = (path: string, body: Record<string, unknown>, user = owner) =>
  rest(app, 'POST', path, { user, body: { companyId, ...body } });
const put = (path: string, body: Record<string, unknown>, user = owner) =>
  rest(app, 'PUT', path, { user, body: { companyId, ...body } });
const del = (path: string, user = owner) => rest(app, 'DELETE', `${path}?companyId=${companyId}`, { user });

describe('departmentChanged and branchChanged', () => {
  it('publish every change after its commit, with the counts and names it touches', async () => {
    const departments = await subscribe(owner, DEPARTMENTS);
    const branches = await subscribe(owner, BRANCHES);

    const branch = (await post('/api/branches', { name: 'Центр', city: 'Бишкек' })).body;
    const created = (await branches.next()).data.branchChanged;
    expect(created).toEqual({
      kind: 'created',
      companyId,
      id: branch.id,
      branch: { id: branch.id, name: 'Центр', city: 'Бишкек', departmentCount: 0, employeeCount: 0 },
    });

    const dept = (await post('/api/departments', { name: 'Продажи', branchId: branch.id })).body;
    const dEvent = (await departments.next()).data.departmentChanged;
    expect(dEvent).toMatchObject({
      kind: 'created',
      id: dept.id,
      department: { name: 'Продажи', branchName: 'Центр' },
    });
    // Already committed when it arrives.
    const seen = await rest(app, 'GET', `/api/departments?companyId=${companyId}`, { user: owner });
    expect(seen.body.map((d: any) => d.id)).toContain(dept.id);
    expect((await branches.next()).data.branchChanged).toMatchObject({
      kind: 'updated',
      branch: { departmentCount: 1 },
    });

    await put(`/api/branches/${branch.id}`, { name: 'Центральный', city: 'Бишкек' });
    expect((await branches.next()).data.branchChanged).toMatchObject({
      kind: 'updated',
      branch: { name: 'Центральный' },
    });
    expect((await departments.next()).data.departmentChanged).toMatchObject({
      kind: 'updated',
      id: dept.id,
      department: { branchName: 'Центральный' },
    });

    // Refused writes publish nothing: the next events are those of the delete that follows.
    expect((await del(`/api/branches/${branch.id}`)).status).toBe(409);
    expect((await post('/api/departments', { name: '' })).status).toBe(400);
    expect((await post('/api/departments', { name: 'X', managerId: 999999 })).status).toBe(400);
    expect((await put(`/api/departments/${dept.id}`, { name: 'X', branchId: 999999 })).status).toBe(400);

    expect((await del(`/api/departments/${dept.id}`)).status).toBe(200);
    expect((await departments.next()).data.departmentChanged).toEqual({
      kind: 'deleted',
      companyId,
      id: dept.id,
      department: null,
    });
    expect((await branches.next()).data.branchChanged).toMatchObject({
      kind: 'updated',
      branch: { departmentCount: 0 },
    });
    expect((await del(`/api/branches/${branch.id}`)).status).toBe(200);
    expect((await branches.next()).data.branchChanged).toEqual({
      kind: 'deleted',
      companyId,
      id: branch.id,
      branch: null,
    });
    await expect(departments.next(300)).rejects.toThrow('no event within timeout');
  });

  it('refuses another company’s member when the subscription starts', async () => {
    const outsider = (await f.company('Чужая')).owner;
    for (const query of [DEPARTMENTS, BRANCHES]) {
      const sub = await subscribe(outsider, query);
      const first = await sub.next();
      expect(first.error?.[0]?.extensions?.code ?? first.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('gives an employee-role member only the departments and branches they are placed in', async () => {
    const member = await f.member(companyId, 'employee');
    const mineB = (await post('/api/branches', { name: 'Мой', city: 'Ош' })).body;
    const mineD = (await post('/api/departments', { name: 'Мой отдел' })).body;
    const me = await f.employee(companyId, { userId: member.user.id });
    await f.placeInDepartment(me, mineD.id);
    await f.placeInBranch(me, mineB.id);
    const departments = await subscribe(member, DEPARTMENTS);
    const branches = await subscribe(member, BRANCHES);

    const other = (await post('/api/departments', { name: 'Чужой отдел' })).body;
    await put(`/api/departments/${other.id}`, { name: 'Чужой отдел 2' });
    await post('/api/branches', { name: 'Чужой', city: 'Нарын' });
    await put(`/api/departments/${mineD.id}`, { name: 'Мой отдел 2' });
    expect((await departments.next()).data.departmentChanged).toMatchObject({
      kind: 'updated',
      id: mineD.id,
      department: { name: 'Мой отдел 2', employeeCount: 1 },
    });
    await put(`/api/branches/${mineB.id}`, { name: 'Мой 2', city: 'Ош' });
    expect((await branches.next()).data.branchChanged).toMatchObject({ id: mineB.id, branch: { name: 'Мой 2' } });
    await del(`/api/departments/${other.id}`);
    await expect(departments.next(400)).rejects.toThrow('no event within timeout');
  });

  it('ends a staff reader’s subscriptions when they lose staff.read', async () => {
    const manager = await f.member(companyId, 'manager');
    const departments = await subscribe(manager, DEPARTMENTS);
    const branches = await subscribe(manager, BRANCHES);
    const demoted = await rest(app, 'PATCH', `/api/companies/${companyId}/members/${manager.user.id}`, {
      user: owner,
      body: { role: 'employee' },
    });
    expect(demoted.status).toBe(200);
    expect(await departments.next()).toEqual({ complete: true });
    expect(await branches.next()).toEqual({ complete: true });
  });
});
