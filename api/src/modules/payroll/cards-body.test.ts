import { describe, expect, it } from 'vitest';
import { restCardOf } from './card.view';
import { JOIN_BUDGET, restCardsBody } from './cards-body';
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

  it('after a change reaching many cards joins a bounded share of blocks per answer, then the rest', () => {
    // Cards of about a kilobyte, as real ones: the list is several budgets long.
    const big = (id: number, salary: string) => ({ ...card(id, salary), note: 'й'.repeat(500) }) as MaskedCard;
    const list = Array.from({ length: 6000 }, (_, i) => big(i + 1, `${2000 + i}.00`));
    // A fresh list is joined a budget at a time too, then answered as the same blocks.
    let answer = restCardsBody(list);
    expect(answer.loose).toBe(true);
    for (let read = 0; answer.loose && read < 100; read++) answer = restCardsBody(list);
    expect(answer.loose).toBe(false);
    expect(restCardsBody(list)).toBe(answer);
    const blockCount = answer.chunks.length - 2;
    expect(blockCount).toBeLessThan(100);
    // An eighth of the cards changed, scattered: nearly every block holds one.
    const changed = list.map((c, i) => (i % 8 === 3 ? big(c.id, '1.00') : c));
    let next = restCardsBody(changed);
    expect(next.loose).toBe(true);
    expect(Buffer.concat(next.chunks).toString()).toBe(json(changed));
    let reads = 1;
    for (; next.loose; reads++) {
      const joined = next.chunks.length;
      next = restCardsBody(changed);
      expect(Buffer.concat(next.chunks).toString()).toBe(json(changed));
      expect(next.chunks.length).toBeLessThan(joined);
    }
    // Every read joined at most the budget: the list's bytes took several reads to join again.
    expect(reads).toBeGreaterThanOrEqual(Math.floor(next.length / JOIN_BUDGET));
    expect(next.chunks.length - 2).toBe(blockCount);
  });
});
