import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;
let branchId: number;
let departmentId: number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
  outsider = (await f.company('Чужая')).owner;
  const branch = await rest(app, 'POST', '/api/branches', {
    user: owner,
    body: { companyId, name: 'Центр', city: 'Бишкек' },
  });
  branchId = branch.body.id;
  const dep = await rest(app, 'POST', '/api/departments', {
    user: owner,
    body: { companyId, name: 'Продажи', branchId },
  });
  departmentId = dep.body.id;
  await rest(app, 'PUT', `/api/departments/${departmentId}`, {
    user: owner,
    body: { companyId, name: 'Продажи и сервис', branchId },
  });
  await rest(app, 'DELETE', `/api/departments/${departmentId}?companyId=${companyId}`, { user: owner });
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const logs = (user: TestUser, query = '') =>
  rest(app, 'GET', `/api/activity-logs?companyId=${companyId}${query}`, { user });

describe('activity log', () => {
  it('lists the company’s changes newest first, with the actor’s name and the record before and after', async () => {
    const res = await logs(owner);
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => [r.entityType, r.action])).toEqual([
      ['department', 'deleted'],
      ['department', 'updated'],
      ['department', 'created'],
      ['branch', 'created'],
    ]);
    const [deleted, updated] = res.body;
    expect(updated).toEqual({
      id: expect.any(Number),
      actorUserId: owner.user.id,
      actorName: `${owner.user.firstName} ${owner.user.lastName}`,
      entityType: 'department',
      entityId: departmentId,
      action: 'updated',
      before: expect.objectContaining({ name: 'Продажи', branchName: 'Центр' }),
      after: expect.objectContaining({ name: 'Продажи и сервис' }),
      createdAt: expect.any(String),
    });
    expect(deleted).toMatchObject({ before: { name: 'Продажи и сервис' }, after: null });
  });

  it('pages with limit and before, and refuses bad paging', async () => {
    const all = (await logs(owner)).body;
    const first = await logs(owner, '&limit=2');
    expect(first.body.map((r: any) => r.id)).toEqual(all.slice(0, 2).map((r: any) => r.id));
    const next = await logs(owner, `&limit=2&before=${first.body[1].id}`);
    expect(next.body.map((r: any) => r.id)).toEqual(all.slice(2, 4).map((r: any) => r.id));
    expect((await logs(owner, `&before=${all.at(-1).id}`)).body).toEqual([]);
    for (const q of ['&limit=0', '&limit=201', '&limit=abc', '&before=-1', '&before=999999']) {
      const res = await logs(owner, q);
      expect(res.status, q).toBe(400);
      expect(res.body.fieldErrors, q).toBeDefined();
    }
    expect((await logs(owner, '&limit=200')).status).toBe(200);
  });

  it('defaults to 50 rows', async () => {
    const many = Array.from({ length: 55 }, (_, i) => `(${companyId}, 'branch', ${i}, 'updated', now())`).join(',');
    await db.query(`insert into activity_logs (company_id, entity_type, entity_id, action, created_at) values ${many}`);
    const res = await logs(owner);
    expect(res.body).toHaveLength(50);
    expect(res.body[0]).toMatchObject({ actorUserId: null, actorName: null, before: null, after: null });
  });

  it('is read by every role but employee; another company’s member gets 404', async () => {
    expect((await logs(await f.member(companyId, 'verifier'))).status).toBe(200);
    const employee = await logs(await f.member(companyId, 'employee'));
    expect(employee).toMatchObject({ status: 403, body: { message: 'Недостаточно прав' } });
    expect((await logs(outsider)).status).toBe(404);
    const res = await gql(app, 'query($c:Int!){ activityLogs(companyId:$c){ id } }', { c: companyId }, outsider);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('works over GraphQL, with JSON before and after', async () => {
    const first = await gql(
      app,
      'query($c:Int!,$n:Int){ activityLogs(companyId:$c, first:$n){ id entityType action actorName before after createdAt } }',
      { c: companyId, n: 60 },
      owner,
    );
    const rows = first.data.activityLogs;
    expect(rows).toHaveLength(59);
    const created = rows.find((r: any) => r.entityType === 'branch' && r.action === 'created');
    expect(created.after).toMatchObject({ id: branchId, name: 'Центр', city: 'Бишкек', departmentCount: 0 });
    const page = await gql(
      app,
      'query($c:Int!,$b:Int){ activityLogs(companyId:$c, first:1, before:$b){ id } }',
      { c: companyId, b: rows[0].id },
      owner,
    );
    expect(page.data.activityLogs).toEqual([{ id: rows[1].id }]);
    const bad = await gql(
      app,
      'query($c:Int!){ activityLogs(companyId:$c, first:500){ id } }',
      { c: companyId },
      owner,
    );
    expect(bad.errors?.[0]).toMatchObject({ message: 'Количество записей должно быть от 1 до 200' });
  });
});
