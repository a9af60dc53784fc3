import { afterAll, beforeAll, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { SHARED_READS_PER_MINUTE } from '../../shared/auth/rate-limits';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('limits public reads per address (data and birthdays, unknown links included), with a Russian 429', async () => {
  const db = await connect(app);
  const { owner, companyId } = await fixtures(app, db).company('Ромашка');
  await db.end();
  const base = (await rest(app, 'POST', '/api/custom-dashboards/base', { user: owner, body: { companyId } })).body;
  const statuses: number[] = [];
  for (let i = 0; i < SHARED_READS_PER_MINUTE; i++) {
    const link = i % 2 ? base.shareUrl : 'z'.repeat(32);
    const part = i % 3 ? 'data' : 'birthdays';
    statuses.push((await rest(app, 'GET', `/api/shared-dashboard/${link}/${part}`)).status);
  }
  expect(new Set(statuses)).toEqual(new Set([200, 404]));
  const limited = await rest(app, 'GET', `/api/shared-dashboard/${base.shareUrl}/data`);
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('Слишком много запросов. Повторите через минуту');
  // Signed-in screens are not counted against it.
  expect((await rest(app, 'GET', `/api/custom-dashboards?companyId=${companyId}`, { user: owner })).status).toBe(200);
});
