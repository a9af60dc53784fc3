import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { productionEnv, startApi, type ApiProcess, ROOT } from './api-processes';
import { benchServers, intEnv } from './env';
import { measureCompaniesQuery } from './measure-query';
import { measurePush } from './measure-push';
import { addMembers, createBenchDatabase, createCompanies, seedUsers } from './seed';
import { formatSummary } from './stats';

/**
 * `pnpm bench`: two API processes on one fresh PostgreSQL database and one Redis, all on
 * loopback; measures the companies query over HTTP and the cross-process subscription push.
 * Every loop is bounded by count and by BENCH_TIMEOUT_S.
 */
const settings = {
  companies: intEnv('BENCH_COMPANIES', 20, 1, 1000),
  users: intEnv('BENCH_USERS', 50, 0, 5000),
  requests: intEnv('BENCH_REQUESTS', 2000, 1, 100_000),
  concurrency: intEnv('BENCH_CONCURRENCY', 16, 1, 256),
  warmup: intEnv('BENCH_WARMUP', 100, 0, 10_000),
  pushSamples: intEnv('BENCH_PUSH_SAMPLES', 200, 1, 10_000),
  timeoutSeconds: intEnv('BENCH_TIMEOUT_S', 900, 10, 3600),
};
const { pgAdminUrl, redisUrl } = benchServers();

const log = (s: string) => console.log(`[bench] ${s}`);
const apis: ApiProcess[] = [];
let dropDatabase: (() => Promise<void>) | null = null;

async function cleanUp() {
  await Promise.all(apis.map((a) => a.stop()));
  if (dropDatabase && process.env.BENCH_KEEP_DB !== '1') await dropDatabase().catch(() => undefined);
}

const loadAtStart = os.loadavg();

async function main() {
  const sessionSecret = randomBytes(24).toString('hex');
  const db = await createBenchDatabase(pgAdminUrl);
  dropDatabase = db.drop;
  log(`database ${db.name}; companies ${settings.companies}, extra users ${settings.users}`);

  const env = productionEnv(db, redisUrl, sessionSecret);
  const a = await startApi('A', env);
  apis.push(a);
  const b = await startApi('B', env);
  apis.push(b);
  log(`API A ${a.url}, API B ${b.url}`);

  const { token, extraIds } = await seedUsers(db.url, sessionSecret, settings.users);
  const companyIds = await createCompanies(a.url, token, settings.companies);
  await addMembers(db.url, companyIds, extraIds);
  log(`seeded ${companyIds.length} companies, ${extraIds.length * companyIds.length + companyIds.length} memberships`);

  log(`companies query: ${settings.requests} requests, concurrency ${settings.concurrency}, over A and B`);
  const query = await measureCompaniesQuery([a.url, b.url], token, settings);
  log(`  ${query.throughputPerSecond} req/s, ${formatSummary(query.latencyMs)}, errors ${query.errors}`);

  log(`subscription push: ${settings.pushSamples} updateCompany on A -> companyChanged on B`);
  const push = await measurePush(a.url, b.url, token, companyIds[0], {
    samples: settings.pushSamples,
    timeoutMs: 5000,
  });
  log(`  push ${formatSummary(push.pushLatencyMs)}, lost ${push.lost}`);
  log(`  (mutation round trip alone: ${formatSummary(push.mutationMs)})`);

  const result = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      // Other work on the machine skews the figures: 1-minute load average at start and end.
      loadAverage1m: { start: loadAtStart[0], end: os.loadavg()[0] },
    },
    settings,
    seeded: { companies: companyIds.length, extraUsers: extraIds.length },
    companiesQuery: query,
    subscriptionPush: push,
  };
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  log(`machine load (1-min average): ${loadAtStart[0].toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end`);
  log(`results written to ${path.relative(process.cwd(), file)}`);
  if (query.errors > 0 || push.lost > 0) throw new Error(`${query.errors} query errors, ${push.lost} lost events`);
}

const deadline = setTimeout(() => {
  console.error(`[bench] gave up after BENCH_TIMEOUT_S=${settings.timeoutSeconds} s`);
  void cleanUp().finally(() => process.exit(1));
}, settings.timeoutSeconds * 1000);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

main()
  .then(cleanUp, async (e: unknown) => {
    console.error(`[bench] failed: ${e instanceof Error ? e.message : String(e)}`);
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
