import { describe, expect, it, vi } from 'vitest';
import type { Events } from '../events';
import { ChannelWatches } from './channel-watch';

/** A bus whose subscriptions are counted and fed by hand. */
function fakeEvents() {
  const channels: { key: string; feed(value: unknown): void; end(): void; returned: boolean }[] = [];
  const events = {
    subscribe(name: string, scopeId: string | number) {
      const queue: unknown[] = [];
      let waiting: ((r: IteratorResult<unknown>) => void) | null = null;
      const channel = {
        key: `${name}:${scopeId}`,
        returned: false,
        feed(value: unknown) {
          if (waiting) waiting({ value, done: false });
          else queue.push(value);
          waiting = null;
        },
        end() {
          waiting?.({ value: undefined, done: true });
          waiting = null;
        },
      };
      channels.push(channel);
      return {
        [Symbol.asyncIterator]: () => ({
          next: () =>
            queue.length
              ? Promise.resolve({ value: queue.shift(), done: false })
              : new Promise<IteratorResult<unknown>>((resolve) => (waiting = resolve)),
          return: () => {
            channel.returned = true;
            channel.end();
            return Promise.resolve({ value: undefined, done: true });
          },
        }),
      };
    },
  };
  return { events: events as unknown as Events, channels };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ChannelWatches', () => {
  it('serves every listener of a channel from one bus subscription, the same payload to each', async () => {
    const { events, channels } = fakeEvents();
    const watches = new ChannelWatches(events);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = watches.listen('membershipChanged', 'user:1', a);
    const stopB = watches.listen('membershipChanged', 'user:1', b);
    watches.listen('membershipChanged', 'user:2', vi.fn());
    expect(channels.map((c) => c.key)).toEqual(['membershipChanged:user:1', 'membershipChanged:user:2']);

    const change = { userId: 1, companyId: 7 };
    channels[0]!.feed(change);
    await tick();
    expect(a).toHaveBeenCalledWith(change);
    expect(b.mock.calls[0]![0]).toBe(change);

    // The bus subscription is let go with the last listener, not before.
    stopA();
    expect(channels[0]!.returned).toBe(false);
    stopB();
    expect(channels[0]!.returned).toBe(true);
    // A later listener subscribes afresh.
    watches.listen('membershipChanged', 'user:1', vi.fn());
    expect(channels).toHaveLength(3);
  });

  it('tells listeners when the bus ends the subscription, and subscribes afresh for the next', async () => {
    const { events, channels } = fakeEvents();
    const watches = new ChannelWatches(events);
    const onEnd = vi.fn();
    watches.listen('sessionsEnded', 3, vi.fn(), onEnd);
    channels[0]!.end();
    await tick();
    expect(onEnd).toHaveBeenCalledTimes(1);
    watches.listen('sessionsEnded', 3, vi.fn());
    expect(channels).toHaveLength(2);
  });
});
