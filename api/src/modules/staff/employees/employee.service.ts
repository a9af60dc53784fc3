import { LockMode, ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_WORK_END, DEFAULT_WORK_START } from '@staffpay/schema/staff/staff.enums';
import { createEmployeeSchema, STAFF_MESSAGES, updateEmployeeSchema } from '@staffpay/schema/staff/staff.schemas';
import type { z } from 'zod';
import type { RequestContext } from '../../../shared/context';
import { happened } from '../../../shared/events';
import { AppError } from '../../../shared/errors';
import { authorize } from '../../../shared/tenancy/membership';
import { parse } from '../../../shared/validation';
import { User } from '../../accounts';
import { recordActivity } from '../../activity';
import { recordEvent } from '../../outbox';
import { type StoredImage, deleteImage, storeImage } from '../../images';
import { employeeNotFound, readAccess, writeAccess } from './employee-access';
import { employeeAsSeenBy, type SeenEmployee } from './employee-fields';
import { Employee } from './employee.entity';
import { addPlacements, employeeView, loadPlacements, replacePlacements } from './employee-placements';
import { checkReferences, memberLinked, unlinkedMemberByEmail } from './employee-references';
import { NO_PLACEMENTS, toDepartmentEntries, type EmployeeDepartmentEntry } from './employee.view';
import { EMPLOYEE_RECORD_CHANGED } from './employee.events';

type EmployeeData = z.infer<typeof updateEmployeeSchema>;
/** The unique key on (company, user): a member is linked to at most one employee of a company. */
const ONE_RECORD_PER_MEMBER = 'employees_company_id_user_id_unique';
const photoMessages = { notImage: STAFF_MESSAGES.photoNotImage, tooLarge: STAFF_MESSAGES.photoTooLarge };

/** One employee (employees.view, or the caller's own record; anything else is not found). */
export async function getEmployee(
  ctx: RequestContext,
  companyId: number | undefined,
  id: number,
): Promise<SeenEmployee> {
  const scope = await readAccess(ctx, companyId, id);
  const employee = await ctx.em.findOne(Employee, { id, company: scope.companyId });
  if (!employee) throw employeeNotFound();
  return employeeAsSeenBy(await employeeView(ctx.app.figures, ctx.em, employee), scope);
}

/** The employee's departments, in the order chosen (the first is the one lists name). */
export async function listEmployeeDepartments(
  ctx: RequestContext,
  companyId: number | undefined,
  id: number,
): Promise<EmployeeDepartmentEntry[]> {
  const scope = await readAccess(ctx, companyId, id);
  const exists = await ctx.em.count(Employee, { id, company: scope.companyId });
  if (!exists) throw employeeNotFound();
  const placements = await loadPlacements(ctx.em, [id]);
  return toDepartmentEntries(placements.get(id) ?? NO_PLACEMENTS);
}

/** Adds an employee (employees.create); hours default to 09:00–18:00, a member with the same e-mail is linked. */
export async function createEmployee(ctx: RequestContext, companyId: number, input: unknown): Promise<SeenEmployee> {
  const grant = await authorize(ctx, companyId, 'employees.create');
  const data = parse(createEmployeeSchema, input);
  const change = await write(ctx, async (em) => {
    const refs = await checkReferences(em, companyId, data, null);
    const employee = em.create(Employee, {
      company: companyId,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone,
    });
    await apply(em, employee, data);
    addPlacements(em, employee, 'departments', refs.departments ?? []);
    addPlacements(em, employee, 'branches', refs.branches ?? []);
    await em.flush();
    const after = await employeeView(ctx.app.figures, em, employee);
    recordActivity(em, ctx, companyId, { entityType: 'employee', entityId: employee.id, action: 'created', after });
    return recordEvent(em, EMPLOYEE_RECORD_CHANGED, { kind: 'created', employee: after });
  });
  await happened(ctx, EMPLOYEE_RECORD_CHANGED, change);
  return employeeAsSeenBy(change.employee, grant);
}

