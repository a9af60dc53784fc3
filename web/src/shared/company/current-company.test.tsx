import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MeDocument } from '@/gql/graphql';
import { fakeApollo, renderApp, type Handler } from '@/test/render';
import { CURRENT_COMPANY_KEY, pickCompany, readStoredCompanyId } from './current-company';
import { useCurrentCompany, type CurrentCompanyValue } from './current-company-context';
import { CurrentCompanyProvider } from './CurrentCompanyProvider';
import { permissionsOf } from '@/test/company';

const company = (id: number, name = `Компания ${id}`) => ({
  __typename: 'Company' as const,
  id,
  name,
  description: null,
  language: 'ru',
  timezone: 'Asia/Bishkek',
  currency: 'KGS',
  logoUrl: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  showBirthdaysOnDashboard: true,
  birthdayNotificationDays: 3,
  myRole: 'owner' as const,
  myPermissions: permissionsOf('owner'),
  myRoleName: ROLE_LABELS['owner'],
});

const user = (currentCompanyId: number | null) => ({
  __typename: 'User' as const,
  id: 7,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'anna@example.test',
  role: 'owner' as const,
  profileImageUrl: null,
  currentCompanyId,
  emailVerified: true,
});

const probe: { ctx?: CurrentCompanyValue } = {};
function Probe() {
  const value = useCurrentCompany();
  useEffect(() => {
    probe.ctx = value;
  });
  return <div data-testid="current">{value.loading ? 'loading' : String(value.currentCompanyId)}</div>;
}

function setup(setPreferences?: Handler) {
  const fake = fakeApollo({
    Companies: () => ({ data: { companies: [company(1), company(2), company(3)] } }),
    SetPreferences:
      setPreferences ?? ((v) => ({ data: { setPreferences: user((v.currentCompanyId as number | null) ?? null) } })),
  });
  fake.client.writeQuery({ query: MeDocument, data: { me: user(1) } });
  renderApp(
    <CurrentCompanyProvider>
      <Probe />
    </CurrentCompanyProvider>,
    { client: fake.client },
  );
  return fake;
}

describe('pickCompany', () => {
  const list = [{ id: 4 }, { id: 5 }];
  it('keeps the stored company when it is listed', () => expect(pickCompany(list, 5)).toEqual({ id: 5 }));
  it('falls back to the first company', () => expect(pickCompany(list, 9)).toEqual({ id: 4 }));
  it('takes the first company without a stored id', () => expect(pickCompany(list, null)).toEqual({ id: 4 }));
  it('selects nothing without companies', () => expect(pickCompany([], 4)).toBeNull());
  it('ignores a stored value that is not an id', () => {
    localStorage.setItem(CURRENT_COMPANY_KEY, 'abc');
    expect(readStoredCompanyId()).toBeNull();
  });
});

describe('CurrentCompanyProvider', () => {
  it('selects the stored company when the list contains it', async () => {
    localStorage.setItem(CURRENT_COMPANY_KEY, '2');
    setup();
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('2'));
    expect(localStorage.getItem(CURRENT_COMPANY_KEY)).toBe('2');
  });

  it('selects and stores the first company when the stored one is not listed', async () => {
    localStorage.setItem(CURRENT_COMPANY_KEY, '99');
    const { calls } = setup();
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('1'));
    expect(localStorage.getItem(CURRENT_COMPANY_KEY)).toBe('1');
    expect(calls.some((c) => c.name === 'SetPreferences')).toBe(false);
  });

  it('stores a change, saves the preference and refreshes the cached user', async () => {
    const { client, calls } = setup();
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('1'));
    act(() => probe.ctx!.setCurrentCompany(3));
    expect(screen.getByTestId('current').textContent).toBe('3');
    expect(localStorage.getItem(CURRENT_COMPANY_KEY)).toBe('3');
    await waitFor(() => expect(client.readQuery({ query: MeDocument })?.me?.currentCompanyId).toBe(3));
    expect(calls.filter((c) => c.name === 'SetPreferences').map((c) => c.variables)).toEqual([{ currentCompanyId: 3 }]);
  });

  it('keeps the change when saving fails, with only a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup(() => ({ errors: [{ message: 'Компания не найдена' }] }));
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('1'));
    act(() => probe.ctx!.setCurrentCompany(2));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('current').textContent).toBe('2');
    expect(localStorage.getItem(CURRENT_COMPANY_KEY)).toBe('2');
    expect(client.readQuery({ query: MeDocument })?.me?.currentCompanyId).toBe(1);
  });

  it('clears: removes the stored id and saves null', async () => {
    const { calls } = setup();
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('1'));
    act(() => probe.ctx!.clearCurrentCompany());
    expect(screen.getByTestId('current').textContent).toBe('null');
    expect(localStorage.getItem(CURRENT_COMPANY_KEY)).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.name === 'SetPreferences')).toBe(true));
    expect(calls.find((c) => c.name === 'SetPreferences')?.variables).toEqual({ currentCompanyId: null });
  });

  it('is an error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/CurrentCompanyProvider/);
  });
});
