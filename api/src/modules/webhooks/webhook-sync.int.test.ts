import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { receiver, until, type Heard } from '../../../test/support/webhook-receiver.int-kit';
import { queueOf } from './webhook-queue';
import { verifyWebhookSignature } from './webhook-signature';

/**
 * Issue 32: webhooks an unattended sync can rely on. Events go on being recorded while a webhook
 * is off, and are sent again by event or as "everything failed since"; a ping on creation and on
 * demand; a rolled secret signs beside the new one for a day; only days of failures turn it off.
 */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let smtp: SmtpSink;
const sink = receiver();
let base: string;

beforeAll(async () => {
  base = await sink.listen();
  smtp = await startSmtpSink();
  app = await startTestApp(
    { ALLOW_PRIVATE_ENDPOINTS: 'true', SMTP_URL: smtp.url },
    { webhooks: { pollingIntervalSeconds: 1 } },
  );
  Object.assign(queueOf(app.server.deps)!.retry, { delaySeconds: 0, limit: 1 });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
  await sink.close();
  await smtp?.close();
});

type Caller = { user?: TestUser; headers?: Record<string, string> };

async function createHook(caller: Caller, companyId: number, path: string, events = ['ledger.record.created']) {
  const res = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
    ...caller,
    body: { url: `${base}${path}`, events },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; secret: string };
}

