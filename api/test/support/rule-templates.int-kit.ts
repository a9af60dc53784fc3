/**
 * Shared set-up of the rule-template integration tests: one app, one SQL client, two companies with
 * departments and employees, and a member of each role that matters. Imported only by *.int.test.ts.
 */
import type pg from 'pg';
import { vi } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { connect, fixtures } from './staff.fixtures';
import type { PayEvent } from '../../src/modules/pay-core/pay.events';

export async function startTemplateKit() {
  const app: TestApp = await startTestApp();
  const db: pg.Client = await connect(app);
  const f = fixtures(app, db);
  const department = async (companyId: number, name: string) =>
    (
      await db.query(
        'insert into departments (company_id, name, created_at, updated_at) values ($1, $2, now(), now()) returning id',
        [companyId, name],
      )
    ).rows[0].id as number;

  const { owner, companyId } = await f.company('Ромашка');
  const { owner: outsider, companyId: foreignCompanyId } = await f.company('Чужая');
  const sales = await department(companyId, 'Продажи');
  const support = await department(companyId, 'Поддержка');
  const foreignDepartment = await department(foreignCompanyId, 'Их отдел');
  const anna = await f.employee(companyId, { firstName: 'Анна', lastName: 'Ким' });
  const boris = await f.employee(companyId, { firstName: 'Борис', lastName: 'Ли' });
  const foreignEmployee = await f.employee(foreignCompanyId);
  const verifier = await f.member(companyId, 'verifier');
  const employeeMember = await f.member(companyId, 'employee');
  const manager = await f.member(companyId, 'manager');

  /** What a payChanged event saw committed: the template's row as another connection reads it then. */
  const published: { event: PayEvent; committed: boolean }[] = [];
  const events = app.server.deps.events;
  const happened = events.happened.bind(events) as (...args: unknown[]) => Promise<void>;
  vi.spyOn(events, 'happened').mockImplementation(async (origin, declared, payload) => {
    if (declared.name === 'payChanged') {
      const event = payload as PayEvent;
      const table = event.source === 'salaryTemplate' ? 'salary_rule_templates' : 'rule_templates';
      const seen = await db.query(`select 1 from ${table} where id = $1`, [event.id]);
      published.push({ event, committed: seen.rowCount === 1 });
    }
    return happened(origin, declared, payload);
  });

  return {
    app,
    db,
    f,
    owner,
    companyId,
    outsider,
    foreignCompanyId,
    sales,
    support,
    foreignDepartment,
    anna,
    boris,
    foreignEmployee,
    verifier,
    employeeMember,
    manager,
    department,
    async close() {
      await db.end();
      await app.close();
    },
    async count(sql: string, params: unknown[] = []) {
      return Number((await db.query(sql, params)).rows[0].count);
    },
    /** The payChanged events stated since the last call, each with whether its write was visible. */
    payEvents() {
      return published.splice(0);
    },
  };
}

export type TemplateKit = Awaited<ReturnType<typeof startTemplateKit>>;
