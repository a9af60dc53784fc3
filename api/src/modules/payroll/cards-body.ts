import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { restCardOf } from './card.view';
import type { MaskedCard } from './pay-fields';

/**
 * The REST answer of a list of cards, as JSON bytes made from parts that outlive one answer: each
 * card's JSON is made once per card object, and runs of cards are joined into blocks that are
 * reused while their cards are the same objects. After a change of one employee the patched list
 * shares every other card, so one block is made again and no copy of the whole list's megabytes:
 * that copy, once per change, was what brought V8's full collections on (external memory).
 */

/** A card's JSON bytes. */
const cardJson = new WeakMap<MaskedCard, Buffer>();
/** Blocks by their first card: the cards they were made of, and their bytes (cards comma-joined). */
const blocks = new WeakMap<MaskedCard, { cards: MaskedCard[]; bytes: Buffer }>();
/** Answers by list: a list from the payroll cache is answered many times. */
const answers = new WeakMap<MaskedCard[], CardsBody>();

export interface CardsBody {
  chunks: Buffer[];
  length: number;
}

/** A block ends after about one card in 128, chosen by id, so a card added or gone moves one boundary only. */
const endsBlock = (card: MaskedCard) => Math.imul(card.id, 0x9e3779b1) >>> 25 === 0;
const MAX_BLOCK = 512;
const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

function blockOf(cards: MaskedCard[], formatted: Map<string, string>): Buffer {
  const known = blocks.get(cards[0]!);
  if (known && known.cards.length === cards.length && known.cards.every((c, i) => c === cards[i])) return known.bytes;
  const parts: Buffer[] = [];
  cards.forEach((card, i) => {
    let json = cardJson.get(card);
    if (json === undefined) cardJson.set(card, (json = Buffer.from(JSON.stringify(restCardOf(card, formatted)))));
    if (i > 0) parts.push(COMMA);
    parts.push(json);
  });
  const bytes = Buffer.concat(parts);
  blocks.set(cards[0]!, { cards, bytes });
  return bytes;
}

/** The bytes are JSON.stringify's own: an array's JSON is its items' JSON between brackets, comma-joined. */
export function restCardsBody(cards: MaskedCard[]): CardsBody {
  let answer = answers.get(cards);
  if (answer) return answer;
  const formatted = new Map<string, string>();
  const chunks: Buffer[] = [OPEN];
  let start = 0;
  for (let i = 0; i < cards.length; i++) {
    if (i + 1 < cards.length && !endsBlock(cards[i]!) && i + 1 - start < MAX_BLOCK) continue;
    if (start > 0) chunks.push(COMMA);
    chunks.push(blockOf(cards.slice(start, i + 1), formatted));
    start = i + 1;
  }
  chunks.push(CLOSE);
  answer = { chunks, length: chunks.reduce((n, c) => n + c.length, 0) };
  answers.set(cards, answer);
  return answer;
}

export function sendCards(reply: FastifyReply, cards: MaskedCard[]): FastifyReply {
  const { chunks, length } = restCardsBody(cards);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', length)
    .send(Readable.from(chunks, { objectMode: false }));
}
