import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { Handler } from '@/test/render';
import { card, plain, setup, summary, threshold } from './dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

const person = (id: number, firstName: string, lastName: string, over: Record<string, unknown> = {}) =>
  card(id, { name: `${firstName} ${lastName}`, firstName, lastName, ...over });

const STAFF = [person(1, 'Анна', 'Иванова'), person(2, 'Борис', 'Петров'), person(3, 'Глеб', 'Сидоров')];

const screenOf =
  (cards: unknown[]): Handler =>
  (v) => ({
    data: {
      // Склад (2) has nobody yet.
      employeeCards: v.departmentId === 2 ? [] : cards,
      thresholdProgress: v.company ? [threshold(1, '59.9'), threshold(2, '80.0')] : undefined,
      payrollSummary: v.company ? summary('123456.78', '55.9', null) : undefined,
    },
  });

const delta = (cards: unknown[], removedIds: number[]) => ({
  data: {
    employeeCardsChanged: {
      __typename: 'EmployeeCardsDelta',
      cards,
      removedIds,
    },
  },
});

function live(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  const fake = setup(role, { DashboardScreen: screenOf(STAFF), ...handlers });
  const asked = (name: string) => fake.calls.filter((c) => c.name === name);
  /** Resolves once the page has subscribed to `name` (pushes before that reach no one). */
  const subscribed = (name: string) => waitFor(() => expect(asked(name).length).toBeGreaterThan(0));
  return { ...fake, asked, subscribed };
}

/** The cards' names in the order shown, read from each card's menu button. */
const names = () =>
  screen.getAllByTestId('pay-card').map((c) =>
    within(c)
      .getByRole('button', { name: /^Действия: / })
      .getAttribute('aria-label')!
      .slice(10),
  );