/** Changes an employee: the full form, or only the fields sent (employees.edit). */
export async function updateEmployee(
  ctx: RequestContext,
  companyId: number | undefined,
  id: number,
  input: unknown,
): Promise<SeenEmployee> {
  const grant = await writeAccess(ctx, companyId, id, 'employees.edit');
  const data = parse(updateEmployeeSchema, input);
  const change = await write(ctx, async (em) => {
    const employee = await em.findOne(
      Employee,
      { id, company: grant.companyId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!employee) throw employeeNotFound();
    const before = await employeeView(ctx.app.figures, em, employee);
    const refs = await checkReferences(em, grant.companyId, data, id);
    const oldPhoto = employee.photo?.id ?? null;
    await apply(em, employee, data);
    if (refs.departments) await replacePlacements(em, employee, 'departments', refs.departments);
    if (refs.branches) await replacePlacements(em, employee, 'branches', refs.branches);
    await em.flush();
    // A replaced or removed photo is not kept: its address is public to anyone who has it.
    if (oldPhoto && oldPhoto !== employee.photo?.id) await deleteImage(em, oldPhoto);
    const after = await employeeView(ctx.app.figures, em, employee);
    recordActivity(em, ctx, grant.companyId, {
      entityType: 'employee',
      entityId: id,
      action: 'updated',
      before,
      after,
    });
    return recordEvent(em, EMPLOYEE_RECORD_CHANGED, { kind: 'updated', employee: after });
  });
  await happened(ctx, EMPLOYEE_RECORD_CHANGED, change);
  return employeeAsSeenBy(change.employee, grant);
}

/** Removes an employee with their placements and photo (employees.delete). */
export async function deleteEmployee(ctx: RequestContext, companyId: number | undefined, id: number): Promise<boolean> {
  const grant = await writeAccess(ctx, companyId, id, 'employees.delete');
  const removed = await write(ctx, async (em) => {
    const employee = await em.findOne(
      Employee,
      { id, company: grant.companyId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!employee) throw employeeNotFound();
    const before = await employeeView(ctx.app.figures, em, employee);
    const photo = employee.photo?.id;
    await em.nativeDelete(Employee, { id });
    if (photo) await deleteImage(em, photo);
    recordActivity(em, ctx, grant.companyId, { entityType: 'employee', entityId: id, action: 'deleted', before });
    return recordEvent(em, EMPLOYEE_RECORD_CHANGED, { kind: 'deleted', employee: before });
  });
  await happened(ctx, EMPLOYEE_RECORD_CHANGED, removed);
  return true;
}

/** The transaction of a write; a concurrent link of the same member loses with the same 409 as a checked one. */
async function write<T>(ctx: RequestContext, work: (em: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await ctx.em.transactional(work);
  } catch (error) {
    if (
      error instanceof UniqueConstraintViolationException &&
      (error as { constraint?: string }).constraint === ONE_RECORD_PER_MEMBER
    ) {
      throw memberLinked();
    }
    throw error;
  }
}

/** Copies the validated fields onto the entity: photo, link, schedule. Placements are the caller's. */
async function apply(em: EntityManager, employee: Employee, data: EmployeeData): Promise<void> {
  const { photo, departmentIds: _d, branchIds: _b, userId, ...fields } = data;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (employee as unknown as Record<string, unknown>)[key] = value;
  }
  if (photo === null) employee.photo = null;
  else if (photo) employee.photo = ref(await storePhoto(em, photo));
  if (userId !== undefined) employee.user = userId === null ? null : em.getReference(User, userId, { wrapped: true });
  else if (!employee.user && employee.email) {
    const match = await unlinkedMemberByEmail(em, employee.company.id, employee.email);
    if (match) employee.user = em.getReference(User, match, { wrapped: true });
  }
  schedule(employee);
}

/** A flexible schedule keeps no hours; a fixed one defaults to 09:00–18:00 and must end after it starts. */
function schedule(employee: Employee): void {
  if (employee.hasFlexibleSchedule) {
    employee.workStartTime = null;
    employee.workEndTime = null;
    return;
  }
  employee.workStartTime ??= DEFAULT_WORK_START;
  employee.workEndTime ??= DEFAULT_WORK_END;
  if (employee.workEndTime <= employee.workStartTime) {
    throw new AppError('BAD_USER_INPUT', STAFF_MESSAGES.endBeforeStart, {
      workEndTime: [STAFF_MESSAGES.endBeforeStart],
    });
  }
}

async function storePhoto(em: EntityManager, dataUrl: string): Promise<StoredImage> {
  try {
    return await storeImage(em, dataUrl, photoMessages);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, { photo: [error.message] });
    throw error;
  }
}