async function setup(name: string) {
  const { owner, companyId } = await f.company(name);
  const employeeId = await f.employee(companyId);
  const book = async (amount: string) => {
    const res = await rest(app, 'POST', '/api/bonuses-penalties', {
      user: owner,
      body: { companyId, employeeId, type: 'bonus', amount, reason: 'План', appliedDate: '2026-11-02' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { rows } = await db.query(
      `select id from events where company_id = $1 and type = 'ledger.record.created' order by seq desc limit 1`,
      [companyId],
    );
    return rows[0].id as string;
  };
  const post = (path: string, body: Record<string, unknown> = {}) =>
    rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
  return { owner, companyId, book, post };
}

const deliveries = async (webhookId: number) =>
  (
    await db.query(
      'select event_id, event_type, status, attempts from webhook_deliveries where webhook_id = $1 order by created_at',
      [webhookId],
    )
  ).rows as { event_id: string; event_type: string; status: string; attempts: number }[];

const signature = (h: Heard) => String(h.headers['x-staffpay-signature']);
const verifies = (secret: string, h: Heard) => verifyWebhookSignature(secret, h.body, signature(h));

describe('webhooks an unattended sync relies on', () => {
  it('records events while off (skipped, not sent) and sends them once on again, by "everything failed since"', async () => {
    const { owner, companyId, book, post } = await setup('Запись без отправки');
    const since = new Date().toISOString();
    const hook = await createHook({ user: owner }, companyId, '/off');
    await until(() => sink.pings('/off')[0], 'the creation ping');
    const off = await rest(app, 'PATCH', `/api/webhooks/${hook.id}`, {
      user: owner,
      body: { companyId, active: false },
    });
    expect(off.status).toBe(200);
    const first = await book('100');
    const second = await book('200');
    await until(async () => (await deliveries(hook.id)).filter((d) => d.status === 'skipped').length === 2, 'skipped');
    expect(sink.at('/off')).toEqual([]);
    // While it is off nothing is sent, by request either.
    expect((await post(`/api/webhooks/${hook.id}/redeliver-failed`, { since })).status).toBe(409);
    expect((await post(`/api/webhooks/${hook.id}/redeliver-failed`, { since: 'вчера' })).status).toBe(400);

    await rest(app, 'PATCH', `/api/webhooks/${hook.id}`, { user: owner, body: { companyId, active: true } });
    const resent = await post(`/api/webhooks/${hook.id}/redeliver-failed`, { since });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toEqual({ queued: 2 });
    const heard = await until(() => (sink.at('/off').length === 2 ? sink.at('/off') : null), 'the two events');
    expect(heard.map((h) => h.headers['x-staffpay-event-id']).sort()).toEqual([first, second].sort());
    await until(async () => (await deliveries(hook.id)).every((d) => d.status === 'delivered'), 'all delivered');
    // Nothing failed since: nothing to send (GraphQL answers the count too).
    const none = await gql(
      app,
      'mutation($c:Int!,$w:Int!,$s:DateTimeISO!){redeliverFailedWebhookDeliveries(companyId:$c,webhookId:$w,since:$s)}',
      { c: companyId, w: hook.id, s: since },
      owner,
    );
    expect(none).toEqual({ data: { redeliverFailedWebhookDeliveries: 0 } });
  });

  it('sends one event again by its id: its delivery, or one made from the kept event for a webhook created later', async () => {
    const { owner, companyId, book, post } = await setup('Повтор события');
    const early = await createHook({ user: owner }, companyId, '/early');
    const eventId = await book('300');
    const [original] = await until(() => sink.at('/early')[0] && sink.at('/early'), 'the event');
    const again = await post(`/api/webhooks/${early.id}/events/${eventId}/redeliver`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual({ queued: 1 });
    const [, repeat] = await until(() => sink.at('/early')[1] && sink.at('/early'), 'the repeat');
    expect(repeat!.body).toBe(original!.body);
    expect(verifies(early.secret, repeat!)).toBe(true);

    // Created after the event: the event is made into a delivery now, the same id and body.
    const late = await createHook({ user: owner }, companyId, '/late');
    const viaGql = await gql(
      app,
      'mutation($c:Int!,$w:Int!,$e:ID!){redeliverWebhookEvent(companyId:$c,webhookId:$w,eventId:$e)}',
      { c: companyId, w: late.id, e: eventId },
      owner,
    );
    expect(viaGql).toEqual({ data: { redeliverWebhookEvent: 1 } });
    const [lateHeard] = await until(() => sink.at('/late')[0] && sink.at('/late'), 'the late delivery');
    expect(JSON.parse(lateHeard!.body)).toEqual(JSON.parse(original!.body));

    // An event the webhook does not hear, an unknown or malformed id, another company's: 404.
    const branches = await createHook({ user: owner }, companyId, '/branches', ['branch.created']);
    const other = await setup('Чужое событие');
    const foreignEvent = await other.book('1');
    for (const [webhookId, id] of [
      [branches.id, eventId],
      [early.id, '00000000-0000-4000-8000-000000000000'],
      [early.id, 'не-ид'],
      [early.id, foreignEvent],
    ] as const) {
      const res = await post(`/api/webhooks/${webhookId}/events/${encodeURIComponent(id)}/redeliver`);
      expect(res.status, `${webhookId} ${id}`).toBe(404);
    }
    // A token sends again only through a webhook made within its scopes, as for one delivery.
    const token = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: 'ERP', scopes: ['webhooks:manage'] },
    });
    const asToken = { headers: { authorization: `Bearer ${token.body.token}` } };
    for (const path of [`events/${eventId}/redeliver`, 'redeliver-failed']) {
      const res = await rest(app, 'POST', `/api/webhooks/${early.id}/${path}`, {
        ...asToken,
        body: { companyId, since: new Date(0).toISOString() },
      });
      expect(res.status, path).toBe(403);
    }
    const stranger = await rest(app, 'POST', `/api/webhooks/${early.id}/events/${eventId}/redeliver`, {
      user: other.owner,
      body: { companyId },
    });
    expect(stranger.status).toBe(404);
  });

  it('pings on creation and on demand, signed like any delivery; a webhook that is off is not pinged', async () => {
    const { owner, companyId, post } = await setup('Пинг');
    const hook = await createHook({ user: owner }, companyId, '/ping');
    const [created] = await until(() => sink.pings('/ping')[0] && sink.pings('/ping'), 'the creation ping');
    expect(JSON.parse(created!.body)).toMatchObject({
      type: 'ping',
      companyId,
      data: { webhookId: hook.id, zen: expect.any(String) },
    });
    expect(verifies(hook.secret, created!)).toBe(true);

    const onDemand = await post(`/api/webhooks/${hook.id}/ping`);
    expect(onDemand.status, JSON.stringify(onDemand.body)).toBe(200);
    expect(onDemand.body).toMatchObject({ webhookId: hook.id, eventType: 'ping', status: 'pending' });
    const viaGql = await gql(
      app,
      'mutation($c:Int!,$id:Int!){pingWebhook(companyId:$c,id:$id){eventType}}',
      {
        c: companyId,
        id: hook.id,
      },
      owner,
    );
    expect(viaGql).toEqual({ data: { pingWebhook: { eventType: 'ping' } } });
    const pings = await until(() => (sink.pings('/ping').length === 3 ? sink.pings('/ping') : null), 'three pings');
    expect(new Set(pings.map((p) => p.headers['x-staffpay-event-id'])).size).toBe(3);
    expect(pings[1]!.headers['x-staffpay-event-id']).toBe(onDemand.body.eventId);

    await rest(app, 'PATCH', `/api/webhooks/${hook.id}`, { user: owner, body: { companyId, active: false } });
    expect((await post(`/api/webhooks/${hook.id}/ping`)).status).toBe(409);
    const other = await setup('Пинг чужой');
    expect((await other.post(`/api/webhooks/${hook.id}/ping`)).status).toBe(404);
  });

  it('signs with the new and the old secret for 24 h after a roll, then with the new alone', async () => {
    const { owner, companyId, post } = await setup('Смена секрета');
    const hook = await createHook({ user: owner }, companyId, '/roll');
    await until(() => sink.pings('/roll')[0], 'the creation ping');
    const rolled = await post(`/api/webhooks/${hook.id}/roll-secret`);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    const secret = rolled.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    const overlap = new Date(rolled.body.previousSecretExpiresAt).getTime() - Date.now();
    expect(overlap).toBeGreaterThan(23.9 * 3600_000);
    expect(overlap).toBeLessThanOrEqual(24 * 3600_000);
    const { rows } = await db.query('select secret_sealed, previous_secret_sealed from webhooks where id = $1', [
      hook.id,
    ]);
    expect(`${rows[0].secret_sealed}${rows[0].previous_secret_sealed}`).not.toContain(secret.slice(6));
    expect(rows[0].previous_secret_sealed).not.toContain(hook.secret.slice(6));

    await post(`/api/webhooks/${hook.id}/ping`);
    const during = await until(() => sink.pings('/roll')[1], 'a ping during the overlap');
    expect(signature(during)).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifies(secret, during)).toBe(true);
    expect(verifies(hook.secret, during)).toBe(true);

    // The 24 hours are over.
    await db.query(`update webhooks set previous_secret_expires_at = now() - interval '1 second' where id = $1`, [
      hook.id,
    ]);
    await post(`/api/webhooks/${hook.id}/ping`);
    const after = await until(() => sink.pings('/roll')[2], 'a ping after the overlap');
    expect(signature(after)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifies(secret, after)).toBe(true);
    expect(verifies(hook.secret, after)).toBe(false);
    const list = await rest(app, 'GET', `/api/companies/${companyId}/webhooks`, { user: owner });
    expect(list.body[0].previousSecretExpiresAt).toBeNull();

    // A token may not take the secret of a webhook shaped for its creator's whole role.
    const token = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: 'ERP', scopes: ['webhooks:manage'] },
    });
    const byToken = await rest(app, 'POST', `/api/webhooks/${hook.id}/roll-secret`, {
      headers: { authorization: `Bearer ${token.body.token}` },
      body: { companyId },
    });
    expect(byToken.status).toBe(403);
    const viaGql = await gql(
      app,
      'mutation($c:Int!,$id:Int!){rollWebhookSecret(companyId:$c,id:$id){secret}}',
      {
        c: companyId,
        id: hook.id,
      },
      owner,
    );
    expect(viaGql.data.rollWebhookSecret.secret).toMatch(/^whsec_/);
  });

  it('turns a webhook off only after WEBHOOK_DISABLE_AFTER_DAYS of failures, and tells the owners; a success resets', async () => {
    const { owner, companyId, book } = await setup('Отключение');
    const hook = await createHook({ user: owner }, companyId, '/down');
    await until(() => sink.pings('/down')[0], 'the creation ping');
    const failingSince = async () =>
      (await db.query('select failing_since, active from webhooks where id = $1', [hook.id])).rows[0] as {
        failing_since: Date | null;
        active: boolean;
      };

    sink.failFirst('/down', 2);
    const failed = await book('1');
    await until(
      async () => (await deliveries(hook.id)).some((d) => d.event_id === failed && d.status === 'failed'),
      'given up',
    );
    expect(await failingSince()).toMatchObject({ failing_since: expect.any(Date), active: true });
    await book('2');
    await until(async () => (await failingSince()).failing_since === null, 'a success to reset the streak');

    // Failing again, and the streak is three days old at the next failure: the webhook goes off.
    sink.failFirst('/down', 100);
    await db.query(`update webhooks set failing_since = now() - interval '3 days 1 minute' where id = $1`, [hook.id]);
    await book('3');
    await until(async () => !(await failingSince()).active, 'the webhook turned off');
    const letter = await smtp.waitFor(owner.user.email, (m) => m.subject === 'StaffPay: вебхук отключён', 10_000);
    expect(letter.text).toContain('3 дн. подряд');
    const list = await rest(app, 'GET', `/api/companies/${companyId}/webhooks`, { user: owner });
    expect(list.body[0]).toMatchObject({ active: false, disabledAt: expect.any(String) });
    // Still recording what happens meanwhile.
    const meanwhile = await book('4');
    await until(
      async () => (await deliveries(hook.id)).some((d) => d.event_id === meanwhile && d.status === 'skipped'),
      'recorded while off',
    );
  });
});
