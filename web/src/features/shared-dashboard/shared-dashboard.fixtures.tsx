import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { fakeApollo, renderApp, type Handler } from '@/test/render';
import SharedDashboardPage from './pages/SharedDashboardPage';

/* Test data of the public dashboard, shaped as the API answers (used by the feature's tests only). */

export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const rule = (name: string, salaryMode: string, calculatedAmount: string) => ({
  __typename: 'SharedAppliedRule',
  name,
  salaryMode,
  calculatedAmount,
});

export const employee = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'SharedEmployee',
  id,
  rank: null,
  name,
  firstName: name.split(' ')[0],
  lastName: name.split(' ')[1] ?? '',
  photoUrl: null,
  role: 'employee',
  departmentId: 1,
  status: 'active',
  ordersCount: 12,
  employeeProfit: '100000.00',
  averageCheck: '8333.33',
  shouldShowOrdersAndProfit: true,
  totalSalary: '40000.00',
  baseSalary: '30000.00',
  bonusAmount: '0.00',
  penaltyAmount: '0.00',
  advanceAmount: '0.00',
  appliedRules: [rule('Оклад', 'base', '30000.00')],
  ...over,
});

export const threshold = (templateName: string, departmentName: string, current: string, goal: string) => ({
  __typename: 'SharedThreshold',
  templateName,
  departmentName,
  currentValue: current,
  thresholdValue: goal,
  progressPercent: ((Number(current) / Number(goal)) * 100).toFixed(2),
  projectedPercent: '80.0',
});

/** Анна (Продажи) with four rules, Борис (Продажи) on vacation with the most profit, Глеб (Склад) the best paid; Офис has nobody. */
export const STAFF = [
  employee(1, 'Анна Иванова', {
    role: 'manager',
    appliedRules: [
      rule('Оклад', 'base', '30000.00'),
      rule('План продаж', 'bonus', '5000.00'),
      rule('Опоздания', 'penalty', '700.00'),
      rule('Лучший чек', 'bonus', '1000.00'),
    ],
    bonusAmount: '6000.00',
    penaltyAmount: '700.00',
  }),
  employee(2, 'Борис Петров', {
    status: 'vacation',
    employeeProfit: '50000.50',
    totalSalary: '35000.00',
    shouldShowOrdersAndProfit: false,
  }),
  employee(3, 'Глеб Сидоров', { departmentId: 2, employeeProfit: '25000.25', totalSalary: '45000.00' }),
];

export const payload = (over: Record<string, unknown> = {}) => ({
  __typename: 'SharedDashboardData',
  privacyMode: false,
  dashboard: { __typename: 'SharedDashboardConfig', name: 'Табло продаж', description: 'Для торгового зала' },
  company: {
    __typename: 'SharedCompany',
    name: 'Ромашка Групп',
    logoUrl: null,
    currency: 'KGS',
    language: 'ru',
    timezone: 'Asia/Bishkek',
  },
  departments: [
    { __typename: 'SharedNamed', id: 1, name: 'Продажи' },
    { __typename: 'SharedNamed', id: 2, name: 'Склад' },
    { __typename: 'SharedNamed', id: 3, name: 'Офис' },
  ],
  employees: STAFF,
  thresholdProgress: [
    threshold('Выручка отдела', 'Продажи', '29999.99', '100000.00'),
    threshold('Отгрузки', 'Склад', '69.9', '100'),
    threshold('Общий план', 'Продажи, Склад', '150000.00', '100000.00'),
  ],
  baseRatePercentage: '12.50',
  totalBaseRateAmount: '25000.00',
  totalTeamBonuses: '6000.00',
  totalAdvances: '15000.00',
  totalSalaryPayouts: '120000.00',
  // The engine's best: the highest profit (Борис), not the highest total (Глеб).
  bestEmployee: { __typename: 'SharedBestEmployee', id: 2, name: 'Борис Петров', totalSalary: '35000.00' },
  ...over,
});

export const answer = (over: Record<string, unknown> = {}) => ({ data: { sharedDashboardData: payload(over) } });

/** A link's screen settings as the API answers them: active, light, no night, its own dashboard only. */
export const screenSettings = (over: Record<string, unknown> = {}) => ({
  __typename: 'SharedScreen',
  state: 'active',
  expiresAt: null,
  theme: 'light',
  privacyMode: false,
  night: null,
  timezone: 'Asia/Bishkek',
  departmentRotationSeconds: 15,
  playlist: [{ __typename: 'SharedScreenSlot', slot: 0, name: 'Табло продаж', seconds: 60 }],
  ...over,
});

export const screenAnswer = (over: Record<string, unknown> = {}) => ({ data: { sharedScreen: screenSettings(over) } });

export const branding = (over: Record<string, unknown> = {}) => ({
  __typename: 'SharedBranding',
  serviceLogo: null,
  logoSize: 'medium',
  logoSizePx: 48,
  companySlogan: null,
  ...over,
});

export const birthday = (id: number, firstName: string, lastName: string) => ({
  __typename: 'BirthdayEntry',
  id,
  firstName,
  lastName,
  photoUrl: null,
  departmentName: 'Продажи',
  branchName: 'Центр',
});

/**
 * The page at /shared-dashboard/{TOKEN} with a fake API; `handlers` override the default answers;
 * `search` is the address's query ('?kiosk').
 */
export function renderShared(handlers: Record<string, Handler> = {}, search = '') {
  const fake = fakeApollo({
    SharedDashboard: () => answer(),
    SharedScreen: () => screenAnswer(),
    SharedDashboardBirthdays: () => ({ data: { sharedDashboardBirthdays: [] } }),
    SharedDashboardBranding: () => ({ data: { sharedDashboardBranding: branding() } }),
    ...handlers,
  });
  renderApp(
    <Routes>
      <Route path="/shared-dashboard/:shareUrl" element={<SharedDashboardPage />} />
    </Routes>,
    { client: fake.client, route: `/shared-dashboard/${TOKEN}${search}` },
  );
  const asked = (name: string) => fake.calls.filter((c) => c.name === name);
  /** Resolves once the page has subscribed to `name` (pushes before that reach no one). */
  const subscribed = (name: string, times = 1) => waitFor(() => expect(asked(name)).toHaveLength(times));
  return { ...fake, asked, subscribed };
}

/** Text as the page shows it, with Intl's no-break spaces read as plain ones. */
export const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The summary card showing `figure` (profit, best, base-rate, team-bonuses, advances, due, active). */
export const summaryCard = (figure: string) =>
  screen.getAllByTestId('shared-summary').find((c) => c.dataset.figure === figure);

/** The advances card's text, as shown. */
export const advances = () => plain(summaryCard('advances')?.textContent);

export const figures = () => screen.queryAllByTestId('shared-summary').map((c) => c.dataset.figure);

export const cardNames = () =>
  screen.queryAllByTestId('shared-employee-card').map((c) => c.querySelector('p')?.textContent ?? '');

/** The screen's root, which carries its state: data-stale while the connection is lost, data-kiosk. */
export const screenRoot = () => screen.getByTestId('shared-screen');
