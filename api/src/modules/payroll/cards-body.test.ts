import { describe, expect, it } from 'vitest';
import { restCardOf } from './card.view';
import { restCardsBody } from './cards-body';
import type { MaskedCard } from './pay-fields';

const card = (id: number, salary: string) =>
  ({
    id,
    name: `Имя${id} Фамилия`,
    totalSalary: salary,
    appliedRules: [{ source: 'salary', ruleId: 1, name: 'Оклад', salaryMode: 'base', calculatedAmount: salary }],
  }) as unknown as MaskedCard;

const bytes = (cards: MaskedCard[]) => {
  const { chunks, length } = restCardsBody(cards);
  const body = Buffer.concat(chunks);
  expect(body.length).toBe(length);
  return body.toString();
};

const json = (cards: MaskedCard[]) => JSON.stringify(cards.map((c) => restCardOf(c)));

describe('the REST cards body', () => {
  it('is JSON.stringify’s own bytes for any list, whatever was answered before', () => {
    const [a, b, c] = [card(1, '1.00'), card(2, '2.50'), card(3, '1000000.00')];
    for (const cards of [[a, b, c], [c, b, a], [b], [], [a, c], [a, b, c], [b, a, c]]) {
      expect(bytes(cards)).toBe(json(cards));
    }
  });

  it('is JSON.stringify’s own bytes, through changes that share most cards', () => {
    let cards = Array.from({ length: 3000 }, (_, i) => card(i + 1, `${1000 + i}.50`));
    expect(bytes([])).toBe('[]');
    for (let step = 0; step < 20; step++) {
      const next = [...cards];
      const at = (step * 397) % next.length;
      if (step % 3 === 0) next[at] = card(next[at]!.id, `${step}.00`);
      else if (step % 3 === 1) next.splice(at, 0, card(10_000 + step, '1.00'));
      else next.splice(at, 1);
      cards = next;
      expect(bytes(cards)).toBe(JSON.stringify(cards.map((c) => restCardOf(c))));
      expect(bytes(cards.slice(step, step + 700))).toBe(
        JSON.stringify(cards.slice(step, step + 700).map((c) => restCardOf(c))),
      );
    }
  });
});
