import {
  baseRate,
  bestEmployee,
  dashboardStats,
  financialOverview,
  salaryTypeStats,
  thresholdProgress,
} from '@staffpay/pay-engine/engine';
import type { Period, SalaryTypeStats } from '@staffpay/pay-engine/engine.types';
import { goalProgress, type GoalProgressItem } from '@staffpay/pay-engine/goals';
import type { PayScope } from '../pay-core';
import type { Computed } from './payroll-compute';
import { toCardView } from './card.view';
import {
  EVERY_PAY_FIELD,
  maskBaseRate,
  maskCard,
  maskGoals,
  maskOverview,
  maskStats,
  maskThresholds,
  payFieldsKey,
  payFieldsOf,
  seesEveryPayField,
  type MaskedCard,
  type MaskedGoal,
  type PayFields,
} from './pay-fields';

/**
 * What each pay screen shows of one computation: the same functions answer the queries and shape
 * the live feed's pushes, so a pushed figure is always the one a query would return.
 */

/**
 * The lists of cards already made of a computation, by what decides them (mask, own card,
 * department): a list is answered as the same array every time, so its REST bytes are made once
 * (cards-body keeps them per list). Bounded: a list per manager of a big company would add up.
 */
const listsOf = new WeakMap<Computed, Map<string, MaskedCard[]>>();
const MAX_LISTS = 32;

/**
 * What decides a list of cards: who looks (all, or one's own), the department and the fields the
 * role hides. A live subscriber keeps its own until a re-check brings new permissions
 * (pay-feed-views.ts), so this is made per list, not per subscriber and change.
 */
export function cardsKey(scope: PayScope, departmentId: number | null): string {
  const viewer = `${scope.all ? '*' : ''}${scope.ownEmployeeId ?? ''}:${payFieldsKey(payFieldsOf(scope.permissions))}`;
  return `cards:${departmentId ?? '*'}:${viewer}`;
}

/** The cards a scope sees, optionally of one department, in list order, as its role may see them. */
export function cardsOf(computed: Computed, scope: PayScope, departmentId: number | null): MaskedCard[] {
  const fields = payFieldsOf(scope.permissions);
  if (scope.all && departmentId === null && seesEveryPayField(fields)) return computed.allCards;
  // A pay reader's list depends on the mask, their own card (unmasked) and the department alone.
  const key = scope.all ? cardsKey(scope, departmentId) : null;
  let lists = listsOf.get(computed);
  const known = key === null ? undefined : lists?.get(key);
  if (known) return known;
  const list = listOf(computed, scope, departmentId, fields);
  if (key !== null) {
    if (!lists) listsOf.set(computed, (lists = new Map()));
    if (lists.size < MAX_LISTS) lists.set(key, list);
  }
  return list;
}

function listOf(computed: Computed, scope: PayScope, departmentId: number | null, fields: PayFields): MaskedCard[] {
  const cards =
    scope.all && departmentId === null
      ? computed.allCards
      : computed.paidCards
          .filter(
            (c) =>
              (departmentId === null || c.departmentIds.includes(departmentId)) &&
              (scope.all || scope.ownEmployeeId === c.card.id),
          )
          .map((c) => c.card);
  if (seesEveryPayField(fields)) return cards;
  return cards.map((c) => maskCard(c, fields, c.id === scope.ownEmployeeId));
}

export function statsOf({ input, result }: Computed, departmentId: number | null, fields = EVERY_PAY_FIELD) {
  const ids =
    departmentId === null
      ? undefined
      : input.employees.filter((e) => e.departmentIds.includes(departmentId)).map((e) => e.id);
  return maskStats(dashboardStats(result, ids), fields);
}

export function salaryTypesOf({ input, result }: Computed): SalaryTypeStats {
  return salaryTypeStats(input, result);
}

export function baseRateOf({ input, result }: Computed, departmentId: number | null, fields = EVERY_PAY_FIELD) {
  return maskBaseRate(baseRate(input, result, departmentId), fields);
}

export function thresholdsOf({ input, result }: Computed, departmentId: number | null, fields = EVERY_PAY_FIELD) {
  return maskThresholds(thresholdProgress(input, result, departmentId), fields);
}

/** Goals of a computation per company day: the projection runs the engine once more, so it is done once per day. */
const goalsByComputed = new WeakMap<Computed, Map<string, GoalProgressItem[]>>();

function allGoals(computed: Computed, today: string): GoalProgressItem[] {
  let byDay = goalsByComputed.get(computed);
  if (!byDay) goalsByComputed.set(computed, (byDay = new Map()));
  let items = byDay.get(today);
  if (!items) {
    byDay.clear(); // only today's is ever asked again
    byDay.set(today, (items = goalProgress(computed.input, computed.result, today)));
  }
  return items;
}

/**
 * Goal progress as a scope sees it: the employee role its own items (unmasked, as its own card),
 * pay readers everyone's or one employee's, with the fields their role hides nulled.
 */
export function goalsOf(computed: Computed, today: string, scope: PayScope, employeeId: number | null): MaskedGoal[] {
  const own = !scope.all;
  if (own && scope.ownEmployeeId === null) return [];
  const wanted = own ? scope.ownEmployeeId : employeeId;
  const items = allGoals(computed, today);
  const listed = wanted === null ? items : items.filter((i) => i.employeeId === wanted);
  return own ? listed : maskGoals(listed, payFieldsOf(scope.permissions));
}

export interface PayrollSummary {
  period: Period;
  stats: ReturnType<typeof maskStats>;
  salaryTypes: SalaryTypeStats;
  overview: ReturnType<typeof maskOverview>;
  bestEmployee: MaskedCard | null;
}

export function summaryOf(
  { input, people, result, period }: Computed,
  fields: PayFields = EVERY_PAY_FIELD,
): PayrollSummary {
  const best = bestEmployee(result);
  return {
    period,
    stats: maskStats(dashboardStats(result), fields),
    salaryTypes: salaryTypeStats(input, result),
    overview: maskOverview(financialOverview(input, result), fields),
    bestEmployee: best ? maskCard(toCardView(people.get(best.employeeId)!, best), fields) : null,
  };
}
