import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from './errors';

/** Every metric's name starts with this (the dashboard, deploy/grafana/staffpay.json, reads them so). */
export const METRIC_PREFIX = 'staffpay_';

/** The database pool as knex's pool (tarn) counts it. */
export interface PoolUsage {
  used: number;
  free: number;
  pendingAcquires: number;
  pendingCreates: number;
}

/**
 * What is read at scrape time rather than counted as it happens: the wiring (app/server.ts) sets
 * them once the parts they read exist. One left unset reports nothing.
 */
export interface Probes {
  wsConnections(): number;
  pool(): PoolUsage | null;
  /** Deliveries waiting in the webhook queue; null without a queue (PGlite). */
  queueDepth(): Promise<number | null>;
  busConnected(): boolean;
}

type Job = 'restore' | 'backup';

export type WebhookOutcome = 'delivered' | 'failed' | 'gave_up';

/** Fan-out happens in milliseconds; a second is already a stalled push. */
const FANOUT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** A backup or restore of a large company takes minutes. */
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];

/**
 * One server's metrics in its own registry: tests run several servers in one process, and the
 * default global registry would mix their counts (and refuse the second registration).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const probes: Partial<Probes> = {};
  const registers = [registry];

  const httpDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const graphqlDuration = new Histogram({
    name: `${METRIC_PREFIX}graphql_operation_duration_seconds`,
    help: 'GraphQL operation duration over HTTP by operation name and type',
    labelNames: ['operation', 'type'] as const,
    registers,
  });
  new Gauge({
    name: `${METRIC_PREFIX}ws_connections`,
    help: 'Open WebSocket connections',
    registers,
    collect() {
      if (probes.wsConnections) this.set(probes.wsConnections());
    },
  });
  const subscriptions = new Gauge({
    name: `${METRIC_PREFIX}ws_subscriptions`,
    help: 'Active GraphQL subscriptions by kind (subscription field)',
    labelNames: ['kind'] as const,
    registers,
  });
  const fanoutLatency = new Histogram({
    name: `${METRIC_PREFIX}fanout_delivery_seconds`,
    help: 'From a push reaching the socket server to its frame written to a subscriber',
    buckets: FANOUT_BUCKETS,
    registers,
  });
  const fanoutDeliveries = new Counter({
    name: `${METRIC_PREFIX}fanout_deliveries_total`,
    help: 'Subscription frames written to subscribers',
    registers,
  });
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Database pool connections by state (used, free)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = probes.pool?.();
      if (!pool) return;
      this.set({ state: 'used' }, pool.used);
      this.set({ state: 'free' }, pool.free);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_pending_acquires`,
    help: 'Requests waiting for a database connection',
    registers,
    collect() {
      const pool = probes.pool?.();
      if (pool) this.set(pool.pendingAcquires);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_pending_creates`,
    help: 'Database connections being opened',
    registers,
    collect() {
      const pool = probes.pool?.();
      if (pool) this.set(pool.pendingCreates);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}webhook_queue_depth`,
    help: 'Webhook deliveries waiting in the queue',
    registers,
    async collect() {
      const depth = await probes.queueDepth?.();
      if (typeof depth === 'number') this.set(depth);
    },
  });
  const webhookDeliveries = new Counter({
    name: `${METRIC_PREFIX}webhook_deliveries_total`,
    help: 'Webhook delivery attempts by outcome (delivered, failed and retried, gave_up)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const restoreDuration = new Histogram({
    name: `${METRIC_PREFIX}restore_duration_seconds`,
    help: 'Backup restores, from the request taken to the company written',
    labelNames: ['outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const backupDuration = new Histogram({
    name: `${METRIC_PREFIX}backup_duration_seconds`,
    help: 'Company backups, from the request taken to the file streamed',
    labelNames: ['outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  new Gauge({
    name: `${METRIC_PREFIX}event_bus_redis_connected`,
    help: '1 while the event bus reaches Redis, 0 otherwise (also 0 for the in-process bus)',
    registers,
    collect() {
      if (probes.busConnected) this.set(probes.busConnected() ? 1 : 0);
    },
  });
  const busPublished = new Counter({
    name: `${METRIC_PREFIX}event_bus_messages_published_total`,
    help: 'Event bus messages this process published',
    registers,
  });
  const busReceived = new Counter({
    name: `${METRIC_PREFIX}event_bus_messages_received_total`,
    help: 'Event bus messages this process received',
    registers,
  });

  // When this process first saw each push: every subscriber of a push shares its payload object,
  // so one entry per push (not per subscriber) times the whole fan-out.
  const pushSeen = new WeakMap<object, number>();
  let lastSeen: { payload: object | null; at: number } = { payload: null, at: 0 };

  return {
    registry,
    /** Sets what is read at scrape time (see Probes). */
    probe(found: Partial<Probes>) {
      Object.assign(probes, found);
    },
    httpDuration,
    graphqlDuration,
    subscriptions,
    fanout: {
      /** The moment the push was first seen here, to pass to `written`. */
      received(payload: unknown): number {
        if (typeof payload !== 'object' || payload === null) return performance.now();
        // A push reaches its subscribers one after another: the last one looked up is usually it.
        if (payload === lastSeen.payload) return lastSeen.at;
        let seen = pushSeen.get(payload);
        if (seen === undefined) pushSeen.set(payload, (seen = performance.now()));
        lastSeen = { payload, at: seen };
        return seen;
      },
      written(since: number) {
        fanoutDeliveries.inc();
        fanoutLatency.observe((performance.now() - since) / 1000);
      },
    },
    webhookDelivered(outcome: WebhookOutcome) {
      webhookDeliveries.inc({ outcome });
    },
    /** Starts timing a restore or backup; call the answer once it has ended. */
    startJob(job: Job): (outcome: 'ok' | 'failed') => void {
      const end = (job === 'restore' ? restoreDuration : backupDuration).startTimer();
      return (outcome) => void end({ outcome });
    },
    /**
     * Times `work` as a restore or backup; one that answers a file to stream runs until the file
     * has streamed out (or broken off). A refusal or a bad file (AppError) is the caller's, not a
     * run of the job: it is not timed.
     */
    async timeJob<T>(job: Job, work: () => Promise<T>): Promise<T> {
      const end = this.startJob(job);
      try {
        const result = await work();
        const stream = (result as { stream?: unknown } | null)?.stream;
        if (stream instanceof Readable) stream.once('close', () => end(stream.readableEnded ? 'ok' : 'failed'));
        else end('ok');
        return result;
      } catch (error) {
        if (!(error instanceof AppError)) end('failed');
        throw error;
      }
    },
    bus: {
      published: () => busPublished.inc(),
      received: () => busReceived.inc(),
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
