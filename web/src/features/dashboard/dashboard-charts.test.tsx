import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sizedCharts } from '@/shared/charts/chart-test-kit';
import { socketStatus } from '@/shared/live/socket-status';
import { setup } from './dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  socketStatus.set(true);
  sizedCharts();
});
afterEach(() => socketStatus.set(false));

const point = (day: number, payroll: string | null, profit: string | null, previous: string | null) => ({
  __typename: 'PayTrendPoint',
  day,
  date: `2026-11-${String(day).padStart(2, '0')}`,
  payroll,
  profit,
  previousPayroll: previous,
  previousProfit: previous && profit !== null ? '100.00' : null,
});

const trend = (points: unknown[]) => ({
  __typename: 'PayTrend',
  period: { __typename: 'Period', from: '2026-11-01', to: '2026-11-30' },
  previousPeriod: { __typename: 'Period', from: '2026-10-01', to: '2026-10-31' },
  points,
});

const departments = (bonuses: string) => [
  {
    __typename: 'DepartmentPay',
    departmentId: 1,
    departmentName: 'Продажи',
    bonuses,
    penalties: '0.00',
    advances: '2000.00',
  },
];

function charts(withProfit = true) {
  const profit = (v: string) => (withProfit ? v : null);
  return setup('manager', {
    PayTrendChart: () => ({
      data: {
        payTrend: trend([
          point(1, '3000.00', profit('0.00'), '2903.25'),
          point(2, '6000.00', profit('2000.00'), '5806.50'),
          point(3, null, null, '8709.75'),
        ]),
      },
    }),
    DepartmentPayChart: () => ({ data: { departmentPayBreakdown: departments('0.00') } }),
  });
}

describe('the dashboard charts', () => {
  it('draws the month’s trend and the departments, and writes each push into the chart', async () => {
    const page = charts();
    const frame = await screen.findByTestId('chart-pay-trend');
    await waitFor(() => expect(frame.dataset.lastPayroll).toBe('6000.00'));
    expect(frame.dataset.points).toBe('3');
    expect(within(frame).getByRole('heading', { name: 'Прибыль и фонд оплаты по дням' })).toBeTruthy();
    const headers = within(frame)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'День',
      'Фонд оплаты, этот месяц',
      'Прибыль, этот месяц',
      'Фонд оплаты, прошлый месяц',
      'Прибыль, прошлый месяц',
    ]);
    const bars = await screen.findByTestId('chart-department-breakdown');
    await waitFor(() => expect(bars.dataset.points).toBe('1'));

    await waitFor(() => expect(page.calls.some((c) => c.name === 'PayTrendChartChanged')).toBe(true));
    expect(page.calls.find((c) => c.name === 'PayTrendChartChanged')!.variables).toEqual({ companyId: 10 });
    act(() =>
      page.emit('PayTrendChartChanged', {
        data: {
          payTrendChanged: trend([
            point(1, '3000.00', '0.00', '2903.25'),
            point(2, '6700.00', '2000.00', '5806.50'),
            point(3, '9700.00', '2000.00', '8709.75'),
          ]),
        },
      }),
    );
    await waitFor(() => expect(frame.dataset.lastPayroll).toBe('9700.00'));

    await waitFor(() => expect(page.calls.some((c) => c.name === 'DepartmentPayChartChanged')).toBe(true));
    act(() =>
      page.emit('DepartmentPayChartChanged', { data: { departmentPayBreakdownChanged: departments('700.00') } }),
    );
    await waitFor(() => expect(within(bars).getAllByText(/700/, { exact: false }).length).toBeGreaterThan(0));
    expect(page.calls.filter((c) => c.name === 'PayTrendChart')).toHaveLength(1);
  });

  it('a role without profit gets no profit series at all', async () => {
    charts(false);
    const frame = await screen.findByTestId('chart-pay-trend');
    await waitFor(() => expect(frame.dataset.lastPayroll).toBe('6000.00'));
    const headers = within(frame)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual(['День', 'Фонд оплаты, этот месяц', 'Фонд оплаты, прошлый месяц']);
  });

  it('the employee role has no company charts', async () => {
    const page = setup('employee');
    await screen.findAllByTestId('pay-card');
    expect(screen.queryByTestId('chart-pay-trend')).toBeNull();
    expect(page.calls.some((c) => c.name === 'PayTrendChart')).toBe(false);
  });
});
