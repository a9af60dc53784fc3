import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { gql } from '../../api/test/harness';
import { tokenFrom } from '../../api/test/smtp-sink';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';

/**
 * A custom role end to end: the owner creates 'Кассир' on the roles screen and grants it the
 * bonuses and employees modules in its tree; a member given that role sees the staff list without
 * phone numbers and no pay; the owner then takes employees.view away, and the member's open
 * screen follows without a reload.
 */
const env = withMailEnv();

const PHONE = '+996700000001';

async function open(email: string, password: string): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInAs(page, email, password);
  return { page, errors };
}

/** A switch of the permission tree, by its key: clicking its track toggles it. */
const entry = (scope: Locator, key: string) => scope.locator(`[data-permission-key="${key}"]`);
async function toggle(scope: Locator, key: string, on: boolean) {
  const input = entry(scope, key).getByRole('switch');
  await entry(scope, key).locator('.mantine-Switch-track').click();
  await expect.poll(() => input.isChecked()).toBe(on);
}

describe('custom roles', () => {
  it(
    'the owner builds a cashier’s tree; a cashier sees staff without phones, no pay, and loses staff live',
    {
      timeout: 240_000,
    },
    async () => {
      const owner = await registeredUser(env.app, env.sink);
      const cashier = await registeredUser(env.app, env.sink);
      const as = async (user: typeof owner, query: string, variables: Record<string, unknown> = {}) => {
        const res = await gql(env.app, query, variables, user as never);
        expect(res.errors).toBeUndefined();
        return res.data;
      };
      const { createCompany } = await as(owner, 'mutation { createCompany(input: { name: "Ромашка" }) { id } }');
      const c = createCompany.id as number;
      await as(
        owner,
        'mutation($c: Int!, $e: String!) { inviteMember(companyId: $c, email: $e, role: employee) { id } }',
        {
          c,
          e: cashier.email,
        },
      );
      const letter = await env.sink.waitFor(cashier.email, (m) => m.subject.startsWith('Приглашение'));
      await as(cashier, 'mutation($t: String!) { acceptInvitation(token: $t) { id } }', {
        t: tokenFrom(letter, '/invitations/accept'),
      });
      const { createDepartment } = await as(
        owner,
        'mutation($c: Int!) { createDepartment(companyId: $c, input: { name: "Продажи" }) { id } }',
        { c },
      );
      await as(owner, 'mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }', {
        c,
        i: {
          firstName: 'Айгерим',
          lastName: 'Абаева',
          phone: PHONE,
          role: 'employee',
          departmentIds: [createDepartment.id],
        },
      });

      // The owner creates the role on the roles screen and goes on to its tree.
      const boss = await open(owner.email, owner.password);
      await boss.page.getByRole('link', { name: 'Роли', exact: true }).click();
      await boss.page.getByTestId('role-card').filter({ hasText: 'Владелец' }).getByText('Системная').waitFor();
      await screenshot(boss.page, 'roles-list');
      await boss.page.getByRole('button', { name: 'Создать роль' }).click();
      const creating = boss.page.getByRole('dialog', { name: 'Новая роль' });
      await creating.getByLabel(/^Название/).fill('Кассир');
      await creating.getByLabel(/^Код/).fill('Kassir');
      await creating.getByRole('button', { name: 'Создать', exact: true }).click();
      await boss.page.getByText('Роль создана').waitFor();
      const dialog = boss.page.getByRole('dialog', { name: 'Редактирование роли' });
      expect(await dialog.getByLabel(/^Код/).inputValue()).toBe('kassir');
      await dialog.getByRole('tab', { name: 'Дерево разрешений' }).click();
      const tree = dialog.getByTestId('permission-tree');
      for (const [module, name] of [
        ['bonuses', 'Бонусы и штрафы'],
        ['employees', 'Сотрудники'],
      ] as const) {
        await tree.getByRole('button', { name: `Развернуть: ${name}` }).click();
        await toggle(tree, module, true);
      }
      await toggle(tree, 'bonuses.create', true);
      await toggle(tree, 'employees.view', true);
      expect(await entry(tree, 'employees.field.phone').getByRole('switch').isChecked()).toBe(false);
      await dialog.getByRole('button', { name: 'Сохранить разрешения' }).click();
      await boss.page.getByText('Иерархические разрешения успешно сохранены').waitFor();
      await screenshot(boss.page, 'roles-tree');

      // The member is given the role (through the API, as an owner would in the members dialog).
      await as(
        owner,
        'mutation($c: Int!, $u: Int!) { changeMemberRole(companyId: $c, userId: $u, role: "kassir") { role } }',
        {
          c,
          u: cashier.user.id,
        },
      );
      await boss.page
        .getByTestId('role-card')
        .filter({ hasText: 'kassir' })
        .getByText('1 участник', { exact: true })
        .waitFor();

      // The cashier: the staff list without phone numbers, and no pay.
      const member = await open(cashier.email, cashier.password);
      await member.page.getByRole('link', { name: 'Сотрудники', exact: true }).first().click();
      const row = member.page.getByTestId('employee-row').filter({ hasText: 'Айгерим Абаева' });
      await row.waitFor();
      expect(await member.page.getByText(PHONE).count()).toBe(0);
      expect(await member.page.getByRole('button', { name: 'Добавить сотрудника' }).count()).toBe(0);
      await screenshot(member.page, 'roles-cashier-staff');

      await member.page.getByRole('link', { name: 'KPI и зарплаты' }).first().click();
      await member.page.getByText('Нет доступа к расчету зарплат').waitFor();
      expect(await member.page.getByRole('button', { name: 'Производительность' }).count()).toBe(0);

      await member.page.getByRole('link', { name: 'Сотрудники', exact: true }).first().click();
      await row.waitFor();

      // The owner takes employees.view away; the cashier's open screen empties without a reload.
      await toggle(tree, 'employees.view', false);
      const save = dialog.getByRole('button', { name: 'Сохранить разрешения' });
      await save.click();
      // Saved: nothing left to save (the first save's toast may still be on screen).
      await expect.poll(() => save.isDisabled()).toBe(true);
      await row.waitFor({ state: 'detached' });
      await member.page.getByText('Нет сотрудников в системе').waitFor();
      await screenshot(member.page, 'roles-cashier-revoked');

      expect(boss.errors).toEqual([]);
      expect(member.errors).toEqual([]);
    },
  );
});
