import type { EventName, Events } from '../events';
import { watchEvents } from '../live/event-watch';

/** A safety net for an invalidation lost unnoticed (only the writer's publisher cut off): nothing lives longer. */
const MAX_AGE_MS = 60_000;
const MAX_COMPANIES = 50;

interface CompanyEntries {
  results: Map<string, { at: number; value: Promise<unknown> }>;
  /** Ends the bus subscriptions that tell this process of other processes' changes. */
  unwatch: () => void;
}

/**
 * Values computed from a company's data (a payroll, a full list), per process, until the company
 * changes: concurrent requests share the computation in flight, later ones its result. A change is
 * any event of `staleOn` on the company's channel: this process's own publishes drop the
 * company's entries synchronously (before the writer's answer leaves), other processes' arrive
 * over the bus; when the bus comes back after an outage, everything is dropped. Values must never
 * be mutated by their readers.
 */
export class CompanyCache {
  private readonly companies = new Map<number, CompanyEntries>();

  constructor(
    private readonly events: Events,
    private readonly staleOn: readonly EventName[],
  ) {
    events.onPublish((name, scopeId) => {
      if (staleOn.includes(name)) this.invalidate(Number(scopeId));
    });
    // Other processes' changes of the outage never arrived: any entry may be stale.
    events.onRecovered(() => {
      for (const entries of this.companies.values()) entries.results.clear();
    });
  }

  get<T>(companyId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const entries = this.entriesOf(companyId);
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
    // Other processes' changes arrive over the bus; each event drops the company's entries.
    entries = {
      results: new Map(),
      unwatch: watchEvents(this.events, this.staleOn, companyId, () => this.invalidate(companyId)),
    };
    this.companies.set(companyId, entries);
    return entries;
  }
}

const caches = new WeakMap<Events, Map<string, CompanyCache>>();

/** The process's cache called `name` (one set per event bus, so tests' servers keep theirs apart). */
export function companyCache(events: Events, name: string, staleOn: readonly EventName[]): CompanyCache {
  let named = caches.get(events);
  if (!named) caches.set(events, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = new CompanyCache(events, staleOn)));
  return cache;
}
