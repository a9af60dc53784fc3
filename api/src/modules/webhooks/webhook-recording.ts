import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { can, type Permissions, type PermissionKey } from '@staffpay/schema/auth/policy';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { AppDeps } from '../../shared/context';
import { isDatabaseUnavailable } from '../../shared/database-faults';
import { membershipOf } from '../../shared/tenancy/membership';
import { queueOf } from './webhook-queue';
import { webhookPermissions } from './webhook-scopes';

/**
 * Whose eyes an event's data is seen through: the webhook's creator, as their role is at enqueue
 * time, narrowed to the scopes of the token that made it (then no own record shows in full).
 */
export interface Viewer {
  userId: number;
  permissions: Permissions;
  person: boolean;
}

/** The read right an event's records need: a creator without it gets no such events. */
const READ_KEY: Record<string, PermissionKey> = {
  employee: 'employees.view',
  department: 'departments.view',
  branch: 'branches.view',
  ledger: 'bonuses.view',
  payroll: 'salaries.view',
};
const readKeyOf = (type: WebhookEvent) => READ_KEY[type.split('.')[0]!]!;

/** The body every delivery carries. */
export interface WebhookPayload {
  /** The event's idempotency id: the same for every webhook and every attempt (X-StaffPay-Event-Id). */
  id: string;
  type: WebhookEvent;
  companyId: number;
  occurredAt: string;
  data: unknown;
}

/** Events recorded per transaction: an import of thousands stays a few bounded inserts. */
const EVENTS_PER_INSERT = 500;
/** Waits between tries while the database cannot be reached: about two minutes in all. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

/** Events of one change, their ids and time fixed at the first try: a later try records the same events. */
interface Batch {
  companyId: number;
  type: WebhookEvent;
  occurredAt: string;
  events: { id: string; dataFor: (viewer: Viewer) => unknown }[];
  /** How many of the events are recorded and queued (committed). */
  recorded: number;
}

/** The company's active webhooks listening to the type, each with its creator (and maker's scopes) as seen now. */
async function listenersOf(app: AppDeps, em: EntityManager, companyId: number, type: WebhookEvent) {
  const hooks = await em.execute<{ id: number; created_by: number | null; scopes: ApiScope[] | null }[]>(
    `select id, created_by, scopes from webhooks where company_id = ? and active and events @> ?::jsonb order by id`,
    [companyId, JSON.stringify([type])],
  );
  const listeners: { webhookId: number; viewer: Viewer }[] = [];
  const roles = new Map<number, Permissions | null>();
  const viewers = new Map<string, Viewer | null>();
  for (const hook of hooks) {
    if (hook.created_by === null) continue;
    if (!roles.has(hook.created_by)) {
      roles.set(hook.created_by, (await membershipOf(app, em, hook.created_by, companyId))?.permissions ?? null);
    }
    const key = `${hook.created_by}:${hook.scopes?.join() ?? '*'}`;
    if (!viewers.has(key)) {
      const role = roles.get(hook.created_by);
      viewers.set(
        key,
        role
          ? { userId: hook.created_by, permissions: webhookPermissions(role, hook.scopes), person: !hook.scopes }
          : null,
      );
    }
    const viewer = viewers.get(key);
    // A creator who left the company, or whose role (within the maker's scopes) does not read these records, sends nothing.
    if (viewer && can(viewer.permissions, readKeyOf(type))) listeners.push({ webhookId: hook.id, viewer });
  }
  return listeners;
}

/**
 * Records a delivery of each event not yet recorded for each listening webhook, the event's data
 * as that webhook's creator may see it now (the same view and field hiding as the API's answers),
 * and queues them: deliveries and their jobs commit together, EVENTS_PER_INSERT events at a time.
 */
async function record(app: AppDeps, em: EntityManager, batch: Batch): Promise<void> {
  const queue = queueOf(app)!;
  const listeners = await listenersOf(app, em, batch.companyId, batch.type);
  if (listeners.length === 0) return void (batch.recorded = batch.events.length);
  const { companyId, type, occurredAt } = batch;
  while (batch.recorded < batch.events.length) {
    const events = batch.events.slice(batch.recorded, batch.recorded + EVENTS_PER_INSERT);
    const rows = events.flatMap(({ id, dataFor }) =>
      listeners.map(({ webhookId, viewer }) => {
        const payload: WebhookPayload = { id, type, companyId, occurredAt, data: dataFor(viewer) };
        return { id: randomUUID(), event_id: id, webhook_id: webhookId, payload: JSON.stringify(payload) };
      }),
    );
    // A fork of its own: nothing the caller's EntityManager still holds is flushed with it.
    await em.fork().transactional(async (tx) => {
      await tx.execute(
        `insert into webhook_deliveries (id, webhook_id, event_id, event_type, payload, status, attempts, created_at)
         select r.id, r.webhook_id, r.event_id, ?, r.payload, 'pending', 0, now()
           from jsonb_to_recordset(?::jsonb) as r(id uuid, webhook_id int, event_id uuid, payload text)`,
        [type, JSON.stringify(rows)],
      );
      await queue.send(
        rows.map((r) => ({ deliveryId: r.id, webhookId: r.webhook_id })),
        tx,
      );
    });
    batch.recorded += events.length;
    queue.wake();
  }
}

/** Tries again while the database stays unreachable; gives up (and says so) after RETRY_DELAYS_MS. */
async function recordLater(app: AppDeps, batch: Batch): Promise<void> {
  for (const delay of RETRY_DELAYS_MS) {
    // Unref'd: a retry waiting does not hold a stopping process open (it checks `stopped` anyway).
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    if (queueOf(app)?.stopped !== false) return;
    try {
      return await record(app, app.orm.em.fork(), batch);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        app.log.error({ err: error, companyId: batch.companyId, type: batch.type }, 'webhook events not recorded');
        return;
      }
    }
  }
  const lost = batch.events.length - batch.recorded;
  app.log.error({ companyId: batch.companyId, type: batch.type, lost }, 'webhook events lost: database unreachable');
}

/**
 * Records and queues one change's events (each with its own id) for the company's webhooks
 * listening to the type. Runs after the change's commit, in the process that made it, once. If
 * the database drops just then, the change stands: the events are recorded in the background
 * once it is back, with the same ids.
 */
export async function enqueueEvents(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  type: WebhookEvent,
  dataFors: ((viewer: Viewer) => unknown)[],
): Promise<void> {
  if (!queueOf(app) || dataFors.length === 0) return;
  const batch: Batch = {
    companyId,
    type,
    occurredAt: new Date().toISOString(),
    events: dataFors.map((dataFor) => ({ id: randomUUID(), dataFor })),
    recorded: 0,
  };
  try {
    await record(app, em, batch);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    void recordLater(app, batch);
  }
}
