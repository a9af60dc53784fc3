import type { Duplex } from 'node:stream';
import type { FormattedExecutionResult } from 'graphql';
import * as wsModule from 'ws';
import { WebSocket } from 'ws';

/** ws's frame builder (its own Sender uses it; @types/ws does not declare it). */
const { Sender } = wsModule as unknown as {
  Sender: {
    frame(data: Buffer, options: { fin: true; rsv1: false; opcode: 1; mask: false; readOnly: true }): Buffer[];
  };
};
const TEXT = { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true } as const;

/** Unsent bytes beyond which a socket is too slow: it is closed and its client reconnects and refetches. */
export const SLOW_SOCKET_BYTES = 4 * 1024 * 1024;

/** A subscription's place in the graphql-transport-ws protocol: its socket, the TCP stream under it, its operation id. */
export interface FrameTarget {
  socket: WebSocket;
  wire: Duplex;
  id: string;
}

/** A `next` message's payload (a result with its errors formatted), serialised once however many subscribers receive it. */
export function payloadBytes(result: FormattedExecutionResult): Buffer {
  return Buffer.from(JSON.stringify(result));
}

const TAIL = 0x7d; // '}'
/** The longest frame header ws writes for an unmasked frame (RFC 6455: 2 + 8 bytes). */
const MAX_HEADER = 10;

/**
 * Writes a subscription's `next` messages straight to its socket: its own short head
 * (`{"id":…,"type":"next","payload":`) around payload bytes shared by every subscriber of the
 * same push and query, the same text graphql-ws would send, framed by ws's own frame builder and
 * written in one piece to the TCP stream (one write call, where ws's send makes two). That is
 * safe beside ws's own writes because the server compresses nothing, so ws never holds a
 * message back: every write goes out in call order. A socket with more than SLOW_SOCKET_BYTES
 * unsent is reported through `onSlow` instead of buffered without end. Answers whether the frame went out.
 */
export function frameWriter(target: FrameTarget, onSlow: () => void): (payload: Buffer) => boolean {
  const head = Buffer.from(`{"id":${JSON.stringify(target.id)},"type":"next","payload":`);
  return (payload) => {
    const { socket, wire } = target;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (wire.writableLength > SLOW_SOCKET_BYTES) {
      onSlow();
      return false;
    }
    // One buffer, the payload copied once: the message after room for the header, the header
    // (which depends only on the message's length) then written just before it.
    const frame = Buffer.allocUnsafe(MAX_HEADER + head.length + payload.length + 1);
    head.copy(frame, MAX_HEADER);
    payload.copy(frame, MAX_HEADER + head.length);
    frame[frame.length - 1] = TAIL;
    const [header] = Sender.frame(frame.subarray(MAX_HEADER), TEXT);
    const start = MAX_HEADER - header!.length;
    header!.copy(frame, start);
    wire.write(frame.subarray(start));
    return true;
  };
}
