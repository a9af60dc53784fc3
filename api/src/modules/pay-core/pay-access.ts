import type { PermissionKey } from '@staffpay/schema/auth/policy';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { parse } from '../../shared/validation';
import { requireOwnOrAll, type StaffScope } from '../staff';

export type PayScope = StaffScope;

/**
 * Read access to pay figures (salaries.view), the ledger (bonuses.view) or payslips
 * (reports.view): the key sees the company; without it a member sees only their own card,
 * records and payslips, and everything else answers as if it did not exist.
 */
export function requirePayRead(
  ctx: RequestContext,
  companyId: number,
  key: PermissionKey = 'salaries.view',
): Promise<PayScope> {
  return requireOwnOrAll(ctx, companyId, key);
}

/** Whether the scope may see this employee's pay. */
export function seesEmployee(scope: PayScope, employeeId: number): boolean {
  return scope.all || scope.ownEmployeeId === employeeId;
}

const askedEmployee = z.object({ employeeId: z.number().int().positive().max(2_147_483_647).nullish() });

/**
 * Which employee a pay list is narrowed to: `{ all: true }` for everyone, `{ employeeId }` for
 * one, null for nobody. Pay readers may ask for one employee; the employee role gets their own
 * records only, and asking for someone else's finds nothing.
 */
export function listedEmployee(scope: PayScope, asked: unknown): { all: true } | { employeeId: number } | null {
  const { employeeId } = parse(askedEmployee, { employeeId: asked });
  if (scope.all) return employeeId == null ? { all: true } : { employeeId };
  if (scope.ownEmployeeId === null || (employeeId != null && employeeId !== scope.ownEmployeeId)) return null;
  return { employeeId: scope.ownEmployeeId };
}
