import { BENCH_METRICS_TOKEN, startApi, type ApiProcess } from './api-processes';
import type { Bonus, BonusBook } from './bonus-book';
import { CardSubscribers, cardsFeed, type Feed } from './card-subscribers';
import { STATS_FLUSH_MS, transactionCounter } from './db-activity';
import { employeeCards, type LiveCompany } from './live-company';
import { measureCardPush, type Change } from './measure-card-push';
import { measurePolling } from './measure-polling';
import { cpuSeconds, heapSpacesKiB, rssKiB } from './proc-stats';
import { startSqlCounter } from './sql-counter';
import { formatSummary } from './stats';

export interface LiveSettings {
  subscribers: number;
  samples: number;
  many: number;
  manySamples: number;
  gapMs: number;
  lostMs: number;
  readyS: number;
  connectConcurrency: number;
  settleS: number;
  idleSeconds: number;
  idleSubscribers: number;
  pollers: number;
  pollIntervalMs: number;
}

/** What the phases share: the run's settings and company, and the run's record of what to clean up. */
export interface LiveRun {
  settings: LiveSettings;
  env: Record<string, string>;
  company: LiveCompany;
  book: BonusBook;
  apis: Set<ApiProcess>;
  subscribers: Set<CardSubscribers>;
  log(line: string): void;
}

/**
 * How long a warm-up change waits for every subscriber before the next: a subscription whose
 * server side was not ready for one change needs another, and ten thousand take ~2 s to reach.
 */
export const READY_ROUND_MS = 3000;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function api(run: LiveRun, name: string, env = run.env): Promise<ApiProcess> {
  const p = await startApi(name, env);
  run.apis.add(p);
  return p;
}

export async function stop(run: LiveRun, p: ApiProcess) {
  await p.stop();
  run.apis.delete(p);
}

/** Opens `count` dashboards on `on` and books bonuses through `via` until each has had a push. */
async function openLive(
  run: LiveRun,
  on: ApiProcess,
  via: ApiProcess,
  count: number,
  feed: Feed = cardsFeed(run.company.managerToken, run.company.companyId),
) {
  const subs = new CardSubscribers();
  run.subscribers.add(subs);
  const started = performance.now();
  await subs.open(on.url, feed, count, run.settings.connectConcurrency);
  const connectSeconds = Math.round(performance.now() - started) / 1000;
  const book = () => run.book.book(via.url, run.book.plan());
  const neverLive = await subs.untilLive(book, READY_ROUND_MS, run.settings.readyS * 1000);
  const liveSeconds = Math.round(performance.now() - started) / 1000;
  run.log(`  ${count} subscribers on ${on.name}: connected in ${connectSeconds} s, all live in ${liveSeconds} s`);
  if (neverLive) run.log(`  ${neverLive} subscribers received no push within BENCH_LIVE_READY_S`);
  return { subs, open: { connectSeconds, liveSeconds, neverLive } };
}

export async function close(run: LiveRun, subs: CardSubscribers) {
  await subs.close();
  run.subscribers.delete(subs);
}

/** CPU over a window, of the API process and of this one (the clients), each as a percentage of one core. */
export function cpuMeter(pid: number) {
  const api0 = cpuSeconds(pid);
  const bench0 = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const seconds = (performance.now() - t0) / 1000;
    const apiSeconds = cpuSeconds(pid) - api0;
    const bench = process.cpuUsage(bench0);
    const benchSeconds = (bench.user + bench.system) / 1e6;
    const percent = (cpu: number) => Math.round((cpu / seconds) * 1000) / 10;
    return {
      seconds: Math.round(seconds * 10) / 10,
      apiCpuSeconds: apiSeconds,
      apiCpuPercent: percent(apiSeconds),
      benchCpuSeconds: benchSeconds,
      benchCpuPercent: percent(benchSeconds),
    };
  };
}

