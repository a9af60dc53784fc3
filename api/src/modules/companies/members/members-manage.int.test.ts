import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../../test/db';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../../test/harness';
import { wsClient } from '../../../../test/subscribe';

let app: TestApp;
let db: pg.Client;
let redis: Redis;
let outsider: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  redis = new Redis(TEST_REDIS_URL);
  outsider = await signedInUser(app, { firstName: 'Посторонний' });
});
afterAll(async () => {
  redis?.disconnect();
  await db?.end();
  await app?.close();
});

/** A fresh company per test, so each rule is checked against a known set of members. */
async function companyOf(owner: TestUser, name = 'Ромашка'): Promise<number> {
  return (await rest(app, 'POST', '/api/companies', { user: owner, body: { name } })).body.id;
}
/** A member with the given role, added directly (the invitation flow has its own tests). */
async function memberOf(companyId: number, role: string, user?: TestUser): Promise<TestUser> {
  const u = user ?? (await signedInUser(app));
  await db.query('insert into memberships (user_id, company_id, role, created_at) values ($1, $2, $3, now())', [
    u.user.id,
    companyId,
    role,
  ]);
  return u;
}
async function roles(companyId: number): Promise<Record<number, string>> {
  const { rows } = await db.query('select user_id, role from memberships where company_id = $1', [companyId]);
  return Object.fromEntries(rows.map((r) => [r.user_id, r.role]));
}
const remove = (user: TestUser, companyId: number, userId: number | string) =>
  rest(app, 'DELETE', `/api/companies/${companyId}/members/${userId}`, { user });
const setRole = (user: TestUser, companyId: number, userId: number | string, role: unknown) =>
  rest(app, 'PATCH', `/api/companies/${companyId}/members/${userId}`, { user, body: { role } });
const LAST_OWNER = 'Нельзя убрать последнего владельца компании';

/** One socket per subscription: the test client's subscribe waits for its socket's first connect. */
const sockets: ReturnType<typeof wsClient>[] = [];
async function subscribe(user: TestUser, query: string, variables: Record<string, unknown> = {}) {
  const ws = wsClient(app.url, { token: user.token });
  sockets.push(ws);
  return ws.subscribe(query, variables);
}
async function closeSockets() {
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
}
/** Subscribers of the user's membershipChanged channel, once it settles at `expected` (unsubscribing is async). */
async function controlListeners(userId: number, expected: number): Promise<number> {
  let count = -1;
  for (let i = 0; i < 20 && count !== expected; i++) {
    if (i) await new Promise((r) => setTimeout(r, 50));
    const [, n] = (await redis.pubsub('NUMSUB', `${app.redisPrefix}membershipChanged:${userId}`)) as [string, number];
    count = Number(n);
  }
  return count;
}

