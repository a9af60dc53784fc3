import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * Issue 32: integration identities — a named principal with a role, whose tokens act through that
 * role narrowed by scopes, outlive their creator's membership, rotate with an overlap, respect a
 * maximum lifetime, and are keyed apart from SESSION_SECRET; and "who am I".
 */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const sockets: ReturnType<typeof wsClient>[] = [];
const others: TestApp[] = [];

const TOKEN_KEY = 'test-api-token-secret-0123456789';

beforeAll(async () => {
  app = await startTestApp({ API_TOKEN_SECRET: TOKEN_KEY });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  for (const s of sockets) await s.close();
  // Newest first: the apps sharing a database close before the one that made it drops it.
  for (const other of others.reverse()) await other.close();
  await db?.end();
  await app?.close();
});

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const asCaller = (token: string) => bearer(token) as unknown as TestUser;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function companyWithEmployee(name = 'Интеграции') {
  const { owner, companyId } = await f.company(name);
  const department = await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Склад' } });
  const created = await rest(app, 'POST', '/api/employees', {
    user: owner,
    body: {
      companyId,
      firstName: 'Тимур',
      lastName: 'Асанов',
      phone: '+996 700 111 222',
      departmentIds: [department.body.id],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { owner, companyId, employeeId: created.body.id as number, departmentId: department.body.id as number };
}

async function integrationOf(owner: TestUser, companyId: number, role = 'manager') {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/integrations`, {
    user: owner,
    body: { name: '1С Бухгалтерия', description: 'Выгрузка начислений', role },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; role: string };
}

async function tokenOf(owner: TestUser, companyId: number, integrationId: number, body: Record<string, unknown>) {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/integrations/${integrationId}/tokens`, {
    user: owner,
    body: { name: 'Сервер синхронизации', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; token: string; expiresAt: string | null };
}

describe('integrations', () => {
  it('an integration token reads within its scopes, through the integration’s role, and outlives its creator’s membership', async () => {
    const { owner, companyId } = await companyWithEmployee();
    // A second owner creates the integration and its token, then leaves the company.
    const creator = await f.member(companyId, 'owner');
    const integration = await integrationOf(creator, companyId, 'manager');
    const { token } = await tokenOf(creator, companyId, integration.id, { scopes: ['staff:read'] });
    const employees = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token));
    expect(employees.status).toBe(200);
    expect(JSON.stringify(employees.body)).toContain('Асанов');
    const pay = await rest(app, 'GET', `/api/bonuses-penalties?companyId=${companyId}`, bearer(token));
    expect(pay.status).toBe(403);
    expect(pay.headers.get('x-accepted-scopes')).toBe('pay:read');
    const write = await rest(app, 'POST', '/api/departments', { ...bearer(token), body: { companyId, name: 'Склад' } });
    expect(write.status).toBe(403);

    expect(
      (await rest(app, 'DELETE', `/api/companies/${companyId}/members/${creator.user.id}`, { user: owner })).status,
    ).toBe(200);
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token))).status).toBe(200);

    // The role applies from the next request: the employee role reads no staff list.
    const changed = await rest(app, 'PATCH', `/api/companies/${companyId}/integrations/${integration.id}`, {
      user: owner,
      body: { role: 'employee' },
    });
    expect(changed.status).toBe(200);
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token))).status).toBe(403);
  });

  it('refuses scopes beyond the integration’s role, unknown roles, and bad input with Russian messages', async () => {
    const { owner, companyId } = await companyWithEmployee();
    const badRole = await rest(app, 'POST', `/api/companies/${companyId}/integrations`, {
      user: owner,
      body: { name: 'X', role: 'no-such-role' },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.fieldErrors).toMatchObject({ role: ['Выберите роль интеграции'] });
    const nul = await rest(app, 'POST', `/api/companies/${companyId}/integrations`, {
      user: owner,
      body: { name: 'a\u0000b', role: 'manager' },
    });
    expect(nul.status).toBe(400);
    const integration = await integrationOf(owner, companyId, 'employee');
    const beyond = await rest(app, 'POST', `/api/companies/${companyId}/integrations/${integration.id}/tokens`, {
      user: owner,
      body: { name: 'x', scopes: ['pay:write'] },
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.fieldErrors.scopes[0]).toBe('Роль интеграции не даёт этого разрешения: pay:write');
  });

  it('is managed by owners only, in person, and keeps to its company', async () => {
    const { owner, companyId } = await companyWithEmployee();
    const integration = await integrationOf(owner, companyId);
    const developer = await f.member(companyId, 'developer');
    const refused = await rest(app, 'GET', `/api/companies/${companyId}/integrations`, { user: developer });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Интеграциями управляет только владелец компании');
    const create = await gql(
      app,
      'mutation($c:Int!){createIntegration(companyId:$c,input:{name:"x",role:"manager"}){id}}',
      { c: companyId },
      developer,
    );
    expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { token, id: tokenId } = await tokenOf(owner, companyId, integration.id, { scopes: ['staff:read'] });
    const byToken = await rest(app, 'GET', `/api/companies/${companyId}/integrations`, bearer(token));
    expect(byToken.status).toBe(403);

    // Another company's owner sees none of it: 404 on every id.
    const other = await f.company('Чужая');
    const paths = [
      ['GET', `/api/companies/${companyId}/integrations`],
      ['PATCH', `/api/companies/${other.companyId}/integrations/${integration.id}`],
      ['DELETE', `/api/companies/${other.companyId}/integrations/${integration.id}`],
      ['POST', `/api/companies/${other.companyId}/integrations/${integration.id}/tokens`],
      ['POST', `/api/companies/${other.companyId}/integration-tokens/${tokenId}/rotate`],
      ['DELETE', `/api/api-tokens/${tokenId}`],
    ] as const;
    for (const [method, path] of paths) {
      const body = method === 'GET' ? undefined : { name: 'x', role: 'manager', scopes: ['staff:read'] };
      const res = await rest(app, method, path, { user: other.owner, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const rotate = await gql(
      app,
      'mutation($id:Int!){rotateIntegrationToken(id:$id){id}}',
      { id: tokenId },
      other.owner,
    );
    expect(rotate.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreign = await gql(
      app,
      'mutation($id:Int!){deleteIntegration(id:$id)}',
      { id: integration.id },
      other.owner,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // And the token reads only its own company.
    expect((await rest(app, 'GET', `/api/employees?companyId=${other.companyId}`, bearer(token))).status).toBe(404);
  });

  it('deleting the integration revokes its tokens at once, its open socket included', async () => {
    const { owner, companyId, departmentId } = await companyWithEmployee();
    const integration = await integrationOf(owner, companyId);
    const { token } = await tokenOf(owner, companyId, integration.id, { scopes: ['staff:read'] });
    const ws = wsClient(app.url, { token });
    sockets.push(ws);
    const sub = await ws.subscribe('subscription($c:Int!){employeeChanged(companyId:$c){kind employee{lastName}}}', {
      c: companyId,
    });
    await rest(app, 'POST', '/api/employees', {
      user: owner,
      body: {
        companyId,
        firstName: 'Айдай',
        lastName: 'Бекова',
        phone: '+996 700 333 444',
        departmentIds: [departmentId],
      },
    });
    expect((await sub.next()).data.employeeChanged).toEqual({ kind: 'created', employee: { lastName: 'Бекова' } });
    const deleted = await gql(app, 'mutation($id:Int!){deleteIntegration(id:$id)}', { id: integration.id }, owner);
    expect(deleted).toEqual({ data: { deleteIntegration: true } });
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token))).status).toBe(401);
    expect(await sub.next()).toMatchObject({ error: expect.anything() });
    expect(
      (await db.query('select count(*)::int as n from api_tokens where integration_id = $1', [integration.id])).rows[0]
        .n,
    ).toBe(0);
  });

  it('a live subscription of its token ends when the integration’s new role no longer reads it', async () => {
    const { owner, companyId, departmentId } = await companyWithEmployee();
    const integration = await integrationOf(owner, companyId);
    const { token } = await tokenOf(owner, companyId, integration.id, { scopes: ['staff:read'] });
    const ws = wsClient(app.url, { token });
    sockets.push(ws);
    const sub = await ws.subscribe('subscription($c:Int!){employeeChanged(companyId:$c){kind employee{lastName}}}', {
      c: companyId,
    });
    const hire = (lastName: string) =>
      rest(app, 'POST', '/api/employees', {
        user: owner,
        body: { companyId, firstName: 'Айдай', lastName, phone: '+996 700 333 444', departmentIds: [departmentId] },
      });
    await hire('Бекова');
    expect((await sub.next()).data.employeeChanged).toEqual({ kind: 'created', employee: { lastName: 'Бекова' } });
    const demoted = await rest(app, 'PATCH', `/api/companies/${companyId}/integrations/${integration.id}`, {
      user: owner,
      body: { role: 'employee' },
    });
    expect(demoted.status).toBe(200);
    // The re-check runs on the integration's channel: the subscription completes, the next hire unseen.
    expect(await sub.next()).toEqual({ complete: true });
    await hire('Осмонова');
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token))).status).toBe(403);
  });

  it('rotation: both secrets work during the overlap, the old one fails after it', async () => {
    const { owner, companyId } = await companyWithEmployee();
    const integration = await integrationOf(owner, companyId);
    const old = await tokenOf(owner, companyId, integration.id, { scopes: ['staff:read'], expiresAt: inDays(30) });
    const rotated = await rest(app, 'POST', `/api/companies/${companyId}/integration-tokens/${old.id}/rotate`, {
      user: owner,
      body: { overlapHours: 2 },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(201);
    const fresh = rotated.body as { id: number; token: string; expiresAt: string };
    expect(fresh.token).not.toBe(old.token);
    // The new secret lives as long from now as the old one was given.
    expect(Math.abs(Date.parse(fresh.expiresAt) - Date.parse(inDays(30)))).toBeLessThan(60_000);
    const { rows } = await db.query('select expires_at from api_tokens where id = $1', [old.id]);
    const overlapEnd = (rows[0].expires_at as Date).getTime();
    expect(Math.abs(overlapEnd - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);
    for (const secret of [old.token, fresh.token]) {
      expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(secret))).status).toBe(200);
    }
    // The overlap ends (set in the database rather than waited for).
    await db.query("update api_tokens set expires_at = now() - interval '1 second' where id = $1", [old.id]);
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(old.token))).status).toBe(401);
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(fresh.token))).status).toBe(200);

    const tooLong = await gql(
      app,
      'mutation($id:Int!){rotateIntegrationToken(id:$id, overlapHours: 500){id}}',
      { id: fresh.id },
      owner,
    );
    expect(tooLong.errors?.[0]?.message).toBe('Перекрытие — от 0 до 168 часов');
    // Overlap 0: the old secret stops at once.
    const now = await gql(
      app,
      'mutation($id:Int!){rotateIntegrationToken(id:$id, overlapHours: 0){id token}}',
      { id: fresh.id },
      owner,
    );
    expect(now.errors).toBeUndefined();
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(fresh.token))).status).toBe(401);
    const newest = now.data.rotateIntegrationToken.token as string;
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(newest))).status).toBe(200);
  });

  it('who am I: a token’s company, principal, role, scopes and expiry; a session’s user', async () => {
    const { owner, companyId } = await companyWithEmployee();
    const integration = await integrationOf(owner, companyId, 'manager');
    const expiresAt = inDays(10);
    const issued = await tokenOf(owner, companyId, integration.id, { scopes: ['staff:read'], expiresAt });
    const rest1 = await rest(app, 'GET', '/api/whoami', bearer(issued.token));
    expect(rest1.status).toBe(200);
    expect(rest1.body).toEqual({
      principal: { kind: 'INTEGRATION', id: integration.id, name: '1С Бухгалтерия' },
      companyId,
      role: 'manager',
      scopes: ['staff:read'],
      tokenId: issued.id,
      expiresAt: new Date(expiresAt).toISOString(),
    });
    const q = '{ whoAmI { principal { kind id name } companyId role scopes tokenId expiresAt } }';
    const graph = await gql(app, q, {}, asCaller(issued.token));
    expect(graph.data.whoAmI).toEqual(rest1.body);

    const personal = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: 'Мой', scopes: ['pay:read'] },
    });
    const mine = await rest(app, 'GET', '/api/whoami', bearer(personal.body.token));
    expect(mine.body).toMatchObject({
      principal: { kind: 'USER', id: owner.user.id },
      companyId,
      role: 'owner',
      scopes: ['pay:read'],
      tokenId: personal.body.id,
      expiresAt: null,
    });
    const session = await gql(app, q, {}, owner);
    expect(session.data.whoAmI).toEqual({
      principal: { kind: 'USER', id: owner.user.id, name: `${owner.user.firstName} ${owner.user.lastName}` },
      companyId: null,
      role: null,
      scopes: null,
      tokenId: null,
      expiresAt: null,
    });
    expect((await rest(app, 'GET', '/api/whoami')).status).toBe(401);
  });
});

