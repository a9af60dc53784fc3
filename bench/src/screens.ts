import { CardSubscribers } from './card-subscribers';
import { intEnv } from './env';
import {
  close,
  cpuMeter,
  publicLinkOnB,
  READY_ROUND_MS,
  samples,
  sleep,
  stop,
  wallFeed,
  type LiveRun,
} from './live-phases';
import { redisCommands, redisCommandsBetween } from './redis-stats';
import { screenSettingsPushes } from './screen-settings-pushes';
import { call } from './single-api';
import { formatSummary, Latencies } from './stats';
import { watchingManager } from './watching-manager';

const settings = {
  screens: intEnv('BENCH_SCREENS', 1000, 1, 50_000),
  /**
   * The public reads one link is allowed per minute from every address together
   * (SHARED_LINK_READS_PER_MINUTE in the API): the ramp opens screens in minute windows under it.
   */
  linkReadsPerMinute: intEnv('BENCH_SCREENS_LINK_READS', 600, 2, 1_000_000),
  settingsSamples: intEnv('BENCH_SCREENS_SETTINGS_SAMPLES', 10, 1, 1000),
  /** Open and unchanged for a while: longer than the presence refresh (60 s) to see one. 0 skips it. */
  idleSeconds: intEnv('BENCH_SCREENS_IDLE_S', 65, 0, 3600),
};

/** Each screen subscribes twice (settings and data), and each subscription is one public read. */
const READS_PER_SCREEN = 2;
/** The link's allowance is counted in fixed minute windows from the first read: a margin past it. */
const WINDOW_MS = 62_000;
/** SQL after a change (the screens' re-reads) has ended when the count stays still this long. */
const QUIET_MS = 500;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Waits until the counter has not moved for QUIET_MS (bounded by `timeoutMs`). */
async function quiet(counter: { statements(): number }, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (let last = -1; counter.statements() !== last && Date.now() < deadline;) {
    last = counter.statements();
    await sleep(QUIET_MS);
  }
}

/**
 * Wall screens on one link, as the page holds them: `BENCH_SCREENS` (1 000) sockets on process
 * B, each with sharedScreenChanged (what counts it as watching) and sharedDashboard (slot 0),
 * from loopback addresses of their own; a manager on B listening to dashboardScreensChanged;
 * bonuses booked and settings changed through process A; B reaches PostgreSQL through the
 * counting proxy. Measures the ramp (SQL, Redis commands and B's CPU per connect; the manager's
 * pushes), a booked bonus (SQL per change, push latency), a theme change (SQL, time until every
 * screen has it), an idle stretch, and the screens leaving.
 */
