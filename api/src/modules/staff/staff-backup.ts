import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  backupEmployeeSchema,
  type backupBranchSchema,
  type backupDepartmentSchema,
} from '@staffpay/schema/data-protection/backup.schemas';
import { columnNames } from '@staffpay/schema/records/stored-field';
import { BRANCH_FIELDS, DEPARTMENT_FIELDS } from '@staffpay/schema/staff/structure.fields';
import { insertAll, RESTORE_PAGE } from '../../shared/backup/insert-all';
import { selectList } from '../../shared/records/columns';
import { intArray } from '../../shared/sql';
import { Branch } from './branches/branch.entity';
import { Department } from './departments/department.entity';
import { Employee } from './employees/employee.entity';
import { EMPLOYEE_COLUMNS } from './employees/employee.view';
import { unlinkedMembersByEmail } from './import/import-commit';

type BackupBranch = z.infer<typeof backupBranchSchema>;
type BackupDepartment = z.infer<typeof backupDepartmentSchema>;
type BackupEmployee = z.infer<typeof backupEmployeeSchema>;

const PAGE = RESTORE_PAGE;

export function branchesForBackup(em: EntityManager, companyId: number): Promise<BackupBranch[]> {
  return em.execute<BackupBranch[]>(
    `select b.id, ${selectList(em, Branch.name, 'b', columnNames(BRANCH_FIELDS))} from branches b where b.company_id = ? order by b.id`,
    [companyId],
  );
}

/** Departments; a manager or branch the company no longer has is left out (the integrity check reports it). */
export function departmentsForBackup(em: EntityManager, companyId: number): Promise<BackupDepartment[]> {
  return em.execute<BackupDepartment[]>(
    `select d.id, ${selectList(em, Department.name, 'd', columnNames(DEPARTMENT_FIELDS))},
            (select m.id from employees m where m.id = d.manager_id and m.company_id = d.company_id) as "managerId",
            (select b.id from branches b where b.id = d.branch_id and b.company_id = d.company_id) as "branchId"
       from departments d where d.company_id = ? order by d.id`,
    [companyId],
  );
}

/** The images the employees' photos are, for the file's images section. */
export async function employeePhotoIds(em: EntityManager, companyId: number): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    'select distinct photo_id as id from employees where company_id = ? and photo_id is not null',
    [companyId],
  );
  return rows.map((r) => r.id);
}

/** The declared fields a backup keeps that the employees table holds (placements are read below). */
const BACKUP_COLUMNS = Object.keys(backupEmployeeSchema.shape).filter((name) =>
  (EMPLOYEE_COLUMNS as readonly string[]).includes(name),
);

