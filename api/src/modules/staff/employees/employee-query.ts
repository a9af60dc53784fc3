import type { EntityManager } from '@mikro-orm/postgresql';
import type { employeeFilterSchema } from '@staffpay/schema/staff/staff.schemas';
import type { z } from 'zod';
import { Employee } from './employee.entity';
import { EMPLOYEE_COLUMNS, type EmployeeRecord } from './employee.view';
import { selectList } from '../../../shared/records/columns';
import { hidesEmail } from './employee-fields';
import type { StaffScope } from './staff-access';
import { changedWhere, changeOrder, type ChangedSince } from '../../../shared/change-feed';

export type EmployeeFilter = z.infer<typeof employeeFilterSchema>;

export interface Sql {
  sql: string;
  params: unknown[];
}

/** Record fields read from a property of another name (a reference's id). */
const RENAMED: Partial<Record<keyof EmployeeRecord, string>> = {
  companyId: 'company',
  userId: 'user',
  photoId: 'photo',
};
const RECORD_FIELDS: (keyof EmployeeRecord)[] = [
  'id',
  'companyId',
  'userId',
  'photoId',
  'createdAt',
  'updatedAt',
  ...EMPLOYEE_COLUMNS,
];

let columns: string | null = null;

/** `e.first_name as "firstName", …`: the record's fields, column names taken from the entity's metadata. */
function recordColumns(em: EntityManager): string {
  columns ??= selectList(em, Employee.name, 'e', RECORD_FIELDS, RENAMED);
  return columns;
}

/**
 * The company's employees matching the filter and the caller's scope, as a WHERE clause over
 * `employees e`; null when the scope holds none (an employee-role member without a record).
 */
export function matching(scope: StaffScope, f: EmployeeFilter): Sql | null {
  if (!scope.all && scope.ownEmployeeId === null) return null;
  const parts: string[] = [];
  const params: unknown[] = [];
  const and = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  and('e.company_id = ?', scope.companyId);
  if (!scope.all) and('e.id = ?', scope.ownEmployeeId);
  if (f.role) and('e.role = ?', f.role);
  if (f.status) and('e.status = ?', f.status);
  if (f.departmentId) {
    and(
      'exists (select 1 from employee_departments ed where ed.employee_id = e.id and ed.department_id = ?)',
      f.departmentId,
    );
  }
  if (f.branchId) {
    and('exists (select 1 from employee_branches eb where eb.employee_id = e.id and eb.branch_id = ?)', f.branchId);
  }
  if (f.search) {
    // A substring of "first last", "last first" or the e-mail, in any case: the generated,
    // lowercased search_text column holds all three and a trigram index serves the LIKE. A role
    // that may not see e-mails searches names only, so a match cannot reveal one.
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (hidesEmail(scope.permissions)) {
      and(
        "(lower(e.first_name || ' ' || e.last_name) like ? escape '\\' or lower(e.last_name || ' ' || e.first_name) like ? escape '\\')",
        like,
        like,
      );
    } else and("e.search_text like ? escape '\\'", like);
  }
  return { sql: parts.join(' and '), params };
}

/** How many match; with `since`, how many of them changed since (a change-feed page's totalCount). */
export async function countMatching(em: EntityManager, where: Sql, since?: Date): Promise<number> {
  const [row] = await em.execute<{ count: number }[]>(
    `select count(*)::int as count from employees e where ${where.sql}${since ? ' and e.updated_at >= ?' : ''}`,
    since ? [...where.params, since] : where.params,
  );
  return row?.count ?? 0;
}

/**
 * Records in list order (last name, first name, id), after the keyset `after` when given, at
 * most `limit` of them (all when null); with `changed`, those changed since, in the change order.
 */
export function selectMatching(
  em: EntityManager,
  where: Sql,
  page: { after?: [string, string, number] | null; limit?: number | null; changed?: ChangedSince | null } = {},
): Promise<EmployeeRecord[]> {
  const params = [...where.params];
  let sql = `select ${recordColumns(em)} from employees e where ${where.sql}`;
  if (page.changed) {
    const changed = changedWhere('e', page.changed);
    sql += ` and ${changed.sql} order by ${changeOrder('e')}`;
    params.push(...changed.params);
  } else {
    if (page.after) {
      sql += ' and (e.last_name, e.first_name, e.id) > (?, ?, ?)';
      params.push(...page.after);
    }
    sql += ' order by e.last_name, e.first_name, e.id';
  }
  if (page.limit != null) {
    sql += ' limit ?';
    params.push(page.limit);
  }
  return em.execute<EmployeeRecord[]>(sql, params);
}
