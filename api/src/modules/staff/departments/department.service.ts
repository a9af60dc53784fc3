import { LockMode } from '@mikro-orm/core';
import { changedSince } from '../../../shared/change-feed';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MANAGER_ROLES } from '@staffpay/schema/staff/staff.enums';
import { departmentSchema, STAFF_MESSAGES } from '@staffpay/schema/staff/staff.schemas';
import type { RequestContext } from '../../../shared/context';
import { happened } from '../../../shared/events';
import { AppError } from '../../../shared/errors';
import { authorize } from '../../../shared/tenancy/membership';
import { parse, validId } from '../../../shared/validation';
import { recordActivity } from '../../activity';
import { recordEvent } from '../../outbox';
import { Branch } from '../branches/branch.entity';
import { publishBranches } from '../branches/branch.service';
import { Employee } from '../employees/employee.entity';
import { requireStaffRead } from '../employees/staff-access';
import { Department } from './department.entity';
import type { DepartmentEvent } from './department.events';
import { DEPARTMENT_RECORD_CHANGED } from './department.events';
import { departmentViews, type DepartmentView } from './department.view';
import { structureEvents, visibleDepartmentIds } from './placement-scope';

const departmentNotFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.departmentNotFound);
const invalid = (field: 'managerId' | 'branchId', message: string) =>
  new AppError('BAD_USER_INPUT', message, { [field]: [message] });

type DepartmentData = ReturnType<typeof departmentSchema.parse>;

/** The company's departments by name (staff readers), or the caller's own (the employee role). */
export async function listDepartments(
  ctx: RequestContext,
  companyId: number,
  feed: { updatedSince?: unknown } = {},
): Promise<DepartmentView[]> {
  const scope = await requireStaffRead(ctx, companyId, 'departments.view');
  const changed = changedSince(feed);
  const where = scope.all
    ? { company: companyId }
    : { company: companyId, id: { $in: await visibleDepartmentIds(ctx, scope) } };
  // With updatedSince: those changed since, oldest change first (the change feed; a short list, unpaged).
  const departments = changed
    ? await ctx.em.find(
        Department,
        { ...where, updatedAt: { $gte: changed.since } },
        { orderBy: { updatedAt: 'asc', id: 'asc' } },
      )
    : await ctx.em.find(Department, where, { orderBy: { name: 'asc', id: 'asc' } });
  return departmentViews(ctx.em, companyId, departments);
}

export async function createDepartment(ctx: RequestContext, companyId: number, input: unknown) {
  await authorize(ctx, companyId, 'departments.create');
  const data = parse(departmentSchema, input);
  const change = await ctx.em.transactional(async (em) => {
    await checkManager(em, companyId, data.managerId ?? null);
    const branch = await lockBranchForUse(em, companyId, data.branchId ?? null);
    const department = em.create(Department, { company: companyId, ...fields(data), branch });
    await em.flush();
    const [after] = await departmentViews(em, companyId, [department]);
    recordActivity(em, ctx, companyId, { entityType: 'department', entityId: department.id, action: 'created', after });
    return recordEvent(em, DEPARTMENT_RECORD_CHANGED, { kind: 'created', department: after! });
  });
  await happened(ctx, DEPARTMENT_RECORD_CHANGED, change);
  const view = change.department;
  await publishBranches(ctx, companyId, view.branchId ? [view.branchId] : []);
  return view;
}

/**
 * Replaces the department's fields (PUT semantics: absent optional fields clear). The manager is
 * checked when it changes, so a department whose manager has gone ('Не найден') can still be renamed.
 */
