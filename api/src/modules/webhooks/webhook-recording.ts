import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { can, type Permissions, type PermissionKey } from '@staffpay/schema/auth/policy';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { WebhookDeliveryEvent, WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { AppDeps } from '../../shared/context';
import { guardJson } from '../../shared/field-guard/guard';
import { membershipOf } from '../../shared/tenancy/membership';
import { permissionsOfRole } from '../../shared/tenancy/role-directory';
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
  /** The creator; null when an integration made it. */
  userId: number | null;
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
  payRun: 'salaries.view',
  // An export's announcement names no record, only the export: who may export hears it.
  export: 'reports.view',
};
export const readKeyOf = (type: WebhookEvent): PermissionKey => READ_KEY[type.split('.')[0] as EventRecord];

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
  type: WebhookDeliveryEvent;
  companyId: number;
  occurredAt: string;
  data: unknown;
}

/** Deliveries per insert: a dispatch of an import's events stays a few bounded statements. */
const DELIVERIES_PER_INSERT = 1_000;

/** The grants of a webhook's maker now: its integration's role, or its creator's; null when gone. */
async function makerRole(app: AppDeps, em: EntityManager, companyId: number, hook: Hook): Promise<Permissions | null> {
  if (hook.integration_id !== null) {
    const role = await app.integrations.roleOf(em, hook.integration_id, companyId);
    return role ? ((await permissionsOfRole(app, em, companyId, role)) ?? new Set<string>()) : null;
  }
  if (hook.created_by === null) return null;
  return (await membershipOf(app, em, hook.created_by, companyId))?.permissions ?? null;
}

type Hook = {
  id: number;
  active: boolean;
  created_by: number | null;
  integration_id: number | null;
  scopes: ApiScope[] | null;
};

/**
 * The company's webhooks listening to the type, on or off (an off one's deliveries are recorded
 * `skipped`, to be redelivered), each with its maker (and maker's scopes) as seen now.
 */
async function listenersOf(app: AppDeps, em: EntityManager, companyId: number, type: WebhookEvent) {
  const hooks = await em.execute<Hook[]>(
    `select id, active, created_by, integration_id, scopes from webhooks where company_id = ? and events @> ?::jsonb order by id`,
    [companyId, JSON.stringify([type])],
  );
  const listeners: Listener[] = [];
  const roles = new Map<string, Permissions | null>();
  const viewers = new Map<string, Viewer | null>();
  for (const hook of hooks) {
    // An integration's webhook sees through the integration's role, whoever's token made it.
    const maker = hook.integration_id !== null ? `i${hook.integration_id}` : `u${hook.created_by}`;
    if (!roles.has(maker)) roles.set(maker, await makerRole(app, em, companyId, hook));
    const key = `${maker}:${hook.scopes?.join() ?? '*'}`;
    if (!viewers.has(key)) {
      const role = roles.get(maker);
      const userId = hook.integration_id !== null ? null : hook.created_by;
      viewers.set(
        key,
        role ? { userId, permissions: webhookPermissions(role, hook.scopes), person: !hook.scopes } : null,
      );
    }
    const viewer = viewers.get(key);
    // A creator who left the company, or whose role (within the maker's scopes) does not read these records, sends nothing.
    if (viewer && can(viewer.permissions, readKeyOf(type))) {
      listeners.push({ webhookId: hook.id, viewer, active: hook.active });
    }
  }
  return listeners;
}

type Listener = { webhookId: number; viewer: Viewer; active: boolean };

/** The delivery rows of one event, one per listening webhook, each with the data as its creator may see it. */
function deliveriesOf(event: PendingEvent, listeners: Listener[]): DeliveryRecord[] {
  const { id, type, companyId, occurredAt } = event;
  return listeners.map(({ webhookId, viewer, active }) => {
    const payload: WebhookPayload = { id, type, companyId, occurredAt, data: dataAsSeenBy(type, event.data, viewer) };
    return {
      id: randomUUID(),
      webhook_id: webhookId,
      event_id: id,
      event_type: type,
      payload: JSON.stringify(payload),
      status: active ? 'pending' : 'skipped',
    };
  });
}

/**
 * Records, in the dispatcher's transaction, a delivery of each event for each webhook listening
 * to it, the event's data as that webhook's creator may see it now; answers the jobs to queue in
 * the same transaction (none for a webhook that is off: its deliveries are `skipped`). A delivery
 * is unique per (webhook, event): an event dispatched again records and queues nothing twice.
 */
export async function recordDeliveries(
  app: AppDeps,
  em: EntityManager,
  events: PendingEvent[],
): Promise<DeliveryJob[]> {
  const listeners = new Map<string, Listener[]>();
  const rows: DeliveryRecord[] = [];
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
  return insertDeliveries(em, rows);
}

/** A delivery row to record: `pending` to be sent (its job queued), `skipped` while its webhook is off. */
export interface DeliveryRecord {
  id: string;
  webhook_id: number;
  event_id: string;
  event_type: WebhookDeliveryEvent;
  payload: string;
  status: 'pending' | 'skipped';
}

/**
 * Inserts delivery rows in bounded statements, skipping any (webhook, event) already recorded;
 * answers the jobs of the pending rows inserted, to be queued in the same transaction.
 */
export async function insertDeliveries(em: EntityManager, rows: DeliveryRecord[]): Promise<DeliveryJob[]> {
  const jobs: DeliveryJob[] = [];
  for (let i = 0; i < rows.length; i += DELIVERIES_PER_INSERT) {
    const inserted = await em.execute<{ id: string; webhook_id: number; status: string }[]>(
      `insert into webhook_deliveries (id, webhook_id, event_id, event_type, payload, status, attempts, created_at)
       select r.id, r.webhook_id, r.event_id, r.event_type, r.payload, r.status, 0, now()
         from rows from (jsonb_to_recordset(?::jsonb)
                as (id uuid, webhook_id int, event_id uuid, event_type text, payload text, status text))
              with ordinality as r(id, webhook_id, event_id, event_type, payload, status, n)
        order by r.n
       on conflict (webhook_id, event_id) do nothing
       returning id, webhook_id, status`,
      [JSON.stringify(rows.slice(i, i + DELIVERIES_PER_INSERT))],
    );
    for (const r of inserted) if (r.status === 'pending') jobs.push({ deliveryId: r.id, webhookId: r.webhook_id });
  }
  return jobs;
}

/**
 * The delivery of one stored event to one webhook, as the dispatcher records it (the data as the
 * webhook's creator may see it now); null when the webhook does not hear it (another type, or a
 * creator who may not read it).
 */
export async function deliveryOfEvent(
  app: AppDeps,
  em: EntityManager,
  webhookId: number,
  event: PendingEvent,
): Promise<DeliveryRecord | null> {
  const listener = (await listenersOf(app, em, event.companyId, event.type)).find((l) => l.webhookId === webhookId);
  return listener ? (deliveriesOf(event, [listener])[0] ?? null) : null;
}
