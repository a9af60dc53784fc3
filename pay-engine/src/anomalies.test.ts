import { describe, expect, it } from 'vitest';
import { detectAnomalies, type PreviousFigures } from './anomalies';
import { computePayroll } from './engine';
import { employee, ledger, payrollInput, record, salaryRule } from './engine.fixtures';
import type { PayrollInput } from './engine.types';

/** Worked examples of the pre-close check: one per kind with exact figures, and months with none. */

const check = (input: PayrollInput, previous: Map<number, PreviousFigures> | null, changeShare?: string) =>
  detectAnomalies({ input, result: computePayroll(input), previous, changeShare });

const base = (id: number, value: string, employees: number[]) => salaryRule(id, { value, employees });
const prev = (totalSalary: string, salaryRuleIds: number[]) => ({ totalSalary, salaryRuleIds });

describe('detectAnomalies', () => {
  it('total_changed: 30 000.00 after 20 000.00 moved by 50 %, over a 25 % share; within 60 % it did not', () => {
    const input = payrollInput({ employees: [employee(1)], salaryRules: [base(1, '30000', [1])] });
    const previous = new Map([[1, prev('20000.00', [1])]]);
    expect(check(input, previous)).toEqual([
      {
        kind: 'total_changed',
        employeeId: 1,
        employeeName: 'First1 Last1',
        ruleId: null,
        ruleName: null,
        ledgerType: null,
        recordIds: [],
        amount: '30000.00',
        previousAmount: '20000.00',
      },
    ]);
    expect(check(input, previous, '0.6')).toEqual([]);
    // Exactly the share is not more than it: 25 000.00 after 20 000.00.
    const quarter = payrollInput({ employees: [employee(1)], salaryRules: [base(1, '25000', [1])] });
    expect(check(quarter, previous)).toEqual([]);
  });

  it('total_changed: a previous 0.00 and a non-zero total now counts', () => {
    const input = payrollInput({ employees: [employee(1)], salaryRules: [base(1, '1000', [1])] });
    const found = check(input, new Map([[1, prev('0.00', [1])]]));
    expect(found.map((a) => [a.kind, a.amount, a.previousAmount])).toEqual([['total_changed', '1000.00', '0.00']]);
  });

  it('rule_started and rule_stopped: rule 2 applies now, rule 3 did last month', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [base(1, '10000', [1]), base(2, '500', [1]), base(3, '700', [])],
    });
    const found = check(input, new Map([[1, prev('10700.00', [1, 3])]]));
    expect(found.map((a) => [a.kind, a.ruleId, a.ruleName])).toEqual([
      ['rule_started', 2, 'Rule 2'],
      ['rule_stopped', 3, 'Rule 3'],
    ]);
  });

  it('duplicate_record: two bonuses of 1 500.00 two days apart; a third five days later is not', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [base(1, '10000', [1])],
      ledger: [
        ledger(11, 1, 'bonus', '1500', '2026-11-03'),
        ledger(12, 1, 'bonus', '1500.00', '2026-11-05'),
        ledger(13, 1, 'bonus', '1500', '2026-11-10'),
        ledger(14, 1, 'penalty', '1500', '2026-11-04'),
      ],
    });
    expect(check(input, null)).toEqual([
      {
        kind: 'duplicate_record',
        employeeId: 1,
        employeeName: 'First1 Last1',
        ruleId: null,
        ruleName: null,
        ledgerType: 'bonus',
        recordIds: [11, 12],
        amount: '1500.00',
        previousAmount: null,
      },
    ]);
  });

  it('inactive_paid: an inactive employee with an advance and a performance record', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2, [], 'inactive')],
      salaryRules: [base(1, '10000', [1, 2])],
      ledger: [ledger(21, 2, 'advance', '50')],
      performance: [record(5, 2)],
    });
    expect(check(input, null).map((a) => [a.kind, a.employeeId, a.recordIds])).toEqual([['inactive_paid', 2, [21]]]);
  });

  it('negative_due: an advance of 12 000.00 over a 10 000.00 salary leaves −2 000.00', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [base(1, '10000', [1])],
      ledger: [ledger(31, 1, 'advance', '12000')],
    });
    expect(check(input, null).map((a) => [a.kind, a.amount])).toEqual([['negative_due', '-2000.00']]);
  });

  it('no_base_rule: a paid employee with only a bonus-mode rule', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [salaryRule(1, { value: '500', salaryMode: 'bonus', employees: [1] })],
    });
    expect(check(input, null).map((a) => [a.kind, a.employeeId])).toEqual([['no_base_rule', 1]]);
  });

  it('none found: a steady month, and an empty company', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2, [], 'inactive')],
      salaryRules: [base(1, '10000', [1])],
      ledger: [ledger(1, 1, 'bonus', '1000', '2026-11-01'), ledger(2, 1, 'bonus', '1000', '2026-11-20')],
    });
    expect(check(input, new Map([[1, prev('11000.00', [1])]]))).toEqual([]);
    expect(check(input, null)).toEqual([]);
    expect(check(payrollInput({}), null)).toEqual([]);
  });

  it('orders by employee, then kind, whatever the input order', () => {
    const input = payrollInput({
      employees: [employee(2), employee(1)],
      salaryRules: [salaryRule(1, { value: '500', salaryMode: 'bonus', employees: [1, 2] })],
      ledger: [ledger(41, 2, 'advance', '900'), ledger(42, 1, 'advance', '900')],
    });
    expect(check(input, null).map((a) => [a.employeeId, a.kind])).toEqual([
      [1, 'negative_due'],
      [1, 'no_base_rule'],
      [2, 'negative_due'],
      [2, 'no_base_rule'],
    ]);
  });
});
