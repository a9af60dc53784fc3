import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeApollo, renderApp, type Handler } from '@/test/render';
import { routes } from './router';
import { permissionsOf } from '@/test/company';
import { CompaniesDocument } from '@/gql/graphql';
import { builtIn } from '@/features/roles/roles.fixtures';
import { SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGES } from '@staffpay/schema/errors/service-unavailable';
import { ME_AGAIN_MS } from './SignedInArea';

const me = {
  __typename: 'User',
  id: 1,
  firstName: 'анна',
  lastName: 'Иванова',
  email: 'anna@example.kg',
  role: 'owner',
  profileImageUrl: null,
  currentCompanyId: null,
  emailVerified: true,
};
const company = (id: number, name: string, currency = 'KGS') => ({
  __typename: 'Company',
  id,
  name,
  description: null,
  language: 'ru',
  timezone: 'Asia/Bishkek',
  currency,
  logoUrl: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  showBirthdaysOnDashboard: true,
  birthdayNotificationDays: 3,
  myRole: 'owner',
  myPermissions: permissionsOf('owner'),
  myRoleName: ROLE_LABELS['owner'],
});

function open(path: string, handlers: Record<string, Handler>) {
  const fake = fakeApollo(handlers);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderApp(<RouterProvider router={router} />, { client: fake.client, withRouter: false });
  return { ...fake, router };
}

const signedIn = (companies: ReturnType<typeof company>[]) => ({
  Me: () => ({ data: { me } }),
  Companies: () => ({ data: { companies } }),
  CompanyMembers: () => ({ data: { companyMembers: [] } }),
  DashboardScreen: () => ({ data: { employeeCards: [], thresholdProgress: [], payrollSummary: null } }),
  DashboardDepartments: () => ({ data: { departments: [] } }),
  DashboardBirthdays: () => ({ data: { birthdaysToday: [] } }),
  NotificationUnreadCount: () => ({ data: { notificationCount: { __typename: 'NotificationCount', count: 0 } } }),
});

describe('routes for visitors', () => {
  it('shows a full-screen spinner while the user loads, then the landing page at /', async () => {
    let answer: (v: unknown) => void = () => {};
    open('/', { Me: () => new Promise((r) => (answer = r)).then(() => ({ data: { me: null } })) });
    expect(await screen.findByRole('status', { name: 'Загрузка' })).toBeTruthy();
    answer(null);
    expect(await screen.findByRole('link', { name: 'Войти в систему' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Создать аккаунт' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Войти в систему' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends a visitor from a shell page to sign-in and back', async () => {
    const { router } = open('/companies', { Me: () => ({ data: { me: null } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcompanies');
  });

  it('keeps the spinner, not sign-in, while the API cannot answer who is signed in, and opens once it does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let meAnswers = 0;
      const { router } = open('/companies', {
        ...signedIn([company(1, 'Ромашка')]),
        Me: () =>
          ++meAnswers === 1
            ? {
                data: null,
                errors: [{ message: SERVICE_UNAVAILABLE_MESSAGES.database, extensions: { code: SERVICE_UNAVAILABLE } }],
              }
            : { data: { me } },
      });
      await waitFor(() => expect(meAnswers).toBe(1));
      expect(await screen.findByRole('status', { name: 'Загрузка' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/companies');
      // Asked again a moment later (the monitor also refetches it when its notice goes).
      await act(() => vi.advanceTimersByTimeAsync(ME_AGAIN_MS));
      expect(await screen.findByRole('heading', { level: 1, name: 'Управление компаниями' })).toBeTruthy();
      expect(meAnswers).toBe(2);
      expect(router.state.location.pathname).toBe('/companies');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows 404 Page Not Found for unknown paths', async () => {
    open('/no/such/page', {});
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
  });
});

describe('the shell', () => {
  it('titles the page, highlights the menu item and fills the footer', async () => {
    open('/companies', signedIn([company(1, 'Ромашка')]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Управление компаниями' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Главное меню' })[0];
    expect(within(nav).getByRole('link', { name: 'Компании' }).getAttribute('aria-current')).toBe('page');
    const footer = screen.getAllByTestId('menu-footer')[0];
    expect(within(footer).getByText('анна Иванова')).toBeTruthy();
    expect(within(footer).getByText('anna@example.kg')).toBeTruthy();
    expect(within(footer).getByText('А')).toBeTruthy();
  });

  it('titles the dashboard with the company name and highlights it at /', async () => {
    open('/', signedIn([company(1, 'Ромашка')]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Панель управления' })).toBeTruthy();
    expect(await screen.findAllByText('Ромашка')).not.toHaveLength(0);
    const nav = screen.getAllByRole('navigation', { name: 'Главное меню' })[0];
    expect(within(nav).getByRole('link', { name: 'Панель управления' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a skeleton in the switcher while the companies load', async () => {
    open('/dashboard', { ...signedIn([]), Companies: () => new Promise(() => {}) });
    expect(await screen.findByTestId('company-switcher-loading')).toBeTruthy();
  });

  it('says "Нет компаний" in the switcher without companies', async () => {
    open('/dashboard', signedIn([]));
    expect(await screen.findByTestId('company-switcher-empty')).toBeTruthy();
    expect(screen.getByTestId('company-switcher-empty').textContent).toBe('Нет компаний');
  });

  it('lists companies as "Name (CUR)" and switches between them', async () => {
    const { calls } = open('/dashboard', {
      ...signedIn([company(1, 'Ромашка'), company(2, 'Лютик', 'USD')]),
      SetPreferences: (v) => ({ data: { setPreferences: { ...me, currentCompanyId: v.currentCompanyId } } }),
    });
    const select = (await screen.findAllByLabelText('Текущая компания')).find(
      (el) => el.tagName === 'INPUT' && el.getAttribute('type') !== 'hidden',
    )!;
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('Ромашка (KGS)'));
    await userEvent.click(select);
    await userEvent.click(await screen.findByText('Лютик (USD)'));
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('Лютик (USD)'));
    expect(localStorage.getItem('currentCompanyId')).toBe('2');
    await waitFor(() => expect(calls.some((c) => c.name === 'SetPreferences')).toBe(true));
    await waitFor(() => expect(screen.getByRole('banner').textContent).toContain('Лютик'));
  });

  it('opens the data protection screen', async () => {
    open('/data-protection', signedIn([company(1, 'Ромашка')]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Защита данных' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Скачать резервную копию' })).toBeTruthy();
  });

  it('starts the page again under new grants: it asks afresh and offers what the role now allows', async () => {
    const { calls, client } = open('/roles', {
      ...signedIn([company(1, 'Ромашка')]),
      SystemRoles: () => ({ data: { systemRoles: [builtIn('owner', 1)] } }),
    });
    expect(await screen.findByRole('button', { name: 'Создать роль' })).toBeTruthy();
    const asked = () => calls.filter((c) => c.name === 'SystemRoles').length;
    const before = asked();
    // The company pushed again with fewer grants (the caller's role tree was changed).
    act(() =>
      client.cache.updateQuery({ query: CompaniesDocument }, (data) =>
        data ? { companies: data.companies.map((c) => ({ ...c, myPermissions: permissionsOf('verifier') })) } : data,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Создать роль' })).toBeNull());
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });
});
