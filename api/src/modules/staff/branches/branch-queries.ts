import type { EntityManager } from '@mikro-orm/postgresql';

/** The branches table read for the domains above staff. */

/** Every branch of the company, by name and id. */
export function companyBranches(em: EntityManager, companyId: number): Promise<{ id: number; name: string }[]> {
  return em.execute<{ id: number; name: string }[]>(
    'select id, name from branches where company_id = ? order by name, id',
    [companyId],
  );
}

export interface BranchStaff {
  id: number;
  name: string;
  city: string;
  departmentCount: number;
  /** The employees placed in the branch, by id. */
  employeeIds: number[];
}

/** Every branch of the company with its number of departments and its employees. */
export async function branchesWithStaff(em: EntityManager, companyId: number): Promise<BranchStaff[]> {
  const rows = await em.execute<BranchStaff[]>(
    `select b.id, b.name, b.city,
            (select count(*)::int from departments d where d.branch_id = b.id) as "departmentCount",
            coalesce(array_agg(eb.employee_id order by eb.employee_id)
                     filter (where eb.employee_id is not null), '{}') as "employeeIds"
       from branches b left join employee_branches eb on eb.branch_id = b.id
      where b.company_id = ? group by b.id`,
    [companyId],
  );
  return rows.map((b) => ({ ...b, employeeIds: b.employeeIds.map(Number) }));
}
