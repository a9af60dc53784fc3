import pg from 'pg';
import type { AppDeps } from '../../shared/context';
import { isDatabaseUnavailable } from '../../shared/database-faults';
import { claimEvents, EVENTS_CHANNEL, markDispatched } from '../outbox';
import type { WebhookQueue } from './webhook-queue';
import { recordDeliveries } from './webhook-recording';

/** Events one dispatch transaction claims. */
const EVENTS_PER_DISPATCH = 500;
/** Waits before the listener connects again after losing its connection: doubling up to the last. */
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Turns committed events (the outbox domain's rows) into webhook deliveries and their jobs. Each
 * dispatch claims undispatched events (`for update skip locked`, so replicas share them), records
 * their deliveries, queues their jobs and marks them dispatched in one transaction. It runs when
 * told: after a commit of this process that stored events (`Events.onStored`), on the
 * notification of another replica's commit, and whenever its listening connection (re)connects —
 * at start-up, and when the database is back after an outage — since notifications sent meanwhile
 * were never heard. A dispatch that fails leaves the events for the next one: no retry loop.
 */
export class EventDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private listener: pg.Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private failedConnects = 0;

  constructor(
    private readonly deps: AppDeps,
    private readonly queue: WebhookQueue,
  ) {}

  /** Listens for other replicas' commits and sweeps what is left (by a process that died, say). */
  start(): void {
    this.connect();
  }

  /**
   * Dispatches every undispatched event; resolves once those committed before the call are
   * handled (or the dispatch failed, logged). A wake during a dispatch runs another after it.
   */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    await this.running;
    await this.listener?.end().catch(() => undefined);
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        while ((await this.dispatch()) === EVENTS_PER_DISPATCH && !this.stopped);
      } catch (error) {
        // The events stay undispatched: the listener's reconnection, or the next commit, dispatches them.
        const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
        this.deps.log[level]({ err: error }, 'webhook events not dispatched');
        return;
      }
    } while (this.again && !this.stopped);
  }

  /** One transaction: answers how many events it dispatched. */
  private async dispatch(): Promise<number> {
    const dispatched = await this.deps.orm.em.fork().transactional(async (tx) => {
      const events = await claimEvents(tx, EVENTS_PER_DISPATCH);
      if (events.length === 0) return 0;
      await this.queue.send(await recordDeliveries(this.deps, tx, events), tx);
      await markDispatched(
        tx,
        events.map((e) => e.id),
      );
      return events.length;
    });
    if (dispatched > 0) this.queue.wake();
    return dispatched;
  }

  /** Opens the listening connection; on every (re)connection, sweeps. */
  private connect(): void {
    this.reconnect = null;
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.deps.config.DATABASE_URL,
      application_name: 'staffpay-events',
      keepAlive: true,
    });
    this.listener = client;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      if (error) this.deps.log.warn({ err: error }, 'webhook event listener disconnected');
      const delay = RECONNECT_DELAYS_MS[Math.min(this.failedConnects++, RECONNECT_DELAYS_MS.length - 1)]!;
      this.reconnect = setTimeout(() => this.connect(), delay);
      this.reconnect.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', () => void this.wake());
    client
      .connect()
      .then(() => client.query(`listen ${EVENTS_CHANNEL}`))
      .then(() => {
        this.failedConnects = 0;
        return this.wake();
      })
      .catch(onLost);
  }
}
