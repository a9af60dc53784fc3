import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { gql } from '../../api/test/harness';
import { tokenFrom } from '../../api/test/smtp-sink';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';
import { makePng } from './support/png';

/**
 * A manager puts a live dashboard on a wall screen by sending a link: the signed-out screen at
 * 1920x1080 shows a team of 20 without scrolling, follows a bonus booked elsewhere without a
 * reload, and says the dashboard is unavailable the moment the link is rotated.
 */
const env = withMailEnv();

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const FIRST_NAMES = [
  'Айгерим',
  'Бакыт',
  'Владимир',
  'Гульнара',
  'Данияр',
  'Елена',
  'Жанна',
  'Зарина',
  'Ильяс',
  'Камила',
];

describe('wall screen', () => {
  it('shows the base dashboard by its link, live, until the link is rotated', { timeout: 180_000 }, async () => {
    const owner = await registeredUser(env.app, env.sink);
    const as = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(env.app, query, variables, owner as never);
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    const { createCompany } = await as(
      'mutation { createCompany(input: { name: "Ромашка", currency: "KGS" }) { id } }',
    );
    const c = createCompany.id as number;
    const { createDepartment } = await as(
      'mutation($c: Int!) { createDepartment(companyId: $c, input: { name: "Продажи" }) { id } }',
      { c },
    );
    for (let i = 0; i < 20; i++) {
      await as('mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }', {
        c,
        i: {
          firstName: i === 0 ? 'Айгерим' : FIRST_NAMES[i % FIRST_NAMES.length],
          lastName: i === 0 ? 'Абаева' : `Сотрудникова ${i + 1}`,
          phone: `+9967000000${String(i).padStart(2, '0')}`,
          role: 'employee',
          departmentIds: [createDepartment.id],
        },
      });
    }
    await as(
      'mutation($c: Int!, $d: Int!) { createSalaryRuleTemplate(companyId: $c, input: { templateName: "Оклад", ruleType: fixed, value: "30000", appliesTo: { departments: [$d], employees: [] } }) { id } }',
      { c, d: createDepartment.id },
    );

    // The manager's side: the base dashboard, its link copied.
    const office = await env.browser.newContext({
      baseURL: env.app.url,
      viewport: { width: 1360, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    office.setDefaultTimeout(15_000);
    const page = await office.newPage();
    const officeErrors = watchErrors(page);
    await signInAs(page, owner.email, owner.password);
    await page.getByRole('link', { name: 'Дашборды' }).first().click();
    await page.getByRole('button', { name: 'Базовый дашборд' }).click();
    await page.getByText('Базовый дашборд создан').waitFor();
    const card = page.getByTestId('dashboard-card').filter({ hasText: 'Базовый дашборд' });
    await card.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await page.getByText('Ссылка скопирована').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${env.app.url}/shared-dashboard/[A-Za-z0-9_-]{32}$`));
    expect(await card.getByRole('link', { name: 'Открыть в новой вкладке' }).getAttribute('href')).toBe(
      new URL(link).pathname,
    );
    await screenshot(page, 'custom-dashboards');

    // The wall screen: signed out, 1920x1080.
    const wallContext = await env.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    wallContext.setDefaultTimeout(15_000);
    const wall = await wallContext.newPage();
    const wallErrors = watchErrors(wall);
    await wall.goto(link);
    await wall.getByText('Публичный').waitFor();
    await wall.getByText('Обновляется').waitFor();
    const aigerim = wall.getByTestId('shared-employee-card').filter({ hasText: 'Айгерим Абаева' });
    await expect.poll(async () => plain(await aigerim.textContent())).toContain('30 000');
    expect(await wall.getByTestId('shared-employee-card').count()).toBe(20);
    // Readable from across the room: the whole team without scrolling.
    expect(await wall.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await screenshot(wall, 'wall-screen-1920x1080');
    await wall.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // A bonus booked in the office reaches the wall without a reload.
    await page.goto('/bonuses');
    await page.getByRole('button', { name: 'Бонус или штраф' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая запись' });
    await dialog.getByLabel(/^Сотрудник/).fill('Айгерим');
    await page.getByRole('option', { name: 'Айгерим Абаева' }).click();
    await dialog.getByLabel(/^Сумма/).fill('5000');
    await dialog.getByLabel(/^Причина/).fill('Премия за квартал');
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await page.getByText('Запись добавлена').waitFor();
    await expect.poll(async () => plain(await aigerim.textContent()), { timeout: 5_000 }).toContain('35 000');
    // The bonus has a line of its own on the card, with its letter.
    expect(plain(await aigerim.textContent())).toMatch(/Бонусы\+5 000/);
    expect(await wall.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await screenshot(wall, 'wall-screen-after-bonus');

    // Rotating the link ends the open wall screen at once; the new link works.
    await page.getByRole('link', { name: 'Дашборды' }).first().click();
    await card.getByRole('button', { name: 'Обновить ссылку' }).click();
    await page
      .getByRole('dialog', { name: 'Обновить ссылку?' })
      .getByRole('button', { name: 'Обновить ссылку' })
      .click();
    await page.getByText('Ссылка обновлена').waitFor();
    await wall.getByText('Дашборд недоступен').waitFor({ timeout: 5_000 });
    await wall.getByText('Дашборд не найден или неактивен').waitFor();
    const fresh = await card.getByRole('link', { name: 'Открыть в новой вкладке' }).getAttribute('href');
    expect(fresh).not.toBe(new URL(link).pathname);
    await wall.goto(`${env.app.url}${fresh}`);
    await expect.poll(async () => plain(await aigerim.textContent())).toContain('35 000');

    // A phone can open it too.
    const phoneContext = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await phone.goto(`${env.app.url}${fresh}`);
    await phone.getByTestId('shared-employee-card').filter({ hasText: 'Айгерим Абаева' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'wall-screen-phone');

    expect(officeErrors).toEqual([]);
    expect(wallErrors).toEqual([]);
    await Promise.all([office.close(), wallContext.close(), phoneContext.close()]);
  });

  it('shows the service logo and slogan a developer saves, without a reload', { timeout: 120_000 }, async () => {
    const owner = await registeredUser(env.app, env.sink);
    const developer = await registeredUser(env.app, env.sink);
    const as = async (user: typeof owner, query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(env.app, query, variables, user as never);
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    const { createCompany } = await as(owner, 'mutation { createCompany(input: { name: "Ромашка" }) { id } }');
    const c = createCompany.id as number;
    await as(
      owner,
      'mutation($c: Int!, $e: String!, $r: CompanyRole!) { inviteMember(companyId: $c, email: $e, role: $r) { id } }',
      { c, e: developer.email, r: 'developer' },
    );
    const letter = await env.sink.waitFor(developer.email, (m) => m.subject.startsWith('Приглашение'));
    await as(developer, 'mutation($t: String!) { acceptInvitation(token: $t) { id } }', {
      t: tokenFrom(letter, '/invitations/accept'),
    });
    const { createBaseDashboard } = await as(
      owner,
      'mutation($c: Int!) { createBaseDashboard(companyId: $c) { publicLink } }',
      {
        c,
      },
    );

    const wallContext = await env.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    wallContext.setDefaultTimeout(15_000);
    const wall = await wallContext.newPage();
    const wallErrors = watchErrors(wall);
    await wall.goto(`${env.app.url}/shared-dashboard/${createBaseDashboard.publicLink}`);
    const brand = wall.getByTestId('service-brand');
    // No developer settings yet: the product's logo.
    await brand.getByText('StaffPay').waitFor();
    await wall.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await as(
      developer,
      'mutation($c: Int!, $i: DeveloperSettingsInput!) { saveDeveloperSettings(companyId: $c, input: $i) { logoSizePx } }',
      {
        c,
        i: {
          serviceLogo: `data:image/png;base64,${makePng(160, 80).toString('base64')}`,
          logoSize: 'huge',
          companySlogan: 'Платим честно',
        },
      },
    );
    const logo = brand.getByRole('img', { name: 'Логотип сервиса' });
    await logo.waitFor({ timeout: 5_000 });
    await brand.getByText('Платим честно').waitFor();
    expect(await brand.getByText('StaffPay').count()).toBe(0);
    // Loaded (the image is public) and 96 px high, as 'huge' says.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await logo.evaluate((img) => img.getBoundingClientRect().height)).toBe(96);
    expect(await wall.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await screenshot(wall, 'wall-screen-branding');

    expect(wallErrors).toEqual([]);
    await wallContext.close();
  });
});
