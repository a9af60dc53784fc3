import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { receiver, until, type Heard } from '../../../test/support/webhook-receiver.int-kit';
import { parseSamples, valueOf } from '../../../test/prometheus-text';
import { queueOf } from './webhook-queue';

/** What a receiver does: recompute the HMAC over the raw body and compare. */
function verify(secret: string, heard: Heard): boolean {
  const header = String(heard.headers['x-staffpay-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${heard.body}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
  return fresh && timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const sink = receiver();
let base: string;

beforeAll(async () => {
  base = await sink.listen();
  // Retries at once rather than after 30 s, 60 s, … and a worker that looks for them every second:
  // the schedule itself is pg-boss's.
  app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true' }, { webhooks: { pollingIntervalSeconds: 1 } });
  Object.assign(queueOf(app.server.deps)!.retry, { delaySeconds: 0, limit: 3 });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
  await sink.close();
});

async function createHook(user: TestUser, companyId: number, path: string, events: string[]) {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
    user,
    body: { url: `${base}${path}`, events, description: `Приёмник ${path}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; secret: string; url: string; events: string[]; active: boolean };
}

async function bookBonus(user: TestUser, companyId: number, employeeId: number, amount = '1500') {
  const res = await rest(app, 'POST', '/api/bonuses-penalties', {
    user,
    body: { companyId, employeeId, type: 'bonus', amount, reason: 'План', appliedDate: '2026-11-02' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

describe('webhooks', () => {
  it('shows the secret once, lists without it, and delivers a signed ledger.record.created', async () => {
    const { owner, companyId } = await f.company('Вебхуки');
    const employeeId = await f.employee(companyId, { firstName: 'Анна', lastName: 'Иванова' });
    const hook = await createHook(owner, companyId, '/ledger', ['ledger.record.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook).toMatchObject({ url: `${base}/ledger`, events: ['ledger.record.created'], active: true });

    const list = await rest(app, 'GET', `/api/companies/${companyId}/webhooks`, { user: owner });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);
    const viaGql = await gql(
      app,
      'query($c:Int!){webhooks(companyId:$c){id url events active}}',
      { c: companyId },
      owner,
    );
    expect(viaGql.data?.webhooks).toEqual([{ id: hook.id, url: hook.url, events: hook.events, active: true }]);
    const stored = await db.query('select secret_sealed from webhooks where id = $1', [hook.id]);
    expect(stored.rows[0].secret_sealed).not.toContain(hook.secret.slice(6));

    const record = await bookBonus(owner, companyId, employeeId);
    const [heard] = await until(() => (sink.at('/ledger').length ? sink.at('/ledger') : null), 'the ledger event');
    expect(verify(hook.secret, heard!)).toBe(true);
    expect(verify('whsec_wrong', heard!)).toBe(false);
    const payload = JSON.parse(heard!.body);
    expect(payload).toMatchObject({
      type: 'ledger.record.created',
      companyId,
      data: { id: record.id, employeeId, employeeName: 'Анна Иванова', amount: '1500.00', type: 'bonus' },
    });
    expect(payload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(heard!.headers['x-staffpay-event-id']).toBe(payload.id);
    expect(heard!.headers['content-type']).toBe('application/json');
    expect(new Date(payload.occurredAt).toISOString()).toBe(payload.occurredAt);

    const deliveries = await until(async () => {
      const res = await rest(app, 'GET', `/api/webhooks/${hook.id}/deliveries?companyId=${companyId}`, { user: owner });
      return res.body[0]?.status === 'delivered' ? res.body : null;
    }, 'the delivery recorded');
    expect(deliveries[0]).toMatchObject({
      webhookId: hook.id,
      eventId: payload.id,
      eventType: 'ledger.record.created',
      status: 'delivered',
      attempts: 1,
      responseCode: 200,
      error: null,
    });
    expect(deliveries[0].lastAttemptAt).toBeTruthy();
  });

  it('retries a failed delivery with the same event id, then redelivers on request', async () => {
    const { owner, companyId } = await f.company('Повторы');
    const employeeId = await f.employee(companyId);
    const hook = await createHook(owner, companyId, '/flaky', ['ledger.record.created', 'ledger.record.updated']);
    sink.failFirst('/flaky', 1);
    await bookBonus(owner, companyId, employeeId, '200');
    const tries = await until(() => (sink.at('/flaky').length >= 2 ? sink.at('/flaky') : null), 'the retry');
    const ids = tries.map((t) => t.headers['x-staffpay-event-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(tries.every((t) => verify(hook.secret, t))).toBe(true);
    const [delivery] = await until(async () => {
      const res = await rest(app, 'GET', `/api/webhooks/${hook.id}/deliveries?companyId=${companyId}`, { user: owner });
      return res.body[0]?.status === 'delivered' ? res.body : null;
    }, 'the retried delivery');
    expect(delivery).toMatchObject({ attempts: 2, responseCode: 200, status: 'delivered' });

    const again = await rest(app, 'POST', `/api/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver`, {
      user: owner,
      body: { companyId },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ id: delivery.id, status: 'pending' });
    const third = await until(() => sink.at('/flaky')[2], 'the redelivery');
    expect(third.headers['x-staffpay-event-id']).toBe(ids[0]);
    expect(third.body).toBe(tries[0]!.body);
    expect(verify(hook.secret, third)).toBe(true);
    await until(async () => {
      const res = await gql(
        app,
        'query($c:Int!,$w:Int!){webhookDeliveries(companyId:$c,webhookId:$w){id status attempts}}',
        { c: companyId, w: hook.id },
        owner,
      );
      return res.data?.webhookDeliveries[0]?.attempts === 3 && res.data.webhookDeliveries[0].status === 'delivered';
    }, 'the redelivery recorded');
  });

  it("sends an employee's change with the fields the creator's role hides as null", async () => {
    const { owner, companyId } = await f.company('Скрытые поля');
    const role = await rest(app, 'POST', '/api/system-roles', {
      user: owner,
      body: { companyId, name: 'Интегратор', code: 'integrator', permissions: ['settings.webhooks', 'employees.view'] },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const integrator = await f.member(companyId, 'employee');
    const given = await rest(app, 'PATCH', `/api/companies/${companyId}/members/${integrator.user.id}`, {
      user: owner,
      body: { role: 'integrator' },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    await createHook(integrator, companyId, '/staff-narrow', ['employee.created', 'employee.updated']);
    const full = await createHook(owner, companyId, '/staff-full', ['employee.created', 'employee.deleted']);

    const department = await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Склад' } });
    const created = await rest(app, 'POST', '/api/employees', {
      user: owner,
      body: {
        companyId,
        firstName: 'Пётр',
        lastName: 'Сидоров',
        phone: '+996 555 123 456',
        email: 'p@example.test',
        departmentIds: [department.body.id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [narrow] = await until(() => (sink.at('/staff-narrow').length ? sink.at('/staff-narrow') : null), 'narrow');
    const [wide] = await until(() => (sink.at('/staff-full').length ? sink.at('/staff-full') : null), 'full');
    const narrowData = JSON.parse(narrow!.body);
    const wideData = JSON.parse(wide!.body);
    expect(narrowData.type).toBe('employee.created');
    expect(narrowData.id).toBe(wideData.id);
    expect(narrowData.data).toMatchObject({ id: created.body.id, firstName: 'Пётр', phone: null, email: null });
    expect(wideData.data).toMatchObject({ id: created.body.id, phone: '+996 555 123 456', email: 'p@example.test' });
    expect(verify(full.secret, wide!)).toBe(true);

    const removed = await rest(app, 'DELETE', `/api/employees/${created.body.id}?companyId=${companyId}`, {
      user: owner,
    });
    expect(removed.status).toBe(200);
    const gone = await until(() => sink.at('/staff-full')[1], 'employee.deleted');
    expect(JSON.parse(gone.body)).toMatchObject({ type: 'employee.deleted', data: { id: created.body.id } });
    // Not subscribed to deletions.
    expect(sink.at('/staff-narrow')).toHaveLength(1);
  });

  it('stops delivering once deleted, and updates what a webhook listens to', async () => {
    const { owner, companyId } = await f.company('Удаление');
    const employeeId = await f.employee(companyId);
    const hook = await createHook(owner, companyId, '/deleted', ['ledger.record.updated']);
    const changed = await rest(app, 'PATCH', `/api/webhooks/${hook.id}`, {
      user: owner,
      body: { companyId, events: ['ledger.record.created'], description: 'Бухгалтерия' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ events: ['ledger.record.created'], description: 'Бухгалтерия' });
    await bookBonus(owner, companyId, employeeId, '10');
    await until(() => sink.at('/deleted')[0], 'the first event');

    const deleted = await rest(app, 'DELETE', `/api/webhooks/${hook.id}?companyId=${companyId}`, { user: owner });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    await bookBonus(owner, companyId, employeeId, '20');
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.at('/deleted')).toHaveLength(1);
    const rows = await db.query('select count(*)::int as n from webhook_deliveries where webhook_id = $1', [hook.id]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('refuses bad input and answers 404 to another company’s member on every operation', async () => {
    const { owner, companyId } = await f.company('Чужая');
    const hook = await createHook(owner, companyId, '/foreign', ['branch.created']);
    const bad = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
      user: owner,
      body: { url: 'ftp://example.test', events: ['nope'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(['url', 'events.0']);

    const { owner: stranger } = await f.company('Своя');
    const delivery = '00000000-0000-4000-8000-000000000000';
    const calls = [
      rest(app, 'GET', `/api/companies/${companyId}/webhooks`, { user: stranger }),
      rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
        user: stranger,
        body: { url: 'https://example.test/h', events: ['branch.created'] },
      }),
      rest(app, 'PATCH', `/api/webhooks/${hook.id}`, { user: stranger, body: { companyId, active: false } }),
      rest(app, 'DELETE', `/api/webhooks/${hook.id}?companyId=${companyId}`, { user: stranger }),
      rest(app, 'GET', `/api/webhooks/${hook.id}/deliveries?companyId=${companyId}`, { user: stranger }),
      rest(app, 'POST', `/api/webhooks/${hook.id}/deliveries/${delivery}/redeliver`, {
        user: stranger,
        body: { companyId },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const viaGql = await gql(
      app,
      'mutation($c:Int!,$id:Int!){deleteWebhook(companyId:$c,id:$id)}',
      {
        c: companyId,
        id: hook.id,
      },
      stranger,
    );
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Their own company does not reach it either.
    const own = await rest(app, 'GET', '/api/companies', { user: stranger });
    const theirs = (own.body as { id: number }[]).find((c) => c.id !== companyId)!.id;
    const sideways = await rest(app, 'DELETE', `/api/webhooks/${hook.id}?companyId=${theirs}`, { user: stranger });
    expect(sideways.status).toBe(404);
    // A member without settings.webhooks is refused.
    const accountant = await f.member(companyId, 'accountant');
    const refused = await rest(app, 'GET', `/api/companies/${companyId}/webhooks`, { user: accountant });
    expect(refused.status).toBe(403);
    const still = await rest(app, 'GET', `/api/companies/${companyId}/webhooks`, { user: owner });
    expect(still.body).toHaveLength(1);
  });

  it('sends branch and department events', async () => {
    const { owner, companyId } = await f.company('Структура');
    await createHook(owner, companyId, '/structure', ['branch.created', 'department.created', 'department.deleted']);
    const branch = await rest(app, 'POST', '/api/branches', {
      user: owner,
      body: { companyId, name: 'Центр', city: 'Бишкек' },
    });
    expect(branch.status, JSON.stringify(branch.body)).toBe(201);
    const department = await rest(app, 'POST', '/api/departments', {
      user: owner,
      body: { companyId, name: 'Продажи', branchId: branch.body.id },
    });
    expect(department.status).toBe(201);
    await rest(app, 'DELETE', `/api/departments/${department.body.id}?companyId=${companyId}`, { user: owner });
    const heard = await until(() => (sink.at('/structure').length >= 3 ? sink.at('/structure') : null), 'structure');
    const types = heard.map((h) => JSON.parse(h.body).type).sort();
    expect(types).toEqual(['branch.created', 'department.created', 'department.deleted']);
    const dep = heard.map((h) => JSON.parse(h.body)).find((p) => p.type === 'department.created');
    expect(dep.data).toMatchObject({ id: department.body.id, name: 'Продажи', branchName: 'Центр' });
  });

  it('sends employee.created for each employee an import creates, each its own event', async () => {
    const { owner, companyId } = await f.company('Импорт с вебхуком');
    await createHook(owner, companyId, '/imported', ['employee.created']);
    await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Склад' } });
    const csv = [
      'Имя;Фамилия;Email;Телефон;Отделы',
      'Айгерим;Садыкова;a@example.test;+996 555 1;Склад',
      'Бакыт;Осмонов;;+996 555 2;Склад',
    ].join('\n');
    const res = await rest(app, 'POST', '/api/employees/import', {
      user: owner,
      body: { companyId, fileName: 'staff.csv', content: Buffer.from(csv).toString('base64') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const heard = await until(() => (sink.at('/imported').length >= 2 ? sink.at('/imported') : null), 'imported');
    const bodies = heard.map((h) => JSON.parse(h.body));
    expect(bodies.map((b) => b.type)).toEqual(['employee.created', 'employee.created']);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(2);
    expect(bodies.map((b) => `${b.data.firstName} ${b.data.email}`).sort()).toEqual([
      'Айгерим a@example.test',
      'Бакыт null',
    ]);
    const ids = (await db.query('select id from employees where company_id = $1 order by id', [companyId])).rows;
    expect(bodies.map((b) => b.data.id).sort()).toEqual(ids.map((r) => r.id).sort());
  });
});

describe('webhooks without ALLOW_PRIVATE_ENDPOINTS', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({}, { webhooks: { pollingIntervalSeconds: 1 } });
    Object.assign(queueOf(guarded.server.deps)!.retry, { delaySeconds: 0, limit: 1 });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it('refuses a loopback address at delivery, and one event given up does not turn the webhook off', async () => {
    const gdb = await connect(guarded);
    try {
      const g = fixtures(guarded, gdb);
      const { owner, companyId } = await g.company('Петля');
      const created = await rest(guarded, 'POST', `/api/companies/${companyId}/webhooks`, {
        user: owner,
        body: { url: `${base}/loopback`, events: ['branch.created'] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await rest(guarded, 'POST', '/api/branches', { user: owner, body: { companyId, name: 'Север', city: 'Ош' } });
      // Newest first: the branch's event, then the creation's ping; both given up after their two attempts.
      const [delivery, ping] = await until(async () => {
        const res = await rest(guarded, 'GET', `/api/webhooks/${created.body.id}/deliveries?companyId=${companyId}`, {
          user: owner,
        });
        return res.body.length === 2 && res.body.every((d: { status: string }) => d.status === 'failed')
          ? res.body
          : null;
      }, 'the refused deliveries');
      expect(ping).toMatchObject({ eventType: 'ping', status: 'failed', attempts: 2 });
      expect(delivery).toMatchObject({
        eventType: 'branch.created',
        status: 'failed',
        attempts: 2,
        responseCode: null,
        error: 'private address refused',
      });
      expect(sink.heard.filter((h) => h.path === '/loopback')).toHaveLength(0);
      // The metrics count each delivery's two attempts: the first failed (and retried), the last given up.
      const samples = parseSamples(await guarded.server.deps.metrics.registry.metrics());
      const outcome = (o: string) => valueOf(samples, 'staffpay_webhook_deliveries_total', { outcome: o });
      expect([outcome('failed'), outcome('gave_up'), outcome('delivered')]).toEqual([2, 2, undefined]);
      // Still on: only WEBHOOK_DISABLE_AFTER_DAYS of failures turn it off (webhook-sync.int.test.ts).
      const list = await rest(guarded, 'GET', `/api/companies/${companyId}/webhooks`, { user: owner });
      expect(list.body[0]).toMatchObject({ active: true, disabledAt: null });
      const { rows } = await gdb.query('select failing_since from webhooks where id = $1', [created.body.id]);
      expect(rows[0].failing_since).not.toBeNull();
    } finally {
      await gdb.end();
    }
  });
});
