import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sizedCharts } from '@/shared/charts/chart-test-kit';
import { socketStatus } from '@/shared/live/socket-status';
import { renderCompanyPage } from '@/test/company';
import ReportsPage from './pages/ReportsPage';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  socketStatus.set(true);
  sizedCharts();
});
afterEach(() => socketStatus.set(false));

const group = (typename: string, id: number, name: string, fund: string, profit: string | null) => ({
  __typename: typename,
  id,
  name,
  employeeCount: 2,
  paidCount: 2,
  totalSalaryFund: fund,
  totalBonuses: '0.00',
  totalPenalties: '0.00',
  totalAdvances: '0.00',
  totalProfit: profit,
  ...(typename === 'ReportBranch' ? { city: 'Бишкек', departmentCount: 1 } : {}),
});

const month = (from: string, fund: string, profit: string | null) => ({
  __typename: 'PayHistoryMonth',
  period: { __typename: 'Period', from, to: from.replace(/-01$/, '-28') },
  payrollFund: fund,
  averagePay: '30000.00',
  profit,
  employeeCount: 3,
});

function setup(profit: string | null) {
  return renderCompanyPage(<ReportsPage />, 'manager', {
    ReportsScreen: () => ({
      data: {
        reportSummary: {
          __typename: 'ReportSummary',
          period: { __typename: 'Period', from: '2026-11-01', to: '2026-11-30' },
          stats: {
            __typename: 'DashboardStats',
            totalSalaryFund: '89500.00',
            averageSalary: '29833.33',
            totalBonuses: '0.00',
            totalPenalties: '500.00',
          },
          statuses: [],
          roles: [],
          departments: [group('ReportGroup', 1, 'Продажи', '60000.00', profit)],
          branches: [group('ReportBranch', 2, 'Центр', '29500.00', profit)],
          latestRecords: [],
        },
        xlsxUrl: null,
        csvUrl: null,
      },
    }),
    ReportsPayslipPeople: () => ({ data: { employeeCards: [] } }),
    ReportsExports: () => ({ data: { exports: { __typename: 'ExportConnection', edges: [] } } }),
    PayHistoryChart: () => ({
      data: {
        payHistory: [month('2026-10-01', '91000.00', profit && '1000.50'), month('2026-11-01', '89500.00', profit)],
      },
    }),
  });
}

const headers = (frame: HTMLElement) =>
  within(frame)
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.textContent);

describe('the reports charts', () => {
  it('draws 12 months of fund, average pay and profit, and writes a push into it', async () => {
    const page = setup('2500.00');
    const history = await screen.findByTestId('chart-pay-history');
    await waitFor(() => expect(history.dataset.points).toBe('2'));
    expect(page.calls.find((c) => c.name === 'PayHistoryChart')!.variables).toEqual({ companyId: 10, months: 12 });
    expect(headers(history)).toEqual(['Месяц', 'Фонд оплаты', 'Средняя зарплата', 'Прибыль']);
    expect(within(history).getAllByRole('rowheader', { hidden: true })[0]!.textContent).toBe('Октябрь 2026');

    await waitFor(() => expect(page.calls.some((c) => c.name === 'PayHistoryChartChanged')).toBe(true));
    act(() =>
      page.emit('PayHistoryChartChanged', {
        data: {
          payHistoryChanged: [
            month('2026-09-01', '90000.00', '0.00'),
            month('2026-10-01', '91000.00', '1000.50'),
            month('2026-11-01', '90200.00', '2500.00'),
          ],
        },
      }),
    );
    await waitFor(() => expect(history.dataset.points).toBe('3'));
  });

  it('splits the period by department and branch', async () => {
    setup('2500.00');
    const split = await screen.findByTestId('chart-split');
    expect(split.dataset.points).toBe('2');
    expect(headers(split)).toEqual(['Отдел или филиал', 'Фонд оплаты', 'Прибыль']);
    expect(
      within(split)
        .getAllByRole('rowheader', { hidden: true })
        .map((r) => r.textContent),
    ).toEqual(['Продажи (отдел)', 'Центр (филиал)']);
  });

  it('a role without profit gets no profit series', async () => {
    setup(null);
    const history = await screen.findByTestId('chart-pay-history');
    await waitFor(() => expect(history.dataset.points).toBe('2'));
    expect(headers(history)).toEqual(['Месяц', 'Фонд оплаты', 'Средняя зарплата']);
    expect(headers(await screen.findByTestId('chart-split'))).toEqual(['Отдел или филиал', 'Фонд оплаты']);
  });
});
