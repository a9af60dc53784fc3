import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { CustomDashboardCardFragment, DashboardScreenFieldsFragment } from '@/gql/graphql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import CustomDashboardsPage from './pages/CustomDashboardsPage';

/** A link's screen settings as a new dashboard has them: showing, no expiry, any network, day theme. */
export const screenSettings = (over: Partial<DashboardScreenFieldsFragment> = {}) => ({
  __typename: 'DashboardScreen' as const,
  state: 'active' as const,
  expiresAt: null,
  pausedAt: null,
  allowedNetworks: [],
  privacyMode: false,
  night: null,
  theme: 'light' as const,
  playlist: [],
  departmentRotationSeconds: 15,
  ...over,
});

/** A dashboard as the API answers it (used by the feature's tests only). */
export const dashboard = (over: Partial<CustomDashboardCardFragment>) => ({
  __typename: 'CustomDashboard' as const,
  id: 1,
  companyId: 10,
  name: 'Дашборд',
  description: null,
  publicLink: 'A'.repeat(32),
  selectedDepartments: [],
  selectedBranches: [],
  showCompanyProfit: false,
  showDepartmentProfit: false,
  showEmployeeProfit: false,
  showTeamBonuses: false,
  showAdvances: false,
  showSalaryPayouts: false,
  showThresholdProgress: false,
  thresholdProgressDepartments: [],
  showEmployeeCards: false,
  employeeCardsDepartments: [],
  createdAt: '2026-03-04T10:00:00.000Z',
  screen: screenSettings(),
  ...over,
});

const department = (id: number, name: string) => ({
  __typename: 'Department' as const,
  id,
  companyId: 10,
  name,
  description: null,
  managerId: null,
  managerName: null,
  branchId: null,
  branchName: null,
  employeeCount: 0,
});

const branch = (id: number, name: string) => ({
  __typename: 'Branch' as const,
  id,
  companyId: 10,
  name,
  city: 'Бишкек',
  address: null,
  departmentCount: 0,
  employeeCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

export const HALL = dashboard({
  id: 1,
  name: 'Зал',
  description: 'Экран в торговом зале',
  publicLink: 'hallhallhallhallhallhallhallhall',
  selectedDepartments: [1, 2],
  showCompanyProfit: true,
  showTeamBonuses: true,
  createdAt: '2026-03-04T10:00:00.000Z',
});
export const OFFICE = dashboard({
  id: 2,
  name: 'Офис',
  publicLink: 'officeofficeofficeofficeoffice12',
  selectedBranches: [7],
  showEmployeeCards: true,
  createdAt: '2026-03-05T10:00:00.000Z',
});

export function setup(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  const fake = renderCompanyPage(<CustomDashboardsPage />, role, {
    CustomDashboards: () => ({ data: { customDashboards: [HALL, OFFICE] } }),
    Departments: () => ({ data: { departments: [department(1, 'Продажи'), department(2, 'Склад')] } }),
    Branches: () => ({ data: { branches: [branch(7, 'Центральный'), branch(8, 'Южный')] } }),
    DashboardScreens: () => ({ data: { dashboardScreens: [] } }),
    ...handlers,
  });
  const asked = (name: string) => fake.calls.filter((c) => c.name === name);
  return { ...fake, asked };
}

export const cards = () => screen.queryAllByTestId('dashboard-card');

export const card = (name: string) =>
  waitFor(() => {
    const found = cards().find((c) => c.textContent?.includes(name));
    if (!found) throw new Error(`no card ${name}`);
    return found;
  });

/** Waits until the cards name the departments and branches: both lists have loaded. */
export const structureShown = async () => {
  await waitFor(async () => expect(within(await card('Зал')).getByText('Продажи, Склад')).toBeTruthy());
  await waitFor(async () => expect(within(await card('Офис')).getByText('Центральный')).toBeTruthy());
};

/** Clicks a card's action, then the confirm dialog's button. */
export async function confirmAction(name: string, action: string, dialogTitle: string, confirm: string) {
  await userEvent.click(within(await card(name)).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: dialogTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
}
