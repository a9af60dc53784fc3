import type { EmployeeCardView } from './card.view';
import {
  baseRate,
  bestEmployee,
  dashboardStats,
  financialOverview,
  salaryTypeStats,
  thresholdProgress,
} from '@staffpay/pay-engine/engine';
import type {
  BaseRate,
  DashboardStats,
  FinancialOverview,
  Period,
  SalaryTypeStats,
  ThresholdProgressItem,
} from '@staffpay/pay-engine/engine.types';
import type { PayScope } from '../pay-core';
import type { Computed } from './payroll-compute';
import { toCardView } from './card.view';

/**
 * What each pay screen shows of one computation: the same functions answer the queries and shape
 * the live feed's pushes, so a pushed figure is always the one a query would return.
 */

/** The cards a scope sees, optionally of one department, in list order. */
export function cardsOf(computed: Computed, scope: PayScope, departmentId: number | null): EmployeeCardView[] {
  if (scope.all && departmentId === null) return computed.allCards;
  return computed.paidCards
    .filter(
      (c) =>
        (departmentId === null || c.departmentIds.includes(departmentId)) &&
        (scope.all || scope.ownEmployeeId === c.card.id),
    )
    .map((c) => c.card);
}

export function statsOf({ input, result }: Computed, departmentId: number | null): DashboardStats {
  const ids =
    departmentId === null
      ? undefined
      : input.employees.filter((e) => e.departmentIds.includes(departmentId)).map((e) => e.id);
  return dashboardStats(result, ids);
}

export function salaryTypesOf({ input, result }: Computed): SalaryTypeStats {
  return salaryTypeStats(input, result);
}

export function baseRateOf({ input, result }: Computed, departmentId: number | null): BaseRate {
  return baseRate(input, result, departmentId);
}

export function thresholdsOf({ input, result }: Computed, departmentId: number | null): ThresholdProgressItem[] {
  return thresholdProgress(input, result, departmentId);
}

export interface PayrollSummary {
  period: Period;
  stats: DashboardStats;
  salaryTypes: SalaryTypeStats;
  overview: FinancialOverview;
  bestEmployee: EmployeeCardView | null;
}

export function summaryOf({ input, people, result, period }: Computed): PayrollSummary {
  const best = bestEmployee(result);
  return {
    period,
    stats: dashboardStats(result),
    salaryTypes: salaryTypeStats(input, result),
    overview: financialOverview(input, result),
    bestEmployee: best ? toCardView(people.get(best.employeeId)!, best) : null,
  };
}
