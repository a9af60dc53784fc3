import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, tokenFrom, type SmtpSink } from '../../api/test/smtp-sink';
import { launchBrowser, screenshot, watchErrors } from './support/browser';
import { makePng } from './support/png';
import { startE2eApp, type E2eApp } from './support/server';

let app: E2eApp;
let sink: SmtpSink;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const email = `e2e-${Date.now().toString(36)}@example.test`;
const password = 'секрет-123';

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startE2eApp({ SMTP_URL: sink.url });
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 860 }, locale: 'ru-RU' });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  errors = watchErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sink?.close();
});

const heading = (p: Page) => p.getByRole('heading', { level: 1 });
const switcher = (p: Page) => p.getByTestId('company-switcher');

async function createCompany(name: string, currency?: string) {
  await page.getByRole('button', { name: 'Создать компанию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая компания' });
  await dialog.getByLabel('Название').fill(name);
  if (currency) {
    await dialog.getByLabel('Валюта').fill(currency);
    await page.getByRole('option', { name: new RegExp(`^${currency} —`) }).click();
  }
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await page.getByText('Компания была создана').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('sign-up to companies, in Chromium against the production build', () => {
  /** Shows the landing page to a visitor */
  async function landing() {
    await page.goto('/');
    await page.getByRole('link', { name: 'Создать аккаунт' }).waitFor();
    expect(await page.getByRole('link', { name: 'Войти в систему' }).getAttribute('href')).toBe('/auth/login');
    await screenshot(page, 'landing');
  }

  /** Registers and confirms the address from the letter */
  async function register() {
    await page.getByRole('link', { name: 'Создать аккаунт' }).click();
    await page.getByLabel('Имя').fill('Анна');
    await page.getByLabel('Фамилия').fill('Иванова');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await page.getByLabel('Подтвердите пароль').fill('другой-пароль');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Пароли не совпадают').waitFor();

    await page.getByLabel('Подтвердите пароль').fill(password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Регистрация завершена!').waitFor();

    const letter = await sink.waitFor(email);
    await page.goto(`/auth/verify-email?token=${encodeURIComponent(tokenFrom(letter, '/auth/verify-email'))}`);
    await page.getByText('Email подтвержден!').waitFor();
    await page.getByRole('button', { name: 'Войти в систему' }).click();
    await page.waitForURL('**/auth/login');
  }

  /** Refuses a wrong password in a red alert, then signs in */
  async function signIn() {
    // This server has no Google client configured: the button reports it and re-enables.
    await page.getByRole('button', { name: 'Войти через Google' }).click();
    await page.getByRole('alert').filter({ hasText: 'Google OAuth не настроена' }).waitFor();
    expect(await page.getByRole('button', { name: 'Войти через Google' }).isEnabled()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль').fill('не-тот-пароль');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Неверный email или пароль' }).waitFor();
    await screenshot(page, 'login-error');

    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL(app.url + '/');
    await heading(page).filter({ hasText: 'Панель управления' }).waitFor();
    await page.getByTestId('company-switcher-empty').getByText('Нет компаний', { exact: true }).waitFor();
  }

  /** Creates two companies and switches between them */
  async function twoCompanies() {
    await page.getByRole('link', { name: 'Компании' }).click();
    await heading(page).filter({ hasText: 'Управление компаниями' }).waitFor();

    await page.getByRole('button', { name: 'Создать компанию' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Пожалуйста, введите название компании').waitFor();
    await page.getByRole('button', { name: 'Отмена' }).click();

    await createCompany('Ромашка');
    await expect.poll(() => switcher(page).inputValue()).toBe('Ромашка (KGS)');
    await createCompany('Лютик', 'USD');
    expect(await page.getByTestId('company-card').count()).toBe(2);

    await switcher(page).click();
    await page.getByRole('option', { name: 'Лютик (USD)' }).click();
    await expect.poll(() => switcher(page).inputValue()).toBe('Лютик (USD)');
    const storedId = await page.evaluate(() => localStorage.getItem('currentCompanyId'));

    await page.getByRole('link', { name: 'Панель управления' }).click();
    await page.getByTestId('financial-overview').waitFor();
    await heading(page).filter({ hasText: 'Панель управления' }).waitFor();
    await page.getByText('Лютик', { exact: true }).first().waitFor();
    await screenshot(page, 'dashboard');

    // The choice survives a reload and was saved as the user's preference.
    await page.reload();
    await expect.poll(() => switcher(page).inputValue()).toBe('Лютик (USD)');
    const me = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
    expect(String(me.currentCompanyId)).toBe(storedId);
  }

  /** Checks and uploads a logo, scaled to 400px as JPEG */
  async function uploadLogo() {
    await page.getByRole('link', { name: 'Компании' }).click();
    const card = page.getByTestId('company-card').filter({ hasText: 'Ромашка' });
    await card.getByRole('button', { name: 'Действия: Ромашка' }).click();
    await page.getByRole('menuitem', { name: 'Редактировать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование компании' });

    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText('Можно загружать только изображения').waitFor();

    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(1200, 600) });
    await dialog.getByRole('button', { name: 'Изменить логотип' }).waitFor();
    await screenshot(page, 'company-dialog');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Компания была обновлена').first().waitFor();

    const img = card.locator('img');
    await img.waitFor();
    const src = await img.getAttribute('src');
    expect(src).toMatch(/^\/api\/images\//);
    const size = await page.evaluate(async (url) => {
      const res = await fetch(url!);
      const bitmap = await createImageBitmap(await res.blob());
      return { type: res.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
    }, src);
    expect(size).toEqual({ type: 'image/jpeg', width: 400, height: 200 });
    await screenshot(page, 'companies');
  }

  /** Shows a rename from another tab without reloading */
  async function liveRename() {
    const other = await context.newPage();
    await other.goto('/companies');
    await other.getByTestId('company-card').filter({ hasText: 'Лютик' }).waitFor();

    const card = page.getByTestId('company-card').filter({ hasText: 'Лютик' });
    await card.getByRole('button', { name: 'Действия: Лютик' }).click();
    await page.getByRole('menuitem', { name: 'Редактировать' }).click();
    await page.getByRole('dialog').getByLabel('Название').fill('Лютик и партнеры');
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();

    await other.getByTestId('company-card').filter({ hasText: 'Лютик и партнеры' }).waitFor({ timeout: 5000 });
    await expect.poll(() => switcher(other).inputValue()).toBe('Лютик и партнеры (USD)');
    await other.close();
  }

  /** Signs out by browser navigation to /api/logout */
  async function signOut() {
    await page.setViewportSize({ width: 1360, height: 860 });
    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    await page.getByText('Онлайн').waitFor();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL(app.url + '/');
    await page.getByRole('link', { name: 'Создать аккаунт' }).waitFor();
    await page.goto('/companies');
    await page.waitForURL('**/auth/login?redirect=%2Fcompanies');
    expect(errors).toEqual([]);
  }

  it('register → verify from the letter → sign in → two companies → switch → logo → live rename → sign out', async () => {
    await landing();
    await register();
    await signIn();
    await twoCompanies();
    await uploadLogo();
    await liveRename();
    await signOut();
  }, 180_000);
});
