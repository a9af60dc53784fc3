import type { RequestContext } from '../../../shared/context';
import { whileMember } from '../../../shared/tenancy/live';
import { EmployeeBranch, EmployeeDepartment } from '../employees/employee-placement.entity';
import type { StaffScope } from '../employees/staff-access';

/**
 * What a member without the view key (the employee role) may see of the structure: the
 * departments and branches their own employee record is placed in, so their passport can name
 * them. Everything else answers as if it did not exist.
 */
export async function visibleDepartmentIds(ctx: RequestContext, scope: StaffScope): Promise<number[]> {
  if (scope.ownEmployeeId === null) return [];
  const rows = await ctx.em.find(EmployeeDepartment, { employee: scope.ownEmployeeId });
  return rows.map((r) => r.department.id);
}

export async function visibleBranchIds(ctx: RequestContext, scope: StaffScope): Promise<number[]> {
  if (scope.ownEmployeeId === null) return [];
  const rows = await ctx.em.find(EmployeeBranch, { employee: scope.ownEmployeeId });
  return rows.map((r) => r.branch.id);
}

/** Is the caller's own employee record (read afresh, it may have been re-linked) placed there now? */
async function placedIn(ctx: RequestContext, companyId: number, what: 'department' | 'branch', id: number) {
  const own = { company: companyId, user: ctx.auth?.userId ?? -1 };
  return what === 'department'
    ? (await ctx.em.count(EmployeeDepartment, { department: id, employee: own })) > 0
    : (await ctx.em.count(EmployeeBranch, { branch: id, employee: own })) > 0;
}

/**
 * A company's department or branch events for a subscriber admitted by `requireStaffRead`:
 * everything for staff readers (until they lose the view key), only their own placements for
 * the employee role (until they leave the company). Ends through `whileMember`.
 */
export function structureEvents<T extends { kind: string; id: number }>(
  ctx: RequestContext,
  scope: StaffScope,
  what: 'department' | 'branch',
  source: AsyncIterable<T>,
): AsyncIterableIterator<T> {
  if (scope.all) return whileMember(ctx, scope.companyId, scope.need, source);
  const keep = async (event: T) => {
    if (event.kind === 'deleted') return false;
    try {
      return await placedIn(ctx, scope.companyId, what, event.id);
    } catch (error) {
      ctx.app.log.error({ err: error }, 'placement check failed, event withheld');
      return false;
    }
  };
  return whileMember(ctx, scope.companyId, 'member', filtered(source, keep));
}

/** Passes on the events `keep` accepts; a plain object so `return()` releases the source at once. */
function filtered<T>(source: AsyncIterable<T>, keep: (v: T) => Promise<boolean>): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  return {
    async next() {
      for (;;) {
        const r = await it.next();
        if (r.done || (await keep(r.value))) return r;
      }
    },
    async return() {
      await it.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      await it.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
