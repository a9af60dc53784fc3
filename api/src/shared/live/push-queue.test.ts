import { describe, expect, it, vi } from 'vitest';
import { attachSink } from './live-source';
import { pushQueue, SLOW_SUBSCRIBER_LIMIT, SlowSubscriberError } from './push-queue';

describe('pushQueue', () => {
  it('hands pushes over in order, to a waiting reader at once', async () => {
    const { push, iterator } = pushQueue<number>(() => {});
    const waiting = iterator.next();
    push(1);
    push(2);
    expect(await waiting).toEqual({ value: 1, done: false });
    expect(await iterator.next()).toEqual({ value: 2, done: false });
  });

  it('drops a reader that lets pushes pile up, and releases the source once', async () => {
    const onEnd = vi.fn();
    const { push, iterator } = pushQueue<number>(onEnd);
    for (let i = 0; i <= SLOW_SUBSCRIBER_LIMIT; i++) push(i);
    expect(onEnd).toHaveBeenCalledTimes(1);
    await expect(iterator.next()).rejects.toBeInstanceOf(SlowSubscriberError);
    await iterator.return!();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('keeps a reader that falls behind by less than the limit', async () => {
    const onEnd = vi.fn();
    const { push, iterator } = pushQueue<number>(onEnd);
    for (let i = 0; i < SLOW_SUBSCRIBER_LIMIT; i++) push(i);
    expect(onEnd).not.toHaveBeenCalled();
    expect(await iterator.next()).toEqual({ value: 0, done: false });
  });

  it('ends a parked reader on return and ignores later pushes', async () => {
    const onEnd = vi.fn();
    const { push, iterator } = pushQueue<number>(onEnd);
    const parked = iterator.next();
    await iterator.return!();
    expect(await parked).toEqual({ value: undefined, done: true });
    push(1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('pushQueue in push mode', () => {
  it('hands what queued first, then each push at once, and settles next() only at the end', async () => {
    const { push, iterator } = pushQueue<number>(() => {});
    push(1);
    const got: number[] = [];
    expect(attachSink<number>(iterator, (n) => got.push(n))).toBe(true);
    push(2);
    expect(got).toEqual([1, 2]);
    const end = iterator.next();
    for (let i = 0; i <= SLOW_SUBSCRIBER_LIMIT * 2; i++) push(i);
    await iterator.return!();
    expect(await end).toEqual({ value: undefined, done: true });
    expect(got).toHaveLength(2 + SLOW_SUBSCRIBER_LIMIT * 2 + 1);
  });
});

describe('pushQueue in push mode, its end', () => {
  it('tells the sink’s owner once when it is returned, with nothing parked on next()', async () => {
    const { iterator } = pushQueue<number>(() => {});
    const ends: unknown[] = [];
    attachSink<number>(
      iterator,
      () => {},
      (failure) => ends.push(failure),
    );
    await iterator.return!();
    await iterator.return!();
    expect(ends).toEqual([undefined]);
  });

  it('tells an owner attached after the end at once', async () => {
    const { iterator } = pushQueue<number>(() => {});
    await iterator.return!();
    const ends: unknown[] = [];
    attachSink<number>(
      iterator,
      () => {},
      (failure) => ends.push(failure),
    );
    expect(ends).toEqual([undefined]);
  });
});
