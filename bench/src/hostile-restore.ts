import net from 'node:net';
import { rssKiB } from './proc-stats';
import { machine, runSingleApi, writeResult } from './single-api';

/**
 * `pnpm --filter bench hostile-restore`: one API process (production mode); ten anonymous clients
 * at once each announce a HOSTILE_MB (400) MB restore and then keep sending it as fast as the
 * server reads, until it answers. Reports each answer's status, how many bytes the server took
 * before answering, and the API process's resident memory before and at its peak (sampled every 20 ms).
 */
const CLIENTS = Number(process.env.HOSTILE_CLIENTS ?? 10);
const BYTES = Number(process.env.HOSTILE_MB ?? 400) * 1024 * 1024;
const log = (s: string) => console.log(`[hostile-restore-bench] ${s}`);
const MiB = (kib: number) => Math.round((kib / 1024) * 10) / 10;

/** One anonymous restore: headers, then the body in 1 MiB writes while the socket takes them; ends at the answer. */
function hostileRestore(url: URL): Promise<{ status: number; sentMiB: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    let answer = '';
    let answered = false;
    const pump = () => {
      while (!answered && sent < BYTES) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')));
    socket.on('connect', () => {
      socket.write(
        `POST /api/database/restore HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${BYTES}\r\n\r\n`,
      );
      pump();
    });
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      answered = true;
    });
    const done = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, sentMiB: Math.round(sent / 1024 / 1024) });
    };
    socket.on('close', done);
    // The server may cut the connection while the body is still being written.
    socket.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? done() : reject(e),
    );
  });
}

runSingleApi('hostile-restore', async ({ api }) => {
  const pid = api.child.pid!;
  const before = rssKiB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), 20);
  const answers = await Promise.all(Array.from({ length: CLIENTS }, () => hostileRestore(new URL(api.url))));
  clearInterval(timer);
  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    clients: CLIENTS,
    announcedMiB: BYTES / 1024 / 1024,
    statuses: answers.map((a) => a.status),
    clientSentMiB: answers.map((a) => a.sentMiB),
    rssBeforeMiB: MiB(before),
    rssPeakMiB: MiB(peak),
  };
  log(JSON.stringify(result));
  log(`results written to ${writeResult('hostile-restore', result)}`);
});
