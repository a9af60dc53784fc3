import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { keepSocketsAlive } from './ws-keep-alive';

const EVERY_MS = 300;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

async function server() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  const stop = keepSocketsAlive(wss, EVERY_MS);
  cleanups.push(() => {
    stop();
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

async function client(url: string, autoPong: boolean) {
  const socket = new WebSocket(url, { autoPong });
  cleanups.push(() => socket.terminate());
  await once(socket, 'open');
  return socket;
}

describe('keepSocketsAlive', () => {
  it('keeps a socket that answers its pings, and cuts off one that does not within two rounds', async () => {
    const url = await server();
    const answering = await client(url, true);
    const silent = await client(url, false);
    let pings = 0;
    answering.on('ping', () => pings++);
    const started = Date.now();
    await once(silent, 'close');
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(2 * EVERY_MS + 500);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    // The answering socket went through the same rounds and is pinged again after them.
    const before = pings;
    await once(answering, 'ping');
    expect(pings).toBeGreaterThan(before);
    expect(answering.readyState).toBe(WebSocket.OPEN);
  });

  it('pings the sockets a slice at a time, not all at once', async () => {
    const url = await server();
    const sockets = await Promise.all(Array.from({ length: 30 }, () => client(url, true)));
    const times: number[] = [];
    for (const socket of sockets) socket.on('ping', () => times.push(Date.now()));
    await Promise.all(sockets.map((socket) => once(socket, 'ping')));
    // Thirty sockets in thirty slices: their pings spread over most of a round.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(EVERY_MS / 2);
  });
});
