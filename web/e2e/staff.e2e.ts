import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { gql, rest } from '../../api/test/harness';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { makePng } from './support/png';
import { withMailEnv } from './support/mail-env';

/** Issue 7 in a real browser: branches, departments, employees with photos, passport, import, live second tab. */
const env = withMailEnv();

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 860 } });
  context.setDefaultTimeout(10_000);
  const p = await context.newPage();
  return { page: p, errors: watchErrors(p) };
}

/** A form field by its label, whether or not Mantine marks it required with ' *'. */
const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Picks an option of a Mantine Select or MultiSelect, then closes its list by clicking the dialog's title. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await field(dialog, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await dialog.locator('h2').first().click();
}

const rows = (page: Page) => page.getByTestId('employee-row');

describe('staff', () => {
  it('builds the structure and the staff list, live in a second tab', { timeout: 240_000 }, async () => {
    const owner = await registeredUser(env.app, env.sink);
    const created = await gql(
      env.app,
      'mutation($n: String!) { createCompany(input: { name: $n }) { id } }',
      { n: 'Ромашка' },
      owner as never,
    );
    const companyId = created.data.createCompany.id as number;
    const { page, errors } = await newPage();
    await signInAs(page, owner.email, owner.password);

    // A branch.
    await page.getByRole('link', { name: 'Филиалы' }).first().click();
    await page.getByRole('button', { name: 'Добавить филиал' }).click();
    const branchForm = page.getByRole('dialog', { name: 'Новый филиал' });
    await branchForm.getByRole('button', { name: 'Создать' }).click();
    await branchForm.getByText('Город обязателен').waitFor();
    await field(branchForm, 'Название').fill('Центральный');
    await field(branchForm, 'Город').fill('Бишкек');
    await field(branchForm, 'Адрес').fill('ул. Ленина, 1');
    await branchForm.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Филиал создан').waitFor();
    await page.getByTestId('branch-card').filter({ hasText: 'Центральный' }).waitFor();

    // A department in it; its manager comes once an employee with the manager role exists.
    await page.getByRole('link', { name: 'Отделы' }).first().click();
    await page.getByRole('button', { name: 'Добавить отдел' }).click();
    const departmentForm = page.getByRole('dialog', { name: 'Новый отдел' });
    await field(departmentForm, 'Название').fill('Продажи');
    await choose(page, departmentForm, 'Филиал', 'Центральный, Бишкек');
    await departmentForm.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Отдел создан').waitFor();
    const sales = page.getByTestId('department-card').filter({ hasText: 'Продажи' });
    await sales.getByText('Не назначен').waitFor();

    // A second tab watches the employee list.
    const { page: other, errors: otherErrors } = await newPage();
    await signInAs(other, owner.email, owner.password);
    await other.goto('/employees');
    await other.getByText('Нет сотрудников в системе').waitFor();

    // Three employees with photos.
    await page.getByRole('link', { name: 'Сотрудники' }).first().click();
    await page.getByText('Нет сотрудников в системе').waitFor();
    const people = [
      ['Айгерим', 'Садыкова', 'Руководитель'],
      ['Бакыт', 'Осмонов', 'Сотрудник'],
      ['Нургуль', 'Сыдыкова', 'Сотрудник'],
    ] as const;
    for (const [first, last, role] of people) {
      await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
      const form = page.getByRole('dialog', { name: 'Новый сотрудник' });
      if (first === 'Айгерим') {
        await form.getByRole('button', { name: 'Создать' }).click();
        await form.getByText('Имя обязательно').waitFor();
        await form.getByText('Выберите хотя бы один отдел').waitFor();
      }
      await field(form, 'Имя').fill(first);
      await field(form, 'Фамилия').fill(last);
      await field(form, 'Телефон').fill('+996 555 000 111');
      await choose(page, form, 'Роль', role);
      await choose(page, form, 'Отделы', 'Продажи');
      await form.locator('input[type=file]').setInputFiles({
        name: `${first}.png`,
        mimeType: 'image/png',
        buffer: makePng(1600, 1200),
      });
      await form.locator('img').first().waitFor();
      await form.getByRole('button', { name: 'Создать' }).click();
      await page.getByText('Сотрудник создан').first().waitFor();
      await rows(page).filter({ hasText: last }).waitFor();
    }
    await page.getByTestId('employee-count').getByText('3 сотрудника').waitFor();
    await expect.poll(() => rows(other).count()).toBe(3);
    await screenshot(page, 'employees');

    const stored = await rest(env.app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner as never });
    expect(stored.body).toHaveLength(3);
    for (const e of stored.body) {
      const photo = await fetch(env.app.url + e.photoUrl);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
    }

    // The manager-role employee heads the department.
    await page.getByRole('link', { name: 'Отделы' }).first().click();
    await sales.getByRole('button', { name: 'Редактировать: Продажи' }).click();
    const editDepartment = page.getByRole('dialog', { name: 'Редактирование отдела' });
    await choose(page, editDepartment, 'Руководитель отдела', 'Айгерим Садыкова');
    await editDepartment.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Отдел обновлен').waitFor();
    await sales.getByText('Айгерим Садыкова').waitFor();
    await sales.getByRole('button', { name: 'Удалить: Продажи' }).click();
    await page.getByRole('dialog', { name: 'Удалить отдел?' }).getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Нельзя удалить отдел с сотрудниками').waitFor();

    // Search and filters.
    await page.getByRole('link', { name: 'Сотрудники' }).first().click();
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByLabel('Поиск').fill('сыдык');
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByRole('combobox', { name: 'Роль', exact: true }).click();
    await page.getByRole('option', { name: 'Руководитель', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);

    // The passport.
    await page.getByRole('button', { name: 'Паспорт: Айгерим Садыкова' }).click();
    const passport = page.getByRole('dialog', { name: 'Цифровой паспорт сотрудника' });
    await passport.getByText('Продажи').first().waitFor();
    await screenshot(page, 'passport');
    await passport.getByRole('tab', { name: 'История' }).click();
    await passport.getByText('История операций пуста').waitFor();
    await passport.getByRole('button', { name: 'Закрыть' }).first().click();

    // Edit, seen by the second tab.
    await page.getByRole('button', { name: 'Редактировать: Бакыт Осмонов' }).click();
    const edit = page.getByRole('dialog', { name: 'Редактирование сотрудника' });
    await field(edit, 'Фамилия').fill('Осмонбеков');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Сотрудник обновлен').waitFor();
    await rows(other).filter({ hasText: 'Осмонбеков' }).waitFor();

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Удалить: Нургуль Сыдыкова' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удаление сотрудника' });
    await confirm.getByText('Вы уверены, что хотите удалить этого сотрудника?').waitFor();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Сотрудник удален из системы').waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    await expect.poll(() => rows(other).count()).toBe(2);

    // Import: a file with an error is refused row by row, a good one goes in whole.
    await page.getByRole('button', { name: 'Импорт' }).click();
    const importer = page.getByRole('dialog', { name: 'Импорт сотрудников' });
    const file = (text: string) => ({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await importer
      .locator('input[type=file]')
      .setInputFiles(file('Имя;Фамилия;Телефон;Отделы\nЭрлан;Токтогулов;+1;Склад\nЖылдыз;Ким;+2;Продажи'));
    await importer.getByTestId('import-error').getByText('Отдел «Склад» не найден').waitFor();
    expect(await importer.getByRole('button', { name: 'Импортировать' }).isDisabled()).toBe(true);
    await importer
      .locator('input[type=file]')
      .setInputFiles(file('Имя;Фамилия;Телефон;Отделы\nЭрлан;Токтогулов;+1;Продажи\nЖылдыз;Ким;+2;продажи'));
    await importer.getByTestId('import-totals').waitFor();
    await importer.getByRole('button', { name: 'Импортировать' }).click();
    await page.getByText('Импортировано сотрудников: 2').waitFor();
    await expect.poll(() => rows(page).count()).toBe(4);
    await expect.poll(() => rows(other).count()).toBe(4);
    await screenshot(other, 'employees-second-tab');

    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });
});
