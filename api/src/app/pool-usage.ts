import type { MikroORM } from '@mikro-orm/postgresql';
import type { PoolUsage } from '../shared/metrics';

/** knex's pool (tarn), as far as knex's types go: they leave it `any`. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** The ORM's connection pool as it stands; null before the pool exists (or without one). */
export function poolUsage(orm: MikroORM): PoolUsage | null {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool | null }).pool;
  if (!pool) return null;
  return {
    used: pool.numUsed(),
    free: pool.numFree(),
    pendingAcquires: pool.numPendingAcquires(),
    pendingCreates: pool.numPendingCreates(),
  };
}
