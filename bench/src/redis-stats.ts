import net from 'node:net';

/**
 * Redis's count of commands processed so far, per command (`INFO commandstats`), read over a bare
 * connection: one inline command needs no client library. The INFO reads themselves are left out.
 * Redis counts every client's commands, so a window's difference includes whatever else uses it.
 */
export async function redisCommands(redisUrl: string): Promise<Map<string, number>> {
  const url = new URL(redisUrl);
  const reply = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () => socket.write('INFO commandstats\r\n'));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n');
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd).toString();
      if (!head.startsWith('$')) return reject(new Error(`Redis answered INFO with ${head}`));
      const length = Number(head.slice(1));
      if (received.length < headEnd + 2 + length) return;
      socket.end();
      resolve(received.subarray(headEnd + 2, headEnd + 2 + length).toString());
    });
  });
  const calls = new Map<string, number>();
  for (const line of reply.split('\r\n')) {
    const match = /^cmdstat_([^:]+):calls=(\d+)/.exec(line);
    if (match && match[1] !== 'info') calls.set(match[1]!, Number(match[2]));
  }
  return calls;
}

/** The commands between two reads: their total and the busiest commands, most first. */
export function redisCommandsBetween(before: Map<string, number>, after: Map<string, number>) {
  const byCommand = [...after]
    .map(([command, calls]) => [command, calls - (before.get(command) ?? 0)] as const)
    .filter(([, calls]) => calls > 0)
    .sort((x, y) => y[1] - x[1]);
  return {
    total: byCommand.reduce((n, [, calls]) => n + calls, 0),
    top: Object.fromEntries(byCommand.slice(0, 6)),
  };
}
