import type { EntityManager } from '@mikro-orm/postgresql';
import { LayeredMap, updatePayroll } from '@staffpay/pay-engine/engine';
import type { PayrollInput } from '@staffpay/pay-engine/engine.types';
import { paidCardsOf, patchPaidCards } from './paid-cards';
import type { Computed } from './payroll-compute';
import { loadEmployeesPayroll, type LoadedEmployees, type PayFact } from './payroll-loader';

/** Keeps `list` (sorted by `order`) without `leaving`'s items and with `coming` (sorted too) in their places. */
function replaceSorted<T>(list: T[], leaving: (item: T) => boolean, coming: T[], order: (a: T, b: T) => number): T[] {
  const out: T[] = [];
  let next = 0;
  for (const item of list) {
    if (leaving(item)) continue;
    while (next < coming.length && order(coming[next]!, item) < 0) out.push(coming[next++]!);
    out.push(item);
  }
  while (next < coming.length) out.push(coming[next++]!);
  return out;
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const byDateThenId = (a: { appliedDate: string; id: number }, b: { appliedDate: string; id: number }) =>
  a.appliedDate < b.appliedDate ? -1 : a.appliedDate > b.appliedDate ? 1 : a.id - b.id;

/** The previous input with the employees' own part replaced, in the order a whole-company read gives. */
function patchInput(previous: PayrollInput, changed: Set<number>, loaded: LoadedEmployees): PayrollInput {
  const theirs = (r: { employeeId: number }) => changed.has(r.employeeId);
  return {
    ...previous,
    employees: replaceSorted(previous.employees, (e) => changed.has(e.id), loaded.employees, byId),
    performance: replaceSorted(previous.performance, theirs, loaded.performance, byId),
    ledger: replaceSorted(previous.ledger, theirs, loaded.ledger, byDateThenId),
  };
}

/**
 * The computation after a change of `employeeIds`: the facts of theirs it may have moved are read
 * again (at most four statements whatever the company's size), and the computation is patched.
 */
export async function patchComputed(
  em: EntityManager,
  companyId: number,
  previous: Computed,
  employeeIds: number[],
  facts: ReadonlySet<PayFact>,
): Promise<Computed> {
  const loaded = await loadEmployeesPayroll(em, companyId, employeeIds, facts, previous);
  return patchLoaded(previous, employeeIds, loaded);
}

/**
 * The computation with the reloaded facts of `employeeIds`: the engine builds their cards and
 * those the change reaches, and only those cards' views are built and placed in the list.
 * Everything else is the previous computation's own objects.
 */
export function patchLoaded(previous: Computed, employeeIds: number[], loaded: LoadedEmployees): Computed {
  const { period } = previous;
  const changed = new Set(employeeIds);
  const input = patchInput(previous.input, changed, loaded);
  const people = LayeredMap.with(
    previous.people,
    employeeIds.map((id) => [id, loaded.people.get(id)]),
  );
  const state = updatePayroll(previous.state, input, changed);
  const { recomputed } = state;
  const paidCards =
    recomputed === 'all'
      ? paidCardsOf(state.result, people, input.employees)
      : patchPaidCards(previous.paidCards, changed, recomputed, state.result, people, loaded.employees);
  return { input, people, period, state, result: state.result, paidCards, allCards: paidCards.map((c) => c.card) };
}
