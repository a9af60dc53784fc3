import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sizedCharts } from '@/shared/charts/chart-test-kit';
import { socketStatus } from '@/shared/live/socket-status';
import { renderCompanyPage } from '@/test/company';
import { connection } from '@/test/connection';
import type { Handler } from '@/test/render';
import { PassportModal } from './components/PassportModal';
import { employee } from './employees.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  socketStatus.set(true);
  sizedCharts();
});
afterEach(() => socketStatus.set(false));

const month = (from: string, totalSalary: string, profit: string | null) => ({
  __typename: 'EmployeePayMonth',
  employeeId: 1,
  period: { __typename: 'Period', from, to: from },
  totalSalary,
  baseSalary: '30000.00',
  bonuses: '0.00',
  penalties: '0.00',
  advances: '0.00',
  employeeProfit: profit,
  ordersCount: profit === null ? null : 4,
  averageCheck: profit === null ? null : '250.13',
});

function open(history: Handler) {
  return renderCompanyPage(
    <PassportModal
      companyId={10}
      employeeId={1}
      company={{ currency: 'KGS', language: 'ru', timezone: 'Asia/Bishkek' }}
      branchNames={new Map()}
      onClose={() => {}}
    />,
    'owner',
    {
      EmployeePassport: () => ({ data: { employee: employee(1, 'Анна', 'Иванова', {}), employeeDepartments: [] } }),
      LedgerHistory: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', []) } }),
      EmployeeHistoryChart: history,
    },
  );
}

const headers = (frame: HTMLElement) =>
  within(frame)
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.textContent);

describe('the passport’s history charts', () => {
  it('draws 12 months of pay and KPIs and writes a push into them', async () => {
    const page = open(() => ({
      data: {
        employeePayHistory: [month('2026-10-01', '31000.00', '1000.50'), month('2026-11-01', '30000.00', '0.00')],
      },
    }));
    await userEvent.click(await screen.findByRole('tab', { name: 'История' }));
    const pay = await screen.findByTestId('chart-employee-history');
    await waitFor(() => expect(pay.dataset.points).toBe('2'));
    expect(page.calls.find((c) => c.name === 'EmployeeHistoryChart')!.variables).toEqual({
      companyId: 10,
      employeeId: 1,
      months: 12,
    });
    expect(headers(pay)).toEqual(['Месяц', 'Итого', 'Оклад', 'Бонусы', 'Штрафы', 'Авансы']);
    expect(headers(screen.getByTestId('chart-employee-kpi'))).toEqual(['Месяц', 'Прибыль', 'Средний чек', 'Заказы']);

    await waitFor(() => expect(page.calls.some((c) => c.name === 'EmployeeHistoryChartChanged')).toBe(true));
    act(() =>
      page.emit('EmployeeHistoryChartChanged', {
        data: { employeePayHistoryChanged: [month('2026-11-01', '30700.00', '0.00')] },
      }),
    );
    await waitFor(() => expect(pay.dataset.points).toBe('1'));
    expect(within(pay).getAllByText(/30\s700,00/).length).toBeGreaterThan(0);
  });

  it('without profit there is no KPI series', async () => {
    open(() => ({ data: { employeePayHistory: [month('2026-11-01', '30000.00', null)] } }));
    await userEvent.click(await screen.findByRole('tab', { name: 'История' }));
    const pay = await screen.findByTestId('chart-employee-history');
    await waitFor(() => expect(pay.dataset.points).toBe('1'));
    // The KPI frame has no series left to draw or list.
    expect(within(screen.getByTestId('chart-employee-kpi')).queryByRole('table', { hidden: true })).toBeNull();
  });

  it('a viewer refused the pay sees no chart, the ledger history still', async () => {
    open(() => ({ errors: [{ message: 'Недостаточно прав', extensions: { code: 'FORBIDDEN' } }] }));
    await userEvent.click(await screen.findByRole('tab', { name: 'История' }));
    expect(await screen.findByText('История операций пуста')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('chart-employee-history')).toBeNull());
  });
});
