import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { gql } from '../../api/test/harness';
import { screenshot, SCREENSHOTS, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';

/**
 * Issue 19 in a real browser: an owner sees the database's health and the company's integrity,
 * downloads the company's backup, picks that very file for a restore, sees what it holds, restores
 * it as a new company, switches to it and finds the same custom dashboard there.
 */
const env = withMailEnv();

const COMPANY = 'ООО «Ромашка»';
const DASHBOARD = 'Витрина продаж';

async function ownerWithData() {
  const owner = await registeredUser(env.app, env.sink);
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(env.app, query, variables, owner as never);
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  const { createCompany } = await call('mutation($n: String!) { createCompany(input: { name: $n }) { id } }', {
    n: COMPANY,
  });
  const c = createCompany.id as number;
  const { createDepartment } = await call(
    'mutation($c: Int!) { createDepartment(companyId: $c, input: { name: "Продажи" }) { id } }',
    { c },
  );
  const { createEmployee } = await call(
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
  await call('mutation($c: Int!, $i: LedgerRecordInput!) { createLedgerRecord(companyId: $c, input: $i) { id } }', {
    c,
    i: { employeeId: createEmployee.id, type: 'bonus', amount: '5000', reason: 'Премия за квартал' },
  });
  await call(
    'mutation($c: Int!, $i: CustomDashboardInput!) { createCustomDashboard(companyId: $c, input: $i) { id } }',
    {
      c,
      i: { name: DASHBOARD, selectedDepartments: [createDepartment.id] },
    },
  );
  const dashboards = async (companyId: number) =>
    (await call('query($c: Int!) { customDashboards(companyId: $c) { name } }', { c: companyId })).customDashboards.map(
      (d: { name: string }) => d.name,
    );
  return { owner, companyId: c, dashboards };
}

describe('data protection', () => {
  it(
    'backs a company up and restores the file as a new company with the same dashboard',
    { timeout: 120_000 },
    async () => {
      const { owner, companyId, dashboards } = await ownerWithData();
      const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 900 } });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signInAs(page, owner.email, owner.password);

      await page.getByRole('link', { name: 'Защита данных' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Защита данных' }).waitFor();
      await page.getByTestId('health-status').waitFor();
      await page.getByTestId('integrity-status').getByText('Нарушений не найдено').waitFor();
      expect(Number(await page.getByTestId('integrity-checked').textContent())).toBeGreaterThan(0);
      await screenshot(page, 'data-protection');

      // The backup arrives as a download named by the server, in UTF-8.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Скачать резервную копию' }).click(),
      ]);
      const name = download.suggestedFilename();
      expect(name.startsWith(`backup_${COMPANY}_`)).toBe(true);
      expect(name.endsWith('.json')).toBe(true);
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      const file = path.join(SCREENSHOTS, 'company-backup.json');
      await download.saveAs(file);
      await page.getByText('Резервная копия скачана').waitFor();

      // That very file, chosen for a restore: its preview before anything is written.
      await page.locator('input[type=file]').setInputFiles(file);
      const preview = page.getByTestId('backup-preview');
      await preview.waitFor();
      expect(await page.getByTestId('backup-preview-company').textContent()).toBe(COMPANY);
      for (const [section, count] of [
        ['employees', '1'],
        ['departments', '1'],
        ['ledger', '1'],
        ['dashboards', '1'],
      ]) {
        expect(await page.getByTestId(`backup-count-${section}`).textContent()).toBe(count);
      }
      await preview.scrollIntoViewIfNeeded();
      await screenshot(page, 'data-protection-preview');

      const [restored] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/database/restore'),
        page.getByRole('button', { name: 'Восстановить как новую компанию' }).click(),
      ]);
      // The answer's body is not read here: the browser may have dropped it from the inspector by
      // then (the request carried the whole file); the company it names is the one switched to below.
      expect(restored.status()).toBe(201);
      await page.getByText('Данные восстановлены').first().waitFor();

      const open = page.getByRole('button', { name: 'Перейти к компании' });
      await expect.poll(() => open.isEnabled()).toBe(true);
      await open.scrollIntoViewIfNeeded();
      await screenshot(page, 'data-protection-restored');
      await open.click();
      const current = () => page.evaluate(() => Number(localStorage.getItem('currentCompanyId')));
      await expect.poll(current).not.toBe(companyId);
      const newId = await current();
      expect(newId).toBeGreaterThan(0);

      await page.getByRole('link', { name: 'Дашборды' }).first().click();
      await page.getByTestId('dashboard-card').filter({ hasText: DASHBOARD }).waitFor();
      expect(await dashboards(newId)).toEqual([DASHBOARD]);
      expect(await dashboards(companyId)).toEqual([DASHBOARD]);
      await screenshot(page, 'data-protection-restored-dashboards');

      // A phone shows the panels and the preview without sideways scrolling.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/data-protection');
      await page.getByTestId('health-status').waitFor();
      await page.locator('input[type=file]').setInputFiles(file);
      await preview.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await preview.scrollIntoViewIfNeeded();
      await screenshot(page, 'data-protection-phone');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
