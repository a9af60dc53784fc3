import type { AppDeps } from '../../shared/context';

/** Long enough for every screen of the process to ask after one change; short enough to hold no stale read. */
const KEEP_MS = 5_000;
const byApp = new WeakMap<AppDeps, Map<string, Promise<unknown>>>();

/**
 * One read for all of a process's screens that hear the same change: `key` names the change
 * (the link and its `updatedAt`), so the thousand screens of one link cost one read, not a thousand.
 */
export function oncePerChange<T>(app: AppDeps, key: string, read: () => Promise<T>): Promise<T> {
  let reads = byApp.get(app);
  if (!reads) byApp.set(app, (reads = new Map()));
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
    setTimeout(() => reads.delete(key), KEEP_MS).unref();
  }
  return pending;
}
