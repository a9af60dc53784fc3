import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayInZone } from '@/shared/format/months';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { PassportModal } from './components/PassportModal';
import { employee } from './employees.fixtures';
import { connection } from '@/test/connection';

vi.setConfig({ testTimeout: 20_000 });

const entry = (
  id: number,
  type: string,
  amount: string,
  reason: string,
  appliedDate: string,
  quantity = null as number | null,
) => ({
  __typename: 'LedgerRecord' as const,
  id,
  type,
  amount,
  reason,
  appliedDate,
  quantity,
});

function open(
  patch: Parameters<typeof employee>[3],
  history: Handler = () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', []) } }),
  goals: Handler = () => ({ data: { goalProgress: [] } }),
) {
  const onClose = vi.fn();
  const fake = renderCompanyPage(
    <PassportModal
      companyId={10}
      employeeId={1}
      company={{ currency: 'KGS', language: 'ru', timezone: 'Asia/Bishkek' }}
      branchNames={new Map([[5, 'Центральный']])}
      onClose={onClose}
    />,
    'owner',
    {
      EmployeePassport: () => ({
        data: {
          employee: employee(1, 'Анна', 'Иванова', patch),
          employeeDepartments: [
            { __typename: 'EmployeeDepartment', departmentId: 1, departmentName: 'Продажи' },
            { __typename: 'EmployeeDepartment', departmentId: 2, departmentName: 'Маркетинг' },
          ],
        },
      }),
      // The history tab reads the ledger (pay area).
      LedgerHistory: history,
      GoalProgress: goals,
      PayslipUrl: (v) => ({ data: { payslipUrl: `/api/payslips/${v.employeeId}?companyId=10&period=${v.period}` } }),
    },
  );
  return { ...fake, onClose };
}

