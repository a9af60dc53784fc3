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
 * The previous list with the cards of `changed` and `rebuilt` made again (or gone): every other
 * entry is the previous object, in the same order, so whatever was derived from it per card (its
 * REST shape, its JSON) still holds. `changed` are the employees whose own data was reloaded
 * (`reloaded`: those still in the company): they may come, go or move. A card rebuilt because
 * others changed keeps its person, so its place in the list and its departments: it is replaced
 * where it stands, with no comparison of names. The list order is total (the id breaks ties), so
 * inserting the changed entries where they belong gives the very order a full sort would.
 */
export function patchPaidCards(
  previous: PaidCard[],
  changed: ReadonlySet<number>,
  rebuilt: ReadonlySet<number>,
  result: PayrollResult,
  people: ReadonlyMap<number, CardPerson>,
  reloaded: EngineEmployee[],
): PaidCard[] {
  const kept: PaidCard[] = [];
  for (const p of previous) {
    const { id } = p.card;
    if (changed.has(id)) continue;
    // An unchanged employee's status is the same, so a rebuilt card is still a paid one.
    kept.push(
      rebuilt.has(id)
        ? { card: toCardView(people.get(id)!, result.byEmployee.get(id)!), departmentIds: p.departmentIds }
        : p,
    );
  }
  const added = reloaded
    .flatMap((e) => {
      const card = result.byEmployee.get(e.id);
      return card?.paid ? [{ card: toCardView(people.get(e.id)!, card), departmentIds: e.departmentIds }] : [];
    })
    .sort(listOrder);
  if (added.length === 0) return kept;
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
