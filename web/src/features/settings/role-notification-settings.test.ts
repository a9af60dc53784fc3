import { describe, expect, it } from 'vitest';
import { sameMatrix, toMatrix, toSettingsInput, withSwitch } from './role-notification-settings';

describe('role notification matrix', () => {
  it('fills pairs the server did not list with "on" and keeps the listed ones', () => {
    const matrix = toMatrix([
      { role: 'employee', notificationType: 'salary_calculated', enabled: false },
      { role: 'owner', notificationType: 'system', enabled: true },
    ]);
    expect(matrix.get('employee')!.salary_calculated).toBe(false);
    expect(matrix.get('employee')!.birthday_today).toBe(true);
    expect(matrix.get('developer')!.bonus_penalty_added).toBe(true);
  });

  it('sends every role × type in contract order', () => {
    const input = toSettingsInput(withSwitch(toMatrix([]), 'verifier', 'employee_added', false));
    expect(input).toHaveLength(36);
    expect(input[0]).toEqual({ role: 'owner', notificationType: 'bonus_penalty_added', enabled: true });
    expect(input.filter((s) => !s.enabled)).toEqual([
      { role: 'verifier', notificationType: 'employee_added', enabled: false },
    ]);
  });

  it('a switch changes one pair without touching the original', () => {
    const before = toMatrix([]);
    const after = withSwitch(before, 'manager', 'system', false);
    expect(before.get('manager')!.system).toBe(true);
    expect(sameMatrix(before, after)).toBe(false);
    expect(sameMatrix(before, withSwitch(after, 'manager', 'system', true))).toBe(true);
  });

  it('holds the company’s custom roles after the built-in ones, and sends them too', () => {
    const matrix = toMatrix([
      { role: 'kassir', notificationType: 'system', enabled: false },
      { role: 'owner', notificationType: 'system', enabled: false },
    ]);
    expect([...matrix.keys()]).toEqual([
      'owner',
      'manager',
      'hr_manager',
      'employee',
      'verifier',
      'developer',
      'kassir',
    ]);
    expect(matrix.get('kassir')!.system).toBe(false);
    expect(matrix.get('kassir')!.bonus_penalty_added).toBe(true);
    const input = toSettingsInput(withSwitch(matrix, 'kassir', 'birthday_today', false));
    expect(input).toHaveLength(42);
    expect(input.filter((s) => s.role === 'kassir' && !s.enabled).map((s) => s.notificationType)).toEqual([
      'birthday_today',
      'system',
    ]);
  });
});
