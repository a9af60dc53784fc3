import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { todayInZone } from '../../shared/calendar/calendar-dates';

let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let anna: number;
let today: string;
const clients: ReturnType<typeof wsClient>[] = [];

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
  today = todayInZone((await db.query('select timezone from companies where id = $1', [companyId])).rows[0].timezone);
  anna = await f.employee(companyId, { firstName: 'Анна', lastName: 'Алиева' });
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await db?.end();
  await app?.close();
});

const SUBSCRIPTION = `subscription($s:String!){ sharedDashboard(shareUrl:$s){
  dashboard{ name showAdvances } employees{ name bonusAmount advanceAmount } totalAdvances } }`;

async function watch(shareUrl: string) {
  const client = wsClient(app.url);
  clients.push(client);
  return client.subscribe(SUBSCRIPTION, { s: shareUrl });
}
const base = async () =>
  (await rest(app, 'POST', '/api/custom-dashboards/base', { user: owner, body: { companyId } })).body as {
    id: number;
    shareUrl: string;
  };
const ledger = (type: string, amount: string) =>
  rest(app, 'POST', '/api/bonuses-penalties', {
    user: owner,
    body: { companyId, employeeId: anna, type, amount, reason: 'Тест', appliedDate: today },
  });

describe('the sharedDashboard subscription', () => {
  it('pushes the whole data to every screen when a bonus or an edit moves it, and ends when the link is rotated', async () => {
    const d = await base();
    const [first, second] = [await watch(d.shareUrl), await watch(d.shareUrl)];
    expect((await ledger('bonus', '700.00')).status).toBe(201);
    const pushed = {
      data: {
        sharedDashboard: {
          dashboard: { name: 'Базовый дашборд', showAdvances: true },
          employees: [{ name: 'Анна Алиева', bonusAmount: '700.00', advanceAmount: '0.00' }],
          totalAdvances: '0.00',
        },
      },
    };
    expect(await first.next()).toEqual(pushed);
    expect(await second.next()).toEqual(pushed);

    const edited = await rest(app, 'PUT', `/api/custom-dashboards/${d.id}`, {
      user: owner,
      body: { companyId, name: 'Зал', showEmployeeCards: true },
    });
    expect(edited.status).toBe(200);
    expect(await first.next()).toEqual({
      data: {
        sharedDashboard: {
          dashboard: { name: 'Зал', showAdvances: false },
          // Without payouts shown, a wall screen shows no per-employee amount.
          employees: [{ name: 'Анна Алиева', bonusAmount: null, advanceAmount: null }],
          totalAdvances: null,
        },
      },
    });
    await second.next();

    const rotated = await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, {
      user: owner,
      body: { companyId },
    });
    expect(rotated.status).toBe(200);
    expect(await first.next()).toEqual({ complete: true });
    expect(await second.next()).toEqual({ complete: true });
  });

  it('ends when the dashboard is deleted', async () => {
    const d = await base();
    const screen = await watch(d.shareUrl);
    await rest(app, 'DELETE', `/api/custom-dashboards/${d.id}?companyId=${companyId}`, { user: owner });
    expect(await screen.next()).toEqual({ complete: true });
  });

  it('refuses an unknown link with the message, and a dead link once rotated', async () => {
    const unknown = await watch('q'.repeat(32));
    const refused = await unknown.next();
    expect(refused.error ?? refused.errors).toBeDefined();
    expect(JSON.stringify(refused)).toContain('Дашборд не найден или неактивен');

    const d = await base();
    await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, { user: owner, body: { companyId } });
    const dead = await watch(d.shareUrl);
    expect(JSON.stringify(await dead.next())).toContain('Дашборд не найден или неактивен');
  });
});
