import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rest, signedInUser, type TestUser } from '../../../../test/harness';
import { wsClient } from '../../../../test/subscribe';
import { form, startKit, type Kit } from '../../../../test/support/employees.int-kit';

let kit: Kit;
let owner: TestUser;
let companyId: number;
let dept: number;

beforeAll(async () => {
  kit = await startKit();
  owner = await signedInUser(kit.app);
  companyId = await kit.company(owner);
  dept = await kit.department(companyId);
});
afterEach(closeSockets);
afterAll(() => kit?.close());

const CHANGES = `subscription($c: Int!) {
  employeeChanged(companyId: $c) { kind companyId employeeId employee { id firstName phone userId departmentName } }
}`;

/** One socket per subscription: the test client's subscribe waits for its socket's first connect. */
const sockets: ReturnType<typeof wsClient>[] = [];
async function subscribe(user: TestUser) {
  const ws = wsClient(kit.app.url, { token: user.token });
  sockets.push(ws);
  return ws.subscribe(CHANGES, { c: companyId });
}
async function closeSockets() {
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
}

const create = (body: Record<string, unknown> = {}) =>
  rest(kit.app, 'POST', '/api/employees', { user: owner, body: { companyId, ...form([dept], body) } });
const update = (id: number, body: Record<string, unknown>) =>
  rest(kit.app, 'PUT', `/api/employees/${id}`, { user: owner, body: { companyId, ...body } });
const remove = (id: number) => rest(kit.app, 'DELETE', `/api/employees/${id}?companyId=${companyId}`, { user: owner });

describe('employeeChanged', () => {
  it('delivers creates, updates and deletes after their commit, and nothing for a refused write', async () => {
    const sub = await subscribe(owner);
    const created = (await create({ firstName: 'Олег' })).body;
    const first = await sub.next();
    expect(first.data.employeeChanged).toEqual({
      kind: 'created',
      companyId,
      employeeId: created.id,
      employee: { id: created.id, firstName: 'Олег', phone: created.phone, userId: null, departmentName: 'Продажи' },
    });

    // Refused inside the transaction (a department of nobody's): rolled back, never published.
    expect((await update(created.id, { departmentIds: [999_999] })).status).toBe(400);
    expect((await update(created.id, { firstName: '' })).status).toBe(400);
    await update(created.id, { phone: '+7 1' });
    const updated = await sub.next();
    expect(updated.data.employeeChanged).toMatchObject({ kind: 'updated', employee: { phone: '+7 1' } });
    // When the event arrives the change is committed: a fresh read sees it.
    const read = await rest(kit.app, 'GET', `/api/employees/${created.id}?companyId=${companyId}`, { user: owner });
    expect(read.body.phone).toBe('+7 1');

    await remove(created.id);
    expect((await sub.next()).data.employeeChanged).toEqual({
      kind: 'deleted',
      companyId,
      employeeId: created.id,
      employee: null,
    });
  });

  it('gives an employee-role member only the events of their own record', async () => {
    const self = await kit.member(companyId, 'employee');
    const sub = await subscribe(self);
    const other = (await create({ firstName: 'Чужой' })).body;
    await update(other.id, { phone: '5' });
    const own = (await create({ firstName: 'Свой', userId: self.user.id })).body;
    expect((await sub.next()).data.employeeChanged).toMatchObject({
      kind: 'created',
      employeeId: own.id,
      employee: { firstName: 'Свой', userId: self.user.id },
    });
    await remove(other.id);
    await update(own.id, { phone: '6' });
    expect((await sub.next()).data.employeeChanged).toMatchObject({ kind: 'updated', employee: { phone: '6' } });
    // Unlinked from them, the record is gone as far as they are concerned; later changes stay hidden.
    await update(own.id, { userId: null });
    expect((await sub.next()).data.employeeChanged).toEqual({
      kind: 'deleted',
      companyId,
      employeeId: own.id,
      employee: null,
    });
    await update(own.id, { phone: '7' });
    const relinked = (await create({ firstName: 'Снова', userId: self.user.id })).body;
    expect((await sub.next()).data.employeeChanged).toMatchObject({ kind: 'created', employeeId: relinked.id });
  });

  it('ends for a staff reader who loses staff.read, and refuses non-members', async () => {
    const manager = await kit.member(companyId, 'manager');
    const sub = await subscribe(manager);
    const demoted = await rest(kit.app, 'PATCH', `/api/companies/${companyId}/members/${manager.user.id}`, {
      user: owner,
      body: { role: 'employee' },
    });
    expect(demoted.status).toBe(200);
    await create({ firstName: 'После' });
    expect(await sub.next()).toEqual({ complete: true });

    const outsider = await signedInUser(kit.app);
    const refused = await subscribe(outsider);
    const answer = await refused.next();
    expect(answer.data ?? null).toBeNull();
    expect(JSON.stringify(answer)).toContain('Компания не найдена');
  });
});
