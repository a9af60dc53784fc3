import pg from 'pg';

/**
 * PostgreSQL 15 publishes a backend's counters when it goes idle, but at most once a second and
 * otherwise after 10 s of idleness; a reading taken this long after the last statement has them all.
 */
export const STATS_FLUSH_MS = 11_000;

/**
 * Counts the transactions committed or rolled back in one database by anyone (the API, autovacuum),
 * as pg_stat_database has them, read over a connection to another database so that reading does
 * not count itself. The API's own statements are counted exactly at the proxy (sql-counter.ts).
 */
export async function transactionCounter(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  return {
    async read(): Promise<number> {
      const { rows } = await client.query<{ n: string }>(
        `select xact_commit + xact_rollback as n from pg_stat_database where datname = $1`,
        [database],
      );
      if (!rows[0]) throw new Error(`no statistics for database ${database}`);
      return Number(rows[0].n);
    },
    close: () => client.end(),
  };
}
