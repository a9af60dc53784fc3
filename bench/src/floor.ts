import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { CardSubscribers, cardsFeed } from './card-subscribers';
import type { Bonus } from './bonus-book';
import type { Change, CardPushResult } from './measure-card-push';
import { READY_ROUND_MS, sleep, timedChanges, type LiveRun } from './live-phases';
import { rssKiB } from './proc-stats';
import { formatSummary } from './stats';

/** The floor server (floor-server.ts) as a process of its own, started with the API's node flags. */
export interface FloorProcess {
  url: string;
  child: ChildProcess;
  trigger(bonus: Bonus): Promise<void>;
  stop(): Promise<void>;
}

const totalOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export async function startFloor(): Promise<FloorProcess> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')],
    { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [first] = (await Promise.race([
    once(child.stdout!, 'data'),
    once(child, 'exit').then(() => Promise.reject(new Error('the floor server exited before listening'))),
  ])) as [Buffer];
  const url = `http://127.0.0.1:${Number(String(first).trim())}`;
  return {
    url,
    child,
    async trigger(bonus) {
      const res = await fetch(`${url}/trigger`, {
        method: 'POST',
        body: JSON.stringify({ employeeId: bonus.employeeId, totalBonuses: totalOf(bonus.totalCents) }),
      });
      if (res.status !== 204) throw new Error(`floor trigger: ${res.status}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export interface FloorResult extends CardPushResult {
  cpuPerDelivery: { apiMicros: number; clientsMicros: number };
  memory: { perSubscriberKiB: number };
}

/**
 * The floor for `count` subscribers: the same clients (CardSubscribers, the cards subscription
 * sent as the dashboard sends it), the same number of changes, the same gap and the same stamps as
 * the product's phase it stands beside; the floor's process CPU per delivery and memory per idle
 * subscriber measured the same way.
 */
export async function floorPhase(run: LiveRun, count: number, samples: number): Promise<FloorResult> {
  const floor = await startFloor();
  const subs = new CardSubscribers();
  run.subscribers.add(subs);
  try {
    const pid = floor.child.pid!;
    const rssBefore = rssKiB(pid);
    await subs.open(floor.url, cardsFeed('floor', 0), count, run.settings.connectConcurrency);
    const change: Change = { plan: () => run.book.plan(), make: (b) => floor.trigger(b) };
    await subs.untilLive(() => change.make(change.plan()), READY_ROUND_MS, run.settings.readyS * 1000);
    await sleep(run.settings.settleS * 1000);
    const memory = { perSubscriberKiB: Math.round(((rssKiB(pid) - rssBefore) / count) * 10) / 10 };
    const { push, cpuPerDelivery } = await timedChanges(run, subs, pid, change, samples);
    run.log(`  floor, ${count} subscribers: push ${formatSummary(push.pushLatencyMs)}, lost ${push.lost}`);
    run.log(
      `  floor: CPU per delivery ${cpuPerDelivery.apiMicros} µs in the server, ${cpuPerDelivery.clientsMicros} µs in the clients; frames of ${push.frameBytes} bytes; ${memory.perSubscriberKiB} KiB per idle subscriber`,
    );
    return { ...push, cpuPerDelivery, memory };
  } finally {
    await subs.close();
    run.subscribers.delete(subs);
    await floor.stop();
  }
}

const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1e-9)) * 100) / 100;

/** The product beside its floor: p99 and CPU per delivery as ratios, each against the 1.5. */
export function againstFloor(
  run: LiveRun,
  product: { pushLatencyMs: { p99: number }; cpuPerDelivery: { apiMicros: number } },
  floor: FloorResult,
) {
  const p99 = ratio(product.pushLatencyMs.p99, floor.pushLatencyMs.p99);
  const cpu = ratio(product.cpuPerDelivery.apiMicros, floor.cpuPerDelivery.apiMicros);
  run.log(
    `  against the floor: p99 ${product.pushLatencyMs.p99} / ${floor.pushLatencyMs.p99} ms = ${p99}× (≤ 1.5), ` +
      `CPU per delivery ${product.cpuPerDelivery.apiMicros} / ${floor.cpuPerDelivery.apiMicros} µs = ${cpu}× (≤ 1.5)`,
  );
  return { p99Ratio: p99, cpuRatio: cpu, p99Met: p99 <= 1.5, cpuMet: cpu <= 1.5 };
}
