/** A card as far as its place in the list goes. */
export interface ListedCard {
  id: number;
  firstName: string;
  lastName: string;
}

export interface CardsDelta<T extends ListedCard> {
  cards: readonly T[];
  removedIds: readonly number[];
}

const byName = new Intl.Collator('ru');

/** The server's order of cards: last name, then first name, then id. */
export function cardOrder(a: ListedCard, b: ListedCard): number {
  return byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName) || a.id - b.id;
}

/**
 * The list with a pushed delta written in: a changed card replaces its old self where it stood,
 * a new (or renamed) card goes where the server would put it, a removed id leaves. The rest
 * keep the server's own order untouched, so a collator that differs from the server's in some
 * corner moves nothing that did not change. One merge pass: an import's delta of thousands of
 * cards into a list of thousands stays linear.
 */
export function applyCardsDelta<T extends ListedCard>(list: readonly T[], delta: CardsDelta<T>): T[] {
  const changed = new Map(delta.cards.map((c) => [c.id, c]));
  const removed = new Set(delta.removedIds);
  const kept: T[] = [];
  for (const card of list) {
    if (removed.has(card.id)) continue;
    const next = changed.get(card.id);
    if (!next) kept.push(card);
    else if (cardOrder(card, next) === 0) {
      kept.push(next);
      changed.delete(card.id);
    }
  }
  const placed = [...changed.values()].filter((c) => !removed.has(c.id)).sort(cardOrder);
  if (placed.length === 0) return kept;
  const merged: T[] = [];
  let i = 0;
  for (const card of placed) {
    while (i < kept.length && cardOrder(kept[i]!, card) < 0) merged.push(kept[i++]!);
    merged.push(card);
  }
  while (i < kept.length) merged.push(kept[i++]!);
  return merged;
}
