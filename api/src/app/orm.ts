import fs from 'node:fs';
import path from 'node:path';
import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import knex from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { entities } from './entities';
import { migrationsList } from '../migrations';

export function ormOptions(databaseUrl: string | undefined, dataDir: string): Options {
  const base: Options = {
    driver: PostgreSqlDriver,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
  };
  // While PostgreSQL is unreachable a request waits at most this long for a connection, then answers
  // 503 (shared/database-faults.ts) instead of hanging for knex's default minute.
  if (databaseUrl) {
    return { ...base, clientUrl: databaseUrl, pool: { min: 0, max: 10, acquireTimeoutMillis: 3000 } };
  }
  // No DATABASE_URL: an embedded PostgreSQL (PGlite) on disk, one connection.
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // The extensions the migrations create must be loaded into the embedded database too.
  const pglite = new PGlite(dir, { extensions: { pg_trgm } });
  const instance = knex({ client: ClientPgLite, dialect: 'postgres', connection: { pglite } as never });
  return { ...base, dbName: 'pglite', driverOptions: instance };
}

/** Any constant: replicas starting together take turns to migrate. */
const MIGRATION_LOCK = 7_240_515;

/**
 * Connects and brings the schema up to date with the checked-in migrations. On PostgreSQL a
 * transaction-scoped advisory lock, held on its own connection while the migrator runs on
 * another, makes concurrent starts of several replicas migrate once, one after the other.
 */
export async function initOrm(databaseUrl: string | undefined, dataDir: string): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(databaseUrl, dataDir));
  if (!databaseUrl) {
    await orm.getMigrator().up();
    return orm;
  }
  await orm.em
    .getConnection()
    .getKnex()
    .transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
      await orm.getMigrator().up();
    });
  return orm;
}
