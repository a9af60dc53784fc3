/**
 * Test fixtures for the structure domains (branches, departments, birthdays, activity): a pg
 * connection to the test app's database and rows written directly, since employees are made by
 * another domain. Imported only by *.int.test.ts.
 */
import pg from 'pg';
import { rest, signedInUser, type TestApp, type TestUser } from '../harness';

export interface EmployeeRow {
  firstName?: string;
  lastName?: string;
  role?: string;
  status?: string;
  birthDate?: string | null;
  userId?: number | null;
}

export async function connect(app: TestApp) {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  return db;
}

export function fixtures(app: TestApp, db: pg.Client) {
  let n = 0;
  return {
    /** A signed-in owner of a new company. */
    async company(name: string, settings: Record<string, unknown> = {}) {
      const owner = await signedInUser(app);
      const res = await rest(app, 'POST', '/api/companies', { user: owner, body: { name, ...settings } });
      if (res.status !== 201) throw new Error(`company: ${res.status} ${JSON.stringify(res.body)}`);
      return { owner, companyId: res.body.id as number };
    },
    /** A signed-in member with `role`, added directly. */
    async member(companyId: number, role: string): Promise<TestUser> {
      const u = await signedInUser(app);
      await db.query('insert into memberships (user_id, company_id, role, created_at) values ($1, $2, $3, now())', [
        u.user.id,
        companyId,
        role,
      ]);
      return u;
    },
    async employee(companyId: number, row: EmployeeRow = {}): Promise<number> {
      n += 1;
      const res = await db.query(
        `insert into employees (company_id, user_id, first_name, last_name, phone, birth_date, role, status,
           positions, position_ids, created_at, updated_at)
         values ($1, $2, $3, $4, '+996 555 000 000', $5, $6, $7, '[]', '[]', now(), now()) returning id`,
        [
          companyId,
          row.userId ?? null,
          row.firstName ?? `Имя${n}`,
          row.lastName ?? `Фамилия${n}`,
          row.birthDate || null,
          row.role ?? 'employee',
          row.status ?? 'active',
        ],
      );
      return res.rows[0].id as number;
    },
    async placeInDepartment(employeeId: number, departmentId: number, sortOrder = 0) {
      await db.query('insert into employee_departments (employee_id, department_id, sort_order) values ($1, $2, $3)', [
        employeeId,
        departmentId,
        sortOrder,
      ]);
    },
    async placeInBranch(employeeId: number, branchId: number, sortOrder = 0) {
      await db.query('insert into employee_branches (employee_id, branch_id, sort_order) values ($1, $2, $3)', [
        employeeId,
        branchId,
        sortOrder,
      ]);
    },
    async activity(companyId: number, entityType: string) {
      const res = await db.query('select * from activity_logs where company_id = $1 and entity_type = $2 order by id', [
        companyId,
        entityType,
      ]);
      return res.rows;
    },
  };
}