describe('token lifetime and key', () => {
  it('a maximum lifetime refuses a token without expiry or beyond it', async () => {
    const limited = await startTestApp({ API_TOKEN_SECRET: TOKEN_KEY, API_TOKEN_MAX_LIFETIME_DAYS: '30' });
    others.push(limited);
    const owner = await signedInUser(limited);
    const company = await rest(limited, 'POST', '/api/companies', { user: owner, body: { name: 'Лимит' } });
    const companyId = company.body.id as number;
    const integration = await rest(limited, 'POST', `/api/companies/${companyId}/integrations`, {
      user: owner,
      body: { name: 'BI', role: 'manager' },
    });
    const path = `/api/companies/${companyId}/integrations/${integration.body.id}/tokens`;
    const never = await rest(limited, 'POST', path, { user: owner, body: { name: 'x', scopes: ['staff:read'] } });
    expect(never.status).toBe(400);
    expect(never.body.fieldErrors.expiresAt).toEqual(['Укажите срок действия: токен не может жить дольше 30 дней']);
    const far = await rest(limited, 'POST', path, {
      user: owner,
      body: { name: 'x', scopes: ['staff:read'], expiresAt: inDays(31) },
    });
    expect(far.status).toBe(400);
    expect(far.body.fieldErrors.expiresAt).toEqual(['Срок действия — не дальше 30 дней от сегодняшнего дня']);
    const personal = await rest(limited, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: 'x', scopes: ['staff:read'] },
    });
    expect(personal.status).toBe(400);
    const ok = await rest(limited, 'POST', path, {
      user: owner,
      body: { name: 'x', scopes: ['staff:read'], expiresAt: inDays(29) },
    });
    expect(ok.status).toBe(201);
  });

  it('a token made under SESSION_SECRET is re-keyed with API_TOKEN_SECRET at use, then survives a new SESSION_SECRET', async () => {
    // Before the upgrade: no API_TOKEN_SECRET, hashes keyed with SESSION_SECRET.
    const before = await startTestApp({ SESSION_SECRET: 'the-old-session-secret-000' });
    others.push(before);
    const owner = await signedInUser(before);
    const company = await rest(before, 'POST', '/api/companies', { user: owner, body: { name: 'Ключи' } });
    const companyId = company.body.id as number;
    const integration = await rest(before, 'POST', `/api/companies/${companyId}/integrations`, {
      user: owner,
      body: { name: 'Синхронизация', role: 'manager' },
    });
    const issued = await rest(
      before,
      'POST',
      `/api/companies/${companyId}/integrations/${integration.body.id}/tokens`,
      {
        user: owner,
        body: { name: 'x', scopes: ['staff:read'] },
      },
    );
    const personal = await rest(before, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: 'Мой', scopes: ['staff:read'] },
    });
    expect([issued.status, personal.status]).toEqual([201, 201]);
    const secrets = [issued.body.token as string, personal.body.token as string];
    for (const secret of secrets) expect((await rest(before, 'GET', '/api/whoami', bearer(secret))).status).toBe(200);
    const read = (on: TestApp, secret: string) =>
      rest(on, 'GET', `/api/employees?companyId=${companyId}`, bearer(secret));

    // The same database with API_TOKEN_SECRET set: legacy hashes still match, and are re-keyed.
    const upgraded = await startTestApp(
      { SESSION_SECRET: 'the-old-session-secret-000', API_TOKEN_SECRET: TOKEN_KEY },
      { databaseUrl: () => before.databaseUrl },
    );
    others.push(upgraded);
    for (const secret of secrets) expect((await read(upgraded, secret)).status).toBe(200);
    const probe = await connect(before);
    try {
      const { rows } = await probe.query('select legacy_key from api_tokens where company_id = $1', [companyId]);
      expect(rows.map((r) => r.legacy_key)).toEqual([false, false]);
    } finally {
      await probe.end();
    }

    // SESSION_SECRET rotated: tokens keep working; sessions signed before do not.
    const rotated = await startTestApp(
      { SESSION_SECRET: 'a-brand-new-session-secret-1', API_TOKEN_SECRET: TOKEN_KEY },
      { databaseUrl: () => before.databaseUrl },
    );
    others.push(rotated);
    for (const secret of secrets) expect((await read(rotated, secret)).status).toBe(200);
    expect((await rest(rotated, 'GET', '/api/whoami', { user: owner })).status).toBe(401);
  });
});
