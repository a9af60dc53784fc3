import WebSocket from 'ws';
import { CARDS_SUBSCRIPTION, cents } from './dashboard-card';

/** Messages parsed before the process turns to its sockets again. */
const DRAIN_SLICE = 128;

/** What a subscriber holds open: its operation and how to read the cards' totals out of a push. */
export interface Feed {
  query: string;
  variables: Record<string, unknown>;
  /** Null for a public subscription (the wall screen's shared dashboard). */
  token: string | null;
  totals(data: unknown): { id: number; totalBonuses: string }[];
}

/** A manager's dashboard: employeeCardsChanged of the company. */
export function cardsFeed(token: string, companyId: number): Feed {
  type Delta = { employeeCardsChanged?: { cards: { id: number; totalBonuses: string }[] } };
  return {
    query: CARDS_SUBSCRIPTION,
    variables: { companyId },
    token,
    totals: (data) => (data as Delta).employeeCardsChanged?.cards ?? [],
  };
}

/** What every subscriber waits for: this employee's card with this totalBonuses. */
export interface Expectation {
  employeeId: number;
  totalCents: number;
  arrived(subscriber: number, at: number): void;
}

/**
 * Dashboards held open: one graphql-ws socket and one employeeCardsChanged subscription each, all
 * on one API process. The protocol acknowledges the socket, not the subscription, so a subscriber
 * counts as live once a push has reached it (`untilLive`).
 */
export class CardSubscribers {
  private readonly sockets: WebSocket[] = [];
  private feed: Feed | null = null;
  private readonly inbox: { i: number; data: Buffer; at: number }[] = [];
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
          if (acknowledged) return this.arrive(i, data, performance.now());
          const message = JSON.parse(String(data)) as { type: string };
          if (message.type !== 'connection_ack') return;
          acknowledged = true;
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

  private arrive(i: number, data: Buffer, at: number) {
    this.inbox.push({ i, data, at });
    if (this.inbox.length === 1) setImmediate(() => this.drain());
  }

  /**
   * Parses what arrived, DRAIN_SLICE messages at a time: between slices the process reads its
   * sockets again, so parsing never holds back the stamps of the frames still arriving.
   */
  private drain() {
    const slice = this.inbox.splice(0, DRAIN_SLICE);
    if (this.inbox.length > 0) setImmediate(() => this.drain());
    for (const { i, data, at } of slice) {
      const message = JSON.parse(String(data)) as { type: string; payload?: { data?: unknown } };
      if (message.type === 'next') this.received(i, this.feed?.totals(message.payload?.data ?? {}) ?? [], at);
      else if (message.type === 'error' || message.type === 'complete') this.end(i);
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

  private received(i: number, cards: { id: number; totalBonuses: string }[], at: number) {
    if (this.pushes[i]++ === 0) {
      this.live++;
      this.checkSettled();
    }
    const e = this.expectation;
    if (!e) return;
    for (const card of cards) {
      if (card.id === e.employeeId && cents(card.totalBonuses) === e.totalCents) e.arrived(i, at);
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
