import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql } from '../../api/test/harness';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';
import { twoMembers } from './support/two-members';

/**
 * Issue 34 in two browsers: the owner's open dashboard chart moves when a bonus is booked (pushed,
 * not polled); then a manager sends the month for review, which freezes it, and the owner approves
 * it after the pre-close check has shown a likely duplicate bonus. The manager's screen follows.
 */
const env = withMailEnv();

async function open(email: string, password: string): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInAs(page, email, password);
  return { page, errors };
}

const BOOK =
  'mutation($c: Int!, $i: LedgerRecordInput!) { createLedgerRecord(companyId: $c, input: $i) { id appliedDate } }';

describe('managers: charts and the pay run', () => {
  it('a chart follows a booked bonus; a month is sent for review and approved', { timeout: 240_000 }, async () => {
    const { owner, member: manager, as, c } = await twoMembers(env, 'manager');
    const { createDepartment } = await as(
      owner,
      'mutation($c: Int!) { createDepartment(companyId: $c, input: { name: "Продажи" }) { id } }',
      { c },
    );
    const { createEmployee } = await as(
      owner,
      'mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }',
      {
        c,
        i: {
          firstName: 'Айгерим',
          lastName: 'Абаева',
          phone: '+996700000001',
          role: 'employee',
          departmentIds: [createDepartment.id],
        },
      },
    );
    const employeeId = createEmployee.id as number;
    await as(
      owner,
      'mutation($c: Int!, $d: Int!) { createSalaryRuleTemplate(companyId: $c, input: { templateName: "Оклад", ruleType: fixed, value: "30000", appliesTo: { departments: [$d], employees: [] } }) { id } }',
      { c, d: createDepartment.id },
    );
    const bonus = { employeeId, type: 'bonus', amount: '1000', reason: 'Премия' };
    const { createLedgerRecord: first } = await as(owner, BOOK, { c, i: bonus });
    const period = (first.appliedDate as string).slice(0, 7);

    // The owner's dashboard: the month's cumulative payroll, then a bonus booked elsewhere moves it.
    const board = await open(owner.email, owner.password);
    const trend = board.page.getByTestId('chart-pay-trend');
    await expect.poll(() => trend.getAttribute('data-last-payroll')).toMatch(/^\d/);
    const before = Number(await trend.getAttribute('data-last-payroll'));
    await as(owner, BOOK, { c, i: bonus }); // the same bonus again, the same day: the check will flag it
    await expect
      .poll(async () => Number(await trend.getAttribute('data-last-payroll')), { timeout: 5_000 })
      .toBe(before + 1000);
    await screenshot(board.page, 'managers-chart');

    // The manager sends the month for review; records of the month are refused from then on.
    const desk = await open(manager.email, manager.password);
    await desk.page.goto('/salary');
    const stage = desk.page.getByTestId('pay-run-stage');
    await expect.poll(() => stage.getAttribute('data-stage')).toBe('draft');
    await desk.page.getByTestId('pay-run-submit').click();
    await expect.poll(() => stage.getAttribute('data-stage')).toBe('in_review');
    const refused = await gql(env.app, BOOK, { c, i: bonus }, owner as never);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PERIOD_IN_REVIEW' });

    // The owner sees the duplicate in the pre-close check, and approves.
    await board.page.goto('/salary');
    const check = board.page.getByTestId('pay-run-anomalies');
    await check.locator('[data-kind="duplicate_record"]').first().waitFor();
    expect(await check.textContent()).toContain('Айгерим');
    await screenshot(board.page, 'managers-pay-run-check');
    await board.page.getByTestId('pay-run-approve').click();
    await expect.poll(() => board.page.getByTestId('pay-run-stage').getAttribute('data-stage')).toBe('approved');

    // The manager's page follows by itself.
    await expect.poll(() => stage.getAttribute('data-stage'), { timeout: 5_000 }).toBe('approved');
    const { payRun } = await as(
      owner,
      'query($c: Int!, $p: String!) { payRun(companyId: $c, period: $p) { status } }',
      {
        c,
        p: period,
      },
    );
    expect(payRun.status).toBe('fixed');
    await screenshot(desk.page, 'managers-pay-run-approved');
    expect(board.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });
});
