import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { AppDeps } from '../../shared/context';
import type { Events } from '../../shared/events';
import { guardJson } from '../../shared/field-guard/guard';
import { LEDGER_RECORD_CREATED, LEDGER_RECORD_DELETED, LEDGER_RECORD_UPDATED, type LedgerView } from '../ledger';
import { PAYROLL_FIXED, PAYROLL_REOPENED } from '../payroll';
import {
  BRANCH_RECORD_CHANGED,
  DEPARTMENT_RECORD_CHANGED,
  EMPLOYEE_RECORD_CHANGED,
  EMPLOYEES_IMPORTED,
  employeeAsSeenBy,
} from '../staff';
import { enqueueEvents, type Viewer } from './webhook-recording';

/** One event: see enqueueEvents. */
const enqueueEvent = (
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  type: WebhookEvent,
  dataFor: (viewer: Viewer) => unknown,
) => enqueueEvents(app, em, companyId, type, [dataFor]);

/**
 * A payload as the webhook's viewer (its creator's role, narrowed to the token's scopes) may see
 * it: every property whose name a record declares sensitive, however deep (docs/permissions.md).
 */
const hiddenFor = <T>(payload: T, viewer: Viewer): T => guardJson(payload, viewer.permissions) as T;

/** What webhooks hear: the events the domains below state after their commits, once, on the replica that committed. */
export function listenForWebhooks(events: Events): void {
  const ledger =
    (type: WebhookEvent) =>
    (record: LedgerView, { app, em }: { app: AppDeps; em: EntityManager }) =>
      enqueueEvent(app, em, record.companyId, type, (viewer) => hiddenFor(record, viewer));
  events.on(LEDGER_RECORD_CREATED, ledger('ledger.record.created'));
  const updated = ledger('ledger.record.updated');
  events.on(LEDGER_RECORD_UPDATED, ({ after }, origin) => updated(after, origin));
  events.on(LEDGER_RECORD_DELETED, ledger('ledger.record.deleted'));

  events.on(EMPLOYEE_RECORD_CHANGED, ({ kind, employee }, { app, em }) =>
    enqueueEvent(app, em, employee.companyId, `employee.${kind}`, (viewer) => employeeAsSeenBy(employee, viewer)),
  );
  // An import states its employees once; each is still its own employee.created event.
  events.on(EMPLOYEES_IMPORTED, ({ companyId, employees }, { app, em }) =>
    enqueueEvents(
      app,
      em,
      companyId,
      'employee.created',
      employees.map((employee) => (viewer: Viewer) => employeeAsSeenBy(employee, viewer)),
    ),
  );
  events.on(DEPARTMENT_RECORD_CHANGED, ({ kind, department }, { app, em }) =>
    enqueueEvent(app, em, department.companyId, `department.${kind}`, (viewer) => hiddenFor(department, viewer)),
  );
  events.on(BRANCH_RECORD_CHANGED, ({ kind, branch }, { app, em }) =>
    enqueueEvent(app, em, branch.companyId, `branch.${kind}`, (viewer) => hiddenFor(branch, viewer)),
  );

  events.on(PAYROLL_FIXED, (fix, { app, em }) =>
    enqueueEvent(app, em, fix.companyId, 'payroll.period.fixed', (viewer) => hiddenFor(fix, viewer)),
  );
  events.on(PAYROLL_REOPENED, (fix, { app, em }) =>
    enqueueEvent(app, em, fix.companyId, 'payroll.period.reopened', (viewer) => hiddenFor(fix, viewer)),
  );
}