describe('an owner manages members over REST', () => {
  it('removes a member, whose next request is refused', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const manager = await memberOf(id, 'manager');
    expect((await rest(app, 'GET', `/api/companies/${id}`, { user: manager })).status).toBe(200);

    const res = await remove(owner, id, manager.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await roles(id)).toEqual({ [owner.user.id]: 'owner' });
    const next = await rest(app, 'GET', `/api/companies/${id}/members`, { user: manager });
    expect(next.status).toBe(404);
    expect(next.body.message).toBe('Компания не найдена');
    expect((await rest(app, 'GET', '/api/companies', { user: manager })).body).toEqual([]);
  });

  it('changes roles, grants ownership and takes it away again', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const member = await memberOf(id, 'employee');

    const res = await setRole(owner, id, member.user.id, 'hr_manager');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: member.user.id,
      firstName: member.user.firstName,
      lastName: member.user.lastName,
      email: member.user.email,
      role: 'hr_manager',
      profileImageUrl: null,
      joinedAt: expect.any(String),
    });
    expect((await setRole(owner, id, member.user.id, 'owner')).body.role).toBe('owner');
    // The new owner may now take ownership away from the first one, and back.
    expect((await setRole(member, id, owner.user.id, 'verifier')).body.role).toBe('verifier');
    expect((await rest(app, 'GET', `/api/companies/${id}`, { user: owner })).body.myRole).toBe('verifier');
    expect((await setRole(member, id, owner.user.id, 'owner')).status).toBe(200);
    expect((await setRole(owner, id, member.user.id, 'developer')).status).toBe(200);
    expect(await roles(id)).toEqual({ [owner.user.id]: 'owner', [member.user.id]: 'developer' });
  });

  it('refuses everyone but owners (403) and changes nothing', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const manager = await memberOf(id, 'manager');
    const developer = await memberOf(id, 'developer');
    const employee = await memberOf(id, 'employee');
    const before = await roles(id);
    for (const user of [manager, developer]) {
      for (const res of [
        await remove(user, id, employee.user.id),
        await remove(user, id, owner.user.id),
        await setRole(user, id, employee.user.id, 'manager'),
        await setRole(user, id, user.user.id, 'owner'),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Недостаточно прав');
      }
    }
    expect(await roles(id)).toEqual(before);
  });

  it('keeps the last owner: cannot leave, be removed or be demoted (409), nothing changes', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const manager = await memberOf(id, 'manager');
    const before = await roles(id);
    for (const res of [await remove(owner, id, owner.user.id), await setRole(owner, id, owner.user.id, 'manager')]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: LAST_OWNER });
    }
    const viaGql = await gql(
      app,
      'mutation($c:Int!,$u:Int!){ removeMember(companyId:$c, userId:$u) }',
      { c: id, u: owner.user.id },
      owner,
    );
    expect(viaGql.errors?.[0]).toMatchObject({ message: LAST_OWNER, extensions: { code: 'CONFLICT' } });
    const leave = await gql(app, 'mutation($c:Int!){ leaveCompany(companyId:$c) }', { c: id }, owner);
    expect(leave.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await roles(id)).toEqual(before);

    // With a second owner either may go.
    await setRole(owner, id, manager.user.id, 'owner');
    expect((await setRole(manager, id, owner.user.id, 'employee')).status).toBe(200);
    expect((await setRole(manager, id, manager.user.id, 'employee')).status).toBe(409);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const a = await signedInUser(app);
    const id = await companyOf(a);
    const b = await memberOf(id, 'owner');
    for (let round = 0; round < 3; round++) {
      const [ab, ba] = await Promise.all([setRole(a, id, b.user.id, 'manager'), setRole(b, id, a.user.id, 'manager')]);
      // The loser finds, under the lock, that it is no longer an owner itself.
      expect([ab.status, ba.status].sort()).toEqual([200, 403]);
      const owners = Object.values(await roles(id)).filter((r) => r === 'owner');
      expect(owners).toHaveLength(1);
      // Restore both owners for the next round.
      await db.query(`update memberships set role = 'owner' where company_id = $1`, [id]);
    }
  });

  it('answers 404 for someone who is not a member, and for a foreign company', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    for (const userId of [outsider.user.id, 999999, 'abc', 0]) {
      for (const res of [await remove(owner, id, userId), await setRole(owner, id, userId, 'manager')]) {
        expect(res.status, String(userId)).toBe(404);
        expect(res.body.message).toBe('Участник не найден');
      }
    }
    const other = await signedInUser(app);
    await companyOf(other, 'Чужая');
    const member = await memberOf(id, 'employee');
    const before = await roles(id);
    for (const res of [
      await remove(other, id, member.user.id),
      await setRole(other, id, member.user.id, 'owner'),
      await remove(other, id, owner.user.id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Компания не найдена' });
    }
    expect(await roles(id)).toEqual(before);
  });

  it('validates the role (400) and changes nothing', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const member = await memberOf(id, 'employee');
    for (const role of ['emperor', undefined, 42]) {
      const res = await setRole(owner, id, member.user.id, role);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Некорректная роль');
      expect(res.body.fieldErrors.role).toEqual(['Некорректная роль']);
    }
    expect((await roles(id))[member.user.id]).toBe('employee');
  });
});

describe('leaving', () => {
  it('any member may leave (REST: DELETE on one’s own id; GraphQL: leaveCompany)', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const employee = await memberOf(id, 'employee');
    const verifier = await memberOf(id, 'verifier');
    expect((await remove(employee, id, employee.user.id)).body).toEqual({ success: true });
    const left = await gql(app, 'mutation($c:Int!){ leaveCompany(companyId:$c) }', { c: id }, verifier);
    expect(left).toEqual({ data: { leaveCompany: true } });
    expect(await roles(id)).toEqual({ [owner.user.id]: 'owner' });
    expect((await remove(employee, id, employee.user.id)).status).toBe(404);
  });
});

