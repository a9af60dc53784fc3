import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { restCardOf } from './card.view';
import type { MaskedCard } from './pay-fields';

/**
 * The REST answer of a list of cards, as JSON bytes made from parts that outlive one answer: each
 * card's JSON is made once per card object, and runs of cards are joined into blocks that are
 * reused while their cards are the same objects, so an answer is a hundred chunks, not 10 000.
 *
 * Joining is a copy, and a change can reach an eighth of the cards (a department's profit, a
 * team's pool) scattered through the name order, so nearly every block: joining them all again at
 * once copied the whole list's megabytes into new external memory on every such change, which
 * brought V8's collections onto the read. So an answer joins at most JOIN_BUDGET bytes of blocks;
 * a block left over is sent as its cards' parts (no copy, a few microseconds a chunk to stream),
 * and each later answer of the same list joins some more, until all are blocks again.
 */

/** A card's JSON bytes with the comma that comes before it in a list (the first card's is left out by a view). */
const cardJson = new WeakMap<MaskedCard, Buffer>();
/** Blocks by their first card: the cards they were made of, and their bytes (each card's part, comma first). */
const blocks = new WeakMap<MaskedCard, { cards: MaskedCard[]; bytes: Buffer }>();
/** Answers by list: a list from the payroll cache is answered many times. */
const answers = new WeakMap<MaskedCard[], CardsBody>();

export interface CardsBody {
  chunks: Buffer[];
  length: number;
  /** Whether some block is still sent as its cards' parts: the next answer of the list joins more. */
  loose: boolean;
}

/** A block ends after about one card in 128, chosen by id, so a card added or gone moves one boundary only. */
const endsBlock = (card: MaskedCard) => Math.imul(card.id, 0x9e3779b1) >>> 25 === 0;
const MAX_BLOCK = 512;
/** Bytes of blocks one answer may join: about 8 blocks of 128 cards. */
export const JOIN_BUDGET = 1 << 20;
const [OPEN, CLOSE] = ['[', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer];

function partOf(card: MaskedCard): Buffer {
  let json = cardJson.get(card);
  if (json === undefined) cardJson.set(card, (json = Buffer.from(`,${JSON.stringify(restCardOf(card))}`)));
  return json;
}

function knownBlock(cards: MaskedCard[], start: number, end: number): Buffer | undefined {
  const known = blocks.get(cards[start]!);
  if (!known || known.cards.length !== end - start) return undefined;
  for (let i = start; i < end; i++) if (known.cards[i - start] !== cards[i]) return undefined;
  return known.bytes;
}

/** The bytes are JSON.stringify's own: an array's JSON is its items' JSON between brackets, comma-joined. */
export function restCardsBody(cards: MaskedCard[]): CardsBody {
  const known = answers.get(cards);
  if (known && !known.loose) return known;
  const chunks: Buffer[] = [OPEN];
  let budget = JOIN_BUDGET;
  let loose = false;
  let start = 0;
  for (let i = 0; i < cards.length; i++) {
    if (i + 1 < cards.length && !endsBlock(cards[i]!) && i + 1 - start < MAX_BLOCK) continue;
    const end = i + 1;
    let block = knownBlock(cards, start, end);
    if (block === undefined && budget > 0) {
      const slice = cards.slice(start, end);
      block = Buffer.concat(slice.map(partOf));
      blocks.set(slice[0]!, { cards: slice, bytes: block });
      budget -= block.length;
    }
    if (block !== undefined) chunks.push(block);
    else {
      loose = true;
      for (let c = start; c < end; c++) chunks.push(partOf(cards[c]!));
    }
    start = end;
  }
  // The first card without its comma: a view of the same bytes, not a copy.
  if (cards.length > 0) chunks[1] = chunks[1]!.subarray(1);
  chunks.push(CLOSE);
  const answer = { chunks, length: chunks.reduce((n, c) => n + c.length, 0), loose };
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
