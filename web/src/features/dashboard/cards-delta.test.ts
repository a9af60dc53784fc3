import { describe, expect, it } from 'vitest';
import { applyCardsDelta, cardOrder, type ListedCard } from './cards-delta';

type Card = ListedCard & { due: string };
const c = (id: number, firstName: string, lastName: string, due = '0'): Card => ({ id, firstName, lastName, due });
const ids = (cards: Card[]) => cards.map((x) => x.id);

describe('a pushed cards delta', () => {
  const list = [c(1, 'Анна', 'Иванова'), c(2, 'Борис', 'Петров'), c(3, 'Глеб', 'Сидоров')];

  it('replaces a changed card in place and keeps the list otherwise as it was', () => {
    const next = applyCardsDelta(list, { cards: [c(2, 'Борис', 'Петров', '500')], removedIds: [] });
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next[1]!.due).toBe('500');
    expect(next[0]).toBe(list[0]);
    expect(list[1]!.due).toBe('0');
  });

  it('merges new cards in the server’s order: last name, first name, then id', () => {
    const next = applyCardsDelta(list, {
      cards: [c(9, 'Анна', 'Яковлева'), c(7, 'Анна', 'Петров'), c(5, 'Борис', 'Петров'), c(4, 'Ада', 'Абаева')],
      removedIds: [],
    });
    expect(ids(next)).toEqual([4, 1, 7, 2, 5, 3, 9]);
  });

  it('drops removed ids, also when the same delta carries them', () => {
    const next = applyCardsDelta(list, {
      cards: [c(3, 'Глеб', 'Сидоров', '1'), c(8, 'Ян', 'Ким')],
      removedIds: [3, 8, 1],
    });
    expect(ids(next)).toEqual([2]);
  });

  it('moves a renamed card to its new place', () => {
    const next = applyCardsDelta(list, { cards: [c(1, 'Анна', 'Туманова')], removedIds: [] });
    expect(ids(next)).toEqual([2, 3, 1]);
    expect(next[2]!.lastName).toBe('Туманова');
  });

  it('orders as the Russian collator does (code points would put ёлкин after Жуков)', () => {
    expect([c(1, 'а', 'Жуков'), c(2, 'а', 'ёлкин'), c(3, 'а', 'Дуб')].sort(cardOrder).map((x) => x.id)).toEqual([
      3, 2, 1,
    ]);
  });
});