export async function wallScreenLink(run: LiveRun, redisUrl: string) {
  const { settings: s, company } = run;
  const n = settings.screens;
  const perWindow = Math.floor(settings.linkReadsPerMinute / READS_PER_SCREEN);
  run.log(`screens: ${n} wall screens on one link on B, up to ${perWindow} a minute (the link's allowance)`);
  const { sql, a, b, dashboard } = await publicLinkOnB(run);
  const manager = await watchingManager(b.url, company.managerToken, company.companyId, dashboard.id);
  const settingsPushes = screenSettingsPushes(dashboard.shareUrl);
  const subs = new CardSubscribers();
  run.subscribers.add(subs);
  const feed = { ...wallFeed(dashboard.shareUrl), alongside: settingsPushes.alongside };

  // 1. The ramp, window by window; each window's time runs until the manager is told its count.
  const redis0 = await redisCommands(redisUrl);
  const sql0 = sql.statements();
  const cpu = cpuMeter(b.child.pid!);
  const started = performance.now();
  const windows: { screens: number; registeredSeconds: number; managerPushes: number }[] = [];
  for (let opened = 0; opened < n;) {
    const windowStart = performance.now();
    const pushes = manager.pushes();
    const count = Math.min(perWindow, n - opened);
    await subs.open(b.url, feed, count, s.connectConcurrency);
    opened += count;
    if (!(await manager.until(opened, s.readyS * 1000)))
      throw new Error(
        `the manager saw ${manager.count()} screens, not ${opened}; ${settingsPushes.ended()} settings subscriptions ` +
          `ended (${settingsPushes.refusal() ?? 'no refusal'}), ${subs.endedCount} data subscriptions`,
      );
    const registeredSeconds = round((performance.now() - windowStart) / 1000, 2);
    windows.push({ screens: count, registeredSeconds, managerPushes: manager.pushes() - pushes });
    run.log(`  ${opened} screens: this window's ${count} counted and told in ${registeredSeconds} s`);
    if (opened < n) await sleep(windowStart + WINDOW_MS - performance.now());
  }
  const rampSeconds = round((performance.now() - started) / 1000, 2);
  await quiet(sql, s.lostMs);
  const used = cpu();
  const rampRedis = redisCommandsBetween(redis0, await redisCommands(redisUrl));
  const ramp = {
    screens: n,
    windows,
    rampSeconds,
    managerPushes: manager.pushes(),
    sqlStatementsOnB: sql.statements() - sql0,
    sqlStatementsPerConnect: round((sql.statements() - sql0) / n, 2),
    apiCpuMicrosPerConnect: Math.round((used.apiCpuSeconds * 1e6) / n),
    redisCommands: rampRedis.total,
    redisCommandsPerConnect: round(rampRedis.total / n, 2),
    redisTopCommands: rampRedis.top,
  };
  run.log(
    `  ramp: ${rampSeconds} s in ${windows.length} windows, ${ramp.managerPushes} pushes to the manager; per connect ` +
      `${ramp.sqlStatementsPerConnect} SQL statements on B, ${ramp.redisCommandsPerConnect} Redis commands ` +
      `(${JSON.stringify(ramp.redisTopCommands)}), ${ramp.apiCpuMicrosPerConnect} µs of B's CPU`,
  );

  // 2. A booked bonus reaching the screens.
  const book = () => run.book.book(a.url, run.book.plan());
  const neverLive = await subs.untilLive(book, READY_ROUND_MS, s.readyS * 1000);
  if (neverLive) run.log(`  ${neverLive} screens received no data push within BENCH_LIVE_READY_S`);
  const sql1 = sql.statements();
  const push = await samples(run, subs, b, a, s.samples);
  const bonus = {
    ...push,
    neverLive,
    sqlStatementsOnB: sql.statements() - sql1,
    sqlStatementsPerChange: round((sql.statements() - sql1) / s.samples),
  };
  run.log(`  a booked bonus: ${bonus.sqlStatementsPerChange} SQL statements on B for ${n} screens`);

  // 3. A theme change reaching every screen's settings.
  const open = n - settingsPushes.ended();
  const dataEnded = subs.endedCount;
  const latency = new Latencies();
  const lastScreen = new Latencies();
  const perSample: { lastScreenMs: number | null; lost: number; sqlStatements: number; dataEnded: number }[] = [];
  let settingsLost = 0;
  for (let i = 0; i < settings.settingsSamples; i++) {
    await sleep(s.gapMs);
    const theme = i % 2 === 0 ? 'dark' : 'light';
    const sqlBefore = sql.statements();
    const endedBefore = subs.endedCount;
    const change = settingsPushes.expect(theme, open, s.lostMs);
    await call(`${a.url}/api/custom-dashboards/${dashboard.id}/screen`, company.managerToken, {
      method: 'PUT',
      body: JSON.stringify({ companyId: company.companyId, theme }),
    });
    const arrivals = await change.arrivals;
    arrivals.forEach((ms) => latency.record(ms));
    if (arrivals.length > 0) lastScreen.record(Math.max(...arrivals));
    settingsLost += open - arrivals.length;
    await quiet(sql, s.lostMs);
    perSample.push({
      lastScreenMs: arrivals.length ? round(Math.max(...arrivals)) : null,
      lost: open - arrivals.length,
      sqlStatements: sql.statements() - sqlBefore,
      dataEnded: subs.endedCount - endedBefore,
    });
  }
  const settingsChange = {
    samples: settings.settingsSamples,
    screens: open,
    pushLatencyMs: latency.summary(),
    lastScreenMs: lastScreen.summary(),
    lost: settingsLost,
    // A data subscription that ends makes its page read the link's settings and subscribe again.
    dataSubscriptionsEnded: subs.endedCount - dataEnded,
    settingsSubscriptionsEnded: settingsPushes.ended() - (n - open),
    sqlStatementsPerChange: round(perSample.reduce((sum, p) => sum + p.sqlStatements, 0) / perSample.length),
    sqlStatementsPerChangeMax: Math.max(...perSample.map((p) => p.sqlStatements)),
    perSample,
  };
  run.log(
    `  a theme change: every screen's push ${formatSummary(settingsChange.pushLatencyMs)}; the last screen ` +
      `${formatSummary(settingsChange.lastScreenMs)}; lost ${settingsLost}; ` +
      `${settingsChange.sqlStatementsPerChange} SQL statements on B per change; ${settingsChange.dataSubscriptionsEnded} ` +
      `data and ${settingsChange.settingsSubscriptionsEnded} settings subscriptions ended`,
  );

  // 4. Open and unchanged: what watching costs at rest (the presence refresh).
  let idle = null;
  if (settings.idleSeconds > 0) {
    const redisBefore = await redisCommands(redisUrl);
    const sqlBefore = sql.statements();
    await sleep(settings.idleSeconds * 1000);
    const commands = redisCommandsBetween(redisBefore, await redisCommands(redisUrl));
    idle = {
      seconds: settings.idleSeconds,
      sqlStatementsOnB: sql.statements() - sqlBefore,
      redisCommands: commands.total,
      redisTopCommands: commands.top,
    };
    run.log(
      `  idle ${idle.seconds} s: ${idle.sqlStatementsOnB} SQL statements on B, ${idle.redisCommands} Redis commands ` +
        `(${JSON.stringify(idle.redisTopCommands)})`,
    );
  }

  // 5. The screens leaving: until the manager is told none watch.
  const leaveStart = performance.now();
  await close(run, subs);
  const allLeft = await manager.until(0, s.readyS * 1000);
  const leave = { told: allLeft, seconds: round((performance.now() - leaveStart) / 1000, 2) };
  run.log(`  all ${n} screens closed: the manager ${allLeft ? 'was told 0' : 'was not told 0'} in ${leave.seconds} s`);

  manager.close();
  await Promise.all([stop(run, a), stop(run, b)]);
  await sql.close();
  return {
    settings,
    ramp,
    bonus,
    settingsChange,
    idle,
    leave,
    lost: bonus.lost + settingsLost,
  };
}
