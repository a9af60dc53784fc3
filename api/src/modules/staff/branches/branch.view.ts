import { intArray } from '../../../shared/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Branch } from './branch.entity';

/** A branch as every transport, event and activity row shows it; built field by field. */
export interface BranchView {
  id: number;
  name: string;
  city: string;
  address: string | null;
  createdAt: string;
  /** ISO-8601; moves with every change of what the view shows (the change feed). */
  updatedAt: string;
  companyId: number;
  departmentCount: number;
  employeeCount: number;
}

export interface BranchCounts {
  departmentCount: number;
  employeeCount: number;
}

export function toBranchView(b: Branch, counts: BranchCounts): BranchView {
  return {
    id: b.id,
    name: b.name,
    city: b.city,
    address: b.address ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    companyId: b.company.id,
    departmentCount: counts.departmentCount,
    employeeCount: counts.employeeCount,
  };
}

/** Departments and employees per branch, for any number of branches in one grouped query. */
export async function branchCounts(em: EntityManager, branchIds: number[]): Promise<Map<number, BranchCounts>> {
  const counts = new Map<number, BranchCounts>();
  if (branchIds.length === 0) return counts;
  const rows: { branch_id: number; departments: string; employees: string }[] = await em.execute(
    `select branch_id, count(*) filter (where kind = 'd') as departments, count(*) filter (where kind = 'e') as employees
       from (select branch_id, 'd' as kind from departments where branch_id = any(?::int[])
             union all
             select branch_id, 'e' as kind from employee_branches where branch_id = any(?::int[])) placed
      group by branch_id`,
    [intArray(branchIds), intArray(branchIds)],
  );
  for (const r of rows) {
    counts.set(r.branch_id, { departmentCount: Number(r.departments), employeeCount: Number(r.employees) });
  }
  return counts;
}

/** Views of `branches` (one company's), with their counts. */
export async function branchViews(em: EntityManager, branches: Branch[]): Promise<BranchView[]> {
  const counts = await branchCounts(
    em,
    branches.map((b) => b.id),
  );
  return branches.map((b) => toBranchView(b, counts.get(b.id) ?? { departmentCount: 0, employeeCount: 0 }));
}
