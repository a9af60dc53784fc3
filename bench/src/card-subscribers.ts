import WebSocket from 'ws';
import { CARDS_SUBSCRIPTION, cents } from './dashboard-card';

/** Messages parsed before the process turns to its sockets again (between timed changes). */
const DRAIN_SLICE = 128;

/**
 * A second subscription on each subscriber's socket (a wall screen's settings beside its data,
 * as the page holds them on one socket); its frames are handed over as they arrive, unparsed.
 */
export interface Alongside {
  query: string;
  variables: Record<string, unknown>;
  frame(subscriber: number, data: Buffer, at: number): void;
}

/** The alongside subscription's id, which its frames carry near their start whatever the key order. */
const ALONGSIDE_ID = 'alongside';
const ALONGSIDE_MARKER = Buffer.from(`"id":"${ALONGSIDE_ID}"`);

/** What a subscriber holds open: its operation and how to read the cards' totals out of a push. */
export interface Feed {
  query: string;
  variables: Record<string, unknown>;
  /** Null for a public subscription (the wall screen's shared dashboard). */
  token: string | null;
  totals(data: unknown): { id: number; totalBonuses: string }[];
  /** Byte strings a push holding this employee's card with this total contains (checked again when parsed). */
  markers(employeeId: number, total: string): string[];
  alongside?: Alongside;
}

/** A manager's dashboard: employeeCardsChanged of the company. */
export function cardsFeed(token: string, companyId: number): Feed {
  type Delta = { employeeCardsChanged?: { cards: { id: number; totalBonuses: string }[] } };
  return {
    query: CARDS_SUBSCRIPTION,
    variables: { companyId },
    token,
    totals: (data) => (data as Delta).employeeCardsChanged?.cards ?? [],
    markers: (id, total) => [`{"id":${id},`, `"totalBonuses":"${total}"`],
  };
}

/** What every subscriber waits for: this employee's card with this totalBonuses. */
export interface Expectation {
  employeeId: number;
  totalCents: number;
  /** The feed's markers of that card (see Feed.markers). */
  markers: Buffer[];
  arrived(subscriber: number, at: number, bytes: number): void;
}

/**
 * Dashboards held open: one graphql-ws socket and one employeeCardsChanged subscription each, all
 * on one API process. The protocol acknowledges the socket, not the subscription, so a subscriber
 * counts as live once a push has reached it (`untilLive`).
 */
export class CardSubscribers {
  private readonly sockets: WebSocket[] = [];
  private feed: Feed | null = null;
  private readonly inbox: { i: number; data: Buffer; at: number; claimed: boolean }[] = [];
  /** Pushes taken for the expected card by their markers that parsing then found without it. */
  private misclaimed = 0;
  private readonly pushes: number[] = [];
  private readonly ended = new Set<number>();
  private live = 0;
  /** Ended before their first push: they never will be live. */
  private endedUnreached = 0;
  private onSettled: (() => void) | null = null;
  expectation: Expectation | null = null;

  get size() {
    return this.sockets.length;
  }

  /** Subscribers whose subscription ended or failed (closed socket, error, completion). */
  /** Frames received after the handshake, whatever they carried (one change may send more than one). */
  frames = 0;

  get endedCount() {
    return this.ended.size;
  }

