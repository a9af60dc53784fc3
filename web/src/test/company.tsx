import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import type { ReactElement } from 'react';
import { PRESETS } from '@staffpay/schema/auth/policy';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { CurrentCompanyContext, type CurrentCompanyValue } from '@/shared/company/current-company-context';
import { fakeApollo, renderApp, type Handler } from './render';

/** The keys a built-in role grants, as `Company.myPermissions` lists them. */
export const permissionsOf = (role: CompanyRole): string[] => [...PRESETS[role]];

/** The company the page tests sign into (id 10), as the API answers it. */
export const testCompany = (myRole: CompanyRole) => ({
  __typename: 'Company' as const,
  id: 10,
  name: 'Ромашка',
  description: null,
  language: 'ru',
  timezone: 'Asia/Bishkek',
  currency: 'KGS',
  logoUrl: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  showBirthdaysOnDashboard: true,
  birthdayNotificationDays: 3,
  myRole,
  myPermissions: permissionsOf(myRole),
  myRoleName: ROLE_LABELS[myRole],
});

/** A settled current-company context: that company with `role`, or none selected (null). */
export function currentCompanyContext(role: CompanyRole | null): CurrentCompanyValue {
  const current = role ? testCompany(role) : null;
  return {
    companies: current ? [current] : [],
    loading: false,
    error: undefined,
    currentCompany: current,
    currentCompanyId: current?.id ?? null,
    setCurrentCompany: () => {},
    clearCurrentCompany: () => {},
  };
}

/**
 * Renders a company page inside the app's providers with the current company set and a fake
 * Apollo link answering `handlers`; returns the fake so a test can read the calls it made.
 */
export function renderCompanyPage(ui: ReactElement, role: CompanyRole | null, handlers: Record<string, Handler>) {
  const fake = fakeApollo(handlers);
  renderApp(<CurrentCompanyContext.Provider value={currentCompanyContext(role)}>{ui}</CurrentCompanyContext.Provider>, {
    client: fake.client,
  });
  return fake;
}
