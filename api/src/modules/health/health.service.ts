import type { AppDeps } from '../../shared/context';

export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
  pubsub: 'redis' | 'in-process';
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
    status: database === 'ok' ? 'ok' : 'error',
    database,
    pubsub: app.config.REDIS_URL ? 'redis' : 'in-process',
    time: new Date().toISOString(),
  };
}