describe('the passport', () => {
  it('shows the header, personal data and the date display rules', async () => {
    open({
      birthDate: '1990-03-15',
      startWorkDate: null,
      jobPosition: 'custom',
      customPosition: 'Бариста',
      status: 'vacation',
      role: 'manager',
      employmentType: 'remote',
      branchIds: [5],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Цифровой паспорт сотрудника' });
    expect(await within(dialog).findByRole('heading', { name: 'Анна Иванова' })).toBeTruthy();
    expect(within(dialog).getByText('Бариста')).toBeTruthy();
    expect(within(dialog).getByText('В отпуске')).toBeTruthy();
    expect(within(dialog).getByText('Руководитель')).toBeTruthy();
    expect(within(dialog).getByText('Удалённо')).toBeTruthy();
    expect(within(dialog).getByText('15.03.1990')).toBeTruthy();
    expect(within(dialog).getByText('Не указано')).toBeTruthy();
    expect(within(dialog).getByText('Продажи, Маркетинг')).toBeTruthy();
    expect(within(dialog).getByText('Центральный')).toBeTruthy();
  });

  it("says 'Неверная дата' for a date that cannot be read", async () => {
    open({ birthDate: '1990-02-30', startWorkDate: '2024-09-01' });
    expect(await screen.findByText('Неверная дата')).toBeTruthy();
    expect(screen.getByText('01.09.2024')).toBeTruthy();
  });

  it('has work info, an empty history, the additional fields and an idle AI tab', async () => {
    open({ hasFlexibleSchedule: true, workStartTime: null, workEndTime: null, ordersCount: 12, hobbies: 'Шахматы' });
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('tab', { name: 'Работа' }));
    expect(screen.getByText('Гибкий график')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'История' }));
    expect(await screen.findByText('История операций пуста')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Дополнительно' }));
    expect(screen.getByText('Хобби')).toBeTruthy();
    expect(screen.getByText('Шахматы')).toBeTruthy();
    expect(screen.getAllByText('Не указано')).toHaveLength(9);
    await userEvent.click(screen.getByRole('tab', { name: 'AI-анализ' }));
    // Nothing runs until asked (ai-analysis.test.tsx runs it).
    expect(screen.getByText('Анализ ещё не проводился')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Провести анализ' })).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const { onClose } = open({});
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('downloads the payslip of the company’s current month', async () => {
    const { calls } = open({});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Расчетный листок (PDF)' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.name === 'PayslipUrl')?.variables).toEqual({
      companyId: 10,
      employeeId: 1,
      period: todayInZone('Asia/Bishkek').slice(0, 7),
    });
    clicked.mockRestore();
  });

  it('lists the ledger history: a penalty with a minus, everything else with a plus', async () => {
    const { calls } = open({}, () => ({
      data: {
        ledgerRecordsConnection: connection('LedgerRecord', [
          entry(4, 'penalty', '400.00', 'Опоздание', '2026-05-06'),
          entry(3, 'piecework', '602.50', 'Сборка', '2026-05-05', 4),
          entry(2, 'advance', '1000.00', 'Аванс', '2026-05-04', 1),
          entry(1, 'bonus', '5000.00', 'Лучший продавец', '2026-05-03'),
        ]),
      },
    }));
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('tab', { name: 'История' }));
    const lines = await screen.findAllByTestId('history-entry');
    const text = lines.map((l) => (l.textContent ?? '').replace(/\s/g, ' '));
    expect(text[0]).toContain('Штраф');
    expect(text[0]).toContain('Опоздание');
    expect(text[0]).toContain('06.05.2026');
    expect(text[0]).toContain('-400,00 KGS');
    expect(text[1]).toContain('Сдельная выплата');
    expect(text[1]).toContain('Количество: 4');
    expect(text[1]).toContain('+602,50 KGS');
    expect(text[2]).toContain('Аванс');
    expect(text[2]).toContain('+1 000,00 KGS');
    expect(text[3]).toContain('Бонус');
    expect(text[3]).toContain('+5 000,00 KGS');
    expect(screen.queryByText('История операций пуста')).toBeNull();
    expect(calls.find((c) => c.name === 'LedgerHistory')?.variables).toEqual({ companyId: 10, employeeId: 1 });
  });

  it('says so when the history cannot be loaded', async () => {
    open({}, () => ({ errors: [{ message: 'Сотрудник не найден' }] }));
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('tab', { name: 'История' }));
    expect(await screen.findByText('Сотрудник не найден')).toBeTruthy();
  });

  it('shows the employee’s goals in their tab, live, and says when there are none', async () => {
    const goal = {
      __typename: 'GoalProgressItem',
      ruleId: 4,
      ruleName: 'Заказы',
      thresholdType: 'orders_count',
      employeeId: 1,
      currentValue: '9',
      thresholdValue: '20',
      remaining: '11',
      progressPercent: '45.0',
      isAchieved: false,
      workingDaysElapsed: 10,
      workingDaysTotal: 21,
      projectedValue: '18',
      projectedAchieved: false,
      currentPayout: null,
      projectedPayout: null,
    };
    const { calls } = open({}, undefined, () => ({ data: { goalProgress: [goal] } }));
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('tab', { name: 'Цели' }));
    const item = await screen.findByTestId('goal-progress');
    expect(item.getAttribute('data-rule-id')).toBe('4');
    expect(item.textContent).toContain('Текущее: 9 из 20');
    expect(item.textContent).toContain('Осталось: 11');
    expect(item.textContent).toContain('Прогноз на конец месяца: 18 — не будет достигнута');
    // The role hides the payouts: no money line at all, not a zero.
    expect(item.textContent).not.toContain('Выплата по прогнозу');
    expect(calls.find((c) => c.name === 'GoalProgress')?.variables).toEqual({ companyId: 10, employeeId: 1 });
    expect(calls.some((c) => c.name === 'GoalProgressChanged')).toBe(true);
  });

  it('says so when the employee has no goals', async () => {
    open({});
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('tab', { name: 'Цели' }));
    expect(await screen.findByText('Нет целей с порогом')).toBeTruthy();
  });
});
