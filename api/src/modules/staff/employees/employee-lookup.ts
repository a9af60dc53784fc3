import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { EmployeeStatus, EmploymentType } from '@staffpay/schema/staff/staff.enums';
import { dateText, intArray } from '../../../shared/sql';

/*
 * The employees table read for the domains above staff: they ask these functions and never
 * name the table in their own SQL, so its shape stays this domain's business.
 */

/** Whether the employee exists in the company. */
export async function employeeExists(em: EntityManager, companyId: number, employeeId: number): Promise<boolean> {
  const rows = await em.execute('select 1 from employees where id = ? and company_id = ?', [employeeId, companyId]);
  return rows.length > 0;
}

/**
 * Locks the employee's row until the transaction ends (false when it is not of the company):
 * writes of pay records and fixes of one employee take it first, so they never interleave.
 */
export async function lockEmployee(em: EntityManager, companyId: number, employeeId: number): Promise<boolean> {
  const rows = await em.execute('select id from employees where id = ? and company_id = ? for update', [
    employeeId,
    companyId,
  ]);
  return rows.length > 0;
}

export interface EmployeeName {
  id: number;
  firstName: string;
  lastName: string;
}

export async function countEmployees(em: EntityManager, companyId: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('select count(*)::int as n from employees where company_id = ?', [
    companyId,
  ]);
  return row!.n;
}

/** Every employee id of the company, ascending. */
export async function companyEmployeeIds(em: EntityManager, companyId: number): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>('select id from employees where company_id = ? order by id', [
    companyId,
  ]);
  return rows.map((r) => r.id);
}

/** The names of those of `ids` that are employees of the company. */
export async function employeeNames(
  em: EntityManager,
  companyId: number,
  ids: number[],
): Promise<Map<number, EmployeeName>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<EmployeeName[]>(
    `select id, first_name as "firstName", last_name as "lastName"
       from employees where company_id = ? and id = any(?::int[])`,
    [companyId, intArray([...new Set(ids)])],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ids of the company's employees whose "first last" contains `text` (case-insensitive). */
export async function employeeIdsNamed(em: EntityManager, companyId: number, text: string): Promise<number[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await em.execute<{ id: number }[]>(
    `select id from employees where company_id = ? and (first_name || ' ' || last_name) ilike ? escape '\\'`,
    [companyId, pattern],
  );
  return rows.map((r) => r.id);
}

/** What the payroll reads of every employee of a company, by id. */
export interface PayrollPerson {
  id: number;
  firstName: string;
  lastName: string;
  photoId: string | null;
  role: CompanyRole;
  status: EmployeeStatus;
  jobPosition: string | null;
  customPosition: string | null;
  employmentType: EmploymentType;
}

/** Every employee of the company, or only those of `employeeIds` (those still in the company), by id. */
export function payrollPeople(em: EntityManager, companyId: number, employeeIds?: number[]): Promise<PayrollPerson[]> {
  if (employeeIds?.length === 0) return Promise.resolve([]);
  const params: unknown[] = [companyId];
  if (employeeIds) params.push(intArray(employeeIds));
  return em.execute<PayrollPerson[]>(
    `select e.id, e.first_name as "firstName", e.last_name as "lastName", e.photo_id as "photoId", e.role,
            e.status, e.job_position as "jobPosition", e.custom_position as "customPosition",
            e.employment_type as "employmentType"
       from employees e where e.company_id = ?${employeeIds ? ' and e.id = any(?::int[])' : ''} order by e.id`,
    params,
  );
}

export interface BirthdayPerson {
  id: number;
  firstName: string;
  lastName: string;
  photoId: string | null;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  userId: number | null;
}

/**
 * The company's employees of these statuses born on any of `monthDays` ('MM-DD'), by last name,
 * first name and id; `onlyId` narrows it to one employee.
 */
export async function employeesBornOn(
  em: EntityManager,
  companyId: number,
  monthDays: string[],
  statuses: readonly EmployeeStatus[],
  onlyId?: number | null,
): Promise<BirthdayPerson[]> {
  const rows = await em.execute<(Omit<BirthdayPerson, 'birthDate'> & { birthDate: string | Date })[]>(
    `select id, first_name as "firstName", last_name as "lastName", photo_id as "photoId",
            birth_date as "birthDate", user_id as "userId"
       from employees
      where company_id = ? and status = any(?::text[]) and birth_date is not null
        and to_char(birth_date, 'MM-DD') = any(?::text[])${onlyId === undefined ? '' : ' and id = ?'}
      order by last_name, first_name, id`,
    [companyId, `{${statuses.join(',')}}`, `{${monthDays.join(',')}}`, ...(onlyId === undefined ? [] : [onlyId])],
  );
  return rows.map((r) => ({ ...r, birthDate: dateText(r.birthDate) }));
}

/** The member accounts linked to those of `ids` that are employees of the company. */
export async function linkedUserIds(
  em: EntityManager,
  companyId: number,
  ids: number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ id: number; userId: number | null }[]>(
    'select id, user_id as "userId" from employees where company_id = ? and id = any(?::int[])',
    [companyId, intArray([...new Set(ids)])],
  );
  return new Map(rows.map((r) => [r.id, r.userId]));
}

/** The employee record linked to a member's account in a company, if any: their own record. */
export async function ownEmployeeOf(em: EntityManager, companyId: number, userId: number): Promise<number | null> {
  const rows = await em.execute<{ id: number }[]>(
    'select id from employees where company_id = ? and user_id = ? limit 1',
    [companyId, userId],
  );
  return rows[0]?.id ?? null;
}
