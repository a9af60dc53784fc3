import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import RolesPage from './pages/RolesPage';
import { builtIn, custom, idOf, tree } from './roles.fixtures';

// Dialogs with many switches are slow in jsdom, and slower on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const KASSIR = custom(7, 'Кассир', 'kassir', { description: 'Принимает оплату', userCount: 0 });
const LIST = [builtIn('employee', 3), KASSIR, builtIn('owner', 1), custom(8, 'Курьер', 'kurier', { userCount: 2 })];

function setup(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<RolesPage />, role, {
    SystemRoles: () => ({ data: { systemRoles: LIST } }),
    ...handlers,
  });
}

const names = () =>
  screen.getAllByTestId('role-card').map((c) => within(c).getAllByText(/./, { selector: 'p' })[0].textContent);

/** A switch of the tree: its accessible name is its label, then its description. */
const sw = (scope: HTMLElement, name: string) => within(scope).getByRole('switch', { name: new RegExp(`^${name}`) });

const card = (name: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('role-card').find((c) => c.textContent?.includes(name));
    if (!found) throw new Error(`no card ${name}`);
    return found;
  });

async function openTree(name: string, button: 'Редактировать' | 'Открыть' = 'Редактировать') {
  await userEvent.click(within(await card(name)).getByRole('button', { name: `${button}: ${name}` }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Дерево разрешений' }));
  return dialog;
}

describe('RolesPage', () => {
  it('lists the roles by priority, highest first, built-in ones marked Системная', async () => {
    setup('owner');
    await card('Кассир');
    expect(names()).toEqual(['Владелец', 'Кассир', 'Курьер', 'Сотрудник']);
    expect(screen.getByText('4 роли')).toBeTruthy();
    const owner = await card('Владелец');
    expect(within(owner).getByText('Системная')).toBeTruthy();
    expect(within(owner).getByText('Приоритет 100')).toBeTruthy();
    expect(within(owner).getByText('owner')).toBeTruthy();
    expect(within(owner).getByText('1 участник')).toBeTruthy();
    const kassir = await card('Кассир');
    expect(within(kassir).queryByText('Системная')).toBeNull();
    expect(within(kassir).getByText('kassir')).toBeTruthy();
    expect(within(kassir).getByText('Принимает оплату')).toBeTruthy();
    expect(within(kassir).getByText('0 участников')).toBeTruthy();
  });

  it('searches by name, code or description', async () => {
    setup('owner');
    await card('Кассир');
    const search = screen.getByPlaceholderText('Поиск ролей...');
    await userEvent.type(search, 'оплат');
    expect(names()).toEqual(['Кассир']);
    await userEvent.clear(search);
    await userEvent.type(search, 'KURIER');
    expect(names()).toEqual(['Курьер']);
  });

  it('offers delete only for a custom role nobody holds, and deletes after confirmation', async () => {
    const { calls } = setup('owner', { DeleteRole: () => ({ data: { deleteRole: true } }) });
    expect(within(await card('Владелец')).queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(within(await card('Курьер')).getByRole('button', { name: 'Удалить: Курьер' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(await card('Кассир')).getByRole('button', { name: 'Удалить: Кассир' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить роль?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'DeleteRole')?.variables).toEqual({ companyId: 10, id: 7 }),
    );
    expect(await screen.findByText('Роль удалена')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Владелец', 'Курьер', 'Сотрудник']));
  });

  it('shows the server’s refusal of a delete', async () => {
    setup('owner', {
      DeleteRole: () => ({
        errors: [{ message: 'Роль назначена участникам: сначала смените им роль', extensions: { code: 'CONFLICT' } }],
      }),
    });
    await userEvent.click(within(await card('Кассир')).getByRole('button', { name: 'Удалить: Кассир' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить роль?' })).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByText('Роль назначена участникам: сначала смените им роль')).toBeTruthy();
    expect(names()).toHaveLength(4);
  });

  it('offers a role without roles.create/edit/delete no buttons but opening', async () => {
    setup('verifier');
    await card('Кассир');
    expect(screen.queryByRole('button', { name: 'Создать роль' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Удалить|Редактировать):/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Открыть: Кассир' })).toBeTruthy();
  });

  it('tells a role without roles.view that it may not see roles, and asks nothing', async () => {
    const { calls } = setup('employee');
    expect(await screen.findByText('Нет доступа к ролям')).toBeTruthy();
    expect(calls.some((c) => c.name === 'SystemRoles')).toBe(false);
  });

  it('requires name and code, then creates with the code normalised and a non-numeric priority as 50', async () => {
    const created = custom(9, 'Старший кассир', 'senior_kassir', { color: 'purple' });
    const { calls } = setup('owner', { CreateRole: () => ({ data: { createRole: created } }) });
    await card('Кассир');
    await userEvent.click(screen.getByRole('button', { name: 'Создать роль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая роль' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findAllByText('Заполните обязательные поля')).toHaveLength(2);
    expect(calls.some((c) => c.name === 'CreateRole')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Старший кассир');
    const code = within(dialog).getByRole('textbox', { name: /Код/ });
    await userEvent.type(code, 'Senior Kassir');
    expect((code as HTMLInputElement).value).toBe('senior_kassir');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Фиолетовый' }));
    const priority = within(dialog).getByRole('textbox', { name: /Приоритет/ });
    await userEvent.clear(priority);
    await userEvent.type(priority, 'много');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'CreateRole')?.variables).toEqual({
        companyId: 10,
        input: { name: 'Старший кассир', code: 'senior_kassir', description: null, color: 'purple', priority: 50 },
      }),
    );
    expect(await screen.findByText('Роль создана')).toBeTruthy();
    // The dialog goes on as the new role's: its code is locked now.
    const editing = await screen.findByRole('dialog', { name: 'Редактирование роли' });
    expect(within(editing).getByRole('textbox', { name: /Код/ })).toHaveProperty('disabled', true);
    await waitFor(() => expect(names()).toContain('Старший кассир'));
  });

  it('refuses a priority outside 1–100', async () => {
    const { calls } = setup('owner');
    await card('Кассир');
    await userEvent.click(screen.getByRole('button', { name: 'Создать роль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая роль' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Бухгалтер');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Код/ }), 'buh');
    const priority = within(dialog).getByRole('textbox', { name: /Приоритет/ });
    await userEvent.clear(priority);
    await userEvent.type(priority, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Приоритет должен быть от 1 до 100')).toBeTruthy();
    expect(calls.some((c) => c.name === 'CreateRole')).toBe(false);
  });

  it('shows the server’s message when creating fails', async () => {
    setup('owner', {
      CreateRole: () => ({
        errors: [{ message: 'Роль с таким кодом уже существует', extensions: { code: 'CONFLICT' } }],
      }),
    });
    await card('Кассир');
    await userEvent.click(screen.getByRole('button', { name: 'Создать роль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая роль' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Кассир 2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Код/ }), 'kassir');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Роль с таким кодом уже существует')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Новая роль' })).toBeTruthy();
  });

  it('edits a role with its code locked', async () => {
    const { calls } = setup('owner', {
      UpdateRole: (v) => ({ data: { updateRole: { ...KASSIR, ...(v.input as object) } } }),
    });
    await userEvent.click(within(await card('Кассир')).getByRole('button', { name: 'Редактировать: Кассир' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование роли' });
    expect(within(dialog).getByRole('textbox', { name: /Код/ })).toHaveProperty('disabled', true);
    const priority = within(dialog).getByRole('textbox', { name: /Приоритет/ });
    await userEvent.clear(priority);
    await userEvent.type(priority, '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'UpdateRole')?.variables).toEqual({
        companyId: 10,
        id: 7,
        input: { name: 'Кассир', description: 'Принимает оплату', color: 'green', priority: 95 },
      }),
    );
    expect(await screen.findByText('Роль обновлена')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Владелец', 'Кассир', 'Курьер', 'Сотрудник']));
    expect(within(await card('Кассир')).getByText('Приоритет 95')).toBeTruthy();
  });

  it('a new role’s tree waits for the role: Сначала сохраните роль', async () => {
    const { calls } = setup('owner');
    await card('Кассир');
    await userEvent.click(screen.getByRole('button', { name: 'Создать роль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая роль' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Дерево разрешений' }));
    expect(await within(dialog).findByText('Сначала сохраните роль')).toBeTruthy();
    expect(calls.some((c) => c.name === 'RolePermissions')).toBe(false);
  });

  it('a built-in role’s tree is only the info text', async () => {
    const { calls } = setup('owner');
    const dialog = await openTree('Владелец', 'Открыть');
    expect(
      await within(dialog).findByText(
        'Встроенные роли имеют предустановленные разрешения. Создайте кастомную роль для настройки разрешений.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Роль' })).toBeTruthy();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(calls.some((c) => c.name === 'RolePermissions')).toBe(false);
  });

  it('initialises an empty tree, reloads it, and saves each toggle in the flag its key names', async () => {
    let stored = [] as ReturnType<typeof tree>;
    const { calls } = setup('owner', {
      // Deliberately in reverse: the screen orders module, action, field, sortOrder itself.
      RolePermissions: () => ({ data: { rolePermissions: [...stored].reverse() } }),
      InitializeRolePermissions: () => {
        stored = tree(7);
        return { data: { initializeRolePermissions: stored } };
      },
      SaveRolePermissions: (v) => ({
        data: {
          saveRolePermissions: stored.map((e) => ({
            ...e,
            ...(v.permissions as { id: number }[]).find((p) => p.id === e.id),
          })),
        },
      }),
    });
    const dialog = await openTree('Кассир');
    const modules = await within(dialog).findAllByTestId('permission-module');
    expect(calls.map((c) => c.name).filter((n) => n !== 'SystemRoles' && n !== 'SystemRolesChanged')).toEqual([
      'RolePermissions',
      'InitializeRolePermissions',
      'RolePermissions',
    ]);
    expect(modules.map((m) => m.getAttribute('data-module'))).toEqual([
      'dashboard',
      'employees',
      'departments',
      'branches',
      'salaries',
      'bonuses',
      'reports',
      'settings',
      'roles',
      'notifications',
    ]);

    const module = (key: string) => modules.find((m) => m.getAttribute('data-module') === key)!;
    const expand = async (key: string, name: string) =>
      userEvent.click(within(module(key)).getByRole('button', { name: `Развернуть: ${name}` }));
    await expand('bonuses', 'Бонусы и штрафы');
    await userEvent.click(sw(module('bonuses'), 'Бонусы и штрафы'));
    await userEvent.click(sw(module('bonuses'), 'Начисление'));
    await expand('employees', 'Сотрудники');
    // Actions first, then fields.
    const employeeSwitches = within(module('employees'))
      .getAllByRole('switch')
      .map((s) => s.closest('[data-permission-key]')!.getAttribute('data-permission-key'));
    expect(employeeSwitches).toEqual([
      'employees',
      'employees.view',
      'employees.create',
      'employees.edit',
      'employees.delete',
      'employees.ai',
      'employees.field.email',
      'employees.field.phone',
      'employees.field.birthDate',
    ]);
    await userEvent.click(sw(module('employees'), 'Сотрудники'));
    await userEvent.click(sw(module('employees'), 'Просмотр сотрудников'));
    await userEvent.click(sw(module('employees'), 'Телефон'));
    await expand('salaries', 'Зарплаты');
    await userEvent.click(sw(module('salaries'), 'Фиксация периода'));
    await userEvent.click(sw(module('salaries'), 'Отмена фиксации'));
    expect(within(module('bonuses')).getByText('1 из 4')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить разрешения' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'SaveRolePermissions')).toBe(true));
    const save = calls.find((c) => c.name === 'SaveRolePermissions')!.variables as {
      companyId: number;
      roleId: number;
      permissions: Record<string, unknown>[];
    };
    expect(save.companyId).toBe(10);
    expect(save.roleId).toBe(7);
    expect(save.permissions).toHaveLength(tree(7).length);
    const on = (p: Record<string, unknown>) =>
      ['isGranted', 'canView', 'canCreate', 'canEdit', 'canDelete', 'canApprove'].filter((f) => p[f] === true);
    const granted = Object.fromEntries(
      save.permissions.filter((p) => on(p).length > 0).map((p) => [p.id as number, on(p)]),
    );
    expect(granted).toEqual({
      [idOf('bonuses')]: ['isGranted'],
      [idOf('bonuses.create')]: ['canCreate'],
      [idOf('employees')]: ['isGranted'],
      [idOf('employees.view')]: ['canView'],
      [idOf('employees.field.phone')]: ['isGranted'],
      [idOf('salaries.approve')]: ['canApprove'],
      [idOf('salaries.reopen')]: ['isGranted'],
    });
    expect(await screen.findByText('Иерархические разрешения успешно сохранены')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Сохранить разрешения' })).toHaveProperty('disabled', true),
    );
    expect(sw(module('bonuses'), 'Начисление')).toHaveProperty('checked', true);
  });

  it('says why a tree could not be created: the server’s message, else the fallback', async () => {
    setup('owner', {
      RolePermissions: () => ({ data: { rolePermissions: [] } }),
      InitializeRolePermissions: () => ({
        errors: [{ message: 'Недостаточно прав', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
    const dialog = await openTree('Кассир');
    expect(await within(dialog).findByText('Недостаточно прав')).toBeTruthy();
  });

  it('says when a tree could not be loaded or saved', async () => {
    let fail = true;
    setup('owner', {
      RolePermissions: () =>
        fail
          ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
          : { data: { rolePermissions: tree(7) } },
      SaveRolePermissions: () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    const dialog = await openTree('Кассир');
    expect(await within(dialog).findByText('Не удалось загрузить иерархические разрешения')).toBeTruthy();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    await userEvent.click(await within(dialog).findByRole('switch', { name: /^Дашборды/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить разрешения' }));
    expect(await screen.findByText('Не удалось сохранить разрешения')).toBeTruthy();
  });

  it('writes the pushed list into the screen', async () => {
    const { emit } = setup('owner');
    await card('Кассир');
    act(() =>
      emit('SystemRolesChanged', {
        data: { systemRolesChanged: [...LIST, custom(9, 'Бариста', 'barista', { priority: 99 })] },
      }),
    );
    await waitFor(() => expect(names()).toEqual(['Владелец', 'Бариста', 'Кассир', 'Курьер', 'Сотрудник']));
  });

  describe('what the tree offers to grant', () => {
    const withTree = (entries: ReturnType<typeof tree>) => ({
      RolePermissions: () => ({ data: { rolePermissions: entries } }),
    });
    const entry = (dialog: HTMLElement, key: string) =>
      dialog.querySelector<HTMLElement>(`[data-permission-key="${key}"]`)!;
    const switchOf = (dialog: HTMLElement, key: string) => within(entry(dialog, key)).getByRole('switch');
    const hintOf = (dialog: HTMLElement, key: string) =>
      within(entry(dialog, key)).queryByTestId('grant-lock')?.textContent ?? null;
    const expand = async (dialog: HTMLElement, name: string) =>
      userEvent.click(await within(dialog).findByRole('button', { name: `Развернуть: ${name}` }));

    it('never offers the owner-only key; the owner hands out every other key', async () => {
      setup('owner', withTree(tree(7)));
      const dialog = await openTree('Кассир');
      await expand(dialog, 'Настройки');
      expect(switchOf(dialog, 'settings.delete')).toHaveProperty('disabled', true);
      expect(hintOf(dialog, 'settings.delete')).toBe('Только у владельца');
      // settings.developer is not in the owner's own preset, yet the owner may hand it out.
      expect(switchOf(dialog, 'settings.developer')).toHaveProperty('disabled', false);
      expect(hintOf(dialog, 'settings.developer')).toBeNull();
      expect(within(dialog).queryByText('Нельзя выдать право, которого нет у вас')).toBeNull();
    });

    it('locks the keys the member does not hold, with the reason', async () => {
      setup('developer', withTree(tree(7)));
      const dialog = await openTree('Кассир');
      await expand(dialog, 'Зарплаты');
      await expand(dialog, 'Роли и участники');
      await expand(dialog, 'Настройки');
      // The developer holds neither salaries.reopen nor roles.members.edit.
      for (const key of ['salaries.reopen', 'roles.members.edit']) {
        expect(switchOf(dialog, key)).toHaveProperty('disabled', true);
        expect(hintOf(dialog, key)).toBe('Нельзя выдать право, которого нет у вас');
      }
      expect(hintOf(dialog, 'settings.delete')).toBe('Только у владельца');
      for (const key of ['salaries.approve', 'roles.edit', 'settings.developer']) {
        expect(switchOf(dialog, key)).toHaveProperty('disabled', false);
        expect(hintOf(dialog, key)).toBeNull();
      }
      await userEvent.click(switchOf(dialog, 'salaries.reopen'));
      expect(switchOf(dialog, 'salaries.reopen')).toHaveProperty('checked', false);
    });

    it('lets a grant held from before be switched off, and says the server would refuse it until then', async () => {
      const held = tree(7).map((e) => (e.permissionKey === 'salaries.reopen' ? { ...e, isGranted: true } : e));
      setup('developer', withTree(held));
      const dialog = await openTree('Кассир');
      const refusal = 'Нельзя выдать права, которых нет у вас самих: Отмена фиксации';
      expect(await within(dialog).findByText(refusal)).toBeTruthy();
      await expand(dialog, 'Зарплаты');
      expect(switchOf(dialog, 'salaries.reopen')).toHaveProperty('disabled', false);
      await userEvent.click(switchOf(dialog, 'salaries.reopen'));
      expect(switchOf(dialog, 'salaries.reopen')).toHaveProperty('disabled', true);
      expect(within(dialog).queryByText(refusal)).toBeNull();
    });

    it('shows no lock hints to a member who may not change the tree', async () => {
      setup('verifier', withTree(tree(7)));
      const dialog = await openTree('Кассир', 'Открыть');
      await expand(dialog, 'Настройки');
      expect(switchOf(dialog, 'settings.delete')).toHaveProperty('disabled', true);
      expect(within(dialog).queryAllByTestId('grant-lock')).toEqual([]);
    });

    it('notes that backups count only alongside every field', async () => {
      setup('owner', withTree(tree(7)));
      const dialog = await openTree('Кассир');
      await expand(dialog, 'Настройки');
      const note =
        'Резервные копии доступны только вместе со всеми полями (email, телефон, дата рождения, суммы выплат, заказы и прибыль)';
      expect(within(dialog).queryByText(note)).toBeNull();
      await userEvent.click(switchOf(dialog, 'settings.backup.create'));
      expect(within(entry(dialog, 'settings.backup.create')).getByText(note)).toBeTruthy();
      await expand(dialog, 'Сотрудники');
      await expand(dialog, 'Зарплаты');
      for (const key of ['employees.field.phone', 'employees.field.email', 'employees.field.birthDate']) {
        await userEvent.click(switchOf(dialog, key));
      }
      await userEvent.click(switchOf(dialog, 'salaries.field.amounts'));
      expect(within(dialog).getByText(note)).toBeTruthy();
      await userEvent.click(switchOf(dialog, 'salaries.field.profit'));
      expect(within(dialog).queryByText(note)).toBeNull();
      await userEvent.click(switchOf(dialog, 'employees.field.email'));
      expect(within(dialog).getByText(note)).toBeTruthy();
    });
  });
});
