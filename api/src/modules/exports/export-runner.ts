import type { AppDeps, RequestContext } from '../../shared/context';
import { AppError, unauthenticated } from '../../shared/errors';
import { EXPORT_MESSAGES } from '@staffpay/schema/exports/export.schemas';
import { apiTokenCaller } from '../api-tokens';
import { recordEvent } from '../outbox';
import { authorize } from '../../shared/tenancy/membership';
import { listenFor, type PgListener } from '../../shared/pg-listener';
import { EXPORT_CHANGED, EXPORT_COMPLETED } from './export.events';
import { makeFile } from './export-files';
import { recordsOf } from './export-sources';
import {
  claimExport,
  deleteExpiredExports,
  EXPORTS_CHANNEL,
  failAbandoned,
  finishExport,
  readFiles,
  STALE_MINUTES,
  type JobRow,
} from './export-store';
import { toExportView, type ExportRow } from './export.view';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How often a worker looks for runs cut off by a dead replica. Nothing announces those (the
 * replica died; its `running` row just ages), and they are claimable only once STALE_MINUTES old,
 * so a third of that bounds the delay (≤ 20 min) at ~4 statements per 5 min per replica. Queued
 * exports never wait for it: their NOTIFY wakes every worker, and each (re)connection sweeps too.
 */
const DEFAULT_RECLAIM_MS = (STALE_MINUTES / 3) * 60_000;

export interface ExportRunnerOptions {
  /** How often an idle worker looks for stale runs (a test sets it out of reach to see NOTIFY alone at work). */
  reclaimMs?: number;
}

/**
 * The request's context a job reads with: the requester as they are now (their membership and
 * role are checked again by every service it calls), or the token that asked as it stands now
 * (its scopes, its integration's role); a revoked or expired token fails the export. No request,
 * no cookies.
 */
async function contextOf(app: AppDeps, job: JobRow): Promise<RequestContext> {
  const em = app.orm.em.fork();
  const auth =
    job.apiTokenId === null
      ? { userId: job.requestedBy, sessionId: `export:${job.id}`, via: 'bearer' as const }
      : await apiTokenCaller(em, job.apiTokenId);
  if (!auth) throw unauthenticated();
  return { app, em, auth, ip: '', userAgent: null };
}

/**
 * The replica's export worker. An export is a row, so nothing is lost with a process: any
 * replica with EXPORT_WORKERS > 0 takes queued exports in order, one at a time, and runs cut off
 * by a dead replica again. It does not poll: the request's transaction notifies EXPORTS_CHANNEL
 * (delivered on commit), which wakes the worker of every replica and `skip locked` gives the
 * export to one; the replica that queued it also wakes its own at once. Each (re)connection of
 * the listener sweeps (notifications sent while it was away were never heard), and a long timer
 * reclaims stale runs. On PGlite (one process, no DATABASE_URL) there is no listener: the
 * start-up sweep, the own wake and the timer do it all.
 */
