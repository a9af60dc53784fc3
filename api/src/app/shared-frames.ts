import { randomBytes } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { isSharedResult } from './shared-execution';

/**
 * Serialise once: a result every subscriber of a query shares is turned into JSON bytes once, and
 * each socket's frame is its own short head (`{"id":…,"type":"next","payload":`) around those
 * bytes. graphql-ws serialises every message itself, so the subscriber's result is swapped for a
 * placeholder on the way in (`placeholderFor`, from graphql-ws's onNext) and the placeholder for
 * the bytes on the way out (`sendShared`, around the socket's send). The placeholder carries a
 * secret of this process, so no text a client could write is ever mistaken for one.
 */
const SECRET = randomBytes(16).toString('hex');
const MARK = '$sharedFrame';
const bytesOf = new WeakMap<ExecutionResult, Buffer>();
let seq = 0;

/** A socket's placeholders (their JSON text) waiting for their message, usually one. */
type Pending = Map<string, Buffer>;
const pendingOf = new WeakMap<WebSocket, Pending>();

function bytes(result: ExecutionResult): Buffer {
  let json = bytesOf.get(result);
  if (!json) bytesOf.set(result, (json = Buffer.from(JSON.stringify(result))));
  return json;
}

/** For graphql-ws's onNext: the placeholder to serialise instead of a shared result, or undefined. */
export function placeholderFor(socket: WebSocket, result: ExecutionResult): ExecutionResult | undefined {
  const pending = pendingOf.get(socket);
  if (!pending || result.errors || !isSharedResult(result)) return undefined;
  const placeholder = { [MARK]: `${SECRET}:${(seq = (seq + 1) % Number.MAX_SAFE_INTEGER)}` };
  pending.set(JSON.stringify(placeholder), bytes(result));
  return placeholder as ExecutionResult;
}

/** Wraps the socket's send so a message holding a placeholder goes out with the shared bytes. */
export function sendShared(socket: WebSocket): void {
  const pending: Pending = new Map();
  pendingOf.set(socket, pending);
  const send = socket.send.bind(socket);
  socket.send = ((data: unknown, ...rest: unknown[]) => {
    if (typeof data !== 'string' || pending.size === 0 || !data.includes(SECRET)) {
      return (send as (...args: unknown[]) => void)(data, ...rest);
    }
    for (const [placeholder, json] of pending) {
      const at = data.indexOf(placeholder);
      if (at < 0) continue;
      pending.delete(placeholder);
      const frame = Buffer.concat([
        Buffer.from(data.slice(0, at)),
        json,
        Buffer.from(data.slice(at + placeholder.length)),
      ]);
      const callback = rest.find((r) => typeof r === 'function') as ((err?: Error) => void) | undefined;
      return send(frame, { binary: false }, callback);
    }
    return (send as (...args: unknown[]) => void)(data, ...rest);
  }) as WebSocket['send'];
}
