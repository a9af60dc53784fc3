import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { productionEnv, startApi, type ApiProcess } from './api-processes';
import { BonusBook } from './bonus-book';
import type { CardSubscribers } from './card-subscribers';
import { benchServers, intEnv } from './env';
import { seedLiveCompany } from './live-company';
import {
  crossReplica,
  idleVersusPolling,
  oneReplica,
  wallScreens,
  type LiveRun,
  type LiveSettings,
} from './live-phases';
import { againstFloor, floorPhase } from './floor';
import { wallScreenLink } from './screens';
import { createBenchDatabase, seedUsers } from './seed';
import { writeResult } from './single-api';

/**
 * `pnpm --filter bench live`: pushed employee cards against a fresh database, all on loopback.
 * 1. subscribers on one API process, bonuses booked through another; 2. many subscribers on one
 * process, and its memory per subscriber; 3. open dashboards left idle, then the same number
 * polling the cards as before pushes. Every wait is bounded, the whole run by BENCH_TIMEOUT_S.
 * `pnpm --filter bench screens` runs the wall screens of one link alone (screens.ts).
 */
const settings: LiveSettings & { employees: number; timeoutSeconds: number } = {
  employees: intEnv('BENCH_LIVE_EMPLOYEES', 50, 1, 10_000),
  subscribers: intEnv('BENCH_LIVE_SUBSCRIBERS', 1000, 1, 50_000),
  samples: intEnv('BENCH_LIVE_SAMPLES', 50, 1, 10_000),
  many: intEnv('BENCH_LIVE_MANY', 10_000, 1, 50_000),
  manySamples: intEnv('BENCH_LIVE_MANY_SAMPLES', 20, 1, 10_000),
  gapMs: intEnv('BENCH_LIVE_GAP_MS', 250, 0, 60_000),
  lostMs: intEnv('BENCH_LIVE_LOST_MS', 10_000, 100, 600_000),
  readyS: intEnv('BENCH_LIVE_READY_S', 120, 1, 3600),
  connectConcurrency: intEnv('BENCH_LIVE_CONNECT_CONCURRENCY', 50, 1, 1000),
  settleS: intEnv('BENCH_LIVE_SETTLE_S', 5, 0, 600),
  idleSeconds: intEnv('BENCH_IDLE_S', 60, 1, 3600),
  idleSubscribers: intEnv('BENCH_IDLE_SUBSCRIBERS', 1000, 1, 50_000),
  pollers: intEnv('BENCH_POLLERS', 1000, 1, 50_000),
  pollIntervalMs: intEnv('BENCH_POLL_INTERVAL_MS', 4000, 100, 600_000),
  timeoutSeconds: intEnv('BENCH_TIMEOUT_S', 1800, 10, 7200),
};
const PHASES = ['cross', 'wall', 'many', 'idle', 'screens'] as const;
/** The screens' ramp keeps under one link's allowance of reads a minute, so it takes minutes: asked for only. */
const DEFAULT_PHASES = PHASES.filter((p) => p !== 'screens');
const phases = (process.env.BENCH_LIVE_PHASES || DEFAULT_PHASES.join(',')).split(',');
for (const p of phases)
  if (!(PHASES as readonly string[]).includes(p)) throw new Error(`unknown phase ${p}; phases: ${PHASES}`);
const { pgAdminUrl, redisUrl } = benchServers();

/** Each subscriber is a socket in this process and another in the API process: both need the descriptors. */
function checkOpenFiles() {
  const need = Math.max(settings.subscribers, settings.many, settings.idleSubscribers) + 512;
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s+/)[3]);
  if (Number.isFinite(soft) && soft < need)
    throw new Error(`the open-files limit is ${soft}, the run needs ${need}: raise it first (ulimit -n ${need})`);
}

const log = (s: string) => console.log(`[live-bench] ${s}`);
const apis = new Set<ApiProcess>();
const subscribers = new Set<CardSubscribers>();
let dropDatabase: (() => Promise<void>) | null = null;