/** `count` timed changes, with the CPU the server process `pid` and the clients spent per delivery. */
export async function timedChanges(run: LiveRun, subs: CardSubscribers, pid: number, change: Change, count: number) {
  const cpu = cpuMeter(pid);
  const push = await measureCardPush(subs, change, {
    samples: count,
    timeoutMs: run.settings.lostMs,
    gapMs: run.settings.gapMs,
  });
  const used = cpu();
  const perDelivery = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, push.deliveries));
  return {
    push,
    cpuPerDelivery: { apiMicros: perDelivery(used.apiCpuSeconds), clientsMicros: perDelivery(used.benchCpuSeconds) },
  };
}

/** The samples, with the CPU that the subscribers' API process and the clients spent per delivery. */
export async function samples(run: LiveRun, subs: CardSubscribers, on: ApiProcess, via: ApiProcess, count: number) {
  const change = { plan: () => run.book.plan(), make: (bonus: Bonus) => run.book.book(via.url, bonus) };
  const { push, cpuPerDelivery } = await timedChanges(run, subs, on.child.pid!, change, count);
  run.log(`  push ${formatSummary(push.pushLatencyMs)}, lost ${push.lost}`);
  run.log(`  until the first subscriber: ${formatSummary(push.firstSubscriberMs)}`);
  run.log(`  until the last subscriber: ${formatSummary(push.lastSubscriberMs)}`);
  run.log(`  the booking's round trip: ${formatSummary(push.mutationMs)}`);
  run.log(
    `  CPU per delivery: ${cpuPerDelivery.apiMicros} µs in API ${on.name}, ${cpuPerDelivery.clientsMicros} µs in the clients; frames of ${push.frameBytes} bytes, ${push.framesPerDelivery} frames per delivery`,
  );
  return { ...push, cpuPerDelivery };
}

/** 1. Subscribers on process B, bonuses booked through process A: the push crosses Redis. */
export async function crossReplica(run: LiveRun) {
  const { settings: s } = run;
  run.log(`cross-replica push: ${s.subscribers} subscribers on B, ${s.samples} bonuses booked through A`);
  const a = await api(run, 'A');
  const b = await api(run, 'B');
  const { subs, open } = await openLive(run, b, a, s.subscribers);
  const push = await samples(run, subs, b, a, s.samples);
  await close(run, subs);
  await Promise.all([stop(run, a), stop(run, b)]);
  return { ...push, open };
}

/** The wall screen's subscription: each employee's bonus total as the public page receives it. */
export function wallFeed(shareUrl: string): Feed {
  type Data = { sharedDashboard?: { employees?: { id: number; bonusAmount: string }[] | null } };
  return {
    query: 'subscription ($s: String!) { sharedDashboard(shareUrl: $s) { employees { id bonusAmount } } }',
    variables: { s: shareUrl },
    token: null,
    totals: (data) =>
      ((data as Data).sharedDashboard?.employees ?? []).map((e) => ({ id: e.id, totalBonuses: e.bonusAmount })),
    markers: (id, total) => [`{"id":${id},`, `"bonusAmount":"${total}"`],
  };
}

/**
 * 1b. Wall screens: a base dashboard's public link watched without sign-in by the cross-replica
 * number of screens on process B, bonuses booked through A; with the payroll recomputed and the
 * public data derived once per change, whatever the number of screens.
 */
export async function wallScreens(run: LiveRun) {
  const { settings: s } = run;
  run.log(`wall screens: ${s.subscribers} public screens of one dashboard on B, ${s.samples} bonuses booked through A`);
  const { sql, a, b, dashboard } = await publicLinkOnB(run);
  const { subs, open } = await openLive(run, b, a, s.subscribers, wallFeed(dashboard.shareUrl));
  const before = sql.statements();
  const push = await samples(run, subs, b, a, s.samples);
  const perChange = {
    sqlStatementsOnB: sql.statements() - before,
    sqlStatementsPerChange: Math.round(((sql.statements() - before) / s.samples) * 10) / 10,
  };
  run.log(
    `  cost per change on B: ${perChange.sqlStatementsPerChange} SQL statements for ${s.subscribers} screens ` +
      `(${perChange.sqlStatementsOnB} over ${s.samples} changes)`,
  );
  await close(run, subs);
  await Promise.all([stop(run, a), stop(run, b)]);
  await sql.close();
  return { ...push, open, perChange };
}