export class ExportRunner {
  private timer: NodeJS.Timeout | null = null;
  private listener: PgListener | null = null;
  private retention: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly app: AppDeps,
    private readonly options: ExportRunnerOptions = {},
  ) {}

  start(): void {
    if (this.app.config.DATABASE_URL) {
      this.listener = listenFor(this.app, EXPORTS_CHANNEL, 'exports', {
        onNotify: () => void this.wake(),
        onConnect: () => this.wake(),
      });
    } else void this.wake();
    this.timer = setInterval(() => void this.wake(), this.options.reclaimMs ?? DEFAULT_RECLAIM_MS);
    this.timer.unref();
    this.prune();
    this.retention = setInterval(() => this.prune(), HOUR_MS);
    this.retention.unref();
  }

  /**
   * Resolves once the listener first listens and has swept (at once without one): from then on a
   * queued export reaches this worker by its notification.
   */
  get ready(): Promise<void> {
    return this.listener?.ready ?? Promise.resolve();
  }

  /** Looks for work now, resolving when the pass ends (never rejects); a wake during a pass makes one more pass. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.app.log.error({ err: error }, 'export worker failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.wake();
        }
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retention) clearInterval(this.retention);
    const closing = this.listener?.close();
    await this.running;
    await closing;
  }

  private async drain(): Promise<void> {
    await this.announceAbandoned();
    while (!this.stopped) {
      const job = await claimExport(this.app.orm.em.fork());
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: JobRow): Promise<void> {
    const origin = { app: this.app, em: this.app.orm.em.fork(), actorUserId: job.requestedBy };
    await this.app.events.happened(origin, EXPORT_CHANGED, await this.viewOf(job));
    const period = { from: job.periodFrom, to: job.periodTo };
    let outcome: Parameters<typeof finishExport>[2];
    try {
      // The requester's grants now: one who left, or lost the key, or whose token was revoked, gets a failed export, not data.
      const ctx = await contextOf(this.app, job);
      await authorize(ctx, job.companyId, 'reports.view');
      const stem = `export_${job.companyId}_${period.from}_${period.to}`;
      const files = [];
      for (const type of job.types) {
        files.push({ type, file: makeFile(type, job.format, await recordsOf(ctx, job.companyId, type, period), stem) });
      }
      outcome = { files };
    } catch (error) {
      // The database away: the run stays `running` and is claimed again once stale, rather than failing for good.
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') throw error;
      // An AppError's message is the API's own (a lost right, a company gone); anything else is logged, never its data.
      if (!(error instanceof AppError)) this.app.log.error({ err: error, exportId: job.id }, 'export failed');
      outcome = { error: error instanceof AppError ? error.message : EXPORT_MESSAGES.failed };
    }
    const em = this.app.orm.em.fork();
    const view = await em.transactional(async (tx) => {
      const row = await finishExport(tx, job, outcome, this.app.config.EXPORT_RETENTION_DAYS);
      if (!row) return null;
      return recordEvent(tx, EXPORT_COMPLETED, await this.viewOf(row, tx));
    });
    if (view) await this.app.events.happened({ ...origin, em }, EXPORT_COMPLETED, view);
  }

  private async viewOf(row: ExportRow, em = this.app.orm.em.fork()) {
    const files = row.status === 'done' ? await readFiles(em, row.id) : [];
    return toExportView(this.app.config.APP_URL, row, files);
  }

  /** Exports no run could finish are failed and announced, as any failed export is. */
  private async announceAbandoned(): Promise<void> {
    const em = this.app.orm.em.fork();
    const views = await em.transactional(async (tx) => {
      const rows = await failAbandoned(tx, this.app.config.EXPORT_RETENTION_DAYS, EXPORT_MESSAGES.failed);
      const recorded = [];
      for (const row of rows) recorded.push(await recordEvent(tx, EXPORT_COMPLETED, await this.viewOf(row, tx)));
      return recorded;
    });
    for (const view of views) {
      await this.app.events.happened({ app: this.app, em, actorUserId: view.requestedBy }, EXPORT_COMPLETED, view);
    }
  }

  private prune(): void {
    deleteExpiredExports(this.app.orm.em.fork())
      .then((deleted) => deleted > 0 && this.app.log.info({ deleted }, 'expired exports deleted'))
      .catch((error: unknown) => this.app.log.error({ err: error }, 'expired exports not deleted'));
  }
}

const runners = new WeakMap<AppDeps, ExportRunner>();

/** This replica's worker; null when it runs none (EXPORT_WORKERS=0): another replica takes its exports. */
export const runnerOf = (app: AppDeps): ExportRunner | null => runners.get(app) ?? null;

/** Starts the worker of this replica, unless EXPORT_WORKERS is 0. */
export function startExportRunner(app: AppDeps, options: ExportRunnerOptions = {}): ExportRunner | null {
  if (app.config.EXPORT_WORKERS === 0) return null;
  const runner = new ExportRunner(app, options);
  runners.set(app, runner);
  runner.start();
  return runner;
}
