import { intArray } from '../../../shared/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_MESSAGES } from '@staffpay/schema/staff/staff.schemas';
import { AppError, type FieldErrors } from '../../../shared/errors';
import { Branch } from '../branches/branch.entity';
import { isMember } from '../../companies';
import { userIdByEmail } from '../../accounts';
import { Department } from '../departments/department.entity';
import { Employee } from './employee.entity';
import type { Placement } from './employee.view';

export interface ReferencedIds {
  departmentIds?: number[];
  branchIds?: number[];
  userId?: number | null;
}

export interface CheckedReferences {
  /** In the order sent, duplicates dropped; undefined when the input did not name them. */
  departments?: Placement[];
  branches?: Placement[];
}

export const memberLinked = () =>
  new AppError('CONFLICT', STAFF_MESSAGES.memberLinked, { userId: [STAFF_MESSAGES.memberLinked] });

/**
 * Every id an employee input names must belong to the company: departments and branches
 * (locked FOR KEY SHARE until the commit, so a concurrent delete cannot pull them away, while the
 * stamp a new placement puts on them — an UPDATE of no key — does not wait for another writer's
 * lock: two placements in one department never deadlock), and the
 * member account, which must not already be linked to another employee. Unknown ids and ids
 * of other companies are refused alike, before anything is written.
 */
export async function checkReferences(
  em: EntityManager,
  companyId: number,
  input: ReferencedIds,
  employeeId: number | null,
): Promise<CheckedReferences> {
  const errors: FieldErrors = {};
  const result: CheckedReferences = {};
  if (input.departmentIds) {
    result.departments = await ownRows(em, Department, companyId, input.departmentIds);
    if (!result.departments) errors.departmentIds = [STAFF_MESSAGES.departmentNotFound];
  }
  if (input.branchIds) {
    result.branches = await ownRows(em, Branch, companyId, input.branchIds);
    if (!result.branches) errors.branchIds = [STAFF_MESSAGES.branchNotFound];
  }
  if (input.userId != null) {
    if (!(await isMember(em, companyId, input.userId))) errors.userId = [STAFF_MESSAGES.memberNotFound];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('BAD_USER_INPUT', first, errors);
  if (input.userId != null) {
    const other = await em.findOne(
      Employee,
      { company: companyId, user: input.userId, id: { $ne: employeeId ?? 0 } },
      { fields: ['id'] },
    );
    if (other) throw memberLinked();
  }
  return result;
}

/** The rows of `ids` that belong to the company, in the order of `ids`; undefined when any is missing. */
async function ownRows(
  em: EntityManager,
  entity: typeof Department | typeof Branch,
  companyId: number,
  ids: number[],
): Promise<Placement[] | undefined> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const table = entity === Department ? 'departments' : 'branches';
  const rows = await em.execute<{ id: number; name: string }[]>(
    `select id, name from ${table} where id = any(?::int[]) and company_id = ? order by id for key share`,
    [intArray(unique), companyId],
  );
  if (rows.length !== unique.length) return undefined;
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return unique.map((id) => ({ id, name: names.get(id)! }));
}

/**
 * The member of the company whose account e-mail is `email` and who is linked to no employee
 * of the company yet, if any: such a record is linked to them automatically.
 */
export async function unlinkedMemberByEmail(
  em: EntityManager,
  companyId: number,
  email: string,
): Promise<number | null> {
  const userId = await userIdByEmail(em, email);
  if (userId === null || !(await isMember(em, companyId, userId))) return null;
  const linked = await em.count(Employee, { company: companyId, user: userId });
  return linked === 0 ? userId : null;
}
