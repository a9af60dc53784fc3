import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, type TestApp, type TestUser, startTestApp } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * Issue 21: company API tokens — shown once and kept hashed; acting only in their company, within
 * their scopes and within their creator's role at each use; refused account operations; revoked
 * at once; expiring; limited per token; over REST, GraphQL and WebSocket.
 */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const sockets: ReturnType<typeof wsClient>[] = [];

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  for (const s of sockets) await s.close();
  await db?.end();
  await app?.close();
});

/** A caller presenting only the token (as `rest` options, and as a `gql` caller). */
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const asCaller = (options: { headers: Record<string, string> }) => options as unknown as TestUser;

async function companyWithStaff() {
  const { owner, companyId } = await f.company('Интеграции');
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const department = await post('/api/departments', { name: 'Склад' });
  const employee = await post('/api/employees', {
    firstName: 'Тимур',
    lastName: 'Асанов',
    phone: '+996 700 111 222',
    email: 'timur@example.com',
    departmentIds: [department],
  });
  return { owner, companyId, department, employee };
}

async function tokenOf(creator: TestUser, companyId: number, scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
    user: creator,
    body: { name: 'Бухгалтерия', scopes, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; token: string };
}

describe('API tokens', () => {
  it('shows the secret once, keeps only a hash, and lists tokens with their creator and last use', async () => {
    const { owner, companyId } = await companyWithStaff();
    const created = await tokenOf(owner, companyId, ['staff:read']);
    expect(created.token).toMatch(/^sp_[\w-]{40,}$/);
    const { rows } = await db.query('select * from api_tokens where id = $1', [created.id]);
    expect(JSON.stringify(rows)).not.toContain(created.token);
    await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(created.token));
    const listed = await rest(app, 'GET', `/api/companies/${companyId}/api-tokens`, { user: owner });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
    expect(listed.body[0]).toMatchObject({ id: created.id, name: 'Бухгалтерия', scopes: ['staff:read'] });
    expect(listed.body[0].createdBy.id).toBe(owner.user.id);
    await expect
      .poll(
        async () =>
          (await rest(app, 'GET', `/api/companies/${companyId}/api-tokens`, { user: owner })).body[0].lastUsedAt,
      )
      .not.toBeNull();
  });

  it('a staff:read token reads staff over REST and GraphQL, and is refused pay data, writes and other companies', async () => {
    const { owner, companyId, department } = await companyWithStaff();
    const { token } = await tokenOf(owner, companyId, ['staff:read']);
    const caller = bearer(token);
    const listed = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, caller);
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: { lastName: string }) => e.lastName)).toEqual(['Асанов']);
    const viaGql = await gql(
      app,
      'query($c:Int!){employees(companyId:$c){totalCount edges{node{lastName email}}}}',
      { c: companyId },
      asCaller(caller),
    );
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data.employees.edges[0].node).toEqual({ lastName: 'Асанов', email: 'timur@example.com' });

    // A person without bonuses.view reads their own records; a token without pay:read is refused, naming it.
    await rest(app, 'POST', '/api/bonuses-penalties', {
      user: owner,
      body: {
        companyId,
        employeeId: listed.body[0].id,
        type: 'bonus',
        amount: '100',
        reason: 'План',
        appliedDate: new Date().toISOString().slice(0, 10),
      },
    });
    const ledger = await rest(app, 'GET', `/api/bonuses-penalties?companyId=${companyId}`, caller);
    expect(ledger.status).toBe(403);
    expect(ledger.body).toEqual({ message: 'Токену не хватает разрешения «pay:read»', reason: 'TOKEN_SCOPE_MISSING' });
    expect(ledger.headers.get('x-accepted-scopes')).toBe('pay:read');
    const pay = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($c:Int!){payrollStats(companyId:$c){totalSalaryFund}}',
        variables: { c: companyId },
      }),
    });
    expect(pay.headers.get('x-accepted-scopes')).toBe('pay:read');
    expect(((await pay.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
      message: 'Токену не хватает разрешения «pay:read»',
      extensions: { code: 'FORBIDDEN', acceptedScopes: ['pay:read'] },
    });
    const write = await rest(app, 'POST', '/api/employees', {
      ...caller,
      body: {
        companyId,
        firstName: 'Новый',
        lastName: 'Сотрудник',
        phone: '+996 700 000 000',
        departmentIds: [department],
      },
    });
    expect(write.status).toBe(403);
    const other = await f.company('Чужая');
    expect((await rest(app, 'GET', `/api/employees?companyId=${other.companyId}`, caller)).status).toBe(404);
  });

  it('refuses account operations and token management to a token', async () => {
    const { owner, companyId } = await companyWithStaff();
    const { token } = await tokenOf(owner, companyId, ['staff:read', 'staff:write', 'pay:read']);
    const caller = bearer(token);
    expect((await rest(app, 'POST', '/api/companies', { ...caller, body: { name: 'Ещё' } })).status).toBe(403);
    expect((await rest(app, 'GET', '/api/companies', caller)).status).toBe(403);
    expect((await rest(app, 'GET', '/api/auth/user', caller)).status).toBe(403);
    expect((await rest(app, 'PUT', '/api/auth/profile', { ...caller, body: { profileImageUrl: null } })).status).toBe(
      403,
    );
    expect((await gql(app, '{ me { id } }', {}, asCaller(caller))).data).toEqual({ me: null });
    const mint = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      ...caller,
      body: { name: 'x', scopes: ['staff:read'] },
    });
    expect(mint.status).toBe(403);
    expect(mint.body.message).toBe('Эта операция недоступна для токенов API');
  });

  it('shrinks with a demoted creator and stops with a removed one', async () => {
    const { owner, companyId } = await companyWithStaff();
    const developer = await f.member(companyId, 'developer');
    const { token } = await tokenOf(developer, companyId, ['staff:read', 'pay:read']);
    const caller = bearer(token);
    expect((await rest(app, 'GET', `/api/bonuses-penalties?companyId=${companyId}`, caller)).status).toBe(200);
    await rest(app, 'PATCH', `/api/companies/${companyId}/members/${developer.user.id}`, {
      user: owner,
      body: { role: 'employee' },
    });
    // The employee role reads only its own records, which a token never does: it holds the scopes, the role not the keys.
    for (const path of ['/api/employees', '/api/bonuses-penalties']) {
      const refused = await rest(app, 'GET', `${path}?companyId=${companyId}`, caller);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Недостаточно прав' });
      expect(refused.headers.get('x-accepted-scopes')).toBeNull();
    }
    await rest(app, 'DELETE', `/api/companies/${companyId}/members/${developer.user.id}`, { user: owner });
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, caller)).status).toBe(404);
  });

  it('subscribes over WebSocket with connectionParams, and dies at once when revoked, its open socket included', async () => {
    const { owner, companyId, department } = await companyWithStaff();
    const created = await tokenOf(owner, companyId, ['staff:read']);
    const ws = wsClient(app.url, { token: created.token });
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
        departmentIds: [department],
      },
    });
    expect((await sub.next()).data.employeeChanged).toEqual({ kind: 'created', employee: { lastName: 'Бекова' } });

    const revoked = await rest(app, 'DELETE', `/api/api-tokens/${created.id}`, { user: owner });
    expect(revoked.status).toBe(200);
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(created.token))).status).toBe(401);
    expect(await sub.next()).toMatchObject({ error: expect.anything() });
  });

  it('stops at its expiry, and refuses a past one', async () => {
    const { owner, companyId } = await companyWithStaff();
    const past = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: 'Старый', scopes: ['staff:read'], expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Срок действия должен быть в будущем');
    const { id, token } = await tokenOf(owner, companyId, ['staff:read'], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token))).status).toBe(200);
    await db.query("update api_tokens set expires_at = now() - interval '1 second' where id = $1", [id]);
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token))).status).toBe(401);
  });

  it('is managed by the owner and the developer only, and checks its input', async () => {
    const { owner, companyId } = await companyWithStaff();
    const manager = await f.member(companyId, 'manager');
    expect(
      (
        await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
          user: manager,
          body: { name: 'x', scopes: ['staff:read'] },
        })
      ).status,
    ).toBe(403);
    const bad = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: ' ', scopes: ['root'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ name: ['Введите название токена'] });
    const none = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: 'x', scopes: [] },
    });
    expect(none.body.message).toBe('Выберите хотя бы одно разрешение');
    const stranger = (await f.company('Другая')).owner;
    const { id } = await tokenOf(owner, companyId, ['staff:read']);
    expect((await rest(app, 'DELETE', `/api/api-tokens/${id}`, { user: stranger })).status).toBe(404);
    expect((await rest(app, 'GET', `/api/companies/${companyId}/api-tokens`, { user: stranger })).status).toBe(404);
  });

  it('answers 429 with Retry-After once a token’s minute allowance is spent', async () => {
    const { owner, companyId } = await companyWithStaff();
    const { token } = await tokenOf(owner, companyId, ['staff:read']);
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(`${app.url}/api/health`, { headers: { authorization: `Bearer ${token}` } }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await fetch(`${app.url}/api/employees?companyId=${companyId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    expect(overGql.status).toBe(429);
    // Another token of the same company keeps its own allowance.
    const fresh = await tokenOf(owner, companyId, ['staff:read']);
    expect((await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(fresh.token))).status).toBe(200);
  });

  it('a webhooks:manage token manages webhooks and nothing else', async () => {
    const { owner, companyId } = await companyWithStaff();
    const { token } = await tokenOf(owner, companyId, ['webhooks:manage']);
    const created = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
      ...bearer(token),
      body: { url: 'https://erp.example.com/hook', events: ['ledger.record.created'], description: 'ERP' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    expect((await rest(app, 'GET', `/api/companies/${companyId}/webhooks`, bearer(token))).body).toHaveLength(1);
    const staff = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, bearer(token));
    expect(staff.status).toBe(403);
    expect(staff.headers.get('x-accepted-scopes')).toBe('staff:read');
    const staffOnly = await tokenOf(owner, companyId, ['staff:read']);
    expect((await rest(app, 'GET', `/api/companies/${companyId}/webhooks`, bearer(staffOnly.token))).status).toBe(403);
  });
  it('is refused, never answered with its creator’s own record or inbox, where no scope reaches', async () => {
    const { owner, companyId, employee } = await companyWithStaff();
    // The creator's own employee record: a person without the keys would still read it.
    await db.query('update employees set user_id = $1 where id = $2', [owner.user.id, employee]);
    const { token } = await tokenOf(owner, companyId, ['dashboards:read']);
    const caller = bearer(token);
    const own = await rest(app, 'GET', `/api/employees/${employee}?companyId=${companyId}`, caller);
    expect(own.status).toBe(403);
    expect(own.headers.get('x-accepted-scopes')).toBe('staff:read');
    const payslip = await rest(app, 'GET', `/api/payslips/${employee}?companyId=${companyId}&period=2026-10`, caller);
    expect(payslip.status).toBe(403);
    expect(payslip.body.message).toBe('Токену не хватает разрешения «pay:read»');
    for (const path of ['/api/notifications', '/api/notifications/count', '/api/activity-logs', '/api/system-roles']) {
      const refused = await rest(app, 'GET', `${path}?companyId=${companyId}`, caller);
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toEqual({
        message: 'Эта операция недоступна для токенов API',
        reason: 'TOKEN_FORBIDDEN_OPERATION',
      });
    }
    const inbox = await gql(
      app,
      'query($c:Int!){notificationCount(companyId:$c){count}}',
      { c: companyId },
      asCaller(caller),
    );
    expect(inbox.errors?.[0]?.message).toBe('Эта операция недоступна для токенов API');
  });

  it('with staff:read but not pay:read, shows no pay figure even on its creator’s own record', async () => {
    const { owner, companyId, employee } = await companyWithStaff();
    await db.query('update employees set user_id = $1 where id = $2', [owner.user.id, employee]);
    await rest(app, 'POST', '/api/employee-performance', {
      user: owner,
      body: {
        companyId,
        employeeId: employee,
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        ordersCount: 7,
        employeeProfit: '90000',
      },
    });
    const asOwner = await rest(app, 'GET', `/api/employees/${employee}?companyId=${companyId}&period=2026-10`, {
      user: owner,
    });
    const { token } = await tokenOf(owner, companyId, ['staff:read']);
    const viaToken = await rest(
      app,
      'GET',
      `/api/employees/${employee}?companyId=${companyId}&period=2026-10`,
      bearer(token),
    );
    expect(viaToken.status).toBe(200);
    expect(viaToken.body.email).toBe('timur@example.com');
    expect(asOwner.body.employeeProfit).not.toBeNull();
    expect(viaToken.body).toMatchObject({ ordersCount: null, employeeProfit: null });
  });

  it('names the missing scope when a subscription is refused', async () => {
    const { owner, companyId } = await companyWithStaff();
    const { token } = await tokenOf(owner, companyId, ['pay:read']);
    const ws = wsClient(app.url, { token });
    sockets.push(ws);
    const sub = await ws.subscribe('subscription($c:Int!){employeeChanged(companyId:$c){kind}}', { c: companyId });
    const answer = await sub.next();
    expect(JSON.stringify(answer)).toContain('Токену не хватает разрешения «staff:read»');
    expect(JSON.stringify(answer)).toContain('"acceptedScopes":["staff:read"]');
  });
  it('keeps to its company when it reports client errors, its creator’s other companies included', async () => {
    const { owner, companyId } = await companyWithStaff();
    const other = await rest(app, 'POST', '/api/companies', { user: owner, body: { name: 'Вторая' } });
    expect(other.status).toBe(201);
    const { token } = await tokenOf(owner, companyId, ['staff:read']);
    const report = (target: number) =>
      rest(app, 'POST', '/api/client-errors', {
        ...bearer(token),
        body: {
          companyId: target,
          errors: [{ kind: 'script', message: 'Сбой', occurredAt: new Date().toISOString(), count: 1 }],
        },
      });
    expect((await report(companyId)).body).toEqual({ accepted: 1 });
    expect((await report(other.body.id)).body).toEqual({ accepted: 0 });
    const { rows } = await db.query('select count(*)::int as n from client_errors where company_id = $1', [
      other.body.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