  /**
   * Opens `count` sockets, `concurrency` at a time, each resolved once the server acknowledged its
   * connection. The graphql-transport-ws protocol is spoken directly on `ws`: a push is stamped the
   * moment its frame is handed over, before any parsing, and parsed in slices between reads, so the
   * clients' own work (they share the machine with the API) delays the stamps as little as it can.
   */
  async open(apiUrl: string, feed: Feed, count: number, concurrency: number) {
    this.feed = feed;
    const url = apiUrl.replace(/^http/, 'ws') + '/graphql';
    const subscribe = JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: { query: feed.query, variables: feed.variables },
    });
    const { alongside } = feed;
    const subscribeAlongside =
      alongside &&
      JSON.stringify({
        id: ALONGSIDE_ID,
        type: 'subscribe',
        payload: { query: alongside.query, variables: alongside.variables },
      });
    const init = JSON.stringify({ type: 'connection_init', payload: feed.token ? { authToken: feed.token } : {} });
    const openOne = (i: number) =>
      new Promise<void>((resolve, reject) => {
        // Public screens count against a per-address limit: spread them over loopback addresses, as
        // screens in many offices would be.
        const socket = new WebSocket(
          url,
          'graphql-transport-ws',
          feed.token ? {} : { localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` },
        );
        this.sockets[i] = socket;
        this.pushes[i] = 0;
        let acknowledged = false;
        socket.on('open', () => socket.send(init));
        socket.on('message', (data: Buffer) => {
          if (acknowledged) {
            const at = performance.now();
            if (alongside && data.subarray(0, 48).includes(ALONGSIDE_MARKER)) return alongside.frame(i, data, at);
            return this.arrive(i, data, at);
          }
          const message = JSON.parse(String(data)) as { type: string };
          if (message.type !== 'connection_ack') return;
          acknowledged = true;
          if (subscribeAlongside) socket.send(subscribeAlongside);
          socket.send(subscribe);
          resolve();
        });
        socket.on('error', () => undefined);
        socket.on('close', (code) => {
          if (!acknowledged) reject(new Error(`subscriber ${i} closed before connecting (${code})`));
          this.end(i);
        });
      });
    for (let from = this.sockets.length, end = from + count; from < end; from += concurrency) {
      const batch: Promise<void>[] = [];
      for (let i = from; i < Math.min(from + concurrency, end); i++) batch.push(openOne(i));
      await Promise.all(batch);
    }
  }

  /**
   * A push is stamped as it arrives. While a change is timed, the expected card is recognised by
   * its markers in the raw bytes and parsing waits until the change is over (`settle`), so the
   * clients' parsing never competes with the frames still arriving; otherwise parsing goes on in
   * slices of DRAIN_SLICE between socket reads.
   */
  private arrive(i: number, data: Buffer, at: number) {
    this.frames++;
    const e = this.expectation;
    const claimed = e !== null && e.markers.every((m) => data.includes(m));
    if (claimed) e.arrived(i, at, data.length);
    this.inbox.push({ i, data, at, claimed });
    if (this.inbox.length === 1 && !e) setImmediate(() => this.drain());
  }

  private drain() {
    if (this.expectation) return;
    const slice = this.inbox.splice(0, DRAIN_SLICE);
    if (this.inbox.length > 0) setImmediate(() => this.drain());
    this.parse(slice);
  }

  /** The feed's markers of an employee's card with a total in cents, as bytes. */
  markers(employeeId: number, totalCents: number): Buffer[] {
    const total = `${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`;
    return (this.feed?.markers(employeeId, total) ?? []).map((m) => Buffer.from(m));
  }

  /** Parses every push of the change just timed; returns how many were taken for the card without holding it. */
  settle(expected: { employeeId: number; totalCents: number }): number {
    this.misclaimed = 0;
    this.parse(this.inbox.splice(0), expected);
    return this.misclaimed;
  }

  private parse(
    messages: { i: number; data: Buffer; at: number; claimed: boolean }[],
    expected?: { employeeId: number; totalCents: number },
  ) {
    for (const { i, data, claimed } of messages) {
      const message = JSON.parse(String(data)) as { type: string; payload?: { data?: unknown } };
      if (message.type === 'next') {
        const cards = this.feed?.totals(message.payload?.data ?? {}) ?? [];
        this.received(i);
        const holds = cards.some((c) => c.id === expected?.employeeId && cents(c.totalBonuses) === expected.totalCents);
        if (claimed && !holds) this.misclaimed++;
      } else if (message.type === 'error' || message.type === 'complete') this.end(i);
    }
  }

  private end(i: number) {
    if (this.ended.has(i)) return;
    this.ended.add(i);
    if (this.pushes[i] === 0) this.endedUnreached++;
    this.checkSettled();
  }

  private checkSettled() {
    if (this.live + this.endedUnreached === this.sockets.length) this.onSettled?.();
  }

  private received(i: number) {
    if (this.pushes[i]++ === 0) {
      this.live++;
      this.checkSettled();
    }
  }

  /**
   * Makes changes (`change`, one at a time) until every subscriber has received a push (or ended
   * without one), or the deadline passes; returns how many never received one.
   */
  async untilLive(change: () => Promise<void>, roundMs: number, deadlineMs: number): Promise<number> {
    const deadline = Date.now() + deadlineMs;
    while (this.live + this.endedUnreached < this.sockets.length && Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settled = new Promise<void>((resolve) => {
        this.onSettled = resolve;
        timer = setTimeout(resolve, Math.min(roundMs, Math.max(0, deadline - Date.now())));
      });
      await change();
      await settled;
      clearTimeout(timer);
      this.onSettled = null;
    }
    return this.sockets.length - this.live;
  }

  async close() {
    await Promise.allSettled(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.close(1000);
          }),
      ),
    );
    this.sockets.length = 0;
  }
}
