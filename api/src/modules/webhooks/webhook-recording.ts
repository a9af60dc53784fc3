import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { can, type Permissions, type PermissionKey } from '@staffpay/schema/auth/policy';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { AppDeps } from '../../shared/context';
import { guardJson } from '../../shared/field-guard/guard';
import { membershipOf } from '../../shared/tenancy/membership';
import type { PendingEvent } from '../outbox';
import { employeeAsSeenBy, type SeenEmployee } from '../staff';
import type { DeliveryJob } from './webhook-queue';
import { webhookPermissions } from './webhook-scopes';

/**
 * Whose eyes an event's data is seen through: the webhook's creator, as their role is when the
 * event is dispatched, narrowed to the scopes of the token that made it (then no own record
 * shows in full).
 */
export interface Viewer {
  userId: number;
  permissions: Permissions;
  person: boolean;
}

/** An event type's record: its first segment (`performance` of `performance.record.created`). */
type EventRecord = WebhookEvent extends infer T ? (T extends `${infer R}.${string}` ? R : never) : never;

/** The read right an event's records need: a creator without it gets no such events (exhaustive: a new record must say). */
const READ_KEY: Record<EventRecord, PermissionKey> = {
  employee: 'employees.view',
  department: 'departments.view',
  branch: 'branches.view',
  ledger: 'bonuses.view',
  payroll: 'salaries.view',
  performance: 'salaries.view',
};
const readKeyOf = (type: WebhookEvent) => READ_KEY[type.split('.')[0] as EventRecord];

/**
 * An event's data as the viewer may see it, the same view and field hiding as the API's answers:
 * an employee as their record shows to that role (their own in full to a person), any other
 * record with every property a record declares sensitive hidden, however deep (docs/permissions.md).
 */
export function dataAsSeenBy(type: WebhookEvent, data: unknown, viewer: Viewer): unknown {
  return type.startsWith('employee.')
    ? employeeAsSeenBy(data as SeenEmployee, viewer)
    : guardJson(data, viewer.permissions);
}

/** The body every delivery carries. */
export interface WebhookPayload {
  /** The event's idempotency id: the same for every webhook and every attempt (X-StaffPay-Event-Id). */
  id: string;
  type: WebhookEvent;
  companyId: number;
  occurredAt: string;
  data: unknown;
}

/** Deliveries per insert: a dispatch of an import's events stays a few bounded statements. */
const DELIVERIES_PER_INSERT = 1_000;

/** The company's active webhooks listening to the type, each with its creator (and maker's scopes) as seen now. */
async function listenersOf(app: AppDeps, em: EntityManager, companyId: number, type: WebhookEvent) {
  const hooks = await em.execute<{ id: number; created_by: number | null; scopes: ApiScope[] | null }[]>(
    `select id, created_by, scopes from webhooks where company_id = ? and active and events @> ?::jsonb order by id`,
    [companyId, JSON.stringify([type])],
  );
  const listeners: Listener[] = [];
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

type Listener = { webhookId: number; viewer: Viewer };

/** The delivery rows of one event, one per listening webhook, each with the data as its creator may see it. */
function deliveriesOf(event: PendingEvent, listeners: Listener[]) {
  const { id, type, companyId, occurredAt } = event;
  return listeners.map(({ webhookId, viewer }) => {
    const payload: WebhookPayload = { id, type, companyId, occurredAt, data: dataAsSeenBy(type, event.data, viewer) };
    return {
      id: randomUUID(),
      webhook_id: webhookId,
      event_id: id,
      event_type: type,
      payload: JSON.stringify(payload),
    };
  });
}

/**
 * Records, in the dispatcher's transaction, a delivery of each event for each webhook listening
 * to it, the event's data as that webhook's creator may see it now; answers the jobs to queue in
 * the same transaction. A delivery is unique per (webhook, event): an event dispatched again
 * records and queues nothing twice.
 */
export async function recordDeliveries(
  app: AppDeps,
  em: EntityManager,
  events: PendingEvent[],
): Promise<DeliveryJob[]> {
  const listeners = new Map<string, Listener[]>();
  const rows: { id: string; webhook_id: number; event_id: string; event_type: WebhookEvent; payload: string }[] = [];
  for (const event of events) {
    const key = `${event.companyId}:${event.type}`;
    if (!listeners.has(key)) listeners.set(key, await listenersOf(app, em, event.companyId, event.type));
    try {
      rows.push(...deliveriesOf(event, listeners.get(key)!));
    } catch (error) {
      // One event whose data cannot be shown must not hold up every event after it, forever.
      app.log.error({ err: error, eventId: event.id, type: event.type }, 'webhook event skipped');
    }
  }
  const jobs: DeliveryJob[] = [];
  for (let i = 0; i < rows.length; i += DELIVERIES_PER_INSERT) {
    const inserted = await em.execute<{ id: string; webhook_id: number }[]>(
      `insert into webhook_deliveries (id, webhook_id, event_id, event_type, payload, status, attempts, created_at)
       select r.id, r.webhook_id, r.event_id, r.event_type, r.payload, 'pending', 0, now()
         from rows from (jsonb_to_recordset(?::jsonb) as (id uuid, webhook_id int, event_id uuid, event_type text, payload text))
              with ordinality as r(id, webhook_id, event_id, event_type, payload, n)
        order by r.n
       on conflict (webhook_id, event_id) do nothing
       returning id, webhook_id`,
      [JSON.stringify(rows.slice(i, i + DELIVERIES_PER_INSERT))],
    );
    jobs.push(...inserted.map((r) => ({ deliveryId: r.id, webhookId: r.webhook_id })));
  }
  return jobs;
}
