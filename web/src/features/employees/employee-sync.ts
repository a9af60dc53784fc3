import type { ApolloCache, ApolloClient } from '@apollo/client';
import { EmployeeCountDocument } from '@/gql/graphql';
import { applyEmployeeChange, listKey, setListCount, type EmployeeChange, type ListArgs } from './employee-cache';

/** Pushed changes are applied together, once per this many ms, so a burst (an import) re-renders once. */
export const APPLY_BATCH_MS = 50;
/** Counts a change may have moved beyond the loaded pages are re-read once the burst settles. */
export const COUNT_REFRESH_MS = 400;

/**
 * Keeps the cached employee lists in step with changes, per Apollo client: pushed events are
 * queued and applied in one cache batch; counts the tab cannot know are re-read (no-cache, one
 * request per list however many changes arrived).
 */
export class EmployeeSync {
  private queue: { companyId: number; change: EmployeeChange }[] = [];
  private applyTimer: ReturnType<typeof setTimeout> | null = null;
  private counts = new Map<string, ListArgs>();
  private countTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly client: ApolloClient) {}

  /** A local change (a mutation's `update`): applied at once to the given cache. */
  apply(cache: ApolloCache, companyId: number, change: EmployeeChange) {
    this.staleCounts(applyEmployeeChange(cache, companyId, change));
  }

  /** A pushed change: applied with the others that arrive within APPLY_BATCH_MS. */
  push(companyId: number, change: EmployeeChange) {
    this.queue.push({ companyId, change });
    this.applyTimer ??= setTimeout(() => this.flush(), APPLY_BATCH_MS);
  }

  flush() {
    if (this.applyTimer) clearTimeout(this.applyTimer);
    this.applyTimer = null;
    const queued = this.queue;
    this.queue = [];
    if (queued.length === 0) return;
    const stale: ListArgs[] = [];
    this.client.cache.batch({
      update: (cache) => {
        for (const { companyId, change } of queued) stale.push(...applyEmployeeChange(cache, companyId, change));
      },
    });
    this.staleCounts(stale);
  }

  private staleCounts(lists: ListArgs[]) {
    if (lists.length === 0) return;
    for (const args of lists) this.counts.set(listKey(args), args);
    if (this.countTimer) clearTimeout(this.countTimer);
    this.countTimer = setTimeout(() => this.refreshCounts(), COUNT_REFRESH_MS);
  }

  private refreshCounts() {
    this.countTimer = null;
    const lists = [...this.counts.values()];
    this.counts.clear();
    for (const args of lists) {
      this.client
        .query({
          query: EmployeeCountDocument,
          variables: { companyId: args.companyId, filter: args.filter },
          fetchPolicy: 'no-cache',
        })
        .then(({ data }) => {
          if (data) setListCount(this.client.cache, args, data.employees.totalCount);
        })
        // A failed re-read leaves the count as it was; the next change or reconnect tries again.
        .catch(() => {});
    }
  }

  dispose() {
    if (this.applyTimer) clearTimeout(this.applyTimer);
    if (this.countTimer) clearTimeout(this.countTimer);
    this.queue = [];
    this.counts.clear();
  }
}

const syncs = new WeakMap<ApolloClient, EmployeeSync>();

export function employeeSync(client: ApolloClient): EmployeeSync {
  let sync = syncs.get(client);
  if (!sync) {
    sync = new EmployeeSync(client);
    syncs.set(client, sync);
  }
  return sync;
}