describe('over GraphQL, live', () => {
  afterEach(closeSockets);

  it('the removed member’s tabs learn it and their company subscription ends; the owner’s goes on', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const member = await memberOf(id, 'manager');
    await rest(app, 'POST', '/api/auth/preferences', { user: member, body: { currentCompanyId: id } });

    const companyQuery = 'subscription($id:Int!){ companyChanged(companyId:$id){ kind company{ name } } }';
    const memberCompany = await subscribe(member, companyQuery, { id });
    const memberList = await subscribe(member, 'subscription{ myCompaniesChanged{ kind companyId company{ id } } }');
    const memberMe = await subscribe(member, 'subscription{ meChanged{ currentCompanyId role } }');
    const ownerCompany = await subscribe(owner, companyQuery, { id });
    expect(await controlListeners(member.user.id, 1)).toBe(1);

    const removed = await gql(
      app,
      'mutation($c:Int!,$u:Int!){ removeMember(companyId:$c, userId:$u) }',
      { c: id, u: member.user.id },
      owner,
    );
    expect(removed).toEqual({ data: { removeMember: true } });
    expect((await memberList.next()).data.myCompaniesChanged).toEqual({
      kind: 'deleted',
      companyId: id,
      company: null,
    });
    expect((await memberMe.next()).data.meChanged).toEqual({ currentCompanyId: null, role: null });
    expect(await memberCompany.next()).toEqual({ complete: true });
    expect(await controlListeners(member.user.id, 0)).toBe(0);

    await rest(app, 'PUT', `/api/companies/${id}`, { user: owner, body: { name: 'Переименована' } });
    expect((await ownerCompany.next()).data.companyChanged).toEqual({
      kind: 'updated',
      company: { name: 'Переименована' },
    });
    await expect(memberCompany.next(500)).rejects.toThrow('no event within timeout');
    expect((await rest(app, 'GET', `/api/companies/${id}`, { user: member })).status).toBe(404);
  });

  it('a member given another role keeps their subscription and sees the new role', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const member = await memberOf(id, 'manager');
    await rest(app, 'POST', '/api/auth/preferences', { user: member, body: { currentCompanyId: id } });

    const company = await subscribe(
      member,
      'subscription($id:Int!){ companyChanged(companyId:$id){ kind company{ name myRole } } }',
      { id },
    );
    const list = await subscribe(member, 'subscription{ myCompaniesChanged{ kind companyId company{ id myRole } } }');
    const me = await subscribe(member, 'subscription{ meChanged{ currentCompanyId role } }');

    const changed = await gql(
      app,
      'mutation($c:Int!,$u:Int!){ changeMemberRole(companyId:$c, userId:$u, role:employee){ userId role } }',
      { c: id, u: member.user.id },
      owner,
    );
    expect(changed).toEqual({ data: { changeMemberRole: { userId: member.user.id, role: 'employee' } } });
    expect((await list.next()).data.myCompaniesChanged).toEqual({
      kind: 'updated',
      companyId: id,
      company: { id, myRole: 'employee' },
    });
    expect((await me.next()).data.meChanged).toEqual({ currentCompanyId: id, role: 'employee' });

    await rest(app, 'PUT', `/api/companies/${id}`, { user: owner, body: { name: 'Новое имя' } });
    expect((await company.next()).data.companyChanged).toEqual({
      kind: 'updated',
      company: { name: 'Новое имя', myRole: 'employee' },
    });
  });

  it('a client that stops listening releases the membership channel at once', async () => {
    const owner = await signedInUser(app);
    const id = await companyOf(owner);
    const sub = await subscribe(owner, 'subscription($id:Int!){ companyChanged(companyId:$id){ kind } }', { id });
    expect(await controlListeners(owner.user.id, 1)).toBe(1);
    sub.dispose();
    expect(await controlListeners(owner.user.id, 0)).toBe(0);
  });
});
