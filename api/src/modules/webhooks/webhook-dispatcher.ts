import type { AppDeps } from '../../shared/context';
import { isDatabaseUnavailable } from '../../shared/database-faults';
import { listenFor, type PgListener } from '../../shared/pg-listener';
import { claimEvents, EVENTS_CHANNEL, markDispatched } from '../outbox';
import type { WebhookQueue } from './webhook-queue';
import { recordDeliveries } from './webhook-recording';

/** Events one dispatch transaction claims. */
const EVENTS_PER_DISPATCH = 500;
/**
 * How long a commit's notification waits before this replica sweeps. The committing replica
 * dispatches its own events at once (`onStored`), so the others only pick up what it left (it
 * stopped in between, say): they need not race it for every commit, in the moments its live
 * pushes are being sent, and a burst of commits costs them one sweep.
 */
const SWEEP_AFTER_NOTIFY_MS = 1_000;

/**
 * Turns committed events (the outbox domain's rows) into webhook deliveries and their jobs. Each
 * dispatch claims undispatched events (`for update skip locked`, so replicas share them), records
 * their deliveries, queues their jobs and marks them dispatched in one transaction. It runs when
 * told: after a commit of this process that stored events (`Events.onStored`), a moment after the
 * notification of a commit (SWEEP_AFTER_NOTIFY_MS), and whenever its listening connection (re)connects —
 * at start-up, and when the database is back after an outage — since notifications sent meanwhile
 * were never heard. A dispatch that fails leaves the events for the next one: no retry loop.
 */
export class EventDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private listener: PgListener | null = null;
  private sweep: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly deps: AppDeps,
    private readonly queue: WebhookQueue,
  ) {}

  /** Listens for other replicas' commits and sweeps what is left (by a process that died, say). */
  start(): void {
    this.listener = listenFor(this.deps, EVENTS_CHANNEL, 'events', {
      onNotify: () => this.sweepSoon(),
      onConnect: () => this.wake(),
    });
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

  private sweepSoon(): void {
    if (this.sweep || this.stopped) return;
    this.sweep = setTimeout(() => {
      this.sweep = null;
      void this.wake();
    }, SWEEP_AFTER_NOTIFY_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweep) clearTimeout(this.sweep);
    const closing = this.listener?.close();
    await this.running;
    await closing;
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
}
