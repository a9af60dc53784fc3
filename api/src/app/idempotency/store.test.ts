import { describe, expect, it } from 'vitest';
import { createIdempotencyStore } from './store';

/** The store a process uses without REDIS_URL: the same claims, answers and expiry as Redis's. */
describe('in-memory idempotency store', () => {
  const answer = { status: 201, headers: { 'content-type': 'application/json' }, body: '{"id":1}' };

  it('lets one request claim a key; the others read its mark, then its answer', async () => {
    const store = createIdempotencyStore(undefined, '');
    const first = await store.claim('k', 'fp', 60_000);
    expect(first.claimed).toBe(true);
    const second = await store.claim('k', 'fp', 60_000);
    expect(second).toMatchObject({ claimed: false, held: { state: 'pending', fingerprint: 'fp' } });
    await store.finish('k', 'fp', answer, 86_400);
    expect(await store.claim('k', 'other', 60_000)).toEqual({
      claimed: false,
      held: { state: 'done', fingerprint: 'fp', answer },
    });
    expect(await store.ttl('k')).toBe(86_400);
    await store.close();
  });

  it('frees a key only for its owner, and once its pending mark expires', async () => {
    const store = createIdempotencyStore(undefined, '');
    const mine = await store.claim('k', 'fp', 60_000);
    if (!mine.claimed) throw new Error('not claimed');
    await store.release('k', 'someone-else');
    expect((await store.claim('k', 'fp', 60_000)).claimed).toBe(false);
    await store.release('k', mine.owner);
    expect(await store.ttl('k')).toBe(-2);
    expect((await store.claim('k2', 'fp', -1)).claimed).toBe(true);
    // Already expired: the next request owns it.
    expect((await store.claim('k2', 'fp', 60_000)).claimed).toBe(true);
    await store.close();
  });
});
