import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/context';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per delete: a large backlog goes in short statements rather than one long lock. */
const DELETE_BATCH = 5_000;

/** Deletes the events older than `days`; answers how many went. */
export async function deleteExpiredEvents(em: EntityManager, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await em.execute<{ id: string }[]>(
      `delete from events where id in (
         select id from events where occurred_at < now() - make_interval(days => ?) limit ?
       ) returning id`,
      [days, DELETE_BATCH],
    );
    deleted += rows.length;
    if (rows.length < DELETE_BATCH) return deleted;
  }
}

/** Deletes the tombstones older than `days` (the same period as the events); answers how many went. */
export async function deleteExpiredTombstones(em: EntityManager, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await em.execute<{ seq: string }[]>(
      `delete from tombstones where seq in (
         select seq from tombstones where deleted_at < now() - make_interval(days => ?) limit ?
       ) returning seq`,
      [days, DELETE_BATCH],
    );
    deleted += rows.length;
    if (rows.length < DELETE_BATCH) return deleted;
  }
}

/** The events and the tombstones older than `days`, in that order. */
async function deleteExpired(em: EntityManager, days: number): Promise<{ events: number; tombstones: number }> {
  return { events: await deleteExpiredEvents(em, days), tombstones: await deleteExpiredTombstones(em, days) };
}

export interface EventRetention {
  stop(): Promise<void>;
}

/**
 * Keeps EVENT_RETENTION_DAYS of events and tombstones: deletes the older ones at start-up and then daily. Every
 * replica does; the deletes are idempotent, so replicas need no coordination.
 */
export function scheduleEventRetention(app: AppDeps, intervalMs = DAY_MS): EventRetention {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = deleteExpired(app.orm.em.fork(), app.config.EVENT_RETENTION_DAYS)
      .then(
        ({ events, tombstones }) =>
          events + tombstones > 0 && app.log.info({ deleted: events, tombstones }, 'expired events deleted'),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'expired events not deleted'))
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
