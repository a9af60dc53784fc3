import {
  CLIENT_ERROR_LIMITS,
  ERROR_MONITOR,
  scrubPath,
  scrubText,
  type ClientErrorKind,
} from '@staffpay/schema/client-errors/client-error.schemas';

/** An error as it is noticed, before it is scrubbed. */
export interface NoticedError {
  kind: ClientErrorKind;
  message: string;
  path: string;
  status?: number | null;
  operation?: string | null;
}

/** A distinct error of the last 30 minutes: how often it happened and how often the monitor tried to fix it. */
export interface LoggedError extends NoticedError {
  key: string;
  count: number;
  /** The last occurrence, ISO. */
  occurredAt: string;
  fixAttempts: number;
}

export const ERROR_LOG_KEY = 'clientErrors';

const scrubbed = (noticed: NoticedError): NoticedError => ({
  ...noticed,
  message: scrubText(noticed.message).slice(0, CLIENT_ERROR_LIMITS.message),
  path: scrubPath(noticed.path).slice(0, CLIENT_ERROR_LIMITS.path),
});
const keyOf = (e: NoticedError) => [e.kind, e.message, e.path, e.operation ?? ''].join('\u0000');

/**
 * Which logged error this is: the same kind, text and path (and operation: two queries failing
 * with one text are two errors to fix) is the same error, counted rather than repeated.
 */
export const errorKey = (noticed: NoticedError) => keyOf(scrubbed(noticed));

/**
 * The tab's log of recent client errors, kept in localStorage so that the fix attempts
 * it counts survive the reload a critical error causes: the 50 most recent, none older than 30 minutes.
 */
export function createErrorLog(storage: Storage = localStorage, now: () => number = Date.now) {
  // Set once the storage refuses a write (full, disabled): the log then lives as long as the page.
  let memory: LoggedError[] | null = null;
  const read = (): LoggedError[] => {
    if (memory) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(ERROR_LOG_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as LoggedError[]) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: LoggedError[]) => {
    if (!memory) {
      try {
        storage.setItem(ERROR_LOG_KEY, JSON.stringify(entries));
        return;
      } catch {
        // Falls through to memory: logging must never raise an error of its own.
      }
    }
    memory = entries;
  };
  const fresh = (entries: LoggedError[]) =>
    entries.filter((e) => now() - Date.parse(e.occurredAt) <= ERROR_MONITOR.maxAgeMs).slice(-ERROR_MONITOR.keep);

  return {
    entries: (): LoggedError[] => fresh(read()),
    prune: () => write(fresh(read())),
    /** Logs an occurrence (scrubbed); an identical error is counted and moves to the end. */
    record(noticed: NoticedError): LoggedError {
      const clean = scrubbed(noticed);
      const key = keyOf(clean);
      const entries = read();
      const before = entries.find((e) => e.key === key);
      const entry: LoggedError = {
        ...clean,
        key,
        count: (before?.count ?? 0) + 1,
        occurredAt: new Date(now()).toISOString(),
        fixAttempts: before?.fixAttempts ?? 0,
      };
      write(fresh([...entries.filter((e) => e.key !== key), entry]));
      return entry;
    },
    /** At most 3 fix attempts per distinct error; true when this one may still be tried. */
    claimFix(key: string): boolean {
      const entries = read();
      const entry = entries.find((e) => e.key === key);
      if (!entry || entry.fixAttempts >= ERROR_MONITOR.maxFixAttempts) return false;
      entry.fixAttempts += 1;
      write(entries);
      return true;
    },
  };
}
