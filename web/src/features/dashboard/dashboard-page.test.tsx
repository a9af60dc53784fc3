import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { plain, setup, summary } from './dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

describe('the dashboard', () => {
  it('shows the overview with advances negative, the best employee and the birthdays', async () => {
    setup('manager');
    const overview = await screen.findByTestId('financial-overview');
    expect(plain(within(overview).getByTestId('overview-profit').textContent)).toContain('123 457 KGS');
    expect(plain(within(overview).getByTestId('overview-salaries').textContent)).toContain(
      '69 000 KGS55.9% от прибыли',
    );
    expect(plain(within(overview).getByTestId('overview-advances').textContent)).toContain('-10 000 KGS');
    expect(plain(within(overview).getByTestId('overview-due').textContent)).toContain('К доплате59 000 KGS');
    expect(plain(screen.getByTestId('best-employee').textContent)).toContain('Сотрудник 1');
    expect(plain(screen.getByTestId('birthdays').textContent)).toContain('Вера Петрова');
    expect(plain(screen.getByTestId('birthdays').textContent)).toContain('Склад · Центр');
  });

  it('says N/A without profit and Нет данных without a best employee', async () => {
    setup('manager', {
      DashboardScreen: () => ({
        data: { employeeCards: [], thresholdProgress: [], payrollSummary: summary('0.00', null, null) },
      }),
    });
    const overview = await screen.findByTestId('financial-overview');
    expect(overview.textContent).toContain('N/A');
    expect(screen.getByTestId('best-employee').textContent).toContain('Нет данных');
    expect(screen.getByText('Нет активных сотрудников')).toBeTruthy();
    expect(screen.getByTestId('thresholds').textContent).toContain('Нет бонусных правил с порогами');
  });

  it('draws the cards: rules as lines, orders and profit only when the card says so, the ledger lists', async () => {
    setup('manager');
    const [first, second] = await screen.findAllByTestId('pay-card');
    expect(plain(first!.textContent)).toContain('Продажи · Старший продавец');
    const rules = plain(within(first!).getByTestId('applied-rules').textContent);
    expect(rules).toContain('Оклад - Оклад: 30 000 KGS');
    expect(rules).toContain('План - Бонус: +4 000 KGS');
    expect(rules).toContain('Опоздания - Штраф: -400 KGS');
    expect(plain(within(first!).getByTestId('orders-profit').textContent)).toContain('123 457 KGS');
    expect(within(second!).queryByTestId('orders-profit')).toBeNull();
    expect(plain(within(first!).getByTestId('card-bonuses').textContent)).toContain('Премия1 000 KGS');
    expect(plain(within(first!).getByTestId('card-penalties').textContent)).toContain('-500 KGS');
    expect(plain(within(first!).getByTestId('card-advances').textContent)).toContain('Аванс-10 000 KGS');
  });

  it('colours the threshold bars at 60/80/100 and caps them at 100 %', async () => {
    setup('manager');
    const items = await screen.findAllByTestId('threshold-item');
    const bar = (i: number) => items[i]!.querySelector('[data-color]')!;
    expect([0, 1, 2].map((i) => bar(i).getAttribute('data-color'))).toEqual(['red', 'blue', 'teal']);
    expect(items[2]!.textContent).toContain('Достигнут');
    expect(items[0]!.textContent).toContain('59.9%');
    const fill = items[2]!.querySelector('[role="progressbar"]')!;
    expect(fill.getAttribute('aria-valuenow')).toBe('100');
  });

  it('filters cards and thresholds by department, with the department’s empty text', async () => {
    const fake = setup('manager');
    await screen.findAllByTestId('pay-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Склад' }));
    expect(await screen.findByText('В этом отделе нет сотрудников')).toBeTruthy();
    expect(screen.getAllByTestId('threshold-item')).toHaveLength(1);
    const asked = fake.calls.filter((c) => c.name === 'DashboardScreen').map((c) => c.variables.departmentId);
    expect(asked).toEqual([null, 2]);
  });

  it('opens the quick dialogs from the round button', { timeout: 20_000 }, async () => {
    setup('manager');
    // The menu and the dialog open through transitions, which take longer on a loaded machine.
    const slow = { timeout: 5000 };
    // Once the screen has all its data (cards, departments, birthdays): a menu opened while it
    // still renders could close with a re-render.
    await screen.findAllByTestId('pay-card', {}, slow);
    await screen.findByRole('tab', { name: 'Склад' }, slow);
    await screen.findByText(/Вера/, {}, slow);
    await userEvent.click(await screen.findByRole('button', { name: 'Быстрые действия' }, slow));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Начислить аванс' }, slow));
    expect(await screen.findByRole('dialog', {}, slow)).toBeTruthy();
  });

  it('the employee role sees its card only, without company figures or write actions', async () => {
    const fake = setup('employee');
    await screen.findAllByTestId('pay-card');
    expect(screen.queryByTestId('financial-overview')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Быстрые действия' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Все отделы' })).toBeNull();
    expect(fake.calls.find((c) => c.name === 'DashboardScreen')?.variables.company).toBe(false);
    expect(fake.calls.some((c) => c.name === 'DashboardDepartments')).toBe(false);
  });
});
