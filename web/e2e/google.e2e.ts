import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthMock, type OAuthMock } from '../../api/test/oauth-mock';
import { launchBrowser, screenshot, watchErrors } from './support/browser';
import { startE2eApp, type E2eApp } from './support/server';

let app: E2eApp;
let mock: OAuthMock;
let browser: Browser;

beforeAll(async () => {
  mock = await startOAuthMock();
  app = await startE2eApp({
    GOOGLE_CLIENT_ID: 'staffpay-e2e-client',
    GOOGLE_CLIENT_SECRET: 'staffpay-e2e-secret',
    GOOGLE_ISSUER: mock.issuer,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await mock?.close();
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

describe('Google sign-in against oauth2-mock-server', () => {
  it('signs in through the provider, shows success and goes to / after 2 seconds', async () => {
    const { page, errors } = await newPage();
    const email = `g-${Date.now().toString(36)}@example.test`;
    mock.nextUser({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Гуля', family_name: 'Асанова' });

    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Войти через Google' }).click();
    await page.waitForURL('**/auth/google/success');
    await page.getByText('Успешная авторизация!').waitFor();
    // The token is wiped from the address bar at once.
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'google-success');

    const shown = Date.now();
    await page.waitForURL(app.url + '/', { timeout: 5000 });
    expect(Date.now() - shown).toBeGreaterThan(1000);
    await page.getByTestId('menu-footer').getByText('Гуля Асанова').waitFor();
    await page.getByTestId('menu-footer').getByText(email).waitFor();
    expect(errors).toEqual([]);
  });

  it('lands on the error page when the provider refuses', async () => {
    const { page } = await newPage();
    await page.goto('/api/auth/google/callback?error=access_denied&state=x');
    await page.waitForURL('**/auth/google/error');
    await page.getByText('Не удалось войти через Google').waitFor();
    await page.getByText('Вы отменили авторизацию в Google').waitFor();
    await page.getByRole('button', { name: 'Попробовать снова' }).click();
    await page.waitForURL('**/auth/login');
  });

  it('sends a success page without a token to the error page', async () => {
    const { page } = await newPage();
    await page.goto('/auth/google/success');
    await page.waitForURL('**/auth/google/error');
    await page.getByRole('button', { name: 'На главную' }).waitFor();
  });
});
