import type { EntityManager } from '@mikro-orm/postgresql';
import { IMPORT_MESSAGES } from '@staffpay/schema/staff/import.schemas';
import type { RequestContext } from '../../../shared/context';
import { happened } from '../../../shared/events';
import { AppError, type FieldErrors } from '../../../shared/errors';
import { User, userEmails } from '../../accounts';
import { recordActivity } from '../../activity';
import { recordEvent } from '../../outbox';
import { companyMembers } from '../../companies';
import { Employee } from '../employees/employee.entity';
import { addPlacements, employeeViews } from '../employees/employee-placements';
import { EMPLOYEES_IMPORTED } from './import.events';
import type { EmployeeData } from './import-rows';
import { checkImport } from './import.service';

export interface ImportResult {
  imported: number;
}

/**
 * Imports every row of the file, all or nothing: any row with an error refuses the whole file
 * (400, every error listed in fieldErrors as 'строка N: column'); otherwise one transaction
 * writes them all, with one activity row and an `employee.created` event per employee (in bounded
 * batches), and each new employee is announced after the commit to the live screens.
 */
export async function commitImport(ctx: RequestContext, companyId: number, input: unknown): Promise<ImportResult> {
  const { fileName, rows, errors } = await checkImport(ctx, companyId, input);
  if (errors.length) {
    const fieldErrors: FieldErrors = {};
    for (const e of errors) (fieldErrors[`строка ${e.line}: ${e.field}`] ??= []).push(e.message);
    const lines = new Set(errors.map((e) => e.line)).size;
    throw new AppError('BAD_USER_INPUT', IMPORT_MESSAGES.hasErrors(lines), fieldErrors);
  }
  const data = rows.map((r) => r.data!);
  const imported = await ctx.em.transactional(async (em) => {
    const members = await unlinkedMembersByEmail(em, companyId);
    const employees = data.map((d) => create(em, companyId, d, members));
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'employee',
      entityId: null,
      action: 'imported',
      after: { fileName, count: employees.length, employeeIds: employees.map((e) => e.id) },
    });
    const views = await employeeViews(ctx.app.figures, em, companyId, employees);
    return recordEvent(em, EMPLOYEES_IMPORTED, { companyId, employees: views });
  });
  // Fresh statistics at once, so list queries plan for the new size rather than wait for autovacuum.
  await ctx.em.execute('analyze employees, employee_departments, employee_branches');
  await happened(ctx, EMPLOYEES_IMPORTED, imported);
  return { imported: imported.employees.length };
}

function create(em: EntityManager, companyId: number, d: EmployeeData, members: Map<string, number>): Employee {
  const { departmentIds, branchIds, photo: _photo, userId: _userId, ...fields } = d;
  const userId = d.email ? members.get(d.email) : undefined;
  if (userId !== undefined) members.delete(d.email!);
  const employee = em.create(Employee, {
    ...fields,
    company: companyId,
    user: userId === undefined ? null : em.getReference(User, userId, { wrapped: true }),
  });
  addPlacements(
    em,
    employee,
    'departments',
    departmentIds.map((id) => ({ id, name: '' })),
  );
  addPlacements(
    em,
    employee,
    'branches',
    branchIds.map((id) => ({ id, name: '' })),
  );
  return employee;
}

/** Members of the company not yet linked to an employee, by e-mail: imported rows with that e-mail are linked. */
export async function unlinkedMembersByEmail(em: EntityManager, companyId: number): Promise<Map<string, number>> {
  const [members, linked] = await Promise.all([
    companyMembers(em, companyId),
    em.find(Employee, { company: companyId, user: { $ne: null } }, { fields: ['user'] }),
  ]);
  const taken = new Set(linked.map((e) => e.user?.id));
  const free = members.flatMap((m) => (taken.has(m.userId) ? [] : [m.userId]));
  const emails = await userEmails(em, free);
  return new Map(free.map((id) => [emails.get(id)!, id]));
}
