import type { AppDeps } from '../../shared/context';
import type { EventName } from '../../shared/events';
import { watchEvents } from '../../shared/live/event-watch';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { computePeriod, type Computed } from './payroll-compute';

/** What moves a payroll: the same events that make the payroll cache stale. */
const MOVED_BY: readonly EventName[] = ['payChanged', 'employeeChanged', 'departmentChanged'];
/** Events arriving this close together are one change (a batch of records, an import). */
const COALESCE_MS = 1;
/** Subscribers handed an update before the process turns to I/O again. */
const FAN_OUT_CHUNK = 50;
/** At most this often per company and period, however long a burst lasts. */
const MIN_GAP_MS = 100;

/** One recomputation of a company's period: every subscriber derives its push from the same pair. */
export interface PayUpdate {
  before: Computed;
  after: Computed;
  /** Per-view payloads, derived once per update and shared by every subscriber of the view. */
  views: Map<string, unknown>;
}

export type PayListener = (update: PayUpdate) => void;

interface Feed {
  period: Period;
  listeners: Set<PayListener>;
  /** The computation subscribers last saw: the next update's `before`. */
  current: Promise<Computed>;
  timer: ReturnType<typeof setTimeout> | null;
  running: boolean;
  dirty: boolean;
  lastRun: number;
}

interface CompanyFeeds {
  feeds: Map<string, Feed>;
  unwatch: () => void;
}

/**
 * Compute once, send many: per process, one feed per company and period with live subscribers.
 * A change anywhere (any replica, over the bus) recomputes the payroll once for the feed, however
 * many subscribers it has, and hands every subscriber the same before/after pair; bursts are
 * coalesced. The process listens to a company's events only while it has a feed of it, so idle
 * subscribers cost nothing: no SQL, no timers.
 */
export class PayFeeds {
  private readonly companies = new Map<number, CompanyFeeds>();

  constructor(private readonly app: AppDeps) {}

  /** Starts listening; resolves once the feed has its baseline. Returns the way to stop. */
  async listen(companyId: number, period: Period, listener: PayListener): Promise<() => void> {
    const company = this.companyOf(companyId);
    const key = `${period.from}|${period.to}`;
    let feed = company.feeds.get(key);
    if (!feed) {
      feed = {
        period,
        listeners: new Set(),
        current: this.compute(companyId, period),
        timer: null,
        running: false,
        dirty: false,
        lastRun: 0,
      };
      company.feeds.set(key, feed);
    }
    feed.listeners.add(listener);
    const stop = () => this.unlisten(companyId, key, listener);
    try {
      await feed.current;
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  private unlisten(companyId: number, key: string, listener: PayListener) {
    const company = this.companies.get(companyId);
    const feed = company?.feeds.get(key);
    if (!company || !feed || !feed.listeners.delete(listener) || feed.listeners.size > 0) return;
    if (feed.timer) clearTimeout(feed.timer);
    company.feeds.delete(key);
    if (company.feeds.size === 0) {
      this.companies.delete(companyId);
      company.unwatch();
    }
  }

  private compute(companyId: number, period: Period): Promise<Computed> {
    return computePeriod(this.app, this.app.orm.em.fork(), companyId, period);
  }

  private companyOf(companyId: number): CompanyFeeds {
    let company = this.companies.get(companyId);
    if (!company) {
      company = {
        feeds: new Map(),
        unwatch: watchEvents(this.app.events, MOVED_BY, companyId, () => {
          for (const feed of this.companies.get(companyId)?.feeds.values() ?? []) this.schedule(companyId, feed);
        }),
      };
      this.companies.set(companyId, company);
    }
    return company;
  }

  private schedule(companyId: number, feed: Feed) {
    if (feed.running) {
      feed.dirty = true;
      return;
    }
    if (feed.timer) return;
    // The payroll cache drops its entries on the same event; the short wait also lets it do so first.
    const wait = Math.max(COALESCE_MS, feed.lastRun + MIN_GAP_MS - Date.now());
    feed.timer = setTimeout(() => void this.run(companyId, feed), wait);
  }

  private async run(companyId: number, feed: Feed) {
    feed.timer = null;
    feed.running = true;
    feed.dirty = false;
    feed.lastRun = Date.now();
    try {
      // A failed baseline leaves nothing to compare with: the first good computation becomes it.
      const before = await feed.current.catch(() => null);
      const next = this.compute(companyId, feed.period);
      const after = await next;
      feed.current = next;
      if (before && after !== before) {
        const update: PayUpdate = { before, after, views: new Map() };
        const listeners = [...feed.listeners];
        for (let from = 0; from < listeners.length; from += FAN_OUT_CHUNK) {
          // Yielding between chunks lets the first sockets' frames leave while the rest are prepared.
          if (from > 0) await new Promise((resolve) => setImmediate(resolve));
          for (const listener of listeners.slice(from, from + FAN_OUT_CHUNK)) listener(update);
        }
      }
    } catch (error) {
      // Subscribers keep the last figures; the next change tries again.
      this.app.log.error({ err: error, companyId }, 'live payroll recomputation failed');
    } finally {
      feed.running = false;
      if (feed.dirty && feed.listeners.size > 0) this.schedule(companyId, feed);
    }
  }
}

const feedsByApp = new WeakMap<AppDeps, PayFeeds>();

/** The process's feeds (one set per app, so tests' servers keep theirs apart). */
export function payFeeds(app: AppDeps): PayFeeds {
  let feeds = feedsByApp.get(app);
  if (!feeds) feedsByApp.set(app, (feeds = new PayFeeds(app)));
  return feeds;
}
