import pg from 'pg';
import { rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../harness';

/** Shared set-up of the employees integration tests: one app and one SQL client per test file. */
export interface Kit {
  app: TestApp;
  db: pg.Client;
  close(): Promise<void>;
  /** A fresh company owned by `owner`. */
  company(owner: TestUser, name?: string): Promise<number>;
  /** Adds a member with `role` directly (the invitation flow has its own tests). */
  member(companyId: number, role: string, user?: TestUser): Promise<TestUser>;
  /** Departments and branches are inserted directly; their own endpoints have their own tests. */
  department(companyId: number, name?: string): Promise<number>;
  branch(companyId: number, name?: string, city?: string): Promise<number>;
  count(sql: string, params?: unknown[]): Promise<number>;
}

export async function startKit(): Promise<Kit> {
  const app = await startTestApp();
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  const insert = async (sql: string, params: unknown[]) => Number((await db.query(sql, params)).rows[0].id);
  return {
    app,
    db,
    async close() {
      await db.end();
      await app.close();
    },
    async company(owner, name = 'Ромашка') {
      const res = await rest(app, 'POST', '/api/companies', { user: owner, body: { name } });
      return res.body.id as number;
    },
    async member(companyId, role, user) {
      const u = user ?? (await signedInUser(app));
      await db.query('insert into memberships (user_id, company_id, role, created_at) values ($1, $2, $3, now())', [
        u.user.id,
        companyId,
        role,
      ]);
      return u;
    },
    department: (companyId, name = 'Продажи') =>
      insert(
        'insert into departments (company_id, name, created_at, updated_at) values ($1, $2, now(), now()) returning id',
        [companyId, name],
      ),
    branch: (companyId, name = 'Центральный', city = 'Бишкек') =>
      insert(
        'insert into branches (company_id, name, city, created_at, updated_at) values ($1, $2, $3, now(), now()) returning id',
        [companyId, name, city],
      ),
    async count(sql, params = []) {
      return Number((await db.query(sql, params)).rows[0].count);
    },
  };
}

/** A valid employee form; override what the test is about. */
export function form(departmentIds: number[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { firstName: 'Иван', lastName: 'Петров', phone: '+996 555 000 000', departmentIds, ...overrides };
}

/** 1×1 PNG. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