async function cleanUp() {
  await Promise.allSettled([...subscribers].map((s) => s.close()));
  await Promise.allSettled([...apis].map((a) => a.stop()));
  if (dropDatabase && process.env.BENCH_KEEP_DB !== '1') await dropDatabase().catch(() => undefined);
}

const loadAtStart = os.loadavg()[0];

/** A phase's figures with the floor's for the same number of subscribers and changes, and their ratios. */
async function besideFloor<
  T extends {
    subscribers: number;
    samples: number;
    pushLatencyMs: { p99: number };
    cpuPerDelivery: { apiMicros: number };
  },
>(run: LiveRun, product: T) {
  const floor = await floorPhase(run, product.subscribers, product.samples);
  return { ...product, floor, againstFloor: againstFloor(run, product, floor) };
}

async function main() {
  checkOpenFiles();
  const sessionSecret = randomBytes(24).toString('hex');
  const db = await createBenchDatabase(pgAdminUrl);
  dropDatabase = db.drop;
  const env = productionEnv(db, redisUrl, sessionSecret);
  log(`database ${db.name}; phases ${phases.join(', ')}; 1-min load ${loadAtStart.toFixed(2)}`);

  // The seeding process migrates the database; each phase then starts processes of its own.
  const seeder = await startApi('seed', env);
  apis.add(seeder);
  const owner = await seedUsers(db.url, sessionSecret, 0);
  const company = await seedLiveCompany(seeder.url, db.url, sessionSecret, owner.token, settings.employees);
  await seeder.stop();
  apis.delete(seeder);
  log(`company ${company.companyId}: ${settings.employees} employees, ${company.cards.length} cards`);

  const book = new BonusBook(company.companyId, company.managerToken, company.timezone, company.cards);
  const run: LiveRun = { settings, env, company, book, apis, subscribers, log };
  const result: Record<string, unknown> = {};
  if (phases.includes('cross')) result.crossReplica = await besideFloor(run, await crossReplica(run));
  if (phases.includes('wall')) result.wallScreens = await wallScreens(run);
  if (phases.includes('many')) result.oneReplica = await besideFloor(run, await oneReplica(run));
  if (phases.includes('screens')) result.screens = await wallScreenLink(run, redisUrl);
  if (phases.includes('idle')) Object.assign(result, await idleVersusPolling(run, pgAdminUrl, db));

  const loadAtEnd = os.loadavg()[0];
  const overrides = Object.entries(process.env).filter(([k]) => k.startsWith('BENCH_') && !k.endsWith('_URL'));
  const report = {
    date: new Date().toISOString(),
    command: [...overrides.map(([k, v]) => `${k}=${v}`), 'pnpm --filter bench live'].join(' '),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      // Other work on the machine skews the figures: 1-minute load average at start and end.
      loadAverage1m: { start: loadAtStart, end: loadAtEnd },
    },
    settings: { ...settings, phases },
    sqlCounting:
      'sqlStatements: Query and Execute messages from the API at a proxy in front of PostgreSQL; ' +
      'dbTransactions: xact_commit + xact_rollback of the bench database in pg_stat_database (includes autovacuum)',
    cards: company.cards.length,
    ...result,
  };
  const file = writeResult('live', report);
  log(`1-min load ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end`);
  log(`results written to ${file}`);
  const lost = ['crossReplica', 'wallScreens', 'oneReplica', 'screens'].reduce(
    (n, k) => n + ((result[k] as { lost?: number })?.lost ?? 0),
    0,
  );
  if (lost > 0) throw new Error(`${lost} pushes lost`);
}

const deadline = setTimeout(() => {
  console.error(`[live-bench] gave up after BENCH_TIMEOUT_S=${settings.timeoutSeconds} s`);
  void cleanUp().finally(() => process.exit(1));
}, settings.timeoutSeconds * 1000);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

main()
  .then(cleanUp, async (e: unknown) => {
    console.error(`[live-bench] failed: ${e instanceof Error ? e.message : String(e)}`);
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
