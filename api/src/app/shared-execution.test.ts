import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import { pushQueue } from '../shared/live/push-queue';
import { markShared } from '../shared/live/shared-payload';
import { subscribeShared } from './shared-execution';
import { SLOW_SOCKET_BYTES, type FrameTarget } from './subscriber-frames';

type Tick = { n: number; later?: Promise<number> };

/** A schema whose one subscription hands every subscriber the payloads pushed into `feed`. */
function setup() {
  const queues: ((payload: object) => void)[] = [];
  const resolved = vi.fn((payload: Tick) => payload.later ?? payload.n);
  const TickType = new GraphQLObjectType({ name: 'Tick', fields: { n: { type: GraphQLInt, resolve: resolved } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        tick: {
          type: TickType,
          subscribe: () => {
            const { push, iterator } = pushQueue<object>(() => {});
            queues.push(push);
            return iterator;
          },
          resolve: (payload: unknown) => payload,
        },
      },
    }),
  });
  // Sockets sending the same text share one parsed document (ws-documents.ts).
  const document = parse('subscription { tick { n } }');
  return { queues, resolved, schema, document, feed: (payload: object) => queues.forEach((push) => push(payload)) };
}

/** A socket whose TCP stream keeps the text of each WebSocket frame written to it (corked writes are one piece). */
function fakeSocket(writableLength = 0) {
  const frames: string[] = [];
  const frame = (data: Buffer) => {
    // An unmasked final text frame (RFC 6455 5.2): FIN + opcode 1, then the length.
    expect(data[0]).toBe(0x81);
    const length = data[1]! < 126 ? data[1]! : data.readUInt16BE(2);
    const start = data[1]! < 126 ? 2 : 4;
    expect(data.length - start).toBe(length);
    frames.push(data.subarray(start).toString('utf8'));
  };
  let corked: Buffer[] | null = null;
  const wire = {
    writableLength,
    cork: () => void (corked = []),
    uncork: () => {
      const pieces = corked ?? [];
      corked = null;
      frame(Buffer.concat(pieces));
    },
    write: (data: Buffer) => (corked ? corked.push(data) : frame(data)),
  };
  const socket = { readyState: WebSocket.OPEN } as unknown as WebSocket;
  return { target: (id: string): FrameTarget => ({ socket, wire: wire as unknown as Duplex, id }), frames };
}

/** graphql-ws's own `next` message for a result. */
const nextMessage = (id: string, result: ExecutionResult) => JSON.stringify({ id, type: 'next', payload: result });

describe('subscribeShared in push mode', () => {
  it('executes and serialises a shared push once for a query, and writes graphql-ws’s frame to each socket', async () => {
    const { schema, document, feed, resolved } = setup();
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket()];
    const streams = await Promise.all(
      sockets.map(({ target }, i) => subscribeShared({ schema, document }, target(`s${i}`), () => {})),
    );
    feed(markShared({ n: 1 }));
    expect(resolved).toHaveBeenCalledTimes(1);
    sockets.forEach(({ frames }, i) => expect(frames).toEqual([nextMessage(`s${i}`, { data: { tick: { n: 1 } } })]));
    feed({ n: 2 });
    expect(resolved).toHaveBeenCalledTimes(4);
    sockets.forEach(({ frames }, i) => expect(frames[1]).toBe(nextMessage(`s${i}`, { data: { tick: { n: 2 } } })));
    for (const s of streams) await (s as AsyncIterableIterator<ExecutionResult>).return!();
  });

  it('keeps each subscriber’s pushes in order when one still executes', async () => {
    const { schema, document, feed } = setup();
    const { target, frames } = fakeSocket();
    const stream = (await subscribeShared(
      { schema, document },
      target('7'),
      () => {},
    )) as AsyncIterableIterator<unknown>;
    let release = (_n: number) => {};
    feed(markShared({ n: 0, later: new Promise<number>((resolve) => (release = resolve)) }));
    feed(markShared({ n: 2 }));
    expect(frames).toEqual([]);
    release(1);
    await vi.waitFor(() => expect(frames).toHaveLength(2));
    expect(frames.map((f) => (JSON.parse(f) as { payload: { data: { tick: Tick } } }).payload.data.tick.n)).toEqual([
      1, 2,
    ]);
    await stream.return!();
  });

  it('writes nothing after the subscription ended, not even a push that was still executing', async () => {
    const { schema, document, feed } = setup();
    const { target, frames } = fakeSocket();
    const stream = (await subscribeShared({ schema, document }, target('1'), () => {})) as AsyncIterator<unknown>;
    let release = (_n: number) => {};
    feed(markShared({ n: 0, later: new Promise<number>((resolve) => (release = resolve)) }));
    await stream.return!();
    release(1);
    feed({ n: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(frames).toEqual([]);
  });

  it('reports a socket with too much unsent instead of writing to it', async () => {
    const { schema, document, feed } = setup();
    const { target, frames } = fakeSocket(SLOW_SOCKET_BYTES + 1);
    const onSlow = vi.fn();
    await subscribeShared({ schema, document }, target('1'), onSlow);
    feed(markShared({ n: 1 }));
    expect(onSlow).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
  });

  it('settles graphql-ws’s iteration when the subscription ends, having yielded nothing', async () => {
    const { schema, document, feed } = setup();
    const { target } = fakeSocket();
    const stream = (await subscribeShared({ schema, document }, target('1'), () => {})) as AsyncIterator<unknown>;
    const next = stream.next();
    feed({ n: 1 });
    await stream.return!();
    expect(await next).toEqual({ done: true, value: undefined });
  });
});

describe('subscribeShared without a socket', () => {
  it('yields each result for the caller to send', async () => {
    const { schema, document, feed } = setup();
    const stream = (await subscribeShared({ schema, document }, undefined, () => {})) as AsyncIterator<unknown>;
    feed({ n: 3 });
    expect((await stream.next()).value).toEqual({ data: { tick: { n: 3 } } });
  });

  it('reports a subscriber too far behind and ends its stream', async () => {
    const { schema, document, feed } = setup();
    const onSlow = vi.fn();
    const slow = (await subscribeShared({ schema, document }, undefined, onSlow)) as AsyncIterator<unknown>;
    for (let i = 0; i < 100; i++) feed({ n: i });
    const results: unknown[] = [];
    for (let r = await slow.next(); !r.done; r = await slow.next()) results.push(r.value);
    expect(onSlow).toHaveBeenCalledTimes(1);
    expect(results).toEqual([]);
  });
});
