/** An integer setting from the environment, refused outside [min, max] rather than silently clamped. */
export function intEnv(name: string, fallback: number, min = 1, max = 1_000_000): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/** PostgreSQL (an admin connection: the bench creates and drops its database) and Redis, loopback only. */
export function benchServers() {
  const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  for (const u of [pgAdminUrl, redisUrl]) {
    const host = new URL(u).hostname;
    if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host))
      throw new Error(`bench targets loopback only, not ${host}`);
  }
  return { pgAdminUrl, redisUrl };
}
