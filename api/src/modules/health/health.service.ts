import type { AppDeps } from '../../shared/context';
import type { BusState } from '../../shared/events';

export interface Health {
  /** `draining` while the process shuts down (SIGTERM): it takes no new work, balancers move on. */
  status: 'ok' | 'error' | 'draining';
  database: 'ok' | 'error';
  /** The event bus: Redis connected or not (writes go on while it is down), or in-process. */
  pubsub: BusState;
  time: string;
}

export async function checkHealth(app: AppDeps): Promise<Health> {
  const database = await app.orm.em
    .fork()
    .getConnection()
    .execute('select 1')
    .then(() => 'ok' as const)
    .catch(() => 'error' as const);
  return {
    status: app.lifecycle.draining ? 'draining' : database === 'ok' ? 'ok' : 'error',
    database,
    pubsub: app.events.state(),
    time: new Date().toISOString(),
  };
}
