import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { restCardOf } from './card.view';
import type { MaskedCard } from './pay-fields';

/**
 * The REST answer of a list of cards, as JSON bytes made from parts that outlive one answer: each
 * card's JSON is made once per card object, and an answer is the list of those parts, written one
 * after another without being copied into anything bigger. A change can reach up to an eighth of
 * the cards (a department's profit, a team's pool), scattered through the name order, so any
 * grouping of cards into larger pieces would be copied almost whole after such a change: megabytes
 * of external memory per change, which brought V8's collections onto the read. A part per card costs
 * the stream a few milliseconds per 10 000 cards instead, and a change makes only its cards' JSON.
 */

/** A card's JSON bytes with the comma that comes before it in a list (the first card's is left out by a view). */
const cardJson = new WeakMap<MaskedCard, Buffer>();
/** Answers by list: a list from the payroll cache is answered many times. */
const answers = new WeakMap<MaskedCard[], CardsBody>();
/**
 * The last list answered and its cards' parts. The next list is most often its successor after a
 * change, the same cards but a few at the same places, and comparing places is cheaper than
 * looking 10 000 cards up; a card found elsewhere is looked up.
 */
let last: { cards: MaskedCard[]; parts: Buffer[] } = { cards: [], parts: [] };

export interface CardsBody {
  chunks: Buffer[];
  length: number;
}

const [OPEN, CLOSE] = ['[', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer];

function jsonOf(card: MaskedCard): Buffer {
  let json = cardJson.get(card);
  if (json === undefined) cardJson.set(card, (json = Buffer.from(`,${JSON.stringify(restCardOf(card))}`)));
  return json;
}

/** The bytes are JSON.stringify's own: an array's JSON is its items' JSON between brackets, comma-joined. */
export function restCardsBody(cards: MaskedCard[]): CardsBody {
  let answer = answers.get(cards);
  if (answer) return answer;
  const parts = new Array<Buffer>(cards.length);
  const chunks = new Array<Buffer>(cards.length + 2);
  let length = OPEN.length + CLOSE.length - (cards.length > 0 ? 1 : 0);
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    const json = last.cards[i] === card ? last.parts[i]! : jsonOf(card);
    parts[i] = json;
    chunks[i + 1] = json;
    length += json.length;
  }
  chunks[0] = OPEN;
  // The first card without its comma: a view of the same bytes, not a copy.
  if (cards.length > 0) chunks[1] = parts[0]!.subarray(1);
  chunks[cards.length + 1] = CLOSE;
  last = { cards, parts };
  answer = { chunks, length };
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