/**
 * Process A, process B reaching PostgreSQL through a counting proxy (the cost of a change on the
 * screens' side), and a base dashboard's public link made through A.
 */
export async function publicLinkOnB(run: LiveRun) {
  const dbUrl = new URL(run.env.DATABASE_URL!);
  const sql = await startSqlCounter({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
  dbUrl.port = String(sql.port);
  const a = await api(run, 'A');
  const b = await api(run, 'B', { ...run.env, DATABASE_URL: dbUrl.toString() });
  const res = await fetch(`${a.url}/api/custom-dashboards/base`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${run.company.managerToken}` },
    body: JSON.stringify({ companyId: run.company.companyId }),
  });
  const dashboard = (await res.json()) as { id?: number; shareUrl?: string };
  if (!res.ok || !dashboard.id || !dashboard.shareUrl)
    throw new Error(`base dashboard: ${res.status} ${JSON.stringify(dashboard)}`);
  return { sql, a, b, dashboard: { id: dashboard.id, shareUrl: dashboard.shareUrl } };
}

/**
 * BENCH_HEAP_SNAPSHOTS=1 (with BENCH_API_NODE_FLAGS=--heapsnapshot-signal=SIGUSR2): the API writes
 * a heap snapshot before and after its subscribers connect, to see what each one keeps.
 */
async function heapSnapshot(api: ApiProcess, when: string) {
  if (process.env.BENCH_HEAP_SNAPSHOTS !== '1') return;
  api.child.kill('SIGUSR2');
  // V8 writes the snapshot synchronously: the process answers again once it is on disk.
  await sleep(100);
  await fetch(`${api.url}/api/health`);
  console.error(`[live-bench]   heap snapshot ${when} written by ${api.child.pid} in api/`);
}

/**
 * 2. Many subscribers on one process, bonuses booked through another (the push crosses Redis); the
 * subscribers' process's memory per idle subscriber.
 */
export async function oneReplica(run: LiveRun) {
  const { settings: s } = run;
  run.log(`one replica: ${s.many} subscribers on C, ${s.manySamples} bonuses booked through A`);
  const [a, c] = await Promise.all([api(run, 'A'), api(run, 'C')]);
  const pid = c.child.pid!;
  // The first cards read loads the code paths and the company's payroll, which every subscriber shares.
  await employeeCards(c.url, run.company.managerToken, run.company.companyId);
  await sleep(s.settleS * 1000);
  const rssBefore = rssKiB(pid);
  await heapSnapshot(c, 'before');
  const heapBefore = await heapSpacesKiB(c.url, BENCH_METRICS_TOKEN);
  const { subs, open } = await openLive(run, c, a, s.many);
  await sleep(s.settleS * 1000);
  const rssAfter = rssKiB(pid);
  await heapSnapshot(c, 'after');
  const heapAfter = await heapSpacesKiB(c.url, BENCH_METRICS_TOKEN);
  const per = (before: number, after: number) => Math.round(((after - before) / s.many) * 10) / 10;
  const memory = {
    rssBeforeMiB: Math.round(rssBefore / 102.4) / 10,
    rssAfterMiB: Math.round(rssAfter / 102.4) / 10,
    perSubscriberKiB: per(rssBefore, rssAfter),
    // Where it went: V8's heap in use, and the young generation's committed pages (not per subscriber).
    heapUsedPerSubscriberKiB: per(heapBefore.usedKiB, heapAfter.usedKiB),
    heapCommittedPerSubscriberKiB: per(heapBefore.committedKiB, heapAfter.committedKiB),
    newSpaceCommittedMiB: {
      before: Math.round(heapBefore.newSpaceCommittedKiB / 1024),
      after: Math.round(heapAfter.newSpaceCommittedKiB / 1024),
    },
  };
  run.log(
    `  API RSS ${memory.rssBeforeMiB} MiB before, ${memory.rssAfterMiB} MiB after: ${memory.perSubscriberKiB} KiB per subscriber ` +
      `(V8 heap used ${memory.heapUsedPerSubscriberKiB} KiB, committed ${memory.heapCommittedPerSubscriberKiB} KiB; ` +
      `young generation ${memory.newSpaceCommittedMiB.before} → ${memory.newSpaceCommittedMiB.after} MiB)`,
  );
  const push = await samples(run, subs, c, a, s.manySamples);
  await close(run, subs);
  await Promise.all([stop(run, a), stop(run, c)]);
  return { ...push, open, memory, target: { memoryKiB: 30, memoryMet: memory.perSubscriberKiB <= 30 } };
}

/**
 * Runs `work` on process `pid` and measures it: the statements the API sent (counted at the
 * proxy), the transactions PostgreSQL counted for the database (the API's and its own background
 * work, such as autovacuum), and CPU.
 */
async function measured<T>(
  pid: number,
  sql: { statements(): number },
  transactions: { read(): Promise<number> },
  work: () => Promise<T>,
) {
  await sleep(STATS_FLUSH_MS);
  const tx = await transactions.read();
  const statements = sql.statements();
  const cpu = cpuMeter(pid);
  const value = await work();
  const used = cpu();
  const sqlStatements = sql.statements() - statements;
  await sleep(STATS_FLUSH_MS);
  return {
    value,
    measuredSeconds: used.seconds,
    apiCpuPercent: used.apiCpuPercent,
    clientsCpuPercent: used.benchCpuPercent,
    sqlStatements,
    dbTransactions: (await transactions.read()) - tx,
  };
}

/**
 * 3. One process: open dashboards and no change for BENCH_IDLE_S, then the same number of
 * dashboards polling the cards instead; SQL and CPU of each window. The process reaches
 * PostgreSQL through a counting proxy.
 */
export async function idleVersusPolling(run: LiveRun, pgAdminUrl: string, db: { name: string; url: string }) {
  const { settings: s } = run;
  const dbUrl = new URL(db.url);
  const sql = await startSqlCounter({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
  const transactions = await transactionCounter(pgAdminUrl, db.name);
  try {
    dbUrl.port = String(sql.port);
    const d = await api(run, 'D', { ...run.env, DATABASE_URL: dbUrl.toString() });
    const pid = d.child.pid!;
    run.log(`idle: ${s.idleSubscribers} open subscriptions, no change for ${s.idleSeconds} s`);
    const { subs, open } = await openLive(run, d, d, s.idleSubscribers);
    const { value: _, ...idleWindow } = await measured(pid, sql, transactions, () => sleep(s.idleSeconds * 1000));
    const idle = { subscribers: s.idleSubscribers, open, ...idleWindow };
    run.log(
      `  ${idle.sqlStatements} SQL statements from the API (${idle.dbTransactions} transactions in the database), ` +
        `API CPU ${idle.apiCpuPercent}% of a core`,
    );
    await close(run, subs);

    run.log(
      `polling: ${s.pollers} dashboards asking for the cards every ${s.pollIntervalMs} ms for ${s.idleSeconds} s`,
    );
    const { value: load, ...pollWindow } = await measured(pid, sql, transactions, () =>
      measurePolling(d.url, run.company.managerToken, run.company.companyId, {
        clients: s.pollers,
        intervalMs: s.pollIntervalMs,
        windowMs: s.idleSeconds * 1000,
      }),
    );
    const polling = { ...load, ...pollWindow };
    run.log(
      `  ${polling.requestsPerSecond} req/s answered of ${polling.offeredPerSecond} asked (${polling.errors} errors), ${formatSummary(polling.latencyMs)}; ` +
        `${polling.sqlStatements} SQL statements (${polling.dbTransactions} transactions in the database), ` +
        `API CPU ${polling.apiCpuPercent}% of a core, clients ${polling.clientsCpuPercent}%`,
    );
    await stop(run, d);
    return { idle, polling };
  } finally {
    await transactions.close();
    await sql.close();
  }
}
