import { describe, expect, it } from 'vitest';
import { computePayroll, computePayrollState, updatePayroll } from './engine';
import { employee, example29, payrollInput, record, salaryRule } from './engine.fixtures';

describe('the card', () => {
  it('lists its fields in the documented order (the order of the REST answer’s JSON)', () => {
    expect(Object.keys(computePayroll(example29()).cards[0]!)).toEqual([
      'employeeId',
      'paid',
      'ordersCount',
      'employeeProfit',
      'averageCheck',
      'baseSalary',
      'ruleBonuses',
      'rulePenalties',
      'totalBonuses',
      'totalPenalties',
      'totalAdvances',
      'piecework',
      'totalSalary',
      'amountDue',
      'appliedRules',
      'shouldShowOrdersAndProfit',
      'bonuses',
      'penalties',
      'advances',
      'pieceworks',
    ]);
  });
});

describe('a card reached by another employee’s change', () => {
  /** E1 and E2 in department 1; E2's profit is far past a department-profit threshold. */
  const company = (ruleFields: Parameters<typeof salaryRule>[1]) =>
    payrollInput({
      employees: [employee(1, [1]), employee(2, [1])],
      salaryRules: [salaryRule(1, { value: '500', departments: [1], ...ruleFields })],
      performance: [record(1, 2, { employeeProfit: '5000' })],
    });
  const afterE1Sells = (before: ReturnType<typeof company>) => ({
    ...before,
    performance: [...before.performance, record(2, 1, { employeeProfit: '10' })],
  });

  it('stays the previous card when what the rules pay it did not move', () => {
    const before = company({ salaryMode: 'bonus', thresholdType: 'department_profit', thresholdValue: '1000' });
    const state = computePayrollState(before);
    const next = updatePayroll(state, afterE1Sells(before), [1]);
    expect(next.result.byEmployee.get(2)).toBe(state.result.byEmployee.get(2));
    expect([...(next.recomputed as Set<number>)]).toEqual([1]);
    expect(next.result.cards).toEqual(computePayroll(afterE1Sells(before)).cards);
  });

  it('is made again when it did, its own figures unchanged', () => {
    const before = company({ ruleType: 'percent_department', value: '10' });
    const state = computePayrollState(before);
    const next = updatePayroll(state, afterE1Sells(before), [1]);
    const [was, now] = [state.result.byEmployee.get(2)!, next.result.byEmployee.get(2)!];
    expect(now).not.toBe(was);
    expect([was.baseSalary, now.baseSalary]).toEqual(['500.00', '501.00']);
    expect(now.employeeProfit).toBe(was.employeeProfit);
    expect([...(next.recomputed as Set<number>)].sort()).toEqual([1, 2]);
    expect(next.result.cards).toEqual(computePayroll(afterE1Sells(before)).cards);
  });
});
