import type { DomainEvents, EventName, Events } from '../../shared/events';
import type { Period } from '@staffpay/pay-engine/engine.types';
import type { Computed } from './payroll-compute';
import { EVERY_PAY_FACT, type PayFact } from './payroll-loader';

/** A safety net for an invalidation lost unnoticed: no computation is built upon for longer. */
const MAX_AGE_MS = 60_000;
const MAX_COMPANIES = 50;
const MOVED_BY = ['payChanged', 'employeeChanged', 'departmentChanged'] as const satisfies readonly EventName[];
type MovedBy = (typeof MOVED_BY)[number];

/** Some employees' facts a change may have moved: the next reader reads those again and patches them in. */
export interface Stale {
  employeeIds: number[];
  facts: readonly PayFact[];
}

/**
 * What an event makes stale in the payroll of a period: some facts of some employees, or
 * everything. Only a ledger or performance write naming its employees and dates inside the period
 * (their ledger or performance records), or one employee's change (all of theirs), is patched; one
 * with every date outside it moves nothing there; templates, rules, departments, fixes and
 * restores may move anything.
 */
export function staleIn(name: MovedBy, payload: DomainEvents[MovedBy], period: Period): Stale | 'all' {
  if (name === 'employeeChanged') {
    return { employeeIds: [(payload as DomainEvents['employeeChanged']).employeeId], facts: EVERY_PAY_FACT };
  }
  if (name !== 'payChanged') return 'all';
  const { source, employeeIds, dates } = payload as DomainEvents['payChanged'];
  const records = (source === 'ledger' || source === 'performance') && employeeIds !== null && dates.length > 0;
  if (!records) return 'all';
  const inside = dates.filter((d) => period.from <= d && d <= period.to).length;
  // The engine reads no record dated outside its period, so such a write leaves the period as it was:
  // the months of a year's history stay computed while the current one changes.
  if (inside === 0) return { employeeIds: [], facts: [] };
  return inside === dates.length ? { employeeIds, facts: [source] } : 'all';
}

interface Entry {
  period: Period;
  /** The latest computation, afresh or patched: concurrent readers share it. */
  value: Promise<Computed>;
  /** When the computation afresh under it started; patches do not renew the safety net. */
  at: number;
  /** Employees changed since `value` was started: the next reader reloads their `facts`. */
  pending: Set<number>;
  facts: Set<PayFact>;
}

interface CompanyEntries {
  entries: Map<string, Entry>;
  unwatch: () => void;
}

export interface PayrollWork {
  compute(): Promise<Computed>;
  /** The computation after a change of `employeeIds`' `facts`, from the previous one. */
  patch(previous: Computed, employeeIds: number[], facts: ReadonlySet<PayFact>): Promise<Computed>;
}

/**
 * Computed payrolls by company and period, per process, shared by every reader. A change of a
 * few employees is not a reason to compute all of a company again: the event marks those
 * employees, and the next reader reloads their facts and patches the computation (the engine's
 * updatePayroll). Any other change drops the company's entries, as does a bus that comes back
 * after an outage. This process's own publishes take effect synchronously (before the writer's
 * answer leaves); other processes' arrive over the bus, and so do this process's own again, which
 * at worst reloads the same employees once more. Computations are never mutated: a patch builds
 * a new one.
 */
export class PayrollCache {
  private readonly companies = new Map<number, CompanyEntries>();

  constructor(private readonly events: Events) {
    events.onPublish((name, scopeId, payload) => {
      if ((MOVED_BY as readonly EventName[]).includes(name)) this.moved(Number(scopeId), name as MovedBy, payload);
    });
    events.onRecovered(() => {
      for (const company of this.companies.values()) company.entries.clear();
    });
  }

  get(companyId: number, period: Period, work: PayrollWork): Promise<Computed> {
    const { entries } = this.companyOf(companyId);
    const key = `${period.from}|${period.to}`;
    let entry = entries.get(key);
    if (!entry || Date.now() - entry.at >= MAX_AGE_MS) {
      entry = { period, value: work.compute(), at: Date.now(), pending: new Set(), facts: new Set() };
      entries.set(key, entry);
    } else if (entry.pending.size > 0) {
      const employeeIds = [...entry.pending];
      const { facts } = entry;
      entry.pending = new Set();
      entry.facts = new Set();
      entry.value = entry.value.then((previous) => work.patch(previous, employeeIds, facts));
    } else {
      return entry.value;
    }
    const kept = entry;
    // A failed computation is not built upon; the next request computes afresh.
    kept.value.catch(() => {
      if (entries.get(key) === kept) entries.delete(key);
    });
    return kept.value;
  }

  /** Drops every computation of the company. */
  invalidate(companyId: number): void {
    this.companies.get(companyId)?.entries.clear();
  }

  private moved(companyId: number, name: MovedBy, payload: DomainEvents[EventName]) {
    const company = this.companies.get(companyId);
    if (!company) return;
    for (const [key, entry] of company.entries) {
      const stale = staleIn(name, payload as DomainEvents[MovedBy], entry.period);
      if (stale === 'all') {
        company.entries.delete(key);
        continue;
      }
      for (const id of stale.employeeIds) entry.pending.add(id);
      for (const fact of stale.facts) entry.facts.add(fact);
    }
  }

  private companyOf(companyId: number): CompanyEntries {
    let company = this.companies.get(companyId);
    if (company) {
      // Most recently used last, so the first is the one to evict.
      this.companies.delete(companyId);
      this.companies.set(companyId, company);
      return company;
    }
    if (this.companies.size >= MAX_COMPANIES) {
      const [oldest, evicted] = this.companies.entries().next().value!;
      this.companies.delete(oldest);
      evicted.unwatch();
    }
    company = { entries: new Map(), unwatch: this.watch(companyId) };
    this.companies.set(companyId, company);
    return company;
  }

  /** Every process's events of the company, payload and all, until the returned function is called. */
  private watch(companyId: number): () => void {
    const iterators = MOVED_BY.map((name) => {
      const iterator = this.events.subscribe(name, companyId)[Symbol.asyncIterator]();
      void (async () => {
        for (;;) {
          const next = await iterator.next().catch(() => ({ done: true as const, value: undefined }));
          if (next.done) return;
          this.moved(companyId, name, next.value);
        }
      })();
      return iterator;
    });
    return () => {
      for (const iterator of iterators) void iterator.return?.();
    };
  }
}

const caches = new WeakMap<Events, PayrollCache>();

/** The process's payroll cache (one per event bus, so tests' servers keep theirs apart). */
export function payrollCache(events: Events): PayrollCache {
  let cache = caches.get(events);
  if (!cache) caches.set(events, (cache = new PayrollCache(events)));
  return cache;
}
