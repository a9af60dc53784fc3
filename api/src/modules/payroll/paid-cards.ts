import type { EngineEmployee, PayrollResult } from '@staffpay/pay-engine/engine.types';
import { toCardView, type EmployeeCardView } from './card.view';
import type { CardPerson } from './payroll-loader';

export interface PaidCard {
  card: EmployeeCardView;
  departmentIds: number[];
}

const byName = new Intl.Collator('ru');

/** The list order of cards: last name, first name, id. */
function listOrder({ card: a }: PaidCard, { card: b }: PaidCard): number {
  return byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName) || a.id - b.id;
}

/** The paid employees' card views in list order. */
export function paidCardsOf(
  result: PayrollResult,
  people: ReadonlyMap<number, CardPerson>,
  employees: EngineEmployee[],
): PaidCard[] {
  const departments = new Map(employees.map((e) => [e.id, e.departmentIds]));
  return result.cards
    .filter((c) => c.paid)
    .map((c) => ({ card: toCardView(people.get(c.employeeId)!, c), departmentIds: departments.get(c.employeeId)! }))
    .sort(listOrder);
}

/**
 * The previous list with the cards of `touched` built again (or gone): every other entry is the
 * previous object, in the same order, so whatever was derived from it per card (its REST shape,
 * its JSON) still holds. The list order is total (the id breaks ties), so inserting the new entries
 * where they belong gives the very order a full sort would. `changed` are the employees whose own
 * data was reloaded; the other touched ones keep their departments.
 */
export function patchPaidCards(
  previous: PaidCard[],
  touched: ReadonlySet<number>,
  result: PayrollResult,
  people: ReadonlyMap<number, CardPerson>,
  changed: EngineEmployee[],
): PaidCard[] {
  const departments = new Map(changed.map((e) => [e.id, e.departmentIds]));
  const kept: PaidCard[] = [];
  for (const p of previous) {
    if (!touched.has(p.card.id)) kept.push(p);
    else if (!departments.has(p.card.id)) departments.set(p.card.id, p.departmentIds);
  }
  const added = [...touched]
    .flatMap((id) => {
      const card = result.byEmployee.get(id);
      return card?.paid ? [{ card: toCardView(people.get(id)!, card), departmentIds: departments.get(id)! }] : [];
    })
    .sort(listOrder);
  const list: PaidCard[] = [];
  let from = 0;
  for (const entry of added) {
    let to = kept.length;
    // Binary search: the added entries are few, the kept ones thousands.
    for (let lo = from; lo < to;) {
      const mid = (lo + to) >>> 1;
      if (listOrder(kept[mid]!, entry) < 0) lo = mid + 1;
      else to = mid;
    }
    for (let i = from; i < to; i++) list.push(kept[i]!);
    list.push(entry);
    from = to;
  }
  for (let i = from; i < kept.length; i++) list.push(kept[i]!);
  return list;
}
