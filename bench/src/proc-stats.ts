import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Resident memory of a process in KiB (VmRSS of /proc/<pid>/status). */
export function rssKiB(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.split(/\s+/)[1]);
}

let ticksPerSecond: number | null = null;

/** CPU time a process has used so far, user plus system, in seconds (/proc/<pid>/stat). */
export function cpuSeconds(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces and parentheses; fields after the last ')' are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / ticksPerSecond;
}

/** V8's heap spaces of an API process (its /metrics), in KiB: what is used and what is committed, per space. */
export async function heapSpacesKiB(apiUrl: string, token: string) {
  const text = await fetch(`${apiUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
    r.text(),
  );
  const read = (metric: string) => {
    const spaces: Record<string, number> = {};
    for (const m of text.matchAll(
      new RegExp(`^staffpay_nodejs_heap_space_size_${metric}_bytes\\{space="(\\w+)"\\} (\\d+)`, 'gm'),
    ))
      spaces[m[1]!] = Math.round(Number(m[2]) / 1024);
    return spaces;
  };
  const used = read('used');
  const total = read('total');
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  return { usedKiB: sum(used), committedKiB: sum(total), newSpaceCommittedKiB: total.new ?? 0 };
}
