import { Redis } from 'ioredis';

/** One live connection in a group (a wall screen of one link): what it said when it joined. */
export interface Present<T> {
  id: string;
  data: T;
}

/**
 * Who is connected now, across every replica: a member joins when its socket subscribes and leaves
 * when it ends. A replica that dies cannot say goodbye, so each process re-stamps its own members
 * every REFRESH_MS and readers skip members not stamped within STALE_MS.
 */
export interface Presence {
  join(group: string, id: string, data: object): Promise<void>;
  leave(group: string, id: string): Promise<void>;
  /** The members of each group, and when a member last joined it (null: never, or forgotten). */
  read<T>(groups: string[]): Promise<Map<string, { members: Present<T>[]; lastJoinedAt: string | null }>>;
  close(): Promise<void>;
}

export const PRESENCE_REFRESH_MS = 60_000;
const STALE_MS = 2.5 * PRESENCE_REFRESH_MS;
/** The field holding when someone last joined; member ids are UUIDs, so it cannot collide. */
const LAST = '~last';
/** A group nobody joins for this long is forgotten, last-joined time included. */
const GROUP_TTL_S = 90 * 24 * 3600;

interface Stamped {
  seenAt: number;
  data: unknown;
}

/** Redis when configured (every replica's members), otherwise this process's only. */
export function createPresence(redisUrl: string | undefined, prefix = ''): Presence {
  const mine = new Map<string, Map<string, object>>();
  const key = (group: string) => `${prefix}presence:${group}`;
  const stamp = (data: object) => JSON.stringify({ seenAt: Date.now(), data } satisfies Stamped);
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 0 }) : null;
  // The event bus reports Redis outages; a join or leave that fails is logged by its caller.
  redis?.on('error', () => {});
  // Without Redis this process's own members are all there is; only the last join needs keeping.
  const lastJoined = new Map<string, string>();

  const refresh = setInterval(() => {
    if (!redis || mine.size === 0) return;
    const batch = redis.multi();
    for (const [group, members] of mine) {
      for (const [id, data] of members) batch.hset(key(group), id, stamp(data));
      batch.expire(key(group), GROUP_TTL_S);
    }
    batch.exec().catch(() => {});
  }, PRESENCE_REFRESH_MS);
  refresh.unref();

  const fresh = <T>(fields: Record<string, string>, now: number) => {
    const members: Present<T>[] = [];
    for (const [id, value] of Object.entries(fields)) {
      if (id === LAST) continue;
      const stamped = JSON.parse(value) as Stamped;
      if (now - stamped.seenAt <= STALE_MS) members.push({ id, data: stamped.data as T });
    }
    return { members, lastJoinedAt: fields[LAST] ?? null };
  };

  return {
    async join(group, id, data) {
      let members = mine.get(group);
      if (!members) mine.set(group, (members = new Map()));
      members.set(id, data);
      const at = new Date().toISOString();
      if (!redis) {
        lastJoined.set(group, at);
        return;
      }
      await redis.multi().hset(key(group), id, stamp(data), LAST, at).expire(key(group), GROUP_TTL_S).exec();
    },
    async leave(group, id) {
      const members = mine.get(group);
      members?.delete(id);
      if (members?.size === 0) mine.delete(group);
      await redis?.hdel(key(group), id);
    },
    async read<T>(groups: string[]) {
      const now = Date.now();
      const out = new Map<string, { members: Present<T>[]; lastJoinedAt: string | null }>();
      if (!redis) {
        for (const group of groups) {
          const members = [...(mine.get(group) ?? [])].map(([id, data]) => ({ id, data: data as T }));
          out.set(group, { members, lastJoinedAt: lastJoined.get(group) ?? null });
        }
        return out;
      }
      if (groups.length === 0) return out;
      const batch = redis.pipeline();
      for (const group of groups) batch.hgetall(key(group));
      const answers = (await batch.exec()) ?? [];
      groups.forEach((group, i) => {
        const [error, fields] = answers[i] ?? [null, {}];
        if (error) throw error;
        out.set(group, fresh<T>((fields ?? {}) as Record<string, string>, now));
      });
      return out;
    },
    async close() {
      clearInterval(refresh);
      if (redis && mine.size > 0) {
        const batch = redis.multi();
        for (const [group, members] of mine) for (const id of members.keys()) batch.hdel(key(group), id);
        await batch.exec().catch(() => {});
      }
      redis?.disconnect();
    },
  };
}
