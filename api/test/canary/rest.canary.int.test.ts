import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { FIELDS } from './canaries';
import { canaryCompany, type CanaryCompany } from './canary-fixture';
import { Findings } from './findings';
import { webhookReceiver } from './receiver';
import { restSweep } from './sweep';

/**
 * The canary sweep over REST: every GET of the route table (files included: exports in each
 * format, payslips), as each member lacking one field key and as tokens lacking it. No canary of
 * a missing key may appear anywhere in any answer.
 */
let app: TestApp;
let company: CanaryCompany;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let findings: Findings;

beforeAll(async () => {
  receiver = await webhookReceiver();
  app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true' });
  company = await canaryCompany(app, receiver.base);
  findings = new Findings('REST', company.canaries);
  for (const who of company.principals) await restSweep(app, company, who, findings);
  console.log(findings.summary(company.principals.length, FIELDS.length));
  for (const note of findings.notes) console.log(`canary sweep [REST]: ${note}`);
}, 170_000);
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe('canary sweep over REST', () => {
  it('reaches the operations: most GETs answer with data, files and the sensitive lists among them', () => {
    const answered = findings.answeredOps();
    expect(answered.length, answered.join('\n')).toBeGreaterThanOrEqual(35);
    for (const op of [
      'GET /api/reports/export?period=&format=xlsx',
      'GET /api/reports/export?period=&format=csv',
      'GET /api/payslips/:employeeId?period=',
      'GET /api/activity-logs',
      'GET /api/notifications',
      'GET /api/webhooks/:id/deliveries',
      'GET /api/payroll-fixes',
      'GET /api/bonuses-penalties?period=',
    ])
      expect(
        answered.some((a) => a.replace(/=[^&]*/g, '=').startsWith(op.replace(/=[^&]*/g, '='))),
        `${op} never answered with data:\n${answered.join('\n')}`,
      ).toBe(true);
  });

  it('every reader sees the canaries of the keys it holds (the fixture planted them, the sweep can see them)', () => {
    expect(findings.blindSpots(company.principals, FIELDS)).toEqual([]);
  });

  it('no reader sees a canary of a key it lacks', () => {
    const leaks = findings.leakList();
    expect(leaks, `${leaks.length} leaks (operation × missing key × canary × where):\n${leaks.join('\n')}`).toEqual(
      [],
    );
  });
});