export async function updateDepartment(ctx: RequestContext, companyId: number, id: number, input: unknown) {
  await authorize(ctx, companyId, 'departments.edit');
  const data = parse(departmentSchema, input);
  const { change, before } = await ctx.em.transactional(async (em) => {
    const department = await lockDepartment(em, companyId, id);
    const [was] = await departmentViews(em, companyId, [department]);
    const managerId = data.managerId ?? null;
    if (managerId !== was!.managerId) await checkManager(em, companyId, managerId);
    const branch = await lockBranchForUse(em, companyId, data.branchId ?? null);
    em.assign(department, { ...fields(data), branch });
    await em.flush();
    const [after] = await departmentViews(em, companyId, [department]);
    recordActivity(em, ctx, companyId, {
      entityType: 'department',
      entityId: id,
      action: 'updated',
      before: was,
      after,
    });
    return {
      change: await recordEvent(em, DEPARTMENT_RECORD_CHANGED, { kind: 'updated', department: after! }),
      before: was!,
    };
  });
  await happened(ctx, DEPARTMENT_RECORD_CHANGED, change);
  const view = change.department;
  if (before.branchId !== view.branchId) {
    await publishBranches(
      ctx,
      companyId,
      [before.branchId, view.branchId].filter((b): b is number => b !== null),
    );
  }
  return view;
}

/** Refused (409, nothing changed) while employees are placed in the department. */
export async function deleteDepartment(ctx: RequestContext, companyId: number, id: number): Promise<boolean> {
  await authorize(ctx, companyId, 'departments.delete');
  const removed = await ctx.em.transactional(async (em) => {
    // The row lock makes placements that are being added wait, and then see the department gone.
    const department = await lockDepartment(em, companyId, id);
    const [was] = await departmentViews(em, companyId, [department]);
    if (was!.employeeCount > 0) throw new AppError('CONFLICT', STAFF_MESSAGES.departmentHasEmployees);
    em.remove(department);
    recordActivity(em, ctx, companyId, { entityType: 'department', entityId: id, action: 'deleted', before: was });
    return recordEvent(em, DEPARTMENT_RECORD_CHANGED, { kind: 'deleted', department: was! });
  });
  await happened(ctx, DEPARTMENT_RECORD_CHANGED, removed);
  const before = removed.department;
  await publishBranches(ctx, companyId, before.branchId ? [before.branchId] : []);
  return true;
}

/** Live changes to the departments the caller may read; checked when it starts. */
export async function departmentChanges(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterable<DepartmentEvent>> {
  const scope = await requireStaffRead(ctx, companyId, 'departments.view');
  return structureEvents(ctx, scope, 'department', ctx.app.events.subscribe('departmentChanged', companyId));
}

function fields(data: DepartmentData) {
  return { name: data.name, description: data.description, managerId: data.managerId ?? null };
}

async function lockDepartment(em: EntityManager, companyId: number, id: number): Promise<Department> {
  if (!validId(id)) throw departmentNotFound();
  const department = await em.findOne(Department, { id, company: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!department) throw departmentNotFound();
  return department;
}

/** The manager must be an employee of this company with the role manager or owner. */
async function checkManager(em: EntityManager, companyId: number, managerId: number | null): Promise<void> {
  if (managerId === null) return;
  const [manager] = await em
    .createQueryBuilder(Employee, 'e')
    .select(['e.role'])
    .where({ id: managerId, company: companyId })
    .execute<{ role: string }[]>('all');
  if (!manager) throw invalid('managerId', STAFF_MESSAGES.managerNotFound);
  if (!(MANAGER_ROLES as readonly string[]).includes(manager.role))
    throw invalid('managerId', STAFF_MESSAGES.managerRole);
}

/**
 * A branch of this company, locked FOR KEY SHARE so it cannot be deleted before this commits;
 * the stamp the department then puts on it (its departmentCount, an UPDATE of no key) does not
 * wait for another writer's lock, so two departments added to one branch never deadlock.
 */
async function lockBranchForUse(em: EntityManager, companyId: number, branchId: number | null): Promise<Branch | null> {
  if (branchId === null) return null;
  const [found] = await em.execute<{ id: number }[]>(
    'select id from branches where id = ? and company_id = ? for key share',
    [branchId, companyId],
  );
  if (!found) throw invalid('branchId', STAFF_MESSAGES.branchNotFound);
  return em.getReference(Branch, found.id);
}
