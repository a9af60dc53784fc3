import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { devSettings } from '@/features/developer-settings/developer-settings.fixtures';
import { AppLayout } from './AppLayout';

vi.setConfig({ testTimeout: 20_000 });

const user = {
  __typename: 'User' as const,
  id: 1,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'anna@example.kg',
  role: 'employee',
  profileImageUrl: null,
  currentCompanyId: 10,
  emailVerified: true,
};

const LOGO = '/api/images/5b0c7f2e-1111-4222-8333-944445555666';

function setup(settings: ReturnType<typeof devSettings> | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<AppLayout user={user} />, 'employee', {
    DeveloperSettings: () =>
      settings
        ? { data: { developerSettings: settings } }
        : { errors: [{ message: 'Нет доступа', extensions: { code: 'FORBIDDEN' } }] },
    NotificationUnreadCount: () => ({ data: { notificationCount: { __typename: 'NotificationCount', count: 0 } } }),
    ...handlers,
  });
}

/** The desktop menu (the drawer holds a second one for phones). */
const menu = () => screen.getAllByTestId('menu-brand')[0]!.parentElement!;
const nav = () => within(menu()).getByRole('navigation', { name: 'Главное меню' });

describe('the side menu', () => {
  it("shows the product's logo and name and labelled items when nothing is set", async () => {
    const { calls } = setup(devSettings());
    await waitFor(() => expect(calls.some((c) => c.name === 'DeveloperSettings')).toBe(true));
    expect(within(menu()).getByText('StaffPay')).toBeTruthy();
    expect(within(menu()).getByText('Персонал и зарплаты')).toBeTruthy();
    expect(within(nav()).getByText('Сотрудники')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeveloperSettings')?.variables).toEqual({ companyId: 10 });
  });

  it('falls back to the default logo when the settings cannot be read', async () => {
    const { calls } = setup(null);
    await waitFor(() => expect(calls.some((c) => c.name === 'DeveloperSettings')).toBe(true));
    expect(within(menu()).getByText('StaffPay')).toBeTruthy();
    expect(within(nav()).getByText('Сотрудники')).toBeTruthy();
  });

  it('shows the service logo at its size and the slogan', async () => {
    setup(devSettings({ serviceLogo: LOGO, logoSize: 'large', logoSizePx: 64, companySlogan: 'Мы считаем честно' }));
    const logo = await within(menu()).findByRole('img', { name: 'Логотип сервиса' });
    expect(logo.getAttribute('src')).toBe(LOGO);
    expect(logo.getAttribute('data-size')).toBe('64');
    expect(within(menu()).getByText('Мы считаем честно')).toBeTruthy();
    expect(within(menu()).queryByText('StaffPay')).toBeNull();
  });

  it('a slogan without a logo replaces the product’s line under its name', async () => {
    setup(devSettings({ companySlogan: 'Мы считаем честно' }));
    expect(await within(menu()).findByText('Мы считаем честно')).toBeTruthy();
    expect(within(menu()).getByText('StaffPay')).toBeTruthy();
    expect(within(menu()).queryByText('Персонал и зарплаты')).toBeNull();
  });

  it('shows icons only, each named and with its label in a tooltip, when labels are hidden', async () => {
    setup(devSettings({ hideNavigationMenuLabels: true }));
    await waitFor(() => expect(within(nav()).queryByText('Сотрудники')).toBeNull());
    expect(within(nav()).queryByText('Основное')).toBeNull();
    const link = within(nav()).getByRole('link', { name: 'Сотрудники' });
    expect(link.getAttribute('href')).toBe('/employees');
    await userEvent.hover(link);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(tooltip.textContent).toBe('Сотрудники');
  });

  it('follows a pushed change of the settings', async () => {
    const { emit } = setup(devSettings());
    await within(nav()).findByText('Сотрудники');
    act(() =>
      emit('DeveloperSettingsChanged', {
        data: {
          developerSettingsChanged: devSettings({
            serviceLogo: LOGO,
            companySlogan: 'Новый слоган',
            hideNavigationMenuLabels: true,
          }),
        },
      }),
    );
    expect(await within(menu()).findByText('Новый слоган')).toBeTruthy();
    expect(within(menu()).getByRole('img', { name: 'Логотип сервиса' })).toBeTruthy();
    await waitFor(() => expect(within(nav()).queryByText('Сотрудники')).toBeNull());
    expect(within(nav()).getByRole('link', { name: 'Сотрудники' })).toBeTruthy();
  });
});
