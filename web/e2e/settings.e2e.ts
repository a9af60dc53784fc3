import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { gql, rest } from '../../api/test/harness';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { makePng } from './support/png';
import { withMailEnv } from './support/mail-env';

const env = withMailEnv();

async function ownerWithCompany(name: string) {
  const owner = await registeredUser(env.app, env.sink);
  const created = await gql(
    env.app,
    'mutation($n: String!) { createCompany(input: { name: $n }) { id } }',
    { n: name },
    owner as never,
  );
  return { owner, companyId: created.data.createCompany.id as number };
}

async function page(width = 1360, height = 860): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width, height } });
  context.setDefaultTimeout(10_000);
  const p = await context.newPage();
  return { page: p, errors: watchErrors(p) };
}

describe('settings, profile and the mobile menu', () => {
  it('saves the birthday settings and an avatar', async () => {
    const { owner, companyId } = await ownerWithCompany('Ромашка');
    const { page: p, errors } = await page();
    await signInAs(p, owner.email, owner.password);
    await p.getByRole('link', { name: 'Настройки' }).first().click();
    await p.getByTestId('settings-sections').getByText('6 разделов').waitFor();
    await screenshot(p, 'settings-general');

    await p.getByRole('tab', { name: 'Дни рождения' }).click();
    const days = p.getByLabel('За сколько дней напоминать о дне рождения');
    await days.fill('7');
    await p.getByRole('button', { name: 'Сохранить' }).click();
    await p.getByText('Настройки сохранены').waitFor();
    const company = await rest(env.app, 'GET', `/api/companies/${companyId}`, { user: owner as never });
    expect(company.body.birthdayNotificationDays).toBe(7);

    await p.getByRole('tab', { name: 'Профиль' }).click();
    await p
      .locator('input[type=file]')
      .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await p.getByText('Пожалуйста, выберите изображение').waitFor();
    await p
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(1600, 1600) });
    await p.getByText('Аватар обновлен').waitFor();
    const footerImg = p.getByTestId('menu-footer').locator('img');
    await footerImg.waitFor();
    const size = await p.evaluate(
      async (url) => {
        const res = await fetch(url!);
        const bitmap = await createImageBitmap(await res.blob());
        return { type: res.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
      },
      await footerImg.getAttribute('src'),
    );
    expect(size).toEqual({ type: 'image/png', width: 600, height: 600 });
    await screenshot(p, 'settings-profile');
    expect(errors).toEqual([]);
  });

  it('opens the menu as a drawer on a phone; the backdrop and a link close it', async () => {
    const { owner } = await ownerWithCompany('Лютик');
    const { page: p } = await page(390, 844);
    await signInAs(p, owner.email, owner.password);
    await p.getByTestId('financial-overview').waitFor();
    await screenshot(p, 'mobile-dashboard');

    await p.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = p.getByTestId('mobile-menu');
    await drawer.getByRole('link', { name: 'Компании' }).waitFor();
    await expect.poll(() => drawer.getByTestId('company-switcher').inputValue()).toBe('Лютик (KGS)');
    await p.waitForTimeout(400); // let the slide-in finish for the picture
    await screenshot(p, 'mobile-drawer');
    await p.mouse.click(370, 400); // the backdrop, right of the drawer
    await drawer.waitFor({ state: 'hidden' });

    await p.getByRole('button', { name: 'Открыть меню' }).click();
    await drawer.getByRole('link', { name: 'Компании' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await p.getByRole('heading', { level: 1, name: 'Управление компаниями' }).waitFor();
  });
});
