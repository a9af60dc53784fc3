import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { buildSchema, GraphQLError, parse, subscribe as graphqlSubscribe, type ExecutionArgs } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { serveGraphqlWs } from './ws-protocol';

const schema = buildSchema('type Query { hello: String } type Subscription { count: Int }');
const INIT_WAIT_MS = 200;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

/** Counts 1, 2, 3… one per `tick()`, and remembers being returned. */
function counter() {
  let n = 0;
  let wake: (() => void) | null = null;
  const state = { returned: false, fail: false };
  const source = {
    async next() {
      await new Promise<void>((resolve) => (wake = resolve));
      if (state.fail) throw new Error('source broke');
      return state.returned
        ? { done: true as const, value: undefined }
        : { done: false as const, value: { count: ++n } };
    },
    async return() {
      state.returned = true;
      wake?.();
      return { done: true as const, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { state, source, tick: () => wake?.() };
}

async function setup() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  const closed: string[] = [];
  const counters: ReturnType<typeof counter>[] = [];
  serveGraphqlWs<{ name: string }>(
    wss,
    {
      extraOf: () => ({ name: 'socket' }),
      onConnect: async (conn) => conn.connectionParams?.refuse !== true,
      onClose: (conn) => void closed.push(conn.extra.name),
      onSubscribe: async (_conn, _id, payload) => {
        if (payload.query === 'refuse') return [new GraphQLError('Refused here')];
        return { schema, document: parse(payload.query), rootValue: { hello: 'привет' } } as ExecutionArgs;
      },
      subscribe: async (args) => {
        const made = counter();
        counters.push(made);
        return graphqlSubscribe({
          ...args,
          rootValue: { count: () => made.source },
        }) as never;
      },
      format: (result) => ({ ...result, errors: result.errors?.map((e) => ({ message: e.message })) }),
      failed: () => undefined,
    },
    INIT_WAIT_MS,
  );
  cleanups.push(() => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return { url, closed, counters };
}

/** A raw client: every message it receives, in order, and its close. */
/** `protocol` null: the client asks for none. */
async function client(url: string, protocol: string | null = 'graphql-transport-ws') {
  const socket = new WebSocket(url, protocol ?? []);
  cleanups.push(() => socket.terminate());
  const received: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as Record<string, unknown>);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await once(socket, 'open');
  const send = (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  const until = async (count: number) => {
    while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    return received;
  };
  return { socket, send, received, until, closed };
}

async function acknowledged(url: string) {
  const c = await client(url);
  c.send({ type: 'connection_init' });
  expect((await c.until(1))[0]).toEqual({ type: 'connection_ack' });
  return c;
}

describe('graphql-transport-ws, as the API speaks it', () => {
  it('refuses another subprotocol (4406) and a socket that never initialises (4408)', async () => {
    const { url } = await setup();
    const other = await client(url, null);
    expect(await other.closed).toEqual({ code: 4406, reason: 'Subprotocol not acceptable' });
    const silent = await client(url);
    expect(await silent.closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });

  it('acknowledges one connection_init, refuses a second (4429), and a refused one is Forbidden (4403)', async () => {
    const { url } = await setup();
    const c = await acknowledged(url);
    c.send({ type: 'connection_init' });
    expect(await c.closed).toEqual({ code: 4429, reason: 'Too many initialisation requests' });
    const refused = await client(url);
    refused.send({ type: 'connection_init', payload: { refuse: true } });
    expect(await refused.closed).toEqual({ code: 4403, reason: 'Forbidden' });
  });

  it('closes a socket that subscribes before its acknowledgement (4401) or sends what is not a message (4400)', async () => {
    const { url } = await setup();
    const early = await client(url);
    early.send({ id: '1', type: 'subscribe', payload: { query: '{ hello }' } });
    expect(await early.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    const garbled = await acknowledged(url);
    garbled.send('{"type":"subscribe"');
    expect(await garbled.closed).toEqual({ code: 4400, reason: 'Invalid message received' });
    // One of the server's own messages, from a client.
    const reversed = await acknowledged(url);
    reversed.send({ id: '1', type: 'next', payload: { data: null } });
    expect(await reversed.closed).toEqual({ code: 4400, reason: 'Unexpected message of type next received' });
  });

  it('answers a ping with a pong carrying its payload, and a query with next then complete', async () => {
    const { url } = await setup();
    const c = await acknowledged(url);
    c.send({ type: 'ping', payload: { at: 1 } });
    c.send({ id: 'q', type: 'subscribe', payload: { query: '{ hello }' } });
    expect((await c.until(4)).slice(1)).toEqual([
      { type: 'pong', payload: { at: 1 } },
      { id: 'q', type: 'next', payload: { data: { hello: 'привет' } } },
      { id: 'q', type: 'complete' },
    ]);
  });

  it('sends a refused operation its errors, as an error message', async () => {
    const { url } = await setup();
    const c = await acknowledged(url);
    c.send({ id: 'r', type: 'subscribe', payload: { query: 'refuse' } });
    expect((await c.until(2))[1]).toEqual({ id: 'r', type: 'error', payload: [{ message: 'Refused here' }] });
  });

  it('streams a subscription, refuses its id twice (4409), and stops it when the client completes it', async () => {
    const { url, counters } = await setup();
    const c = await acknowledged(url);
    c.send({ id: 's', type: 'subscribe', payload: { query: 'subscription { count }' } });
    while (!counters[0]) await new Promise((resolve) => setImmediate(resolve));
    counters[0]!.tick();
    expect((await c.until(2))[1]).toEqual({ id: 's', type: 'next', payload: { data: { count: 1 } } });
    c.send({ id: 's', type: 'complete' });
    await vi.waitFor(() => expect(counters[0]!.state.returned).toBe(true));

    c.send({ id: 't', type: 'subscribe', payload: { query: 'subscription { count }' } });
    while (!counters[1]) await new Promise((resolve) => setImmediate(resolve));
    c.send({ id: 't', type: 'subscribe', payload: { query: 'subscription { count }' } });
    expect(await c.closed).toEqual({ code: 4409, reason: 'Subscriber for t already exists' });
    await vi.waitFor(() => expect(counters[1]!.state.returned).toBe(true));
  });

  it('ends a failing stream with an error message, and returns every stream of a closed socket', async () => {
    const { url, counters, closed } = await setup();
    const c = await acknowledged(url);
    c.send({ id: 'a', type: 'subscribe', payload: { query: 'subscription { count }' } });
    c.send({ id: 'b', type: 'subscribe', payload: { query: 'subscription { count }' } });
    while (counters.length < 2) await new Promise((resolve) => setImmediate(resolve));
    counters[0]!.state.fail = true;
    counters[0]!.tick();
    expect((await c.until(2))[1]).toMatchObject({ id: 'a', type: 'error', payload: [{ message: 'source broke' }] });
    c.socket.close();
    await c.closed;
    await vi.waitFor(() => expect(closed).toEqual(['socket']));
    await vi.waitFor(() => expect(counters[1]!.state.returned).toBe(true));
  });
});
