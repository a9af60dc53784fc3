import { MAX_REPORTED_ERRORS, type ClientErrorInput } from '@staffpay/schema/client-errors/client-error.schemas';
import type { LoggedError } from './error-log';

const REPORT_PATH = '/api/client-errors';
/** Errors come in bursts (a failing screen polls, a loop throws): one report per 5 s at most. */
export const REPORT_AFTER_MS = 5_000;
/** Distinct errors waiting at most; more while the server is unreachable stay in the local log only. */
const MAX_QUEUED = 100;

interface ReporterOptions {
  fetch: typeof window.fetch;
  /** The company on screen, or null (public pages, no company yet). */
  companyId: () => number | null;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

/**
 * Sends the logged errors (already scrubbed) to POST /api/client-errors: each distinct error once per
 * report with its count since the last one, at most 20 per request. It reports nothing about itself:
 * an answered report is done whatever the status (429 when rate-limited drops it); one that could not
 * be sent (the API is down) waits for the next.
 */
export function createErrorReporter({ fetch, companyId, sendBeacon }: ReporterOptions) {
  let queue = new Map<string, ClientErrorInput>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function merge(key: string, error: ClientErrorInput) {
    const queued = queue.get(key);
    if (!queued && queue.size >= MAX_QUEUED) return;
    const latest = queued && queued.occurredAt > error.occurredAt ? queued : error;
    queue.set(key, { ...latest, count: (queued?.count ?? 0) + (error.count ?? 1) });
  }

  async function send(batch: [string, ClientErrorInput][], leaving: boolean) {
    const body = JSON.stringify({ companyId: companyId(), errors: batch.map(([, e]) => e) });
    if (leaving && sendBeacon?.(REPORT_PATH, new Blob([body], { type: 'application/json' }))) return;
    try {
      await fetch(REPORT_PATH, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body,
      });
    } catch {
      for (const [key, error] of batch) merge(key, error);
    }
  }

  /** Sends what waits now; when the page is being left, by beacon, which outlives the page. */
  async function flush({ leaving = false } = {}) {
    clearTimeout(timer);
    timer = undefined;
    const items = [...queue];
    queue = new Map();
    const batches: [string, ClientErrorInput][][] = [];
    for (let i = 0; i < items.length; i += MAX_REPORTED_ERRORS) batches.push(items.slice(i, i + MAX_REPORTED_ERRORS));
    await Promise.all(batches.map((batch) => send(batch, leaving)));
  }

  return {
    add(entry: LoggedError) {
      const { kind, message, path, status, operation, occurredAt } = entry;
      merge(entry.key, { kind, message, path, status: status ?? null, operation: operation ?? null, occurredAt });
      timer ??= setTimeout(() => void flush(), REPORT_AFTER_MS);
    },
    flush,
  };
}
