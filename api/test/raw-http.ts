import net from 'node:net';
import { withoutRequestId } from './request-ids';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Splits what came so far into an answer, once its head and its Content-Length of body have come. */
function answerOf(text: string): RawAnswer | null {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const rest = Buffer.from(text.slice(split + 4), 'latin1');
  if (rest.length < Number(headers['content-length'] ?? 0)) return null;
  const raw = rest.toString('utf8');
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Not JSON: the text itself.
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: withoutRequestId(body, headers['x-request-id']) };
}

/**
 * Sends only `head` (the request line and headers, never a body) on a raw socket and reads the
 * answer: it resolves only if the server answers without the body it was promised.
 */
export function answerWithoutBody(url: string, head: string, deadlineMs = 10_000): Promise<RawAnswer> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer without the body within ${deadlineMs} ms`));
    }, deadlineMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (data) => {
      text += data.toString('latin1');
      const answer = answerOf(text);
      if (!answer) return;
      clearTimeout(deadline);
      socket.destroy();
      resolve(answer);
    });
    socket.on('error', (e) => {
      clearTimeout(deadline);
      reject(e);
    });
  });
}

/**
 * Sends `head` and then reads nothing once the answer's status line has come: the socket is
 * paused, so the server's writes back up as behind a client that never reads.
 */
export function neverReading(url: string, head: string): Promise<{ status: number; socket: net.Socket }> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    socket.on('connect', () => socket.write(head));
    socket.once('data', (data) => {
      socket.pause();
      resolve({ status: Number(data.toString('latin1').split(' ')[1]), socket });
    });
    socket.on('error', reject);
  });
}
