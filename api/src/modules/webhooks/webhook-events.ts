import type { EntityManager } from '@mikro-orm/postgresql';
import { hiddenProperties } from '@staffpay/schema/auth/policy';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { AppDeps } from '../../shared/context';
import type { FactDispatcher } from '../../shared/domain-events';
import { withHidden } from '../../shared/hidden-properties';
import { LEDGER_RECORD_CREATED, LEDGER_RECORD_DELETED, LEDGER_RECORD_UPDATED, type LedgerView } from '../ledger';
import { maskCard, payFieldsOf, PAYROLL_FIXED, PAYROLL_REOPENED, type EmployeeCardView } from '../payroll';
import type { PayrollFixView } from '../pay-core';
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

/** A record's sensitive fields as the viewer's role hides them (docs/permissions.md). */
const hiddenFor = <T extends object>(record: T, viewer: Viewer): T => {
  const hidden = hiddenProperties(viewer.permissions);
  return hidden.length ? withHidden(record, hidden) : record;
};

/** A fix with its snapshot's card masked as the viewer's pay fields are; hidden figures leave with their details. */
function fixFor(fix: PayrollFixView, viewer: Viewer): PayrollFixView {
  const fields = payFieldsOf(viewer.permissions);
  const snapshot = fix.snapshot as { card?: EmployeeCardView & { figures?: unknown } };
  if ((fields.amounts && fields.profit) || !snapshot.card) return fix;
  const { figures: _figures, ...card } = snapshot.card;
  return { ...fix, snapshot: { ...fix.snapshot, card: { ...maskCard(card, fields), figures: null } } };
}

/** What webhooks hear: the facts the domains below state after their commits. */
export function listenForWebhooks(facts: FactDispatcher): void {
  const ledger =
    (type: WebhookEvent) =>
    (record: LedgerView, { app, em }: { app: AppDeps; em: EntityManager }) =>
      enqueueEvent(app, em, record.companyId, type, (viewer) => hiddenFor(record, viewer));
  facts.on(LEDGER_RECORD_CREATED, ledger('ledger.record.created'));
  facts.on(LEDGER_RECORD_UPDATED, ledger('ledger.record.updated'));
  facts.on(LEDGER_RECORD_DELETED, ledger('ledger.record.deleted'));

  facts.on(EMPLOYEE_RECORD_CHANGED, ({ kind, employee }, { app, em }) =>
    enqueueEvent(app, em, employee.companyId, `employee.${kind}`, (viewer) => employeeAsSeenBy(employee, viewer)),
  );
  // An import states its employees once; each is still its own employee.created event.
  facts.on(EMPLOYEES_IMPORTED, ({ companyId, employees }, { app, em }) =>
    enqueueEvents(
      app,
      em,
      companyId,
      'employee.created',
      employees.map((employee) => (viewer: Viewer) => employeeAsSeenBy(employee, viewer)),
    ),
  );
  facts.on(DEPARTMENT_RECORD_CHANGED, ({ kind, department }, { app, em }) =>
    enqueueEvent(app, em, department.companyId, `department.${kind}`, (viewer) => hiddenFor(department, viewer)),
  );
  facts.on(BRANCH_RECORD_CHANGED, ({ kind, branch }, { app, em }) =>
    enqueueEvent(app, em, branch.companyId, `branch.${kind}`, (viewer) => hiddenFor(branch, viewer)),
  );

  facts.on(PAYROLL_FIXED, (fix, { app, em }) =>
    enqueueEvent(app, em, fix.companyId, 'payroll.period.fixed', (viewer) => fixFor(fix, viewer)),
  );
  facts.on(PAYROLL_REOPENED, (fix, { app, em }) =>
    enqueueEvent(app, em, fix.companyId, 'payroll.period.reopened', (viewer) => fixFor(fix, viewer)),
  );
}
