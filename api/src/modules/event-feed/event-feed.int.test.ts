import { WEBHOOK_EVENTS } from '@staffpay/schema/webhooks/webhook.schemas';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { receiver, until } from '../../../test/support/webhook-receiver.int-kit';
import { deleteExpiredEvents } from '../outbox';

/**
 * Issue 32: the events feed reads the outbox in commit order, with the webhooks' ids and bodies,
 * shaped by the reader's grants; its cursor is stable and refused once older than the retention.
 */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const sink = receiver();
let base: string;

beforeAll(async () => {
  base = await sink.listen();
  app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true' });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
  await sink.close();
});

type Caller = { user?: TestUser; headers?: Record<string, string> };
const bearer = (token: string): Caller => ({ headers: { authorization: `Bearer ${token}` } });

async function tokenOf(owner: TestUser, companyId: number, scopes: string[]) {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
    user: owner,
    body: { name: 'Учёт', scopes },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token as string;
}

const feed = (caller: Caller, companyId: number, params: Record<string, string | number | undefined> = {}) => {
  const qs = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return rest(app, 'GET', `/api/companies/${companyId}/events${qs ? `?${qs}` : ''}`, caller);
};

/** Every page from the start, `limit` at a time. */
async function readAll(caller: Caller, companyId: number, limit: number, types?: string) {
  const events: any[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const res = await feed(caller, companyId, { limit, ...(after ? { after } : {}), ...(types ? { types } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    events.push(...res.body.events);
    after = res.body.nextCursor;
    if (!res.body.hasMore) return { events, after: after! };
  }
  throw new Error('the feed did not end');
}

/** A department, an employee with a phone, a bonus of 4321 and a second department. */
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
    departmentIds: [department],
  });
  await post('/api/bonuses-penalties', {
    employeeId: employee,
    type: 'bonus',
    amount: '4321',
    reason: 'План',
    appliedDate: new Date().toISOString().slice(0, 10),
  });
  await post('/api/departments', { name: 'Цех' });
  return { department, employee };
}

