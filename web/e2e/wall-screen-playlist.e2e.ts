import { describe, expect, it } from 'vitest';
import { screenshot, watchErrors } from './support/browser';
import { withMailEnv } from './support/mail-env';
import { wallCompany } from './support/wall-company';

/**
 * A link's screen settings reach its open wall screens: the playlist shows its dashboards in turn
 * and an edit of it (and of the theme) takes over at once; a paused link closes the open screen
 * within a second and a resumed one comes back by itself.
 */
const env = withMailEnv();

/** A company with two departments and their people, its base dashboard and one of the warehouse only. */
async function twoDashboards() {
  const { as, c, departments } = await wallCompany(env, ['Продажи', 'Склад']);
  const people: [string, string][] = [
    ['Айгерим', 'Продажи'],
    ['Бакыт', 'Продажи'],
    ['Данияр', 'Склад'],
  ];
  for (const [i, [firstName, department]] of people.entries()) {
    await as('mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }', {
      c,
      i: {
        firstName,
        lastName: 'Экранова',
        phone: `+9967003000${i}`,
        role: 'employee',
        departmentIds: [departments[department]],
      },
    });
  }
  const { createBaseDashboard: base } = await as(
    'mutation($c: Int!) { createBaseDashboard(companyId: $c) { id publicLink } }',
    { c },
  );
  const { createCustomDashboard: warehouse } = await as(
    'mutation($c: Int!, $i: CustomDashboardInput!) { createCustomDashboard(companyId: $c, input: $i) { id } }',
    { c, i: { name: 'Склад на экране', selectedDepartments: [departments['Склад']], showEmployeeCards: true } },
  );
  return {
    as,
    c,
    base: base.id as number,
    warehouse: warehouse.id as number,
    link: `${env.app.url}/shared-dashboard/${base.publicLink}`,
  };
}

const SCREEN_UPDATE =
  'mutation($c: Int!, $id: Int!, $i: DashboardScreenInput!) { updateDashboardScreen(companyId: $c, id: $id, input: $i) { id } }';

describe('wall screen settings', () => {
  it('shows the playlist in turn, and an edit of it at once', { timeout: 120_000 }, async () => {
    const { as, c, base, warehouse, link } = await twoDashboards();
    await as(SCREEN_UPDATE, {
      c,
      id: base,
      i: {
        playlist: [
          { dashboardId: base, seconds: 5 },
          { dashboardId: warehouse, seconds: 5 },
        ],
      },
    });

    const context = await env.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    context.setDefaultTimeout(15_000);
    const wall = await context.newPage();
    const errors = watchErrors(wall);
    await wall.goto(`${link}?kiosk`);
    const title = wall.getByRole('heading', { level: 1 });
    await title.getByText('Базовый дашборд').waitFor();
    await wall.getByTestId('shared-employee-card').filter({ hasText: 'Айгерим' }).waitFor();
    await wall.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // Five seconds each, round and round.
    await title.getByText('Склад на экране').waitFor({ timeout: 8_000 });
    expect(await wall.getByTestId('shared-employee-card').allTextContents()).toEqual([
      expect.stringContaining('Данияр'),
    ]);
    await title.getByText('Базовый дашборд').waitFor({ timeout: 8_000 });

    expect(await wall.getByTestId('shared-employee-card').first().textContent()).toContain('KGS');

    // The office edits the link: the warehouse alone, for an hour, on a dark screen, without money.
    await as(SCREEN_UPDATE, {
      c,
      id: base,
      i: { playlist: [{ dashboardId: warehouse, seconds: 3600 }], theme: 'dark', privacyMode: true },
    });
    await title.getByText('Склад на экране').waitFor({ timeout: 3_000 });
    await expect
      .poll(() => wall.getByTestId('shared-screen').getAttribute('data-theme'), { timeout: 3_000 })
      .toBe('dark');
    await wall.getByTestId('shared-employee-card').filter({ hasText: 'Данияр' }).waitFor();
    await expect.poll(() => wall.locator('body').textContent(), { timeout: 3_000 }).not.toContain('KGS');
    await screenshot(wall, 'wall-screen-playlist-dark');
    expect(await wall.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'closes an open screen within a second of a pause, and brings it back on resume',
    { timeout: 120_000 },
    async () => {
      const { as, c, base, link } = await twoDashboards();
      const context = await env.browser.newContext({ viewport: { width: 1920, height: 1080 } });
      context.setDefaultTimeout(15_000);
      const wall = await context.newPage();
      const errors = watchErrors(wall);
      await wall.goto(link);
      await wall.getByTestId('shared-employee-card').filter({ hasText: 'Айгерим' }).waitFor();
      await wall.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await as('mutation($c: Int!, $id: Int!) { pauseDashboardLink(companyId: $c, id: $id) { id } }', { c, id: base });
      await wall.getByText('Ссылка приостановлена').waitFor({ timeout: 1_000 });
      expect(await wall.getByTestId('shared-employee-card').count()).toBe(0);
      await screenshot(wall, 'wall-screen-paused');

      await as('mutation($c: Int!, $id: Int!) { resumeDashboardLink(companyId: $c, id: $id) { id } }', { c, id: base });
      await wall.getByTestId('shared-employee-card').filter({ hasText: 'Айгерим' }).waitFor({ timeout: 5_000 });
      expect(await wall.getByText('Ссылка приостановлена').count()).toBe(0);
      expect(await wall.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
