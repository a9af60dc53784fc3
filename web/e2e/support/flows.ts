import type { Page } from 'playwright-core';

/** Signs in through the login screen and waits for the shell. */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByTestId('menu-footer').first().waitFor();
}
