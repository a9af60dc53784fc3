import type { RequestContext } from '../../shared/context';
import { requireOwnOrAll, type StaffScope } from '../employees/staff-access';

export type PayScope = StaffScope;

/**
 * Read access to pay figures, ledger and history: pay.read sees the company; the employee role
 * sees only their own card and history, and everything else answers as if it did not exist.
 */
export function requirePayRead(ctx: RequestContext, companyId: number): Promise<PayScope> {
  return requireOwnOrAll(ctx, companyId, 'pay.read');
}

/** Whether the scope may see this employee's pay. */
export function seesEmployee(scope: PayScope, employeeId: number): boolean {
  return scope.all || scope.ownEmployeeId === employeeId;
}
