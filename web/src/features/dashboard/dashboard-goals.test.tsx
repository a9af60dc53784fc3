import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { goal, plain, setup } from './dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

const goalsOfCard = (index: number) =>
  within(screen.getAllByTestId('pay-card')[index]!).queryAllByTestId('goal-progress');

describe('goals on the employee cards', () => {
  it('shows each goal on its employee’s card: where it stands, what is left, the projection and its payout', async () => {
    setup('manager', { GoalProgress: () => ({ data: { goalProgress: [goal(1, 7)] } }) });
    await waitFor(() => expect(goalsOfCard(0)).toHaveLength(1));
    const [item] = goalsOfCard(0);
    expect(item!.getAttribute('data-rule-id')).toBe('7');
    const text = plain(item!.textContent);
    expect(text).toContain('Цель 7');
    expect(text).toContain('Текущее: 60 000 KGS из 100 000 KGS');
    expect(text).toContain('Осталось: 40 000 KGS');
    expect(text).toContain('Прогноз на конец месяца: 126 000 KGS — будет достигнута');
    expect(text).toContain('Выплата по прогнозу: 12 600 KGS');
    expect(goalsOfCard(1)).toHaveLength(0);
  });

  it('leaves out what the role hides, never showing it as zero', async () => {
    const hidden = goal(1, 7, {
      currentValue: null,
      thresholdValue: null,
      remaining: null,
      projectedValue: null,
      projectedAchieved: false,
      currentPayout: null,
      projectedPayout: null,
    });
    setup('manager', { GoalProgress: () => ({ data: { goalProgress: [hidden] } }) });
    await waitFor(() => expect(goalsOfCard(0)).toHaveLength(1));
    const text = plain(goalsOfCard(0)[0]!.textContent);
    expect(text).toContain('60.0%');
    expect(text).toContain('Прогноз на конец месяца — не будет достигнута');
    expect(text).not.toContain('Текущее');
    expect(text).not.toContain('Осталось');
    expect(text).not.toContain('Выплата по прогнозу');
  });

  it('follows goalProgressChanged pushes without asking again', async () => {
    const page = setup('manager', { GoalProgress: () => ({ data: { goalProgress: [goal(1, 7)] } }) });
    await waitFor(() => expect(goalsOfCard(0)).toHaveLength(1));
    await waitFor(() => expect(page.calls.some((c) => c.name === 'GoalProgressChanged')).toBe(true));
    act(() =>
      page.emit('GoalProgressChanged', {
        data: {
          goalProgressChanged: [
            goal(1, 7, { isAchieved: true, progressPercent: '120.0', currentPayout: '12000.00' }),
            goal(2, 8, { ruleName: 'Заказы', thresholdType: 'orders_count', currentValue: '9', thresholdValue: '12' }),
          ],
        },
      }),
    );
    await waitFor(() => expect(goalsOfCard(1)).toHaveLength(1));
    expect(plain(goalsOfCard(0)[0]!.textContent)).toContain('Достигнута');
    expect(plain(goalsOfCard(1)[0]!.textContent)).toContain('Текущее: 9 из 12');
    expect(page.calls.filter((c) => c.name === 'GoalProgress')).toHaveLength(1);
  });
});
