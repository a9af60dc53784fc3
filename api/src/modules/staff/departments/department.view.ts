import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../shared/sql';
import { Employee } from '../employees/employee.entity';
import { Department } from './department.entity';

/** A department as every transport, event and activity row shows it; built field by field. */
export interface DepartmentView {
  id: number;
  name: string;
  description: string | null;
  /** Kept even when it matches no employee any more: the web then shows 'Не найден'. */
  managerId: number | null;
  branchId: number | null;
  companyId: number;
  branchName: string | null;
  /** The manager's "first last", null without a manager or when the id matches no employee. */
  managerName: string | null;
  employeeCount: number;
  createdAt: string;
  /** ISO-8601; moves with every change of what the view shows (the change feed). */
  updatedAt: string;
}

export interface DepartmentExtras {
  branchName: string | null;
  managerName: string | null;
  employeeCount: number;
}

export function toDepartmentView(d: Department, extras: DepartmentExtras): DepartmentView {
  return {
    id: d.id,
    name: d.name,
    description: d.description ?? null,
    managerId: d.managerId ?? null,
    branchId: d.branch?.id ?? null,
    companyId: d.company.id,
    branchName: extras.branchName,
    managerName: extras.managerName,
    employeeCount: extras.employeeCount,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/**
 * Views of one company's departments: branch names by join, manager names and employee counts
 * in one query each for the whole list.
 */
export async function departmentViews(
  em: EntityManager,
  companyId: number,
  departments: Department[],
): Promise<DepartmentView[]> {
  if (departments.length === 0) return [];
  await em.populate(departments, ['branch']);
  const ids = departments.map((d) => d.id);
  const managerIds = [...new Set(departments.flatMap((d) => (d.managerId ? [d.managerId] : [])))];
  const [managers, counts] = await Promise.all([
    managerIds.length
      ? em
          .createQueryBuilder(Employee, 'e')
          .select(['e.id', 'e.firstName', 'e.lastName'])
          .where({ id: { $in: managerIds }, company: companyId })
          .execute<{ id: number; firstName: string; lastName: string }[]>('all')
      : [],
    em.execute<{ department_id: number; employees: string }[]>(
      'select department_id, count(*) as employees from employee_departments where department_id = any(?::int[]) group by department_id',
      [intArray(ids)],
    ),
  ]);
  const names = new Map(managers.map((m) => [m.id, `${m.firstName} ${m.lastName}`]));
  const employees = new Map(counts.map((c) => [c.department_id, Number(c.employees)]));
  return departments.map((d) =>
    toDepartmentView(d, {
      branchName: d.branch?.getEntity().name ?? null,
      managerName: d.managerId ? (names.get(d.managerId) ?? null) : null,
      employeeCount: employees.get(d.id) ?? 0,
    }),
  );
}

/** Fresh views of some of a company's departments, by name. */
export async function loadDepartmentViews(em: EntityManager, companyId: number, ids: number[]) {
  const departments = await em.find(
    Department,
    { company: companyId, id: { $in: ids } },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
  return departmentViews(em, companyId, departments);
}
