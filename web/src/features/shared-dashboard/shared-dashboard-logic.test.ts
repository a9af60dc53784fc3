import { describe, expect, it } from 'vitest';
import type { SharedDashboardFieldsFragment, SharedEmployeeFieldsFragment } from '@/gql/graphql';
import {
  activeCount,
  amountDue,
  departmentTabs,
  employeesOf,
  gaugeColor,
  gaugePercent,
  progressOnly,
  thresholdsOf,
  totalProfit,
} from './shared-dashboard-logic';

type Threshold = NonNullable<SharedDashboardFieldsFragment['thresholdProgress']>[number];

const person = (id: number, over: Partial<SharedEmployeeFieldsFragment> = {}): SharedEmployeeFieldsFragment => ({
  id,
  rank: null,
  name: `Сотрудник ${id}`,
  firstName: 'Сотрудник',
  lastName: String(id),
  photoUrl: null,
  role: 'employee',
  departmentId: 1,
  status: 'active',
  baseSalary: '0.00',
  bonusAmount: '0.00',
  penaltyAmount: '0.00',
  advanceAmount: '0.00',
  ordersCount: 1,
  employeeProfit: '0.00',
  averageCheck: null,
  shouldShowOrdersAndProfit: true,
  totalSalary: '0.00',
  appliedRules: [],
  ...over,
});

const gauge = (departmentName: string): Threshold => ({
  progressPercent: '0.0',
  projectedPercent: '0.0',
  templateName: 'План',
  departmentName,
  currentValue: '1',
  thresholdValue: '2',
});

describe('threshold gauges', () => {
  it('fill current ÷ threshold in whole percent, capped at 100', () => {
    expect(gaugePercent('29999.99', '100000.00')).toBe(29);
    expect(gaugePercent('70000', '100000')).toBe(70);
    expect(gaugePercent('150000.00', '100000.00')).toBe(100);
    expect(gaugePercent('-5', '100')).toBe(0);
    expect(gaugePercent('5', '0')).toBe(100);
    expect(gaugePercent('abc', '100')).toBe(0);
  });

  it('read a progress the server sent alone (no money on the link) the same way', () => {
    expect(progressOnly('29.99')).toBe(29);
    expect(progressOnly('150.00')).toBe(100);
    expect(progressOnly('n/a')).toBeNull();
  });

  it('are red under 30 %, orange under 70 %, green from 70 %', () => {
    expect([0, 29, 30, 69, 70, 100].map(gaugeColor)).toEqual(['red', 'red', 'orange', 'orange', 'green', 'green']);
  });
});

describe('summary figures', () => {
  it('amount due is payouts − advances exactly, and only with both', () => {
    expect(amountDue('120000.10', '15000.20')).toBe('104999.90');
    expect(amountDue('0.30', '0.10')).toBe('0.20');
    expect(amountDue('1000.00', '2500.00')).toBe('-1500.00');
    expect(amountDue(null, '15000.00')).toBeNull();
    expect(amountDue('120000.00', null)).toBeNull();
  });

  it('total profit sums the shown profits exactly; none when profits are hidden', () => {
    expect(totalProfit([person(1, { employeeProfit: '0.10' }), person(2, { employeeProfit: '0.20' })])).toBe('0.30');
    expect(totalProfit([person(1, { employeeProfit: null })])).toBeNull();
    expect(totalProfit([])).toBe('0.00');
  });

  it('counts active employees only', () => {
    expect(activeCount([person(1), person(2, { status: 'vacation' }), person(3, { status: 'inactive' })])).toBe(1);
  });
});

describe('department tabs', () => {
  const departments = [
    { id: 1, name: 'Продажи' },
    { id: 2, name: 'Склад' },
    { id: 3, name: 'Офис' },
    { id: 4, name: 'Цех' },
  ];

  it('are the departments with a shown card or threshold, in the server’s order', () => {
    const tabs = departmentTabs(departments, [person(1, { departmentId: 4 })], [gauge('Склад, Офис')]);
    expect(tabs.map((d) => d.id)).toEqual([2, 3, 4]);
  });

  it('filter cards by department and gauges by the departments they name', () => {
    const staff = [person(1, { departmentId: 1 }), person(2, { departmentId: 2 }), person(3, { departmentId: null })];
    expect(employeesOf(staff, null).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(employeesOf(staff, departments[1]!).map((e) => e.id)).toEqual([2]);
    const gauges = [gauge('Продажи'), gauge('Продажи, Склад'), gauge('Складской учёт')];
    expect(thresholdsOf(gauges, departments[1]!)).toEqual([gauges[1]]);
    expect(thresholdsOf(gauges, null)).toEqual(gauges);
  });
});
