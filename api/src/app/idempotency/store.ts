import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** A first answer as it is replayed: status, the headers worth repeating and the JSON body's text. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a key holds: a request still running (its owner's token), or the answer it gave. */
export type KeyState =
  | { state: 'pending'; fingerprint: string; owner: string }
  | { state: 'done'; fingerprint: string; answer: StoredAnswer };

/** Claiming a key: either this request now owns it (`owner`), or someone else's state is there. */
export type Claim = { claimed: true; owner: string } | { claimed: false; held: KeyState };

/**
 * Where keys live: Redis when REDIS_URL is set (every replica sees the same keys, expiry is
 * Redis's), this process's memory otherwise (one process, as the rate limits without Redis).
 */
export interface IdempotencyStore {
  /** Takes the key for a request with these parameters (SET NX with `pendingMs`), or reads what holds it. */
  claim(key: string, fingerprint: string, pendingMs: number): Promise<Claim>;
  /** Keeps the owner's answer for `ttlSeconds` in place of its pending mark. */
  finish(key: string, fingerprint: string, answer: StoredAnswer, ttlSeconds: number): Promise<void>;
  /** Lets the key go (an answer not kept): the next request with it runs. Only the owner's own mark is removed. */
  release(key: string, owner: string): Promise<void>;
  /** Seconds the key has left (-2 when absent), for tests and diagnostics. */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
}

// Removes the key only while it still holds this owner's pending mark: after its own expiry a
// second request may own it, and that one's mark must stay.
const RELEASE = `local v = redis.call('GET', KEYS[1])
if v and string.find(v, ARGV[1], 1, true) then return redis.call('DEL', KEYS[1]) end
return 0`;

export function createIdempotencyStore(redisUrl: string | undefined, prefix: string): IdempotencyStore {
  return redisUrl ? redisStore(redisUrl, prefix) : memoryStore();
}

function redisStore(url: string, prefix: string): IdempotencyStore {
  // Fails a command at once while Redis is down (the caller answers 503), rather than queueing it.
  const redis = new Redis(url, { maxRetriesPerRequest: 0 });
  // The event bus reports Redis outages; without a listener ioredis would print every retry.
  redis.on('error', () => {});
  const k = (key: string) => prefix + key;
  return {
    async claim(key, fingerprint, pendingMs) {
      for (;;) {
        const owner = randomUUID();
        const mark: KeyState = { state: 'pending', fingerprint, owner };
        if ((await redis.set(k(key), JSON.stringify(mark), 'PX', pendingMs, 'NX')) === 'OK') {
          return { claimed: true, owner };
        }
        const held = await redis.get(k(key));
        // Expired between the two commands: try to take it again.
        if (held) return { claimed: false, held: JSON.parse(held) as KeyState };
      }
    },
    async finish(key, fingerprint, answer, ttlSeconds) {
      const done: KeyState = { state: 'done', fingerprint, answer };
      await redis.set(k(key), JSON.stringify(done), 'EX', ttlSeconds);
    },
    async release(key, owner) {
      await redis.eval(RELEASE, 1, k(key), `"owner":"${owner}"`);
    },
    ttl: (key) => redis.ttl(k(key)),
    async close() {
      redis.disconnect();
    },
  };
}

function memoryStore(): IdempotencyStore {
  const keys = new Map<string, { value: KeyState; expires: number }>();
  const live = (key: string) => {
    const entry = keys.get(key);
    if (entry && entry.expires <= Date.now()) keys.delete(key);
    return keys.get(key);
  };
  // Expired entries are dropped as they are read, and all of them every ten minutes.
  const sweep = setInterval(() => {
    for (const key of keys.keys()) live(key);
  }, 600_000);
  sweep.unref();
  return {
    async claim(key, fingerprint, pendingMs) {
      const held = live(key);
      if (held) return { claimed: false, held: held.value };
      const owner = randomUUID();
      keys.set(key, { value: { state: 'pending', fingerprint, owner }, expires: Date.now() + pendingMs });
      return { claimed: true, owner };
    },
    async finish(key, fingerprint, answer, ttlSeconds) {
      keys.set(key, { value: { state: 'done', fingerprint, answer }, expires: Date.now() + ttlSeconds * 1000 });
    },
    async release(key, owner) {
      const held = live(key)?.value;
      if (held?.state === 'pending' && held.owner === owner) keys.delete(key);
    },
    async ttl(key) {
      const held = live(key);
      return held ? Math.ceil((held.expires - Date.now()) / 1000) : -2;
    },
    async close() {
      clearInterval(sweep);
      keys.clear();
    },
  };
}