describe('the live dashboard', () => {
  it('writes a pushed delta into the cards: a changed figure, a new card in order, a removed card; no refetch', async () => {
    const page = live('manager');
    await screen.findAllByTestId('pay-card');
    await page.subscribed('DashboardCardsChanged');
    expect(page.asked('DashboardCardsChanged')[0]!.variables).toEqual({ companyId: 10, departmentId: null });
    expect(names()).toEqual(['Анна Иванова', 'Борис Петров', 'Глеб Сидоров']);

    act(() =>
      page.emit(
        'DashboardCardsChanged',
        delta([person(1, 'Анна', 'Иванова', { amountDue: '41000.00' }), person(4, 'Дина', 'Козлова')], [3]),
      ),
    );
    await waitFor(() => expect(names()).toEqual(['Анна Иванова', 'Дина Козлова', 'Борис Петров']));
    expect(plain(screen.getAllByTestId('pay-card')[0]!.textContent)).toContain('41 000 KGS');
    expect(page.asked('DashboardScreen')).toHaveLength(1);
  });

  it('moves a renamed card to its new place', async () => {
    const page = live('manager');
    await screen.findAllByTestId('pay-card');
    await page.subscribed('DashboardCardsChanged');
    act(() => page.emit('DashboardCardsChanged', delta([person(1, 'Анна', 'Уварова')], [])));
    await waitFor(() => expect(names()).toEqual(['Борис Петров', 'Глеб Сидоров', 'Анна Уварова']));
  });

  it('writes a pushed summary into the overview and pushed thresholds into their panel', async () => {
    const page = live('owner');
    const overview = await screen.findByTestId('financial-overview');
    await page.subscribed('DashboardSummaryChanged');
    await page.subscribed('DashboardThresholdsChanged');
    expect(page.asked('DashboardSummaryChanged')[0]!.variables).toEqual({ companyId: 10 });
    expect(page.asked('DashboardThresholdsChanged')[0]!.variables).toEqual({ companyId: 10, departmentId: null });

    act(() =>
      page.emit('DashboardSummaryChanged', {
        data: {
          payrollSummaryChanged: summary('200000.00', '34.5', {
            __typename: 'EmployeeCard',
            id: 2,
            name: 'Борис Петров',
            photoUrl: null,
            departmentName: 'Продажи',
            employeeProfit: '150000.00',
            ordersCount: 30,
          }),
        },
      }),
    );
    await waitFor(() =>
      expect(plain(within(overview).getByTestId('overview-profit').textContent)).toContain('200 000 KGS'),
    );
    expect(plain(within(overview).getByTestId('overview-salaries').textContent)).toContain('34.5% от прибыли');
    expect(plain(screen.getByTestId('best-employee').textContent)).toContain('Борис Петров');

    act(() =>
      page.emit('DashboardThresholdsChanged', { data: { thresholdProgressChanged: [threshold(2, '100.0', true)] } }),
    );
    await waitFor(() => expect(screen.getAllByTestId('threshold-item')).toHaveLength(1));
    expect(screen.getByTestId('threshold-item').textContent).toContain('Достигнут');
    expect(page.asked('DashboardScreen')).toHaveLength(1);
  });

  it('follows the chosen department with its own feeds', async () => {
    const page = live('manager');
    await screen.findAllByTestId('pay-card');
    await userEvent.click(await screen.findByRole('tab', { name: 'Склад' }));
    await waitFor(() =>
      expect(page.asked('DashboardCardsChanged').map((c) => c.variables.departmentId)).toEqual([null, 2]),
    );
    expect(page.asked('DashboardThresholdsChanged').map((c) => c.variables.departmentId)).toEqual([null, 2]);
    act(() => page.emit('DashboardCardsChanged', delta([person(5, 'Ева', 'Лаптева')], [])));
    await waitFor(() => expect(names()).toEqual(['Ева Лаптева']));
  });

  it('rewrites a push that came while the answer was on its way, once the answer lands', async () => {
    let answer!: () => void;
    const stale = screenOf(STAFF);
    const page = live('manager', {
      // The answer was computed before the change the push brings.
      DashboardScreen: (v) => new Promise((resolve) => (answer = () => resolve(stale(v) as never))),
    });
    await page.subscribed('DashboardCardsChanged');
    act(() =>
      page.emit('DashboardCardsChanged', delta([person(2, 'Борис', 'Петров', { amountDue: '77000.00' })], [3])),
    );
    act(() => answer());
    await waitFor(() => expect(names()).toEqual(['Анна Иванова', 'Борис Петров']));
    expect(plain(screen.getAllByTestId('pay-card')[1]!.textContent)).toContain('77 000 KGS');
    expect(page.asked('DashboardScreen')).toHaveLength(1);
  });

  it('the employee role subscribes to its cards and birthdays, never to company figures', async () => {
    const page = live('employee');
    await screen.findAllByTestId('pay-card');
    await page.subscribed('DashboardCardsChanged');
    await page.subscribed('DashboardBirthdaysChanged');
    expect(page.asked('DashboardSummaryChanged')).toEqual([]);
    expect(page.asked('DashboardThresholdsChanged')).toEqual([]);
    expect(page.asked('DashboardDepartmentChanged')).toEqual([]);
  });

  it('shows pushed birthdays and reads the department tabs again on department events, never on pay events', async () => {
    const page = live('manager');
    await screen.findAllByTestId('pay-card');
    await page.subscribed('DashboardBirthdaysChanged');
    await page.subscribed('DashboardDepartmentChanged');
    expect(page.asked('PayLiveChanged')).toEqual([]);
    expect(page.asked('PayLiveEmployeeChanged')).toEqual([]);

    act(() =>
      page.emit('DashboardBirthdaysChanged', {
        data: {
          birthdaysTodayChanged: [
            {
              __typename: 'BirthdayEntry',
              id: 5,
              firstName: 'Ева',
              lastName: 'Лаптева',
              photoUrl: null,
              departmentName: 'Продажи',
              branchName: null,
            },
          ],
        },
      }),
    );
    await waitFor(() => expect(plain(screen.getByTestId('birthdays').textContent)).toContain('Ева Лаптева'));
    expect(plain(screen.getByTestId('birthdays').textContent)).not.toContain('Вера Петрова');
    expect(page.asked('DashboardBirthdays')).toHaveLength(1);

    act(() =>
      page.emit('DashboardDepartmentChanged', {
        data: { departmentChanged: { __typename: 'DepartmentEvent', kind: 'updated', id: 1 } },
      }),
    );
    await waitFor(() => expect(page.asked('DashboardDepartments')).toHaveLength(2));
    expect(page.asked('DashboardScreen')).toHaveLength(1);
  });

  it('at the company’s month turn, reads the new month and subscribes to it anew', async () => {
    // Bishkek's December begins at 18:00 UTC; the clock runs on its own and may be moved on.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-30T17:59:00Z') });
    try {
      const page = live('owner');
      await screen.findAllByTestId('pay-card');
      await page.subscribed('DashboardSummaryChanged');
      expect(page.asked('DashboardScreen')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(60_000));
      await waitFor(() => expect(page.asked('DashboardScreen')).toHaveLength(2));
      for (const feed of ['DashboardCardsChanged', 'DashboardSummaryChanged', 'DashboardThresholdsChanged']) {
        await waitFor(() => expect(page.asked(feed)).toHaveLength(2));
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
