import { describe, expect, it } from 'vitest';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import { guardJson, guardRecord } from './guard';
import type { Viewer } from '../tenancy/viewer';

const viewer = (keys: string[], ownEmployeeId: number | null = null): Viewer => ({
  companyId: 1,
  permissions: new Set(keys),
  ownEmployeeId,
});

const card = {
  id: 7,
  name: 'Анна Ким',
  totalSalary: '1000.00',
  ordersCount: 3,
  appliedRules: [{ ruleId: 1, name: 'Оклад', salaryMode: 'base', source: 'rule', calculatedAmount: '1000.00' }],
  bonuses: [{ id: 1, appliedDate: '2026-11-01', reason: 'План', amount: '50.00' }],
  penalties: [],
  advances: [],
  pieceworks: [],
  internalNote: 'never declared',
};

describe('guardRecord', () => {
  it('hides what the grants lack, nested records included, and every undeclared field', () => {
    const seen = guardRecord('EmployeeCard', card, viewer([FIELD_KEYS.profit])) as typeof card;
    expect(seen.totalSalary).toBeNull();
    expect(seen.ordersCount).toBe(3);
    expect(seen.appliedRules[0]).toMatchObject({ name: 'Оклад', calculatedAmount: null });
    expect(seen.bonuses[0]).toMatchObject({ reason: 'План', amount: null });
    expect(seen.internalNote).toBeNull();
    expect(seen.name).toBe('Анна Ким');
  });

  it("shows the viewer's own record in full, nested records included", () => {
    const seen = guardRecord('EmployeeCard', card, viewer([], 7)) as typeof card;
    expect(seen.totalSalary).toBe('1000.00');
    expect(seen.appliedRules[0]!.calculatedAmount).toBe('1000.00');
    expect((guardRecord('EmployeeCard', card, viewer([], 8)) as typeof card).totalSalary).toBeNull();
  });

  it('needs every key of a field that needs several', () => {
    const overview = { employeeCount: 2, salaryPercentOfProfit: '12.5' };
    expect(guardRecord('FinancialOverview', overview, viewer([FIELD_KEYS.amounts]))).toMatchObject({
      salaryPercentOfProfit: null,
    });
    expect(guardRecord('FinancialOverview', overview, viewer([FIELD_KEYS.amounts, FIELD_KEYS.profit]))).toMatchObject({
      salaryPercentOfProfit: '12.5',
    });
  });

  it('guards a cached value once per kind of viewer, keeping its identity', () => {
    const someone = viewer([FIELD_KEYS.profit]);
    expect(guardRecord('EmployeeCard', card, someone)).toBe(
      guardRecord('EmployeeCard', card, viewer([FIELD_KEYS.profit])),
    );
    expect(guardRecord('EmployeeCard', card, someone)).not.toBe(guardRecord('EmployeeCard', card, viewer([])));
  });

  it('passes values of names that are not records', () => {
    expect(guardRecord('Company', card, viewer([]))).toBe(card);
  });
});

describe('guardJson', () => {
  it('hides every sensitive name however deep, and nothing else', () => {
    const before = { card: { figures: { baseSalary: '1.00', name: 'x' }, phone: '+7' }, value: '5', title: 't' };
    expect(guardJson(before, new Set([FIELD_KEYS.phone]))).toEqual({
      card: { figures: { baseSalary: null, name: 'x' }, phone: '+7' },
      value: null,
      title: 't',
    });
  });
});
