import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { gql } from '../../api/test/harness';
import { tokenFrom } from '../../api/test/smtp-sink';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';

/**
 * A developer member brands the company's side menu: a slogan and icon-only items. Their own
 * menu follows the save, and the owner's open screen gets it pushed without a reload.
 */
const env = withMailEnv();

async function open(email: string, password: string): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 860 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInAs(page, email, password);
  return { page, errors };
}

/** The desktop side menu (the drawer for phones holds another). */
const sideMenu = (page: Page) => page.locator('.mantine-AppShell-navbar');

describe('developer settings', () => {
  it('a developer sets a slogan and hides the menu labels; every open menu follows', { timeout: 120_000 }, async () => {
    const owner = await registeredUser(env.app, env.sink);
    const developer = await registeredUser(env.app, env.sink);
    const as = async (user: typeof owner, query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(env.app, query, variables, user as never);
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    const { createCompany } = await as(owner, 'mutation { createCompany(input: { name: "Ромашка" }) { id } }');
    await as(
      owner,
      'mutation($c: Int!, $e: String!) { inviteMember(companyId: $c, email: $e, role: developer) { id } }',
      {
        c: createCompany.id,
        e: developer.email,
      },
    );
    const letter = await env.sink.waitFor(developer.email, (m) => m.subject.startsWith('Приглашение'));
    await as(developer, 'mutation($t: String!) { acceptInvitation(token: $t) { id } }', {
      t: tokenFrom(letter, '/invitations/accept'),
    });

    const watcher = await open(owner.email, owner.password);
    await sideMenu(watcher.page).getByText('StaffPay').waitFor();

    const dev = await open(developer.email, developer.password);
    await dev.page.goto('/settings?tab=developer');
    await dev.page.getByTestId('settings-sections').getByText('8 разделов').waitFor();
    const panel = dev.page.getByRole('tabpanel', { name: 'Разработчик' });
    await panel.getByLabel('Слоган компании').fill('Считаем честно');
    await panel.getByRole('switch', { name: 'Скрыть подписи пунктов меню' }).check();
    await panel.getByRole('button', { name: 'Сохранить' }).click();
    await dev.page.getByText('Настройки разработчика сохранены').waitFor();

    for (const { page } of [dev, watcher]) {
      const menu = sideMenu(page);
      await menu.getByText('Считаем честно').waitFor();
      const link = menu.getByRole('link', { name: 'Сотрудники' });
      await expect.poll(() => link.innerText()).toBe('');
      await expect.poll(async () => (await menu.boundingBox())?.width).toBeLessThan(200);
    }
    await screenshot(dev.page, 'developer-settings-menu');
    expect(dev.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  });
});
