import type { Events, Topic } from '../../shared/events';
import type { Period } from './engine/engine.types';

/** The changes that can alter a company's computed payroll: pay writes, employees, departments. */
const STALE_ON: readonly Topic[] = ['payChanged', 'employeeChanged', 'departmentChanged'];
/** A safety net for an invalidation lost between processes (a Redis reconnect): nothing lives longer. */
const MAX_AGE_MS = 60_000;
const MAX_COMPANIES = 50;

interface CompanyEntries {
  results: Map<string, { at: number; value: Promise<unknown> }>;
  /** Ends the bus subscriptions that tell this process of other processes' changes. */
  unwatch: () => void;
}

/**
 * The computed payroll of recently asked companies and periods, per process. A dashboard of
 * many screens refetching after one change costs one computation: concurrent requests share the
 * one in flight, and later ones the result, until the company changes. This process's own
 * publishes drop the company's entries synchronously (before the writer's answer leaves);
 * other processes' arrive over the bus.
 */
export class PayrollCache {
  private readonly companies = new Map<number, CompanyEntries>();

  constructor(private readonly events: Events) {
    events.onPublish((topic, scopeId) => {
      if (STALE_ON.includes(topic)) this.invalidate(Number(scopeId));
    });
  }

  get<T>(companyId: number, period: Period, compute: () => Promise<T>): Promise<T> {
    const entries = this.entriesOf(companyId);
    const key = `${period.from}|${period.to}`;
    const hit = entries.results.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.value as Promise<T>;
    const value = compute();
    const entry = { at: Date.now(), value };
    entries.results.set(key, entry);
    // A failed computation is not kept; the next request tries again.
    value.catch(() => {
      if (entries.results.get(key) === entry) entries.results.delete(key);
    });
    return value;
  }

  invalidate(companyId: number): void {
    this.companies.get(companyId)?.results.clear();
  }

  private entriesOf(companyId: number): CompanyEntries {
    let entries = this.companies.get(companyId);
    if (entries) {
      // Most recently used last, so the first is the one to evict.
      this.companies.delete(companyId);
      this.companies.set(companyId, entries);
      return entries;
    }
    if (this.companies.size >= MAX_COMPANIES) {
      const [oldest, evicted] = this.companies.entries().next().value!;
      this.companies.delete(oldest);
      evicted.unwatch();
    }
    entries = { results: new Map(), unwatch: this.watch(companyId) };
    this.companies.set(companyId, entries);
    return entries;
  }

  /** Listens for the company's changes from every process; each event drops its entries. */
  private watch(companyId: number): () => void {
    const iterators = STALE_ON.map((topic) => this.events.subscribe(topic, companyId)[Symbol.asyncIterator]());
    for (const iterator of iterators) {
      void (async () => {
        for (;;) {
          const next = await iterator.next().catch(() => ({ done: true as const, value: undefined }));
          if (next.done) return;
          this.invalidate(companyId);
        }
      })();
    }
    return () => {
      for (const iterator of iterators) void iterator.return?.();
    };
  }
}

const caches = new WeakMap<Events, PayrollCache>();

/** The cache of the process's event bus (one per server, so tests' servers keep theirs apart). */
export function payrollCache(events: Events): PayrollCache {
  let cache = caches.get(events);
  if (!cache) caches.set(events, (cache = new PayrollCache(events)));
  return cache;
}
