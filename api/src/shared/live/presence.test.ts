import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPresence, PRESENCE_REFRESH_MS, type Presence } from './presence';

const opened: Presence[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((p) => p.close()));
});

function presence(redisUrl?: string, prefix = `presence-test-${Math.random().toString(36).slice(2)}:`) {
  const p = createPresence(redisUrl, prefix);
  opened.push(p);
  return p;
}

describe.each([
  ['in memory', undefined],
  ['in Redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'],
])('presence %s', (_name, redisUrl) => {
  it('lists who joined until they leave, and when someone last joined', async () => {
    const p = presence(redisUrl);
    await p.join('screens:1', 'a', { network: '10.0.0.0/24' });
    await p.join('screens:1', 'b', { network: '10.0.1.0/24' });
    await p.join('screens:2', 'c', { network: '10.0.2.0/24' });
    const both = await p.read<{ network: string }>(['screens:1', 'screens:2', 'screens:3']);
    expect(
      both
        .get('screens:1')!
        .members.map((m) => m.id)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(both.get('screens:2')!.members).toEqual([{ id: 'c', data: { network: '10.0.2.0/24' } }]);
    expect(both.get('screens:3')).toEqual({ members: [], lastJoinedAt: null });
    await p.leave('screens:1', 'a');
    const after = (await p.read(['screens:1'])).get('screens:1')!;
    expect(after.members.map((m) => m.id)).toEqual(['b']);
    expect(after.lastJoinedAt).toEqual(expect.any(String));
  });
});

describe('presence across processes (Redis)', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  it('shows another process’s members, and drops those a dead process stopped re-stamping', async () => {
    const prefix = `presence-test-${Math.random().toString(36).slice(2)}:`;
    const alive = presence(url, prefix);
    const reader = presence(url, prefix);
    vi.useFakeTimers({ toFake: ['Date'] });
    await alive.join('screens:7', 'x', {});
    expect((await reader.read(['screens:7'])).get('screens:7')!.members.map((m) => m.id)).toEqual(['x']);
    // Three refresh periods later without a re-stamp (its process gone), it is no longer counted.
    vi.setSystemTime(Date.now() + 3 * PRESENCE_REFRESH_MS);
    expect((await reader.read(['screens:7'])).get('screens:7')!.members).toEqual([]);
  });
});
