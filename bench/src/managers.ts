import pg from 'pg';
import { createCompanies } from './seed';
import { facts, fill, templates } from './payroll-seed';
import { call, machine, runSingleApi, writeResult } from './single-api';
import { formatSummary, Latencies, type Summary } from './stats';

/**
 * `pnpm --filter bench managers`: the managers' views of issue 34 for one company of
 * MANAGERS_SIZE (10 000) employees with a year of history (the payroll bench's seed), on one API
 * process in production mode. Last month is sent for review and approved through the API (timed),
 * so the anomaly check has a fixed month to compare with. Then, over REST, one at a time:
 * - fresh: the first read of each view after a restart of the API (nothing computed yet), MANAGERS_FRESH times;
 * - after one change: a bonus of one employee booked (not timed), then the view read, MANAGERS_REQUESTS times;
 * for the anomaly check, the goal projections and the four chart series.
 */
const SIZE = Number(process.env.MANAGERS_SIZE ?? 10_000);
const FRESH = Number(process.env.MANAGERS_FRESH ?? 3);
const REQUESTS = Number(process.env.MANAGERS_REQUESTS ?? 20);
const log = (s: string) => console.log(`[managers-bench] ${s}`);

runSingleApi('managers', async ({ api: first, databaseUrl, token, restart }) => {
  let api = first;
  const [companyId] = await createCompanies(api.url, token, 1);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const departments = await fill(db, companyId!, SIZE);
    const { bonus, penalty } = await templates(api.url, token, companyId!, departments);
    await facts(db, companyId!, bonus, penalty);
    const active = (
      await db.query<{ id: number }>(
        `select id from employees where company_id = $1 and status = 'active' order by id limit 100`,
        [companyId],
      )
    ).rows.map((r) => r.id);
    const { month, previous } = (
      await db.query<{ month: string; previous: string }>(
        `select to_char(now(), 'YYYY-MM') as month, to_char(now() - interval '1 month', 'YYYY-MM') as previous`,
      )
    ).rows[0]!;
    log(`${SIZE} employees seeded; month ${month}, the fixed month ${previous}`);

    const post = (path: string, body: Record<string, unknown> = {}) =>
      call(`${api.url}${path}`, token, { method: 'POST', body: JSON.stringify({ companyId, ...body }) });
    const timedOnce = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    const runPath = `/api/companies/${companyId}/pay-runs/${previous}`;
    const submitMs = await timedOnce(() => post(`${runPath}/submit`));
    const approveMs = await timedOnce(() => post(`${runPath}/approve`));
    log(`last month sent for review in ${submitMs.toFixed(0)} ms, approved (fixed) in ${approveMs.toFixed(0)} ms`);

    const views: Record<string, string> = {
      anomalies: `/api/companies/${companyId}/pay-runs/${month}/anomalies`,
      goalProgress: `/api/goal-progress?companyId=${companyId}`,
      payTrend: `/api/reports/pay-trend?companyId=${companyId}`,
      departmentBreakdown: `/api/reports/department-breakdown?companyId=${companyId}`,
      payHistory12: `/api/reports/pay-history?companyId=${companyId}&months=12`,
      employeeHistory12: `/api/employees/${active[0]}/pay-history?companyId=${companyId}&months=12`,
    };
    const read = (path: string) => timedOnce(() => call(`${api.url}${path}`, token));

    const fresh = Object.fromEntries(Object.keys(views).map((k) => [k, new Latencies()]));
    for (let r = 0; r < FRESH; r++) {
      for (const [name, path] of Object.entries(views)) {
        api = await restart();
        fresh[name]!.record(await read(path));
      }
    }
    const afterChange = Object.fromEntries(Object.keys(views).map((k) => [k, new Latencies()]));
    for (const path of Object.values(views)) await read(path); // warm the JIT once per view
    for (let r = 0; r < REQUESTS; r++) {
      for (const [name, path] of Object.entries(views)) {
        const employeeId = active[(r * 7 + name.length) % active.length];
        await post('/api/bonuses-penalties', { employeeId, type: 'bonus', amount: '10', reason: 'Бенч' });
        afterChange[name]!.record(await read(path));
      }
    }
    const summaries: Record<string, { fresh: Summary; afterOneChange: Summary }> = {};
    for (const name of Object.keys(views)) {
      summaries[name] = { fresh: fresh[name]!.summary(), afterOneChange: afterChange[name]!.summary() };
      log(`${name}: fresh ${formatSummary(summaries[name].fresh)}`);
      log(`${name}: after one change ${formatSummary(summaries[name].afterOneChange)}`);
    }
    const result = {
      date: new Date().toISOString(),
      machine: machine(),
      employees: SIZE,
      submitMs,
      approveMs,
      views: summaries,
    };
    log(`results written to ${writeResult('managers', result)}`);
  } finally {
    await db.end();
  }
});
