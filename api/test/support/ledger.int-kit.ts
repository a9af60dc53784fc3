/**
 * Shared set-up of the ledger integration tests: one app, one SQL client and request helpers per
 * test file. Imported only by *.int.test.ts.
 */
import type pg from 'pg';
import { rest, startTestApp, type TestApp, type TestUser } from '../harness';
import { connect, fixtures } from './staff.fixtures';
import type { PayEvent } from '../../src/modules/pay-core/pay.events';

export async function startLedgerKit() {
  const app: TestApp = await startTestApp();
  const db: pg.Client = await connect(app);
  const f = fixtures(app, db);
  const published: PayEvent[] = [];
  app.server.deps.events.onPublish((name, _scope, payload) => {
    if (name === 'payChanged') published.push(payload as PayEvent);
  });
  const num = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0].n);

  return {
    app,
    db,
    f,
    async close() {
      await db.end();
      await app.close();
    },
    post: (user: TestUser, companyId: number, body: Record<string, unknown>, key?: string) =>
      rest(app, 'POST', '/api/bonuses-penalties', {
        user,
        body: { companyId, ...body },
        headers: key === undefined ? {} : { 'idempotency-key': key },
      }),
    put: (user: TestUser, companyId: number, id: number | string, body: Record<string, unknown>) =>
      rest(app, 'PUT', `/api/bonuses-penalties/${id}`, { user, body: { companyId, ...body } }),
    del: (user: TestUser, companyId: number, id: number | string) =>
      rest(app, 'DELETE', `/api/bonuses-penalties/${id}?companyId=${companyId}`, { user }),
    list: (user: TestUser, companyId: number, query = '') =>
      rest(app, 'GET', `/api/bonuses-penalties?companyId=${companyId}${query}`, { user }),
    history: (user: TestUser, companyId: number, employeeId: number | string) =>
      rest(app, 'GET', `/api/employee-bonuses-penalties/${employeeId}?companyId=${companyId}`, { user }),
    /** Ledger rows and their activity rows of the company: what a refused write must leave as it was. */
    async written(companyId: number) {
      const rows = await db.query(
        `select id, employee_id, type, amount::text, reason, quantity, applied_date::text, updated_at
         from ledger_records where company_id = $1 order by id`,
        [companyId],
      );
      const activity = await num(
        "select count(*) as n from activity_logs where company_id = $1 and entity_type = 'ledgerRecord'",
        [companyId],
      );
      return { rows: rows.rows, activity };
    },
    /** Closes [from, to] for the employee the way the payroll fix does, without the engine. */
    async fix(companyId: number, employeeId: number, from: string, to: string): Promise<number> {
      const res = await db.query(
        `insert into payroll_fixes (company_id, employee_id, period_from, period_to, snapshot, fixed_at)
         values ($1, $2, $3, $4, '{}', now()) returning id`,
        [companyId, employeeId, from, to],
      );
      return res.rows[0].id as number;
    },
    reopen: (fixId: number) => db.query('update payroll_fixes set reopened_at = now() where id = $1', [fixId]),
    /** The payChanged events sent since the last call. */
    payEvents(): PayEvent[] {
      return published.splice(0);
    },
  };
}

export type LedgerKit = Awaited<ReturnType<typeof startLedgerKit>>;
