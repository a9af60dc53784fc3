import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { FormattedExecutionResult } from 'graphql';
import { frameWriter, payloadBytes } from './subscriber-frames';

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real WebSocket pair on loopback: the server side's socket and TCP stream, the client's received messages. */
async function socketPair() {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const accepted = new Promise<{ socket: WebSocket; wire: Duplex }>((resolve) => {
    server = createServer();
    server.on('upgrade', (request, wire, head) =>
      wss.handleUpgrade(request, wire, head, (socket) => resolve({ socket, wire })),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server!.address() as AddressInfo).port}`);
  const received: string[] = [];
  client.on('message', (data: Buffer) => received.push(data.toString('utf8')));
  await new Promise((resolve) => client.once('open', resolve));
  return { ...(await accepted), client, received };
}

describe('frameWriter', () => {
  it('writes frames a stock WebSocket client reads as graphql-ws’s next messages, at every length encoding', async () => {
    const { socket, wire, client, received } = await socketPair();
    const write = frameWriter({ socket, wire, id: 'a"1' }, () => {
      throw new Error('not slow');
    });
    // Messages of under 126 bytes, of 126..65 535 (a 16-bit length) and beyond (a 64-bit length).
    const payloads = [
      '{"data":1}',
      JSON.stringify({ data: 'x'.repeat(1_000) }),
      JSON.stringify({ data: 'é'.repeat(40_000) }),
    ];
    for (const p of payloads) write(payloadBytes(JSON.parse(p) as FormattedExecutionResult));
    await expect.poll(() => received.length).toBe(3);
    expect(received.map((m) => JSON.parse(m) as unknown)).toEqual(
      payloads.map((p) => ({ id: 'a"1', type: 'next', payload: JSON.parse(p) as unknown })),
    );
    client.close();
    socket.terminate();
  });
});
