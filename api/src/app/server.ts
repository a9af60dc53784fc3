import { setTimeout as sleep } from 'node:timers/promises';
import type { ValidationRule } from 'graphql';
import type { DestinationStream } from 'pino';
import { createLogger } from '../shared/logging';
import { createRateLimits } from '../shared/auth/rate-limits';
import { createPresence } from '../shared/live/presence';
import { createMailer } from '../shared/mail/mailer';
import type { Config } from '../shared/config';
import type { AppDeps } from '../shared/context';
import type { Lifecycle } from '../shared/lifecycle';
import { Events } from '../shared/events';
import { membershipDirectory } from '../modules/companies';
import { integrationDirectory } from '../modules/api-tokens';
import { roleDirectory } from '../modules/roles';
import { listenForEditorAccess } from '../modules/dashboards';
import { employeeFigureSource } from '../modules/payroll';
import { ownEmployeeOf } from '../modules/staff';
import { scheduleBirthdayNotifications, listenForNotifications } from '../modules/notifications';
import { scheduleEventRetention } from '../modules/outbox';
import { startWebhookQueue, type WebhookQueueOptions } from '../modules/webhooks';
import { startExportRunner, type ExportRunnerOptions } from '../modules/exports';
import { buildHttp, graphqlArmor } from './http';
import { initOrm } from './orm';
import { createEventBus } from './pubsub';
import { createSchema } from './schema';
import { attachWebSocket } from './ws';
import { createMetrics } from '../shared/metrics';
import { poolUsage } from './pool-usage';
import { createIdempotencyStore } from './idempotency/store';

export interface DrainOptions {
  /** How long the process still answers (503, readiness `draining`) before it stops listening. */
  delayMs: number;
  /** How long in-flight requests, socket closes and queue jobs may then take; what is left is cut off. */
  timeoutMs: number;
}

export interface StartOptions {
  /** Prefix for pub/sub channels and rate-limit keys, so parallel test files share one Redis safely. */
  redisPrefix?: string;
  /** Where log lines go (tests read them); without it, stdout, and nothing at all under NODE_ENV=test. */
  logStream?: DestinationStream;
  /** How often the birthday notification check wakes up (default a minute); tests call `birthdays.runNow`. */
  birthdayCheckMs?: number;
  /** The webhook delivery queue's polling and retry schedule (defaults: 30 s, 10 retries from 30 s). */
  webhooks?: WebhookQueueOptions;
  /** The export worker's polling (default 10 s). */
  exports?: ExportRunnerOptions;
}

/** Builds the whole server (HTTP GraphQL, REST, WebSocket, static web) without listening yet. */
export async function createServer(config: Config, options: StartOptions = {}) {
  const orm = await initOrm(config.DATABASE_URL, config.DATA_DIR);
  const lifecycle: Lifecycle = { draining: false };
  const quiet = config.NODE_ENV === 'test' && !options.logStream;
  const log = createLogger(quiet ? 'silent' : config.LOG_LEVEL, options.logStream);
  const metrics = createMetrics();
  if (config.apiTokenKeyIsLegacy && config.isProduction) {
    // Hashes keyed with SESSION_SECRET: rotating it would revoke every API token (docs/operations.md).
    log.warn('API_TOKEN_SECRET is not set: API token hashes are keyed with SESSION_SECRET');
  }
  const bus = createEventBus(config.REDIS_URL, options.redisPrefix ?? '', log, metrics.bus);
  // Each event's once-only listeners: the domains above hear those of the domains below.
  const events = new Events(bus);
  listenForNotifications(events);
  listenForEditorAccess(events);
  const deps: AppDeps = {
    config,
    orm,
    events,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR }, log),
    rateLimits: createRateLimits(config.REDIS_URL, `${options.redisPrefix ?? ''}rl`),
    presence: createPresence(config.REDIS_URL, options.redisPrefix ?? ''),
    memberships: membershipDirectory,
    integrations: integrationDirectory,
    roles: roleDirectory,
    figures: employeeFigureSource,
    ownEmployees: { ownEmployeeOf },
    log,
    metrics,
    lifecycle,
  };
  const schema = await createSchema(bus);
  const armor = graphqlArmor();
  const idempotency = createIdempotencyStore(config.REDIS_URL, `${options.redisPrefix ?? ''}idem:`);
  const { app } = await buildHttp(deps, schema, armor, idempotency);
  const ws = attachWebSocket(app.server, deps, schema, armor.validationRules as ValidationRule[], (h) =>
    app.parseCookie(h),
  );
  const birthdays = scheduleBirthdayNotifications(deps, options.birthdayCheckMs ?? 60_000);
  const eventRetention = scheduleEventRetention(deps);
  // pg-boss on DATABASE_URL (schema pgboss) and the dispatcher of stored events; null on PGlite,
  // where webhooks are kept but not sent.
  const webhooks = await startWebhookQueue(deps, options.webhooks);
  // Exports are rows: this replica's worker takes queued ones (its own at once, others' on their NOTIFY).
  const exports = startExportRunner(deps, options.exports);
  metrics.probe({
    wsConnections: ws.connections,
    pool: () => poolUsage(orm),
    // With the database unreachable the scrape keeps the last depth read rather than failing whole.
    queueDepth: async () => (webhooks ? webhooks.depth().catch(() => null) : null),
    busConnected: () => bus.state() === 'connected',
  });

  return {
    app,
    deps,
    birthdays,
    webhooks,
    exports,
    async listen(port = config.PORT, host = config.HOST): Promise<string> {
      return app.listen({ port, host });
    },
    async close() {
      await birthdays.stop();
      await eventRetention.stop();
      await exports?.stop();
      await webhooks?.stop();
      await ws.close();
      await app.close();
      await closeConnections();
    },
    /**
     * The graceful shutdown (docs/deploy.md, "Graceful drain"): not ready at once, new requests
     * refused (503) through `delayMs` while balancers notice; then the port closes, every socket is
     * closed with Service Restart, in-flight requests and queue jobs finish (within `timeoutMs`,
     * then cut off), and the database and Redis connections close.
     */
    async drain({ delayMs, timeoutMs }: DrainOptions) {
      lifecycle.draining = true;
      log.info({ delayMs, timeoutMs }, 'draining');
      if (delayMs > 0) await sleep(delayMs);
      const deadline = new AbortController();
      const finished = Promise.all([
        app.close(),
        ws.restart(),
        webhooks?.stop(timeoutMs),
        exports?.stop(),
        birthdays.stop(),
      ]);
      const inTime = await Promise.race([
        finished.then(() => true),
        sleep(timeoutMs, false, { signal: deadline.signal }).catch(() => false),
      ]);
      deadline.abort();
      if (!inTime) {
        log.warn('drain timed out: closing the connections left');
        app.server.closeAllConnections();
      }
      await ws.close();
      await finished;
      await closeConnections();
      log.info('drained');
    },
  };

  async function closeConnections() {
    await bus.close();
    await deps.rateLimits.close();
    await deps.presence.close();
    await orm.close(true);
  }
}
export type AppServer = Awaited<ReturnType<typeof createServer>>;
