import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { pushQueue } from '../shared/live/push-queue';
import { markShared } from '../shared/live/shared-payload';
import { subscribeShared } from './shared-execution';

/** A schema whose one subscription hands every subscriber the payloads pushed into `feed`. */
function setup() {
  const queues: ((payload: object) => void)[] = [];
  const resolved = vi.fn((payload: { n: number }) => payload.n);
  const Tick = new GraphQLObjectType({ name: 'Tick', fields: { n: { type: GraphQLInt, resolve: resolved } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        tick: {
          type: Tick,
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
  const subscribe = (onSlow = () => {}) =>
    subscribeShared({ schema, document }, onSlow) as Promise<AsyncIterableIterator<ExecutionResult>>;
  return { queues, resolved, subscribe, feed: (payload: object) => queues.forEach((push) => push(payload)) };
}

describe('subscribeShared', () => {
  it('executes a shared payload once for every subscriber of the same query, others once each', async () => {
    const { subscribe, feed, resolved } = setup();
    const subscribers = await Promise.all([subscribe(), subscribe(), subscribe()]);
    feed(markShared({ n: 1 }));
    for (const s of subscribers) expect((await s.next()).value).toEqual({ data: { tick: { n: 1 } } });
    expect(resolved).toHaveBeenCalledTimes(1);
    feed({ n: 2 });
    for (const s of subscribers) expect((await s.next()).value).toEqual({ data: { tick: { n: 2 } } });
    expect(resolved).toHaveBeenCalledTimes(4);
  });

  it('reports a subscriber too far behind and ends its stream', async () => {
    const { subscribe, feed } = setup();
    const onSlow = vi.fn();
    const slow = await subscribe(onSlow);
    for (let i = 0; i < 100; i++) feed({ n: i });
    const results: unknown[] = [];
    for (let r = await slow.next(); !r.done; r = await slow.next()) results.push(r.value);
    expect(onSlow).toHaveBeenCalledTimes(1);
    expect(results).toEqual([]);
  });
});
