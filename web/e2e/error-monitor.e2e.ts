import { CLIENT_ERROR_MESSAGES } from '@staffpay/schema/client-errors/client-error.schemas';
import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { screenshot } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';

/**
 * The error monitor against a real outage: the API stops listening (its port refuses, the live
 * socket drops), the page says so, and once the API is back the notice goes by itself.
 */
const env = withMailEnv();

describe('error monitor', () => {
  it('shows the connection notice while the API is down and hides it when it is back, without a reload', async () => {
    const user = await registeredUser(env.app, env.sink);
    const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 860 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signInAs(page, user.email, user.password);
    await page.goto('/companies');
    const create = page.getByRole('button', { name: 'Создать компанию' });
    await create.waitFor();
    await page.locator('[data-live="up"]').waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const notice = page.getByRole('alert').filter({ hasText: CLIENT_ERROR_MESSAGES.connectionTitle });
    await env.app.stopListening();
    try {
      await notice.waitFor();
      expect(await notice.textContent()).toContain(CLIENT_ERROR_MESSAGES.connectionText);
      await screenshot(page, 'error-monitor-offline');
    } finally {
      await env.app.listenAgain();
    }

    await notice.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.locator('[data-live="up"]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/companies');
    await create.waitFor();
    await context.close();
  });
});