/** Employees a page at a time, each with its placements inside the company in their order. */
export async function* employeesForBackup(em: EntityManager, companyId: number): AsyncGenerator<BackupEmployee[]> {
  const columns = selectList(em, Employee.name, 'e', [...BACKUP_COLUMNS, 'photoImageId'], { photoImageId: 'photo' });
  for (let after = 0; ;) {
    const rows = await em.execute<BackupEmployee[]>(
      `select e.id, ${columns},
              array(select ed.department_id from employee_departments ed
                      join departments d on d.id = ed.department_id and d.company_id = e.company_id
                     where ed.employee_id = e.id order by ed.sort_order, ed.department_id) as "departmentIds",
              array(select eb.branch_id from employee_branches eb
                      join branches b on b.id = eb.branch_id and b.company_id = e.company_id
                     where eb.employee_id = e.id order by eb.sort_order, eb.branch_id) as "branchIds"
         from employees e where e.company_id = ? and e.id > ? order by e.id limit ?`,
      [companyId, after, PAGE],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

export interface StaffIds {
  branches: Map<number, number>;
  departments: Map<number, number>;
  employees: Map<number, number>;
}

/**
 * Writes a file's staff a page at a time, in the caller's transaction; references inside the file
 * were checked before. Employees whose e-mail is a member's account not linked yet are linked, as
 * the import does. A department's manager is an employee, written after it: its manager is set
 * once the employees are in (`setManagers`). Answers each section's file id → new id.
 */
export class StaffRestore implements StaffIds {
  readonly branches = new Map<number, number>();
  readonly departments = new Map<number, number>();
  readonly employees = new Map<number, number>();
  /** File ids: department → its manager, set when the employees are written. */
  private readonly managers: [number, number][] = [];
  private members: Map<string, number> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly companyId: number,
    private readonly images: ReadonlyMap<string, string>,
  ) {}

  async branchPage(rows: BackupBranch[]): Promise<void> {
    const ids = await insertAll(this.em, Branch, rows, ({ id: _id, ...b }) => ({ ...b, company: this.companyId }));
    for (const [from, to] of ids) this.branches.set(from, to);
  }

  async departmentPage(rows: BackupDepartment[]): Promise<void> {
    const ids = await insertAll(this.em, Department, rows, ({ id: _id, managerId: _m, branchId, ...d }) => ({
      ...d,
      company: this.companyId,
      branch: branchId === null ? null : this.branches.get(branchId)!,
    }));
    for (const [from, to] of ids) this.departments.set(from, to);
    for (const d of rows) if (d.managerId !== null) this.managers.push([d.id, d.managerId]);
  }

  async employeePage(rows: BackupEmployee[]): Promise<void> {
    this.members ??= await unlinkedMembersByEmail(this.em, this.companyId);
    const members = this.members;
    const ids = await insertAll(
      this.em,
      Employee,
      rows,
      ({ id: _id, departmentIds: _d, branchIds: _b, photoImageId, ...e }) => {
        const userId = e.email ? members.get(e.email) : undefined;
        if (userId !== undefined) members.delete(e.email!);
        return {
          ...e,
          company: this.companyId,
          photo: photoImageId ? this.images.get(photoImageId)! : null,
          user: userId ?? null,
        };
      },
    );
    for (const [from, to] of ids) this.employees.set(from, to);
    await insertPlacements(this.em, 'employee_departments', 'department_id', rows, ids, (e) =>
      e.departmentIds.map((id) => this.departments.get(id)!),
    );
    await insertPlacements(this.em, 'employee_branches', 'branch_id', rows, ids, (e) =>
      e.branchIds.map((id) => this.branches.get(id)!),
    );
  }

  /** After the last employee: each department's manager. */
  async setManagers(): Promise<void> {
    for (let i = 0; i < this.managers.length; i += PAGE * 10) {
      const page = this.managers.slice(i, i + PAGE * 10);
      await this.em.execute(
        `update departments set manager_id = m.manager from unnest(?::int[], ?::int[]) as m(id, manager)
          where departments.id = m.id`,
        [intArray(page.map(([d]) => this.departments.get(d)!)), intArray(page.map(([, m]) => this.employees.get(m)!))],
      );
    }
    this.managers.length = 0;
  }
}

async function insertPlacements(
  em: EntityManager,
  table: 'employee_departments' | 'employee_branches',
  column: 'department_id' | 'branch_id',
  employees: BackupEmployee[],
  newIds: Map<number, number>,
  places: (e: BackupEmployee) => number[],
): Promise<void> {
  const rows = employees.flatMap((e) =>
    [...new Set(places(e))].map((place, order) => [newIds.get(e.id)!, place, order] as const),
  );
  for (let i = 0; i < rows.length; i += PAGE * 10) {
    const page = rows.slice(i, i + PAGE * 10);
    await em.execute(
      `insert into ${table} (employee_id, ${column}, sort_order) select * from unnest(?::int[], ?::int[], ?::int[])`,
      [intArray(page.map((r) => r[0])), intArray(page.map((r) => r[1])), intArray(page.map((r) => r[2]))],
    );
  }
}

export interface ClearedStaff {
  employeeIds: number[];
  departmentIds: number[];
  branchIds: number[];
  photoIds: string[];
}

/** Deletes the company's staff (placements and everything booked on employees go with them); answers what was there. */
export async function clearStaff(em: EntityManager, companyId: number): Promise<ClearedStaff> {
  const photoIds = await employeePhotoIds(em, companyId);
  const employees = await em.execute<{ id: number }[]>('delete from employees where company_id = ? returning id', [
    companyId,
  ]);
  const departments = await em.execute<{ id: number }[]>('delete from departments where company_id = ? returning id', [
    companyId,
  ]);
  const branches = await em.execute<{ id: number }[]>('delete from branches where company_id = ? returning id', [
    companyId,
  ]);
  return {
    employeeIds: employees.map((r) => r.id),
    departmentIds: departments.map((r) => r.id),
    branchIds: branches.map((r) => r.id),
    photoIds,
  };
}
