import type { EntityManager } from '@mikro-orm/postgresql';
import { PROTECTION_MESSAGES, SLOW_CONNECTION_MS } from '@staffpay/schema/data-protection/protection.messages';
import type { AppDeps, RequestContext } from '../../shared/context';
import { intId } from '../../shared/rest';
import { authorize, requireUser } from '../../shared/tenancy/membership';
import { countEmployees } from '../staff';
import type { DatabaseHealthView } from './protection.view';

/** `companyId` as sent: absent (or empty) asks only for the connection. */
function askedCompany(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  return typeof raw === 'number' ? raw : intId(String(raw));
}

/**
 * The database's health as a company's data protection screen shows it. Without a company only
 * the connection (slow past SLOW_CONNECTION_MS, its latency then named in `problems`) and the time; with one (settings.protection.view) its employees, the schema's
 * indexes and triggers (the foreign keys' included: they are what keeps references whole),
 * migrations not applied yet, and whether events reach the other replicas.
 */
export async function databaseHealth(ctx: RequestContext, companyIdInput: unknown): Promise<DatabaseHealthView> {
  requireUser(ctx);
  const companyId = askedCompany(companyIdInput);
  if (companyId !== null) await authorize(ctx, companyId, 'settings.protection.view');
  return healthOf(ctx.app, companyId);
}

/** The check itself, for a caller already allowed to see it (the live feed). */
export async function healthOf(app: AppDeps, companyId: number | null): Promise<DatabaseHealthView> {
  const em = app.orm.em.fork();
  const started = performance.now();
  const answered = await em
    .getConnection()
    .execute('select 1')
    .then(() => true)
    .catch(() => false);
  const latencyMs = Math.round(performance.now() - started);
  const timestamp = new Date().toISOString();
  if (!answered) {
    return {
      status: 'error',
      details: { connection: 'disconnected', timestamp, latencyMs: null },
      problems: [PROTECTION_MESSAGES.databaseDown],
    };
  }
  const slow = latencyMs > SLOW_CONNECTION_MS;
  const problems = slow ? [PROTECTION_MESSAGES.slowConnection(latencyMs)] : [];
  const connection = slow ? 'slow' : 'connected';
  if (companyId === null) {
    return { status: slow ? 'warning' : 'healthy', details: { connection, timestamp }, problems };
  }
  const schema = await schemaCounts(em);
  const employeeCount = await countEmployees(em, companyId);
  const pendingMigrations = (await app.orm.getMigrator().getPendingMigrations()).length;
  const events = app.events.state();
  if (pendingMigrations > 0) problems.push(PROTECTION_MESSAGES.pendingMigrations(pendingMigrations));
  if (events === 'disconnected') problems.push(PROTECTION_MESSAGES.redisDown);
  return {
    status: problems.length > 0 ? 'warning' : 'healthy',
    details: { connection, timestamp, latencyMs, employeeCount, ...schema, pendingMigrations, events },
    problems,
  };
}

async function schemaCounts(em: EntityManager): Promise<{ indexCount: number; triggerCount: number }> {
  const [row] = await em.execute<{ indexCount: number; triggerCount: number }[]>(
    `select (select count(*)::int from pg_indexes where schemaname = current_schema()) as "indexCount",
            (select count(*)::int from pg_trigger t join pg_class c on c.oid = t.tgrelid
              where c.relnamespace = current_schema()::regnamespace) as "triggerCount"`,
  );
  return row!;
}