describe('the events feed', () => {
  it('answers every event in commit order with the webhook’s id, type, occurredAt and data; paging neither skips nor repeats', async () => {
    const { owner, companyId } = await f.company('Лента');
    const created = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
      user: owner,
      body: {
        url: `${base}/feed-${companyId}`,
        events: ['employee.created', 'department.created', 'ledger.record.created'],
      },
    });
    expect(created.status).toBe(201);
    await changes(owner, companyId);

    const whole = await readAll({ user: owner }, companyId, 100);
    expect(whole.events.map((e) => e.type)).toEqual([
      'department.created',
      'employee.created',
      'ledger.record.created',
      'department.created',
    ]);
    const { rows } = await db.query('select id from events where company_id = $1 order by seq', [companyId]);
    expect(whole.events.map((e) => e.id)).toEqual(rows.map((r) => r.id));

    // Page by page, one at a time: the same events, none twice; the same cursor answers the same page.
    const paged = await readAll({ user: owner }, companyId, 1);
    expect(paged.events).toEqual(whole.events);
    const first = await feed({ user: owner }, companyId, { limit: 2 });
    const again = await feed({ user: owner }, companyId, { limit: 2, after: first.body.nextCursor });
    const repeated = await feed({ user: owner }, companyId, { limit: 2, after: first.body.nextCursor });
    expect(again.body.events).toEqual(whole.events.slice(2, 4));
    expect(repeated.body.events).toEqual(again.body.events);

    // The same body as the webhook delivery of each event (the ping aside).
    const bodies = await until(() => {
      const heard = sink.at(`/feed-${companyId}`).map((h) => JSON.parse(h.body));
      const events = heard.filter((b) => b.type !== 'ping');
      return events.length === 4 ? events : null;
    }, 'the four deliveries');
    const byId = new Map(bodies.map((b: any) => [b.id, b]));
    for (const event of whole.events) expect(event).toEqual(byId.get(event.id));

    // Nothing new: an empty page, and its cursor reads on from the same place.
    const tail = await feed({ user: owner }, companyId, { after: whole.after });
    expect(tail.body).toMatchObject({ events: [], hasMore: false });
    await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Новый' } });
    const next = await feed({ user: owner }, companyId, { after: tail.body.nextCursor });
    expect(next.body.events.map((e: any) => e.data.name)).toEqual(['Новый']);
  });

  it('filters by types, and refuses unknown types, bad cursors and limits with 400', async () => {
    const { owner, companyId } = await f.company('Типы');
    await changes(owner, companyId);
    const departments = await readAll({ user: owner }, companyId, 1, 'department.created');
    expect(departments.events.map((e) => e.data.name)).toEqual(['Склад', 'Цех']);
    const two = await feed({ user: owner }, companyId, { types: 'employee.created,ledger.record.created' });
    expect(two.body.events.map((e: any) => e.type)).toEqual(['employee.created', 'ledger.record.created']);

    for (const params of [
      { types: 'employee.hired' },
      { after: 'not-a-cursor' },
      { limit: 0 },
      { limit: 501 },
      { after: 'a\u0000' },
    ]) {
      const res = await feed({ user: owner }, companyId, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
    }
  });

  it('shapes the data by the caller’s grants and leaves out types they may not read; paging stays stable past them', async () => {
    const { owner, companyId } = await f.company('Права ленты');
    await changes(owner, companyId);
    const staff = bearer(await tokenOf(owner, companyId, ['staff:read']));
    // A token is never answered less than it asked: all types need every read scope.
    const all = await feed(staff, companyId);
    expect(all.status).toBe(403);
    expect(all.headers.get('x-accepted-scopes')).toBe('pay:read');
    const staffTypes = WEBHOOK_EVENTS.filter((t) => /^(employee|department|branch)\./.test(t)).join(',');
    const seen = await readAll(staff, companyId, 1, staffTypes);
    expect(seen.events.map((e) => e.type)).toEqual(['department.created', 'employee.created', 'department.created']);
    const employee = seen.events.find((e) => e.type === 'employee.created')!.data;
    expect(employee).toMatchObject({ phone: '+996 555 000 111', employeeProfit: null, ordersCount: null });
    expect(JSON.stringify(seen.events)).not.toContain('4321');

    const pay = bearer(await tokenOf(owner, companyId, ['pay:read']));
    const ledger = await readAll(pay, companyId, 10, 'ledger.record.created,ledger.record.updated');
    expect(ledger.events.map((e) => e.type)).toEqual(['ledger.record.created']);
    expect(ledger.events[0].data.amount).toBe('4321.00');

    // Who may read no event type at all is refused; a token is told the scope it lacks.
    const bare = await feed(bearer(await tokenOf(owner, companyId, ['webhooks:manage'])), companyId);
    expect(bare.status).toBe(403);
    expect(bare.headers.get('x-accepted-scopes')).toBe('staff:read');
    const worker = await f.member(companyId, 'employee');
    expect((await feed({ user: worker }, companyId)).status).toBe(403);

    // Over GraphQL: the same connection, the same shaping.
    const query = `query($companyId: Int!, $after: String, $first: Int) {
      events(companyId: $companyId, after: $after, first: $first) {
        edges { cursor node { id type companyId occurredAt data } }
        pageInfo { hasNextPage endCursor }
        totalCount
      }
    }`;
    const verifier = await f.member(companyId, 'verifier');
    const page = await gql(app, query, { companyId, first: 2 }, verifier);
    expect(page.errors).toBeUndefined();
    expect(page.data.events.totalCount).toBe(4);
    const rest2 = await gql(app, query, { companyId, first: 2, after: page.data.events.pageInfo.endCursor }, verifier);
    const nodes = [...page.data.events.edges, ...rest2.data.events.edges].map((e: any) => e.node);
    expect(nodes).toEqual((await readAll({ user: verifier }, companyId, 10)).events);
    expect(rest2.data.events.pageInfo.hasNextPage).toBe(false);
  });

  it('keeps companies apart: another company’s owner gets 404, and a cursor never reaches another company’s events', async () => {
    const a = await f.company('Лента А');
    const b = await f.company('Лента Б');
    await changes(a.owner, a.companyId);
    expect((await feed({ user: b.owner }, a.companyId)).status).toBe(404);
    const gqlRes = await gql(app, `{ events(companyId: ${a.companyId}) { totalCount } }`, {}, b.owner);
    expect(gqlRes.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const aCursor = (await feed({ user: a.owner }, a.companyId, { limit: 1 })).body.nextCursor;
    const inB = await feed({ user: b.owner }, b.companyId, { after: aCursor });
    expect(inB.status).toBe(200);
    expect(inB.body.events).toEqual([]);
  });

  it('drops events past the retention, and refuses a cursor older than it with 409 and a full-resync hint', async () => {
    const { owner, companyId } = await f.company('Срок ленты');
    await changes(owner, companyId);
    const { rows } = await db.query('select id from events where company_id = $1 order by seq', [companyId]);
    await db.query(`update events set occurred_at = now() - interval '31 days' where id = $1`, [rows[0].id]);
    const old = await feed({ user: owner }, companyId, { limit: 1 });
    expect(old.body.events[0].id).toBe(rows[0].id);

    const expired = await feed({ user: owner }, companyId, { after: old.body.nextCursor });
    expect(expired.status).toBe(409);
    expect(expired.headers.get('x-staffpay-resync')).toBe('full');
    expect(expired.body.message).toMatch(/заново/);
    const viaGql = await gql(
      app,
      `query($c: String) { events(companyId: ${companyId}, after: $c) { totalCount } }`,
      { c: old.body.nextCursor },
      owner,
    );
    expect(viaGql.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'EVENT_CURSOR_EXPIRED' });

    await deleteExpiredEvents(app.server.deps.orm.em.fork(), 30);
    const kept = await readAll({ user: owner }, companyId, 10);
    expect(kept.events.map((e) => e.id)).toEqual(rows.slice(1).map((r) => r.id));
  });
});
