import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';
import { twoMembers } from './support/two-members';

/**
 * Two browsers side by side: a manager books a bonus in one; the owner's dashboard, ledger and
 * bell show it in the other without a reload and without polling (the socket is up).
 */
const env = withMailEnv();

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function open(email: string, password: string): Promise<{ page: Page; errors: string[]; graphql: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const graphql: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') graphql.push(r.postDataJSON()?.operationName ?? '');
  });
  await signInAs(page, email, password);
  return { page, errors: watchErrors(page), graphql };
}

describe('live', () => {
  it('a bonus booked by one user shows on the other’s dashboard, ledger and bell', { timeout: 180_000 }, async () => {
    const { owner, member: manager, as, c } = await twoMembers(env, 'manager');
    const { createDepartment } = await as(
      owner,
      'mutation($c: Int!) { createDepartment(companyId: $c, input: { name: "Продажи" }) { id } }',
      { c },
    );
    await as(owner, 'mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }', {
      c,
      i: {
        firstName: 'Айгерим',
        lastName: 'Абаева',
        phone: '+996700000001',
        role: 'employee',
        departmentIds: [createDepartment.id],
      },
    });
    await as(
      owner,
      'mutation($c: Int!) { createSalaryRuleTemplate(companyId: $c, input: { templateName: "Оклад", ruleType: fixed, value: "30000", appliesTo: { departments: [' +
        createDepartment.id +
        '], employees: [] } }) { id } }',
      { c },
    );

    const watcher = await open(owner.email, owner.password);
    const card = watcher.page.getByTestId('pay-card').filter({ hasText: 'Айгерим Абаева' });
    await expect.poll(async () => plain(await card.textContent())).toContain('30 000');
    const bell = watcher.page.getByRole('banner').getByRole('link', { name: /^Уведомления/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Уведомления');

    const ledger = await open(manager.email, manager.password);
    await ledger.page.goto('/bonuses');
    await ledger.page.getByRole('button', { name: 'Бонус или штраф' }).click();
    const dialog = ledger.page.getByRole('dialog', { name: 'Новая запись' });
    await dialog.getByLabel(/^Сотрудник/).fill('Айгерим');
    await ledger.page.getByRole('option', { name: 'Айгерим Абаева' }).click();
    await dialog.getByLabel(/^Сумма/).fill('5000');
    await dialog.getByLabel(/^Причина/).fill('Премия за квартал');
    watcher.graphql.length = 0;
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await ledger.page.getByText('Запись добавлена').waitFor();

    // The owner's screen: the card, then the bell, pushed over the socket.
    await expect.poll(async () => plain(await card.textContent()), { timeout: 5_000 }).toContain('35 000');
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 }).toBe('Уведомления: 1 непрочитанных');
    // The card came in the push itself: the owner's browser asked for nothing after it.
    expect(watcher.graphql).toEqual([]);
    await screenshot(watcher.page, 'live-dashboard');

    await watcher.page.getByRole('link', { name: 'Бонусы и штрафы' }).first().click();
    await watcher.page.getByTestId('ledger-row').filter({ hasText: 'Премия за квартал' }).waitFor();
    await bell.click();
    await watcher.page.getByText('Начислен бонус').waitFor();
    expect(
      plain(
        await watcher.page
          .getByText(/Айгерим Абаева: 5 000,00/)
          .first()
          .textContent(),
      ),
    ).toContain('Премия за квартал');
    await screenshot(watcher.page, 'live-notifications');

    expect(watcher.errors).toEqual([]);
    expect(ledger.errors).toEqual([]);
  });
});
