import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { TAB_ROTATION_MS } from './hooks/useTabRotation';
import {
  answer,
  birthday,
  cardNames,
  employee,
  figures,
  plain,
  renderShared,
  summaryCard,
  TOKEN,
} from './shared-dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

const text = (figure: string) => plain(summaryCard(figure)?.textContent);
const cards = () => screen.queryAllByTestId('shared-employee-card');

describe('the public dashboard', () => {
  it('shows every part of a full payload', async () => {
    const page = renderShared({
      SharedDashboardBirthdays: () => ({ data: { sharedDashboardBirthdays: [birthday(7, 'Вера', 'Петрова')] } }),
    });
    expect(await screen.findByRole('heading', { name: 'Табло продаж' }, { timeout: 5000 })).toBeTruthy();
    expect(page.asked('SharedDashboard')[0]!.variables).toEqual({ shareToken: TOKEN, slot: 0 });

    // Header: texts, the company's initials without a logo, the product, both badges, the time of the data.
    expect(screen.getByText('Ромашка Групп · Для торгового зала')).toBeTruthy();
    expect(screen.getByText('РГ')).toBeTruthy();
    expect(await screen.findByText('StaffPay')).toBeTruthy();
    expect(screen.getByText('Публичный')).toBeTruthy();
    expect(screen.getByText('Обновляется').closest('[data-live]')!.getAttribute('data-live')).toBe('up');
    expect(screen.getByTestId('last-updated').textContent).toMatch(/^Обновлено в \d\d:\d\d:\d\d$/);

    // Summary: sums of the shown employees and the server's totals, amount due = payouts − advances.
    expect(figures()).toEqual(['profit', 'best', 'base-rate', 'team-bonuses', 'advances', 'due', 'active']);
    expect(text('profit')).toContain('175 001 KGS');
    expect(text('profit')).toContain('3 сотрудника');
    // The server's best (the highest profit, as the company's dashboard), with the month's total.
    expect(text('best')).toContain('Борис Петров');
    expect(text('best')).toContain('35 000 KGS за месяц');
    expect(text('base-rate')).toContain('12,5 %');
    expect(text('base-rate')).toContain('25 000 KGS');
    expect(text('team-bonuses')).toContain('6 000 KGS');
    expect(text('team-bonuses')).toContain('автоначисления');
    expect(text('advances')).toContain('15 000 KGS');
    expect(text('advances')).toContain('выдано');
    expect(text('due')).toContain('105 000 KGS');
    expect(text('active')).toContain('2');
    expect(text('active')).toContain('из 3');

    // Gauges: capped percent and their colours.
    const gauges = screen.getAllByTestId('shared-threshold');
    expect(gauges.map((g) => g.dataset.color)).toEqual(['red', 'orange', 'green']);
    expect(gauges.map((g) => plain(g.textContent).match(/\d+%/)?.[0])).toEqual(['29%', '69%', '100%']);
    expect(plain(gauges[0]!.textContent)).toContain('30 000 из 100 000');

    // Tabs only for departments with something to show.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Все отделы', 'Продажи', 'Склад']);

    // Cards: who, status, figures when allowed, total, three rules and the rest counted.
    expect(cardNames()).toEqual(['Анна Иванова', 'Борис Петров', 'Глеб Сидоров']);
    const anna = within(cards()[0]!);
    expect(anna.getByText('Руководитель · Продажи')).toBeTruthy();
    expect(anna.getByText('Активный')).toBeTruthy();
    expect(plain(anna.getByTestId('orders-profit').textContent)).toBe(
      'Заказы 12 · Прибыль 100 000 KGS · Ср. чек 8 333 KGS',
    );
    expect(plain(anna.getByTestId('employee-total').textContent)).toBe('40 000 KGS');
    const rules = anna.getAllByTestId('shared-rule');
    expect(rules.map((r) => plain(r.textContent))).toEqual([
      'БазОклад+30 000 KGS',
      'БПлан продаж+5 000 KGS',
      'ШОпоздания-700 KGS',
    ]);
    expect(within(rules[0]!).getByText('+30 000 KGS').dataset.positive).toBe('true');
    expect(within(rules[2]!).getByText('-700 KGS').dataset.positive).toBe('false');
    expect(anna.getByText('+1 еще')).toBeTruthy();
    const boris = within(cards()[1]!);
    expect(boris.getByText('В отпуске')).toBeTruthy();
    expect(boris.queryByTestId('orders-profit')).toBeNull();
    expect(boris.queryByText(/еще$/)).toBeNull();

    expect(plain(screen.getByTestId('birthdays').textContent)).toContain('Вера Петрова');
  });

  it('renders no card for a hidden figure', async () => {
    renderShared({
      SharedDashboard: () =>
        answer({
          employees: null,
          thresholdProgress: null,
          baseRatePercentage: null,
          totalBaseRateAmount: null,
          totalTeamBonuses: null,
          totalAdvances: null,
          totalSalaryPayouts: null,
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Табло продаж' }, { timeout: 5000 })).toBeTruthy();
    expect(figures()).toEqual([]);
    expect(screen.queryAllByTestId('shared-threshold')).toEqual([]);
    expect(cards()).toEqual([]);
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.queryByText('Нет сотрудников')).toBeNull();
    expect(screen.queryByTestId('birthdays')).toBeNull();
  });

  it('leaves out what needs a hidden figure: no profit, no best employee, no amount due without payouts', async () => {
    renderShared({
      SharedDashboard: () =>
        answer({
          employees: [
            employee(1, 'Анна Иванова', {
              employeeProfit: null,
              ordersCount: null,
              averageCheck: null,
              shouldShowOrdersAndProfit: null,
              totalSalary: null,
            }),
          ],
          totalSalaryPayouts: null,
          bestEmployee: null,
        }),
    });
    await screen.findByTestId('shared-employee-card', {}, { timeout: 5000 });
    expect(figures()).toEqual(['base-rate', 'team-bonuses', 'advances', 'active']);
    expect(screen.queryByTestId('employee-total')).toBeNull();
    expect(screen.queryByTestId('orders-profit')).toBeNull();
  });

  it('names the server’s best employee where profit is hidden, without a total where payouts are', async () => {
    renderShared({
      SharedDashboard: () =>
        answer({
          employees: [employee(1, 'Анна Иванова', { employeeProfit: null, ordersCount: null, totalSalary: null })],
          totalSalaryPayouts: null,
          bestEmployee: { __typename: 'SharedBestEmployee', id: 1, name: 'Анна Иванова', totalSalary: null },
        }),
    });
    await screen.findByTestId('shared-employee-card', {}, { timeout: 5000 });
    expect(figures()).toContain('best');
    expect(text('best')).toContain('Анна Иванова');
    expect(text('best')).not.toContain('KGS');
  });

  it('says the dashboard is unavailable: not found or rotated, or the load failed', async () => {
    renderShared({
      SharedDashboard: () => ({
        errors: [{ message: 'Дашборд не найден или неактивен', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByText('Дашборд недоступен', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Дашборд не найден или неактивен')).toBeTruthy();
  });

  it('names any other failure as a load error', async () => {
    renderShared({
      SharedDashboard: () => ({
        errors: [
          { message: 'Слишком много запросов. Повторите через минуту', extensions: { code: 'TOO_MANY_REQUESTS' } },
        ],
      }),
    });
    expect(await screen.findByText('Дашборд недоступен', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Ошибка загрузки дашборда')).toBeTruthy();
    expect(screen.queryByText('Дашборд не найден или неактивен')).toBeNull();
  });

  it('filters cards and gauges by the department tab, with the empty texts', async () => {
    renderShared({
      SharedDashboard: () =>
        answer({
          thresholdProgress: [
            {
              __typename: 'SharedThreshold',
              templateName: 'Склад',
              departmentName: 'Офис',
              currentValue: '1',
              thresholdValue: '2',
            },
          ],
        }),
    });
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Склад' }));
    await waitFor(() => expect(cardNames()).toEqual(['Глеб Сидоров']));
    expect(screen.queryAllByTestId('shared-threshold')).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'Офис' }));
    await waitFor(() => expect(cards()).toEqual([]));
    expect(screen.getByText('В выбранном отделе нет сотрудников')).toBeTruthy();
    expect(screen.getAllByTestId('shared-threshold')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Все отделы' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('says so when the dashboard has nobody at all', async () => {
    renderShared({ SharedDashboard: () => answer({ employees: [] }) });
    expect(await screen.findByText('Нет сотрудников', {}, { timeout: 5000 })).toBeTruthy();
    expect(figures()).toContain('active');
  });

  it('moves to the next tab every 15 s until a tab is picked or the switch is turned off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderShared();
      await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
      const selected = () =>
        screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')!.textContent;
      const rotation = screen.getByRole('switch', { name: 'Автосмена отделов' }) as HTMLInputElement;
      expect(selected()).toBe('Все отделы');
      expect(rotation.checked).toBe(true);

      act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
      expect(selected()).toBe('Продажи');
      expect(cardNames()).toEqual(['Анна Иванова', 'Борис Петров']);
      act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
      expect(selected()).toBe('Склад');
      act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
      expect(selected()).toBe('Все отделы');

      // Turned off: it stays; on again: it moves on.
      await userEvent.click(rotation);
      expect(rotation.checked).toBe(false);
      act(() => vi.advanceTimersByTime(TAB_ROTATION_MS * 2));
      expect(selected()).toBe('Все отделы');
      await userEvent.click(rotation);
      act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
      expect(selected()).toBe('Продажи');

      // A tab picked by hand stops the rotation.
      await userEvent.click(screen.getByRole('tab', { name: 'Склад' }));
      expect(rotation.checked).toBe(false);
      act(() => vi.advanceTimersByTime(TAB_ROTATION_MS * 2));
      expect(selected()).toBe('Склад');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows money in som by default', async () => {
    renderShared({
      SharedDashboard: () =>
        answer({
          company: {
            __typename: 'SharedCompany',
            name: 'Ромашка',
            logoUrl: null,
            currency: '',
            language: 'en',
            timezone: 'Asia/Bishkek',
          },
        }),
    });
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
    expect(text('advances')).toContain('15 000 KGS');
  });
});
