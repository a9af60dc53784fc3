import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { fix, kgs, NOW, record, renderSalaryPage, spaced, summary } from './salary.fixtures';
import { connection } from '@/test/connection';

// Dialogs and selects are slow in jsdom, and slower on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

beforeEach(() => {
  // Only the clock: timers stay real for Apollo, Mantine and user-event.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const cards = () => screen.findAllByTestId('salary-summary-card');

describe('SalaryPage', () => {
  it('asks for a company when none is selected', async () => {
    const { calls } = renderSalaryPage(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('tells the employee role it has no access, and asks the server nothing', async () => {
    const { calls } = renderSalaryPage('employee');
    expect(await screen.findByText('Нет доступа к расчету зарплат')).toBeTruthy();
    expect(calls.some((c) => c.name.startsWith('Salary'))).toBe(false);
  });

  it('shows the month’s four figures, and another month’s when chosen', async () => {
    const { calls } = renderSalaryPage('verifier', {
      SalaryFigures: (v) => ({ data: summary({ fund: v.period === '2026-04' ? '400000.00' : '456000.00' }) }),
    });
    const [fund, average, bonuses, penalties] = await cards();
    expect(fund.textContent).toBe(`Фонд зарплат${kgs('456000.00', 0)}`);
    expect(average.textContent).toBe(`Средняя зарплата${kgs('57000.00', 0)}`);
    expect(bonuses.textContent).toBe(`Выплачено бонусов${kgs('12500.50', 0)}`);
    expect(penalties.textContent).toBe(`Начислено штрафов${kgs('3000.00', 0)}`);
    expect(calls.find((c) => c.name === 'SalaryFigures')?.variables).toEqual({ companyId: 10, period: '2026-05' });

    const month = screen.getByRole('combobox', { name: 'Месяц' });
    expect((month as HTMLInputElement).value).toBe('Май 2026');
    await userEvent.click(month);
    await userEvent.click(await screen.findByRole('option', { name: 'Апрель 2026', hidden: true }));
    await waitFor(async () => expect((await cards())[0].textContent).toBe(`Фонд зарплат${kgs('400000.00', 0)}`));
    for (const name of ['SalaryFigures', 'SalaryEmployees', 'SalaryPerformanceRecords']) {
      expect(calls.filter((c) => c.name === name).map((c) => c.variables.period)).toEqual(['2026-05', '2026-04']);
    }
  });

  it('shows each payment type’s count and share of the paid employees, rounded and capped', async () => {
    renderSalaryPage('manager', {
      SalaryFigures: () => ({ data: summary({ salaryTypes: { fixed: 1, percentage: 5, team: 9 }, employeeCount: 8 }) }),
    });
    const fixed = await screen.findByTestId('payment-type-fixed');
    expect(within(fixed).getByText('Фиксированная')).toBeTruthy();
    expect(within(fixed).getByText('1 сотрудник · 13%')).toBeTruthy();
    const percentage = screen.getByTestId('payment-type-percentage');
    expect(within(percentage).getByText('5 сотрудников · 63%')).toBeTruthy();
    // More than the total (a count the engine never gives): the bar stops at 100.
    const team = screen.getByTestId('payment-type-team');
    expect(within(team).getByText('9 сотрудников · 100%')).toBeTruthy();
    expect(within(team).getByRole('progressbar', { name: 'Доля: Командная' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByText('Доля среди получающих зарплату в этом месяце: 8 сотрудников')).toBeTruthy();
  });

  it('calculates percent / 100 × base + fixed exactly, rounded half-up', async () => {
    renderSalaryPage('verifier');
    await cards();
    const result = screen.getByTestId('calculator-result');
    expect(result.textContent).toBe(kgs('0.00'));
    await userEvent.type(screen.getByLabelText('Процент, %'), '12.5');
    await userEvent.type(screen.getByLabelText('База'), '1999.99');
    // 249.99875 → 250.00
    expect(result.textContent).toBe(kgs('250.00'));
    await userEvent.type(screen.getByLabelText('Фиксированная часть'), '0.1');
    expect(result.textContent).toBe(kgs('250.10'));
    await userEvent.clear(screen.getByLabelText('Процент, %'));
    await userEvent.type(screen.getByLabelText('Процент, %'), '33.33');
    // 666.5966667 + 0.1 → 666.70
    expect(result.textContent).toBe(kgs('666.70'));
  });

  it('lists the month’s records and fixed periods with names and dd.MM.yyyy dates', async () => {
    renderSalaryPage('verifier', {
      SalaryPayrollFixes: () => ({
        data: {
          payrollFixesConnection: connection('PayrollFix', [
            fix(),
            fix({
              id: 42,
              employeeId: 99,
              periodFrom: '2026-05-10',
              periodTo: '2026-05-12',
              reopenedAt: '2026-05-13T04:00:00.000Z',
            }),
            // Another month: not this list's business.
            fix({ id: 43, periodFrom: '2026-03-01', periodTo: '2026-03-31' }),
          ]),
        },
      }),
      SalaryEmployeeName: (v) => ({
        data: { employee: { __typename: 'Employee', id: v.id, firstName: 'Вера', lastName: 'Уволенная' } },
      }),
    });
    const [row] = await screen.findAllByTestId('performance-record');
    expect(within(row).getByText('Анна Иванова')).toBeTruthy();
    expect(within(row).getByText('01.05.2026 – 10.05.2026')).toBeTruthy();
    expect(within(row).getByText(spaced(kgs('20000.00')))).toBeTruthy();
    expect(within(row).getByText('Бонусов: 1, штрафов: 0')).toBeTruthy();

    const fixes = await screen.findAllByTestId('payroll-fix');
    expect(fixes).toHaveLength(2);
    expect(within(fixes[0]).getByText('Борис Петров')).toBeTruthy();
    expect(within(fixes[0]).getByText('01.04.2026 – 05.05.2026')).toBeTruthy();
    expect(within(fixes[0]).getByText('Действует')).toBeTruthy();
    expect(await within(fixes[1]).findByText('Вера Уволенная')).toBeTruthy();
    expect(within(fixes[1]).getByText('10.05.2026 – 12.05.2026')).toBeTruthy();
    // A reader changes nothing.
    expect(screen.queryByRole('button', { name: /Открыть период/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить запись/ })).toBeNull();
  });

  it('offers reopening to an owner only, after a confirmation', async () => {
    const { calls } = renderSalaryPage('owner', {
      SalaryReopenPeriod: (v) => ({
        data: { reopenPayrollPeriod: fix({ id: v.id, reopenedAt: '2026-05-14T06:00:00.000Z' }) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть период: Борис Петров' }));
    const dialog = await screen.findByRole('dialog', { name: 'Открыть период?' });
    expect(within(dialog).getByText(/Период 01\.04\.2026 – 05\.05\.2026 сотрудника Борис Петров/)).toBeTruthy();
    expect(calls.some((c) => c.name === 'SalaryReopenPeriod')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Открыть период' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SalaryReopenPeriod')?.variables).toEqual({ companyId: 10, id: 41 }),
    );
    expect(await screen.findByText('Период открыт')).toBeTruthy();
    // The lists and figures are read again.
    await waitFor(() => expect(calls.filter((c) => c.name === 'SalaryPayrollFixes').length).toBeGreaterThan(1));
  });

  it('gives a manager no reopening', async () => {
    renderSalaryPage('manager');
    await screen.findAllByTestId('payroll-fix');
    expect(screen.queryByRole('button', { name: /Открыть период/ })).toBeNull();
  });

  it('deletes a mistaken record after a confirmation, and shows the server’s refusal in a fixed period', async () => {
    const refusal = 'Период зафиксирован: записи в нём нельзя добавлять, изменять или удалять';
    const { calls } = renderSalaryPage('manager', {
      SalaryDeletePerformance: () => ({ errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить запись: Анна Иванова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    expect(calls.some((c) => c.name === 'SalaryDeletePerformance')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(calls.find((c) => c.name === 'SalaryDeletePerformance')?.variables).toEqual({ companyId: 10, id: 31 });
  });

  it('corrects a saved record: its values in the form, only saving offered, the update sent', async () => {
    const { calls } = renderSalaryPage('manager', {
      SalaryUpdatePerformance: (v) => ({
        data: { updatePerformance: { ...record(), ordersCount: (v.input as { ordersCount: number }).ordersCount } },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить запись: Анна Иванова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение записи производительности' });
    const orders = within(dialog).getByLabelText('Количество заказов') as HTMLInputElement;
    await waitFor(() => expect(orders.value).toBe('4'));
    expect((within(dialog).getByLabelText('Переработка') as HTMLInputElement).value).toBe('2');
    expect(within(dialog).queryByRole('button', { name: 'Применить правила' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Зафиксировать' })).toBeNull();
    await userEvent.clear(orders);
    await userEvent.type(orders, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись производительности обновлена, правила применены')).toBeTruthy();
    expect(calls.find((c) => c.name === 'SalaryUpdatePerformance')?.variables).toEqual({
      companyId: 10,
      id: 31,
      input: {
        employeeId: 7,
        startDate: '2026-05-01',
        endDate: '2026-05-10',
        ordersCount: 6,
        employeeProfit: '20000.00',
        bonusRules: [{ ruleId: 11, unitCount: 2 }],
        penaltyRules: [],
      },
    });
  });

  it('reads the lists again when the pay data changes elsewhere, the figures not (no polling)', async () => {
    let reads = 0;
    const { calls } = renderSalaryPage('verifier', {
      // One event, as another tab's ledger change would push it.
      PayLiveChanged: () => ({
        data: { payChanged: { __typename: 'PayEvent', id: 1, action: 'created', source: 'ledger', employeeIds: [7] } },
      }),
      SalaryPerformanceRecords: () => {
        reads += 1;
        return {
          data: {
            performanceRecordsConnection: connection(
              'PerformanceRecord',
              reads === 1 ? [record()] : [record(), record({ id: 32 })],
            ),
          },
        };
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('performance-record')).toHaveLength(2));
    for (const name of ['SalaryEmployees', 'SalaryPerformanceRecords', 'SalaryPayrollFixes']) {
      expect(calls.filter((c) => c.name === name)).toHaveLength(2);
    }
    expect(calls.filter((c) => c.name === 'SalaryFigures')).toHaveLength(1);
  });

  it('shows the figures the pay feed pushes for the chosen month, without asking again', async () => {
    const { calls, emit } = renderSalaryPage('manager');
    const opened = (period: string) =>
      waitFor(() =>
        expect(calls.filter((c) => c.name === 'SalaryFiguresChanged').map((c) => c.variables)).toContainEqual({
          companyId: 10,
          period,
        }),
      );
    await cards();
    await opened('2026-05');
    act(() =>
      emit('SalaryFiguresChanged', {
        data: { payrollSummaryChanged: summary({ fund: '470000.00', salaryTypes: { fixed: 2 } }).payrollSummary },
      }),
    );
    await waitFor(async () => expect((await cards())[0].textContent).toBe(`Фонд зарплат${kgs('470000.00', 0)}`));
    expect(within(screen.getByTestId('payment-type-fixed')).getByText('2 сотрудника · 25%')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'SalaryFigures')).toHaveLength(1);

    // Another month: its own feed, written into its own figures.
    await userEvent.click(screen.getByRole('combobox', { name: 'Месяц' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Апрель 2026', hidden: true }));
    await opened('2026-04');
    await waitFor(async () => expect((await cards())[0].textContent).toBe(`Фонд зарплат${kgs('456000.00', 0)}`));
    act(() =>
      emit('SalaryFiguresChanged', { data: { payrollSummaryChanged: summary({ fund: '390000.00' }).payrollSummary } }),
    );
    await waitFor(async () => expect((await cards())[0].textContent).toBe(`Фонд зарплат${kgs('390000.00', 0)}`));
    expect(calls.filter((c) => c.name === 'SalaryFigures').map((c) => c.variables.period)).toEqual([
      '2026-05',
      '2026-04',
    ]);
  });
});
