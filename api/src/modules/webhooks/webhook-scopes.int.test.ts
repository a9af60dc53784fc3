import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { receiver, until } from '../../../test/support/webhook-receiver.int-kit';
import { queueOf } from './webhook-queue';

/**
 * Issue 29, part 4: a webhook made by an API token hears only what the token could read. It
 * remembers the token's scopes; its events are seen through the creator's role narrowed to them;
 * and a token cannot point someone else's webhook, shaped for a person's whole role, elsewhere.
 */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const sink = receiver();
let base: string;

beforeAll(async () => {
  base = await sink.listen();
  app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true' });
  Object.assign(queueOf(app.server.deps)!.retry, { delaySeconds: 0, limit: 3 });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
  await sink.close();
});

const EVENTS = ['employee.created', 'department.created', 'ledger.record.created'];
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function tokenOf(owner: TestUser, companyId: number, scopes: string[]) {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
    user: owner,
    body: { name: 'ERP', scopes },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token as string;
}

async function hook(caller: { user?: TestUser; headers?: Record<string, string> }, companyId: number, path: string) {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
    ...caller,
    body: { url: `${base}${path}`, events: EVENTS, description: path },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** A department, an employee linked to the owner (their own record) and a bonus for them. */
async function changes(owner: TestUser, companyId: number) {
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  const department = await post('/api/departments', { name: 'Склад' });
  const employee = await post('/api/employees', {
    firstName: 'Ирина',
    lastName: 'Ли',
    phone: '+996 555 000 111',
    email: 'irina@example.test',
    userId: owner.user.id,
    departmentIds: [department],
  });
  await post('/api/bonuses-penalties', {
    employeeId: employee,
    type: 'bonus',
    amount: '4321',
    reason: 'План',
    appliedDate: new Date().toISOString().slice(0, 10),
  });
  return { department, employee };
}

const deliveriesOf = async (webhookId: number) =>
  // The events' deliveries: the creation ping aside.
  (
    await db.query(
      `select event_type, payload from webhook_deliveries where webhook_id = $1 and event_type <> 'ping'`,
      [webhookId],
    )
  ).rows as {
    event_type: string;
    payload: string;
  }[];

describe('webhooks made by API tokens', () => {
  it('a webhooks:manage-only token’s webhook hears no staff or pay event; with staff:read, staff events without pay figures', async () => {
    const { owner, companyId } = await f.company('Токен-вебхуки');
    const reference = await hook({ user: owner }, companyId, '/by-owner');
    const bare = await hook(bearer(await tokenOf(owner, companyId, ['webhooks:manage'])), companyId, '/by-bare');
    const staff = await hook(
      bearer(await tokenOf(owner, companyId, ['webhooks:manage', 'staff:read'])),
      companyId,
      '/by-staff',
    );
    await changes(owner, companyId);

    // Every listener's deliveries of one event are written together: once the owner's three are, all are.
    await until(async () => (await deliveriesOf(reference)).length === 3, 'the owner’s deliveries');
    await until(() => sink.at('/by-owner').length === 3, 'the owner’s webhook to hear all three');
    expect(await deliveriesOf(bare)).toEqual([]);
    expect(sink.at('/by-bare')).toEqual([]);

    const heard = (await deliveriesOf(staff)).map((d) => d.event_type).sort();
    expect(heard).toEqual(['department.created', 'employee.created']);
    await until(() => sink.at('/by-staff').length === 2, 'the staff:read webhook to hear its two');
    const employeeOf = (path: string) =>
      sink
        .at(path)
        .map((h) => JSON.parse(h.body))
        .find((b) => b.type === 'employee.created').data;
    // The owner's own record shows in full to the owner's webhook, and only as the token's scopes open to the token's.
    expect(employeeOf('/by-owner')).toMatchObject({ email: 'irina@example.test', employeeProfit: expect.any(String) });
    expect(employeeOf('/by-staff')).toMatchObject({
      email: 'irina@example.test',
      phone: '+996 555 000 111',
      ordersCount: null,
      employeeProfit: null,
    });
    expect(
      sink
        .at('/by-staff')
        .map((h) => h.body)
        .join(),
    ).not.toContain('4321');
  });

  it('a token steers only webhooks made within its scopes', async () => {
    const { owner, companyId } = await f.company('Токен-адреса');
    const byOwner = await hook({ user: owner }, companyId, '/steer-owner');
    const wide = bearer(await tokenOf(owner, companyId, ['webhooks:manage', 'staff:read']));
    const narrow = bearer(await tokenOf(owner, companyId, ['webhooks:manage']));
    const byWide = await hook(wide, companyId, '/steer-wide');
    await changes(owner, companyId);
    const [delivery] = await until(async () => {
      const rows = await db.query('select id from webhook_deliveries where webhook_id = $1', [byOwner]);
      return rows.rows.length ? rows.rows : null;
    }, 'a delivery of the owner’s webhook');

    const refusal = {
      message: 'Токен может менять и отправлять повторно только вебхуки, созданные в пределах его разрешений',
    };
    const patch = (caller: typeof wide, id: number, body: Record<string, unknown>) =>
      rest(app, 'PATCH', `/api/webhooks/${id}`, { ...caller, body: { companyId, ...body } });
    const elsewhere = { url: 'https://attacker.example.com/hook' };

    for (const [caller, id] of [
      [narrow, byOwner],
      [wide, byOwner],
      [narrow, byWide],
    ] as const) {
      const moved = await patch(caller, id, elsewhere);
      expect(moved.status).toBe(403);
      expect(moved.body).toEqual(refusal);
      expect((await patch(caller, id, { events: ['branch.created'] })).status).toBe(403);
    }
    const resent = await rest(app, 'POST', `/api/webhooks/${byOwner}/deliveries/${delivery.id}/redeliver`, {
      ...narrow,
      body: { companyId },
    });
    expect(resent.status).toBe(403);
    expect(resent.body).toEqual(refusal);
    const { rows } = await db.query('select url from webhooks where id = $1', [byOwner]);
    expect(rows[0].url).toBe(`${base}/steer-owner`);

    // What changes nothing about who hears what stays open, and a token's own webhook is its own.
    expect((await patch(narrow, byOwner, { description: 'ERP' })).status).toBe(200);
    expect((await patch(wide, byWide, { url: `${base}/steer-wide-2` })).status).toBe(200);
  });
});
