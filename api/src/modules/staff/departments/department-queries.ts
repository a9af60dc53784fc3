import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../shared/sql';

/** The departments table read for the domains above staff. */

export interface NamedDepartment {
  id: number;
  name: string;
}

/** Every department of the company, by id. */
export function companyDepartments(em: EntityManager, companyId: number): Promise<NamedDepartment[]> {
  return em.execute<NamedDepartment[]>('select id, name from departments where company_id = ? order by id', [
    companyId,
  ]);
}

/** Those of `ids` that are departments of the company. */
export async function departmentsById(
  em: EntityManager,
  companyId: number,
  ids: number[],
): Promise<Map<number, NamedDepartment>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<NamedDepartment[]>(
    'select id, name from departments where company_id = ? and id = any(?::int[])',
    [companyId, intArray([...new Set(ids)])],
  );
  return new Map(rows.map((d) => [d.id, d]));
}

/** The employee's departments in the order chosen for them. */
export async function employeeDepartmentIds(em: EntityManager, employeeId: number): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    'select department_id as id from employee_departments where employee_id = ? order by sort_order, department_id',
    [employeeId],
  );
  return rows.map((r) => r.id);
}
