import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../../shared/context';
import { attemptDelivery } from './webhook-delivery';
import { EventDispatcher } from './webhook-dispatcher';

/** The pg-boss queue of deliveries; its tables live in the `pgboss` schema of the same database. */
export const DELIVERY_QUEUE = 'webhook-delivery';
export const QUEUE_SCHEMA = 'pgboss';

/**
 * The retry schedule: pg-boss waits between `delaySeconds·2ⁿ` and twice that before retry n+1
 * (exponential with jitter), so 10 retries from 30 s span about a day (16–32 h) after the first
 * attempt; a delivery still failing then fails for good (its webhook stays on: only
 * WEBHOOK_DISABLE_AFTER_DAYS of failures turn it off, see webhook-delivery.ts).
 */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
}
export const DEFAULT_RETRY: RetryPolicy = { limit: 10, delaySeconds: 30 };

/** A job holds ids only: the body (personal data) stays in webhook_deliveries, deleted with its webhook. */
export interface DeliveryJob {
  deliveryId: string;
  webhookId: number;
}

/**
 * How often an idle worker asks for jobs, in seconds. New deliveries wake it at once (the
 * dispatcher's `wake`), so the poll only finds retries coming due, which are 30 s apart at least.
 */
const IDLE_POLL_SECONDS = 30;

export interface WebhookQueueOptions {
  /** How often an idle worker asks for jobs, in seconds (pg-boss's minimum is 0.5; default IDLE_POLL_SECONDS). */
  pollingIntervalSeconds?: number;
  /** Jobs one worker takes at a time; one webhook's jobs of a batch go out in order. */
  batchSize?: number;
  retry?: Partial<RetryPolicy>;
}

/** The process's queue: enqueues deliveries and works them. One per server (see app/server.ts). */
export class WebhookQueue {
  /** Read at every enqueue; tests shorten it so a retry does not wait half a minute. */
  readonly retry: RetryPolicy;
  private workerIds: string[] = [];
  /** Null on a replica without workers (WEBHOOK_WORKERS=0): it neither dispatches nor delivers. */
  dispatcher: EventDispatcher | null = null;

  constructor(
    private readonly boss: PgBoss,
    private readonly deps: AppDeps,
    private readonly options: WebhookQueueOptions,
  ) {
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(DELIVERY_QUEUE, { name: DELIVERY_QUEUE, policy: 'standard' });
    for (let i = 0; i < this.deps.config.WEBHOOK_WORKERS; i++) {
      const id = await this.boss.work<DeliveryJob>(
        DELIVERY_QUEUE,
        {
          batchSize: this.options.batchSize ?? 5,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? IDLE_POLL_SECONDS,
        },
        (jobs) => this.work(jobs),
      );
      this.workerIds.push(id);
    }
    if (this.workerIds.length > 0) this.dispatcher = new EventDispatcher(this.deps, this);
  }

  /**
   * Queues deliveries already recorded (status pending); at least once from here on. Given a
   * transaction's EntityManager, the jobs are written in that transaction: the deliveries and
   * their jobs commit together or not at all (the caller wakes the worker after its commit).
   */
  async send(jobs: DeliveryJob[], within?: EntityManager): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((data) => ({
        name: DELIVERY_QUEUE,
        data,
        retryLimit: this.retry.limit,
        retryDelay: this.retry.delaySeconds,
        retryBackoff: true,
        // Above the 10 s request timeout: a job still active after this is retried.
        expireInSeconds: 60,
      })),
      within ? { db: sqlThrough(within) } : {},
    );
    if (!within) this.wake();
  }

  /** Takes no new jobs and waits up to `timeoutMs` for those being worked (a drain bounds it). */
  async stop(timeoutMs = 15_000): Promise<void> {
    await this.dispatcher?.stop();
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  /** Deliveries waiting (created or due for retry), for the metrics. */
  depth(): Promise<number> {
    return this.boss.getQueueSize(DELIVERY_QUEUE);
  }

  /** Asks the workers to look for jobs now rather than at their next poll. */
  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  /**
   * One batch: each webhook's jobs in their queue order, webhooks side by side. A failed attempt
   * fails its job alone (pg-boss schedules the retry); the batch's other jobs complete.
   */
  private async work(jobs: PgBoss.JobWithMetadata<DeliveryJob>[]): Promise<void> {
    const byWebhook = new Map<number, PgBoss.JobWithMetadata<DeliveryJob>[]>();
    for (const job of jobs) byWebhook.set(job.data.webhookId, [...(byWebhook.get(job.data.webhookId) ?? []), job]);
    await Promise.all(
      [...byWebhook.values()].map(async (list) => {
        for (const job of list) {
          const final = job.retryCount >= job.retryLimit;
          const outcome = await attemptDelivery(this.deps, job.data.deliveryId, final);
          if (outcome !== 'done') await this.boss.fail(DELIVERY_QUEUE, job.id, { error: outcome });
        }
      }),
    );
    // More may be waiting (a retry due now): ask again at once rather than after the polling interval.
    this.wake();
  }
}

/**
 * pg-boss's statements run through an EntityManager (and so its transaction): pg-boss numbers
 * its parameters ($1, $2 …), the ORM's query builder takes them in order as `?` (a literal `?`
 * escaped).
 */
function sqlThrough(em: EntityManager): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\?/g, '\\?').replace(/\$(\d+)/g, (_, n: string) => {
        bindings.push(values[Number(n) - 1]);
        return '?';
      });
      return { rows: await em.execute(sql, bindings) };
    },
  };
}

const queues = new WeakMap<AppDeps, WebhookQueue>();

/** This server's queue; null when it runs on PGlite (no DATABASE_URL), where deliveries are not sent. */
export const queueOf = (app: AppDeps): WebhookQueue | null => queues.get(app) ?? null;

/** Any constant, other than the migrations' lock. */
const QUEUE_START_LOCK = 7_240_516;

/**
 * Starts the delivery queue on DATABASE_URL, in its own schema. pg-boss needs a PostgreSQL
 * server (a pool of connections, advisory locks), so on PGlite there is none: webhooks can be
 * managed but nothing is sent.
 */
export async function startWebhookQueue(
  deps: AppDeps,
  options: WebhookQueueOptions = {},
): Promise<WebhookQueue | null> {
  const url = deps.config.DATABASE_URL;
  if (!url) {
    deps.log.warn('webhook deliveries are off: they need PostgreSQL (DATABASE_URL)');
    return null;
  }
  const boss = new PgBoss({
    connectionString: url,
    schema: QUEUE_SCHEMA,
    application_name: 'staffpay-webhooks',
    max: 4,
    // Finished jobs are kept a week; the delivery rows are the history people read.
    deleteAfterDays: 7,
    // No cron jobs: without this pg-boss would poll its schedule every few seconds on every replica.
    schedule: false,
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'webhook queue error'));
  const queue = new WebhookQueue(boss, deps, options);
  // pg-boss installs its schema and queue on start: replicas starting together on a fresh database
  // deadlock there, so they take turns, as they do for the migrations.
  await deps.orm.em
    .getConnection()
    .getKnex()
    .transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [QUEUE_START_LOCK]);
      await queue.start();
    });
  queues.set(deps, queue);
  if (queue.dispatcher) {
    const dispatcher = queue.dispatcher;
    // This process's commits are dispatched at once, before the request answers.
    deps.events.onStored(() => dispatcher.wake());
    dispatcher.start();
  }
  return queue;
}
