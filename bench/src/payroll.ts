import pg from 'pg';
import { createCompanies } from './seed';
import { facts, fill, templates } from './payroll-seed';
import { call, machine, runSingleApi, writeResult } from './single-api';
import { formatSummary, Latencies } from './stats';

/**
 * `pnpm --filter bench payroll`: one API process (production mode) on a fresh database; for each
 * size of PAYROLL_SIZES (1 000 and 10 000 employees) a company with eight departments, seven
 * templates (fixed, percent of own, department and team profit, a threshold bonus, a bonus and a
 * penalty template) and a year of history (a performance record and two ledger records per
 * employee per month, written with SQL), then employee-cards requests for the current month, one
 * at a time: PAYROLL_REQUESTS / 2 right after a one-employee change (a ledger record booked first
 * for one employee, not timed: the target's measure), PAYROLL_REQUESTS / 6 right after a
 * performance record of one employee (which moves a department's or a team's figures, so up to an
 * eighth of the cards) and PAYROLL_REQUESTS between changes. Loopback only; every loop is bounded.
 */
const SIZES = (process.env.PAYROLL_SIZES ?? '1000,10000').split(',').map(Number);
const REQUESTS = Number(process.env.PAYROLL_REQUESTS ?? 60);
const log = (s: string) => console.log(`[payroll-bench] ${s}`);

runSingleApi('payroll', async ({ api, databaseUrl, token }) => {
  const companies = await createCompanies(api.url, token, SIZES.length);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const results: Record<string, unknown>[] = [];
  try {
    for (const [i, size] of SIZES.entries()) {
      const companyId = companies[i]!;
      const departments = await fill(db, companyId, size);
      const { bonus, penalty } = await templates(api.url, token, companyId, departments);
      await facts(db, companyId, bonus, penalty);
      const counts = (
        await db.query(
          `select (select count(*) from performance_records where company_id = $1) as performance,
                  (select count(*) from ledger_records where company_id = $1) as ledger`,
          [companyId],
        )
      ).rows[0];
      log(`${size} employees, ${counts.performance} performance and ${counts.ledger} ledger records`);
      const active = (
        await db.query<{ id: number }>(
          `select id from employees where company_id = $1 and status = 'active' order by id limit 100`,
          [companyId],
        )
      ).rows.map((r) => r.id);
      const cardsUrl = `${api.url}/api/dashboard/employee-cards?companyId=${companyId}`;
      const timed = async () => {
        const start = performance.now();
        const body = await call(cardsUrl, token);
        return { ms: performance.now() - start, cards: (JSON.parse(body) as unknown[]).length };
      };
      // Right after a one-employee change: a ledger record is booked (not timed), then the cards are read.
      const afterChange = new Latencies();
      let cards = 0;
      /** The company's today, as the API dates a record booked without a date. */
      let today = '';
      for (let r = 0; r < REQUESTS / 2 + 3; r++) {
        const body = { companyId, employeeId: active[r % active.length], type: 'bonus', amount: '10', reason: 'Бенч' };
        const booked = await call(`${api.url}/api/bonuses-penalties`, token, {
          method: 'POST',
          body: JSON.stringify(body),
        });
        today = (JSON.parse(booked) as { appliedDate: string }).appliedDate;
        const read = await timed();
        cards = read.cards;
        if (r >= 3) afterChange.record(read.ms); // the first requests warm the JIT and the pool
      }
      // Right after a performance record of one employee, dated this month up to today.
      const from = `${today.slice(0, 8)}01`;
      const afterRecord = new Latencies();
      for (let r = 0; r < REQUESTS / 6; r++) {
        const body = { companyId, employeeId: active[(r * 13) % active.length], startDate: from, endDate: today };
        const record = { ...body, ordersCount: 1, employeeProfit: '1000' };
        await call(`${api.url}/api/employee-performance`, token, { method: 'POST', body: JSON.stringify(record) });
        afterRecord.record((await timed()).ms);
      }
      // Between changes: every screen's read shares the computation.
      const unchanged = new Latencies();
      for (let r = 0; r < REQUESTS; r++) unchanged.record((await timed()).ms);
      log(
        `employee cards right after a one-employee change (a ledger record), ${size} employees (${cards} cards): ${formatSummary(afterChange.summary())}`,
      );
      log(
        `employee cards right after a performance record, ${size} employees: ${formatSummary(afterRecord.summary())}`,
      );
      log(`employee cards between changes, ${size} employees: ${formatSummary(unchanged.summary())}`);
      results.push({
        employees: size,
        cards,
        ...counts,
        employeeCardsAfterChange: afterChange.summary(),
        employeeCardsAfterPerformanceRecord: afterRecord.summary(),
        employeeCardsBetweenChanges: unchanged.summary(),
      });
    }
  } finally {
    await db.end();
  }
  const result = { date: new Date().toISOString(), machine: machine(), results };
  log(`results written to ${writeResult('payroll', result)}`);
});
