import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { until } from '../../test/support/webhook-receiver.int-kit';
import { createLogger } from './logging';
import { listenFor } from './pg-listener';

/**
 * The kernel's reconnecting listener (the webhook dispatcher's and the export worker's): it hears
 * committed notifications only, sweeps on every (re)connection, comes back after its connection
 * is killed, and stays closed once closed.
 */
describe('listenFor', () => {
  let db: { url: string; drop: () => Promise<void> };
  let admin: pg.Client;
  beforeAll(async () => {
    db = await createTestDatabase();
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await db.drop();
  });

  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and application_name = 'staffpay-probe'`,
      )
    ).rows.map((r) => r.pid);

  it(
    'wakes on committed notifications, sweeps on each (re)connection, and stops when closed',
    { timeout: 30_000 },
    async () => {
      let connects = 0;
      let notified = 0;
      const listener = listenFor(
        { config: { DATABASE_URL: db.url }, log: createLogger('silent') },
        'staffpay_probe',
        'probe',
        {
          onNotify: () => notified++,
          onConnect: async () => {
            connects++;
          },
        },
      );
      try {
        await listener.ready;
        expect(connects).toBe(1);

        // A rolled-back transaction's notification is never delivered; a committed one is.
        await admin.query('begin');
        await admin.query(`select pg_notify('staffpay_probe', '')`);
        await admin.query('rollback');
        await admin.query('begin');
        await admin.query(`select pg_notify('staffpay_probe', '')`);
        await admin.query('commit');
        await until(() => notified > 0, 'the committed notification');
        expect(notified).toBe(1);

        // Its connection killed (an outage, a failover): it connects again and sweeps again.
        const [pid] = await backends();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await until(() => connects === 2, 'the sweep of the reconnection');
        await until(async () => (await backends()).length === 1, 'one listening connection again');
        await admin.query(`select pg_notify('staffpay_probe', '')`);
        await until(() => notified === 2, 'a notification after the reconnection');
      } finally {
        await listener.close();
      }
      await until(async () => (await backends()).length === 0, 'the connection to close');
      expect(connects).toBe(2);
    },
  );
});
