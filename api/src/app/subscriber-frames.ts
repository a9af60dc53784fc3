import type { Duplex } from 'node:stream';
import type { FormattedExecutionResult } from 'graphql';
import { WebSocket } from 'ws';

/** Unsent bytes beyond which a socket is too slow: it is closed and its client reconnects and refetches. */
export const SLOW_SOCKET_BYTES = 4 * 1024 * 1024;

/** A subscription's place in the graphql-transport-ws protocol: its socket, the TCP stream under it, its operation id. */
export interface FrameTarget {
  socket: WebSocket;
  wire: Duplex;
  id: string;
}

/**
 * A `next` message's payload (a result with its errors formatted) and the message's closing brace:
 * the part of the message every subscriber of the same push and query shares, serialised once.
 */
export function payloadBytes(result: FormattedExecutionResult): Buffer {
  return Buffer.from(`${JSON.stringify(result)}}`);
}

/** FIN and the text opcode: a whole message in one frame. */
const FIN_TEXT = 0x81;

/** The header's size for a message of `length` bytes (RFC 6455 5.2: unmasked, so no masking key). */
const headerSize = (length: number) => (length < 126 ? 2 : length < 0x10000 ? 4 : 10);

/** Writes an unmasked text frame's header at the start of `frame`: a 7-bit length, or 126 and 16 bits, or 127 and 64 bits. */
function writeHeader(frame: Buffer, length: number) {
  frame[0] = FIN_TEXT;
  if (length < 126) frame[1] = length;
  else if (length < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
}

/**
 * Writes a subscription's `next` messages straight to its socket: the frame's header and the
 * subscription's own short head (`{"id":…,"type":"next","payload":`), then the payload bytes
 * shared by every subscriber of the same push and query (with the closing brace), the same text
 * graphql-ws would send, framed as RFC 6455 says. The two are written corked, so they leave in one
 * system call (as ws's own send does) and the shared bytes are never copied per subscriber. That
 * is safe beside ws's own writes because the server compresses nothing, so ws never holds a
 * message back: every write goes out in call order. A socket with more than SLOW_SOCKET_BYTES
 * unsent is reported through `onSlow` instead of buffered without end. Answers whether the frame went out.
 */
export function frameWriter(target: FrameTarget, onSlow: () => void): (payload: Buffer) => boolean {
  // Kept as text: a small Buffer per subscription would be a slice of Node's 8 KiB pool and keep
  // the whole pool alive as long as any idle subscription does.
  const head = `{"id":${JSON.stringify(target.id)},"type":"next","payload":`;
  const headBytes = Buffer.byteLength(head);
  return (payload) => {
    const { socket, wire } = target;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (wire.writableLength > SLOW_SOCKET_BYTES) {
      onSlow();
      return false;
    }
    const length = headBytes + payload.length;
    const at = headerSize(length);
    const prefix = Buffer.allocUnsafe(at + headBytes);
    writeHeader(prefix, length);
    prefix.write(head, at);
    wire.cork();
    wire.write(prefix);
    wire.write(payload);
    wire.uncork();
    return true;
  };
}
