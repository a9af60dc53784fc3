import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { receiver, until } from '../../../test/support/webhook-receiver.int-kit';

/**
 * Issue 32: a webhook made by an integration's token sees events through the integration's role
 * (narrowed to the token's scopes), not through the person who issued the token: it keeps
 * delivering after they leave, follows the integration's role, and another integration's token
 * cannot steer it.
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

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function integrationToken(owner: TestUser, companyId: number, role: string) {
  const integration = await rest(app, 'POST', `/api/companies/${companyId}/integrations`, {
    user: owner,
    body: { name: 'ERP', role },
  });
  expect(integration.status, JSON.stringify(integration.body)).toBe(201);
  const token = await rest(app, 'POST', `/api/companies/${companyId}/integrations/${integration.body.id}/tokens`, {
    user: owner,
    body: { name: 'ERP', scopes: ['webhooks:manage', 'staff:read'] },
  });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  return { integrationId: integration.body.id as number, token: token.body.token as string };
}

const employeeDeliveries = async (webhookId: number) =>
  Number(
    (
      await db.query(
        "select count(*) from webhook_deliveries where webhook_id = $1 and event_type = 'employee.created'",
        [webhookId],
      )
    ).rows[0].count,
  );

describe('webhooks made by an integration', () => {
  it('see through the integration’s role, outlive the issuer, and are steered only by the integration', async () => {
    const { owner, companyId } = await f.company('Интеграция-вебхуки');
    const issuer = await f.member(companyId, 'owner');
    const { integrationId, token } = await integrationToken(issuer, companyId, 'developer');
    const made = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
      ...bearer(token),
      body: { url: `${base}/erp`, events: ['employee.created'], description: 'ERP' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const webhookId = made.body.id as number;
    const { rows } = await db.query('select created_by, integration_id from webhooks where id = $1', [webhookId]);
    expect(rows[0]).toEqual({ created_by: null, integration_id: integrationId });

    // The issuer leaves: the integration's webhook keeps hearing.
    await rest(app, 'DELETE', `/api/companies/${companyId}/members/${issuer.user.id}`, { user: owner });
    const department = await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Склад' } });
    const hire = (lastName: string) =>
      rest(app, 'POST', '/api/employees', {
        user: owner,
        body: {
          companyId,
          firstName: 'Ирина',
          lastName,
          phone: '+996 555 000 111',
          departmentIds: [department.body.id],
        },
      });
    expect((await hire('Ли')).status).toBe(201);
    await until(async () => (await employeeDeliveries(webhookId)) === 1, 'the integration’s webhook to hear the hire');
    await until(() => sink.at('/erp').length === 1, 'the delivery');
    expect(JSON.parse(sink.at('/erp')[0]!.body).data).toMatchObject({ lastName: 'Ли', employeeProfit: null });

    // Another integration's token, with the same scopes, cannot steer it.
    const other = await integrationToken(owner, companyId, 'developer');
    const steer = await rest(app, 'PATCH', `/api/webhooks/${webhookId}`, {
      ...bearer(other.token),
      body: { companyId, url: `${base}/elsewhere` },
    });
    expect(steer.status).toBe(403);
    const own = await rest(app, 'PATCH', `/api/webhooks/${webhookId}`, {
      ...bearer(token),
      body: { companyId, description: 'ERP, основной' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);

    // The integration's new role reads no staff: the next hire is not sent to its webhook.
    const demoted = await rest(app, 'PATCH', `/api/companies/${companyId}/integrations/${integrationId}`, {
      user: owner,
      body: { role: 'employee' },
    });
    expect(demoted.status).toBe(200);
    // The owner's own webhook shows when the second hire's deliveries are written.
    const witness = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
      user: owner,
      body: { url: `${base}/witness`, events: ['employee.created'], description: 'witness' },
    });
    expect((await hire('Ким')).status).toBe(201);
    await until(async () => (await employeeDeliveries(witness.body.id)) === 1, 'the witness delivery');
    expect(await employeeDeliveries(webhookId)).toBe(1);
  });
});
