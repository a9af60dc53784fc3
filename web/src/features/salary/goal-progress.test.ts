import { describe, expect, it } from 'vitest';
import { goalBar, goalsOf, goalValue } from './goal-progress';

const money = (v: string) => `${v} KGS`;

describe('goal progress helpers', () => {
  it('caps the bar at 100 and reads nonsense as 0', () => {
    expect(goalBar('60.0')).toBe(60);
    expect(goalBar('125.0')).toBe(100);
    expect(goalBar('-5')).toBe(0);
    expect(goalBar('x')).toBe(0);
  });

  it('writes orders as a count, profit as money, and a hidden value as null', () => {
    expect(goalValue({ thresholdType: 'orders_count' }, '12', money)).toBe('12');
    expect(goalValue({ thresholdType: 'employee_profit' }, '12.50', money)).toBe('12.50 KGS');
    expect(goalValue({ thresholdType: 'employee_profit' }, null, money)).toBeNull();
  });

  it('picks one employee’s goals', () => {
    const goals = [{ employeeId: 1 }, { employeeId: 2 }, { employeeId: 1 }] as never[];
    expect(goalsOf(goals, 1)).toHaveLength(2);
  });
});
