import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationType } from '@staffpay/schema/notifications/notification.enums';
import type { RequestContext } from '../../shared/context';
import {
  companySettingsMessage,
  fullName,
  ledgerMessage,
  salaryMessage,
  type CompanySetting,
} from './notification-texts';
import { notifyAfterCommit } from './notify';

/**
 * What the domains tell the notifications about, each called by its service after the commit
 * and its publish. Who hears of it is decided once, in notify.ts.
 */

async function currencyOf(em: EntityManager, companyId: number): Promise<string> {
  const [row] = await em.execute<{ currency: string }[]>('select currency from companies where id = ?', [companyId]);
  return row?.currency ?? 'KGS';
}

/** A booked bonus, penalty, advance or piecework payment. */
export function notifyLedgerRecordCreated(
  ctx: RequestContext,
  record: {
    companyId: number;
    employeeId: number;
    employeeName: string;
    type: NotificationType & ('bonus' | 'penalty' | 'advance' | 'piecework');
    amount: string;
    reason: string;
  },
): Promise<void> {
  return notifyAfterCommit(ctx.app, ctx.em, record.companyId, ctx.auth?.userId ?? null, async (em) => [
    {
      type: record.type,
      message: ledgerMessage(record.employeeName, record.amount, await currencyOf(em, record.companyId), record.reason),
      employeeId: record.employeeId,
    },
  ]);
}

const EMPLOYEE_TYPES = {
  created: 'employee_created',
  updated: 'employee_updated',
  deleted: 'employee_deleted',
} as const;

/** An employee added, changed or removed; `employee` is the record after the change (before, for a removal). */
export function notifyEmployeeChanged(
  ctx: RequestContext,
  kind: keyof typeof EMPLOYEE_TYPES,
  employee: { id: number; companyId: number; firstName: string; lastName: string; userId: number | null },
): Promise<void> {
  return notifyAfterCommit(ctx.app, ctx.em, employee.companyId, ctx.auth?.userId ?? null, async () => [
    {
      type: EMPLOYEE_TYPES[kind],
      message: fullName(employee),
      employeeId: employee.id,
      // A removed record can no longer be looked up for its own member.
      subjectUserId: employee.userId,
    },
  ]);
}

/** A payroll period fixed: the salary of the period is calculated for good. */
export function notifyPayrollFixed(
  ctx: RequestContext,
  fix: {
    companyId: number;
    employeeId: number;
    periodFrom: string;
    periodTo: string;
    snapshot: Record<string, unknown>;
  },
): Promise<void> {
  const card = (fix.snapshot.card ?? {}) as { name?: string; amountDue?: string };
  return notifyAfterCommit(ctx.app, ctx.em, fix.companyId, ctx.auth?.userId ?? null, async (em) => [
    {
      type: 'salary_calculated',
      message: salaryMessage(
        card.name ?? '',
        fix.periodFrom,
        fix.periodTo,
        card.amountDue ?? '0.00',
        await currencyOf(em, fix.companyId),
      ),
      employeeId: fix.employeeId,
    },
  ]);
}

/** The company's settings changed (system_update): its members learn what now works differently. */
export function notifyCompanySettingsChanged(
  ctx: RequestContext,
  company: { id: number; name: string },
  changed: CompanySetting[],
): Promise<void> {
  if (changed.length === 0) return Promise.resolve();
  return notifyAfterCommit(ctx.app, ctx.em, company.id, ctx.auth?.userId ?? null, async () => [
    { type: 'system_update', message: companySettingsMessage(company.name, changed), employeeId: null },
  ]);
}
