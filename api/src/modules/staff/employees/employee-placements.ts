import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../shared/sql';
import type { Employee } from './employee.entity';
import type { Sql } from './employee-query';
import { NO_FIGURES, type EmployeeFigureSource } from '../../../shared/ports/employee-figures';
import { EmployeeBranch, EmployeeDepartment } from './employee-placement.entity';
import {
  NO_PLACEMENTS,
  recordOf,
  toEmployeeView,
  type EmployeeRecord,
  type EmployeeView,
  type Placement,
  type Placements,
} from './employee.view';

interface PlacementRow {
  employee_id: number;
  kind: 'd' | 'b';
  id: number;
  name: string;
  sort_order: number;
}

/**
 * Departments and branches of any number of employees, in their chosen order, in one query.
 * The ids travel as one array parameter, so a page of thousands stays one statement.
 */
export function loadPlacements(em: EntityManager, employeeIds: number[]): Promise<Map<number, Placements>> {
  if (employeeIds.length === 0) return Promise.resolve(new Map());
  return placementsOf(em, (p) => `${p}.employee_id = any(?::int[])`, [intArray(employeeIds)]);
}

/** Placements of every employee a list query matches (`employees e` where …), read beside the list itself. */
export function loadPlacementsMatching(em: EntityManager, where: Sql): Promise<Map<number, Placements>> {
  return placementsOf(
    em,
    (p) => `exists (select 1 from employees e where e.id = ${p}.employee_id and ${where.sql})`,
    where.params,
  );
}

/** Placements of every employee of the company. */
export function loadCompanyPlacements(em: EntityManager, companyId: number): Promise<Map<number, Placements>> {
  return loadPlacementsMatching(em, { sql: 'e.company_id = ?', params: [companyId] });
}

/** One statement for both kinds; ordered here rather than by PostgreSQL (a sort of every row costs more than many tiny ones). */
async function placementsOf(
  em: EntityManager,
  which: (pivot: string) => string,
  params: unknown[],
): Promise<Map<number, Placements>> {
  const rows: PlacementRow[] = await em.execute(
    `select ed.employee_id, 'd' as kind, d.id, d.name, ed.sort_order
       from employee_departments ed join departments d on d.id = ed.department_id where ${which('ed')}
     union all
     select eb.employee_id, 'b' as kind, b.id, b.name, eb.sort_order
       from employee_branches eb join branches b on b.id = eb.branch_id where ${which('eb')}`,
    [...params, ...params],
  );
  rows.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const result = new Map<number, Placements>();
  for (const row of rows) {
    let entry = result.get(row.employee_id);
    if (!entry) result.set(row.employee_id, (entry = { departments: [], branches: [] }));
    (row.kind === 'd' ? entry.departments : entry.branches).push({ id: row.id, name: row.name });
  }
  return result;
}

/** Views of a page of one company's employee records: one placements query and the figures, whatever the page size. */
export async function recordViews(
  figures: EmployeeFigureSource,
  em: EntityManager,
  companyId: number,
  records: EmployeeRecord[],
  loaded?: Map<number, Placements>,
): Promise<EmployeeView[]> {
  const ids = records.map((e) => e.id);
  const [placements, shown] = await Promise.all([
    loaded ?? loadPlacements(em, ids),
    figures.figuresOf(em, companyId, ids),
  ]);
  return records.map((e) => toEmployeeView(e, placements.get(e.id) ?? NO_PLACEMENTS, shown.get(e.id) ?? NO_FIGURES));
}

/**
 * Views of loaded employees of one company, as recordViews. Their stamps are read as the database
 * holds them: a placement written in the same transaction moves updated_at after the ORM set it
 * (the change feed's triggers, docs/architecture.md), and a write's answer says what a read will.
 */
export async function employeeViews(
  figures: EmployeeFigureSource,
  em: EntityManager,
  companyId: number,
  employees: Employee[],
): Promise<EmployeeView[]> {
  if (employees.length === 0) return [];
  const stamps = await em.execute<{ id: number; createdAt: Date; updatedAt: Date }[]>(
    'select id, created_at as "createdAt", updated_at as "updatedAt" from employees where id = any(?::int[])',
    [intArray(employees.map((e) => e.id))],
  );
  const held = new Map(stamps.map((s) => [s.id, { createdAt: s.createdAt, updatedAt: s.updatedAt }]));
  return recordViews(
    figures,
    em,
    companyId,
    employees.map((e) => ({ ...recordOf(e), ...held.get(e.id) })),
  );
}

export async function employeeView(
  figures: EmployeeFigureSource,
  em: EntityManager,
  employee: Employee,
): Promise<EmployeeView> {
  const [view] = await employeeViews(figures, em, employee.company.id, [employee]);
  return view!;
}

type PlacementKind = 'departments' | 'branches';

/** Places the employee in `list`, in its order (written at the caller's next flush). */
export function addPlacements(em: EntityManager, employee: Employee, kind: PlacementKind, list: Placement[]): void {
  list.forEach((p, sortOrder) => {
    if (kind === 'departments') em.create(EmployeeDepartment, { employee, department: p.id, sortOrder });
    else em.create(EmployeeBranch, { employee, branch: p.id, sortOrder });
  });
}

/** Replaces the employee's departments or branches with `list` (inside the caller's transaction). */
export async function replacePlacements(
  em: EntityManager,
  employee: Employee,
  kind: PlacementKind,
  list: Placement[],
): Promise<void> {
  await em.nativeDelete(kind === 'departments' ? EmployeeDepartment : EmployeeBranch, { employee: employee.id });
  addPlacements(em, employee, kind, list);
}

/**
 * Which of these employees a dashboard's selections take in: those in any of `departmentIds`
 * and whose first branch is one of `branchIds`, an empty selection taking everyone.
 */
export async function employeesPlacedIn(
  em: EntityManager,
  employeeIds: number[],
  departmentIds: number[],
  branchIds: number[],
): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `select e.id from employees e
      where e.id = any(?::int[])
        and (cardinality(?::int[]) = 0 or exists (
              select 1 from employee_departments ed where ed.employee_id = e.id and ed.department_id = any(?::int[])))
        and (cardinality(?::int[]) = 0 or (
              select eb.branch_id from employee_branches eb where eb.employee_id = e.id
               order by eb.sort_order, eb.branch_id limit 1) = any(?::int[]))`,
    [intArray(employeeIds), intArray(departmentIds), intArray(departmentIds), intArray(branchIds), intArray(branchIds)],
  );
  return rows.map((r) => r.id);
}
