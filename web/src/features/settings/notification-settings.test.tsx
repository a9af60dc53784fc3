import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { builtIn, custom } from '@/features/roles/roles.fixtures';
import SettingsPage from './pages/SettingsPage';

vi.setConfig({ testTimeout: 20_000 });

const me = {
  __typename: 'User',
  id: 1,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'anna@example.kg',
  role: 'owner',
  profileImageUrl: null,
  currentCompanyId: 10,
  emailVerified: true,
};

const setting = (role: string, notificationType: string, enabled: boolean) => ({
  __typename: 'RoleNotificationSetting',
  role,
  notificationType,
  enabled,
});

// The server answers every pair; two are switched off.
const ROLES = ['owner', 'manager', 'hr_manager', 'employee', 'verifier', 'developer'];
const TYPES = [
  'bonus_penalty_added',
  'employee_added',
  'salary_calculated',
  'birthday_upcoming',
  'birthday_today',
  'system',
];
const SETTINGS = ROLES.flatMap((role) =>
  TYPES.map((type) =>
    setting(role, type, !(role === 'employee' && (type === 'employee_added' || type === 'salary_calculated'))),
  ),
);

function setup(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<SettingsPage />, role, {
    Me: () => ({ data: { me } }),
    SettingsRoleNotifications: () => ({ data: { roleNotificationSettings: SETTINGS } }),
    SystemRoles: () => ({ data: { systemRoles: [builtIn('owner'), builtIn('employee')] } }),
    ...handlers,
  });
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

const sw = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('settings: Roles tab (notification types per role)', () => {
  it('saves the whole matrix with the switched pair and says so', async () => {
    const { calls } = setup('owner', {
      SettingsSaveRoleNotifications: (v) => ({
        data: {
          saveRoleNotificationSettings: (
            v.settings as { role: string; notificationType: string; enabled: boolean }[]
          ).map((s) => setting(s.role, s.notificationType, s.enabled)),
        },
      }),
    });
    await openTab('Роли');
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(36));
    expect(sw('Сотрудник: Расчет зарплаты зафиксирован').checked).toBe(false);
    expect(sw('Проверяющий: Системные уведомления').checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(sw('Проверяющий: Системные уведомления'));
    await userEvent.click(sw('Сотрудник: Расчет зарплаты зафиксирован'));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(save);

    const sent = await waitFor(() => {
      const call = calls.find((c) => c.name === 'SettingsSaveRoleNotifications');
      if (!call) throw new Error('not sent');
      return call.variables;
    });
    expect(sent.companyId).toBe(10);
    const settings = sent.settings as { role: string; notificationType: string; enabled: boolean }[];
    expect(settings).toHaveLength(36);
    expect(settings[0]).toEqual({ role: 'owner', notificationType: 'bonus_penalty_added', enabled: true });
    expect(settings.filter((s) => !s.enabled)).toEqual([
      { role: 'employee', notificationType: 'employee_added', enabled: false },
      { role: 'verifier', notificationType: 'system', enabled: false },
    ]);
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(sw('Проверяющий: Системные уведомления').checked).toBe(false);
  });

  it('a failed save shows its failure text and keeps the change', async () => {
    setup('developer', {
      SettingsSaveRoleNotifications: () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
    });
    await openTab('Роли');
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(36));
    await userEvent.click(sw('Владелец: Скорые дни рождения'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось сохранить настройки уведомлений')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    expect(sw('Владелец: Скорые дни рождения').checked).toBe(false);
  });

  it('without notificationSettings.write: the matrix without switches or a save button', async () => {
    setup('manager');
    await openTab('Роли');
    expect(await screen.findByText(/Изменять настройки уведомлений ролей могут: Владелец, Разработчик/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Сотрудник: Расчет зарплаты зафиксирован — Выключено' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Руководитель: Системные уведомления — Включено' })).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});

describe('settings: Notifications tab (the user’s own)', () => {
  it("lists which types the user's role receives", async () => {
    setup('employee');
    await openTab('Уведомления');
    expect(await screen.findByText(/Ваша роль — Сотрудник/)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Ваши уведомления' })).getAllByRole('listitem');
    expect(items.map((li) => [li.textContent, li.getAttribute('data-enabled')])).toEqual([
      ['Бонусы, штрафы, авансы и сдельные выплаты', 'true'],
      ['Сотрудники: добавление, изменение, удаление', 'false'],
      ['Расчет зарплаты зафиксирован', 'false'],
      ['Скорые дни рождения', 'true'],
      ['Дни рождения сегодня', 'true'],
      ['Системные уведомления', 'true'],
    ]);
    expect(screen.getByText('Изменить их могут: Владелец, Разработчик.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть уведомления' }).getAttribute('href')).toBe('/notifications');
  });

  it('points an editor to the Roles tab', async () => {
    setup('owner');
    await openTab('Уведомления');
    expect(await screen.findByText('Типы уведомлений для каждой роли настраиваются на вкладке «Роли».')).toBeTruthy();
    expect(await screen.findByText(/Ваша роль — Владелец/)).toBeTruthy();
  });
});

describe('settings: custom roles', () => {
  it('lists a custom role by its name in the matrix and saves its switches by code', async () => {
    const withKassir = [...SETTINGS, ...TYPES.map((type) => setting('kassir', type, type !== 'system'))];
    const { calls } = setup('owner', {
      SettingsRoleNotifications: () => ({ data: { roleNotificationSettings: withKassir } }),
      SystemRoles: () => ({ data: { systemRoles: [builtIn('owner'), custom(7, 'Кассир', 'kassir')] } }),
      SettingsSaveRoleNotifications: (v) => ({
        data: {
          saveRoleNotificationSettings: (
            v.settings as { role: string; notificationType: string; enabled: boolean }[]
          ).map((s) => setting(s.role, s.notificationType, s.enabled)),
        },
      }),
    });
    await openTab('Роли');
    const kassirSystem = await screen.findByRole('switch', { name: 'Кассир: Системные уведомления' });
    expect((kassirSystem as HTMLInputElement).checked).toBe(false);
    await userEvent.click(sw('Кассир: Дни рождения сегодня'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'SettingsSaveRoleNotifications')).toBe(true));
    const sent = calls.find((c) => c.name === 'SettingsSaveRoleNotifications')!.variables.settings as {
      role: string;
      notificationType: string;
      enabled: boolean;
    }[];
    expect(sent).toHaveLength(42);
    expect(sent.filter((s) => s.role === 'kassir' && !s.enabled).map((s) => s.notificationType)).toEqual([
      'birthday_today',
      'system',
    ]);
  });
});
