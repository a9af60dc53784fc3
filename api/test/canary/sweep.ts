/**
 * Calls every read operation as one reader and hands each answer to the findings: REST GETs,
 * GraphQL queries (a selection too large for the server's limits is asked in halves), and the
 * files their answers point to (report exports, payslips).
 */
import type { GraphQLSchema } from 'graphql';
import { restRoutes } from '../../src/app/routes';
import type { TestApp } from '../harness';
import { readAnswer } from './answers';
import { jsonSpots } from './canaries';
import type { CanaryCompany, Principal } from './canary-fixture';
import { inBatches, type Findings } from './findings';
import { documentOf, halves, restReads, rootCalls, type GqlCall, type Known, type Sel } from './operations';

const BATCH = 4;

export function knownFor(company: CanaryCompany, who: Principal): Known {
  const { ids, planted } = company;
  return {
    companyId: company.companyId,
    employeeId: ids.main,
    periods: [planted.cal.live, planted.cal.fixed],
    roleId: who.roleId ?? company.members.amounts.roleId,
    webhookId: who.webhookId,
    shareUrl: who.shareUrl,
    idsBySegment: {
      companies: company.companyId,
      employees: ids.main,
      'system-roles': who.roleId ?? company.members.amounts.roleId,
      webhooks: who.webhookId,
      'custom-dashboards': ids.dashboard,
      'bonuses-penalties': ids.bonus,
      'employee-performance': ids.performance,
      'payroll-fixes': ids.fix,
      'salary-rule-templates': ids.salaryTemplate,
      'bonus-rule-templates': ids.bonusTemplate,
      'penalty-rule-templates': ids.penaltyTemplate,
      departments: ids.department,
      branches: ids.branch,
    },
    inputs: {
      // A preview of nothing more: its "before" is the stored month.
      previewPerformance: {
        employeeId: ids.main,
        startDate: planted.cal.liveFirst,
        endDate: planted.cal.liveFirst,
        ordersCount: 0,
        employeeProfit: '0',
      },
    },
  };
}

/** GETs the path (an absolute link of the app or an /api path) as `who` and records it. */
export async function readPath(app: TestApp, who: Principal, findings: Findings, op: string, path: string) {
  const url = app.url + path.replace(/^https?:\/\/[^/]+/, '');
  const res = await fetch(url, { headers: who.headers, redirect: 'manual' });
  const answer = await readAnswer(res);
  if (answer.note) findings.notes.add(answer.note);
  findings.record(who, op, answer.spots, res.status === 200 && answer.spots.length > 0);
  return answer;
}

export async function restSweep(app: TestApp, company: CanaryCompany, who: Principal, findings: Findings) {
  await inBatches(restReads(restRoutes, knownFor(company, who)), BATCH, async (call) => {
    await readPath(app, who, findings, call.op, call.url);
  });
}

const LIMIT = /limit of \d+ exceeded|exceeds the (maximum|limit)/i;

/** Posts one query; on a refusal for size, asks each half of the selection instead. */
async function askQuery(app: TestApp, who: Principal, call: GqlCall, selection: Sel[] | undefined): Promise<unknown[]> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...who.headers },
    body: JSON.stringify({ query: documentOf(call, selection), variables: call.variables }),
  });
  const json = (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
  const refused = !json.data && json.errors?.some((e) => LIMIT.test(e.message));
  const split = refused && selection ? halves(selection) : null;
  if (split) return (await Promise.all(split.map((half) => askQuery(app, who, call, half)))).flat();
  if (refused) throw new Error(`${call.op}: refused for size and cannot be split: ${json.errors![0]!.message}`);
  return [json];
}

export async function graphqlSweep(
  app: TestApp,
  schema: GraphQLSchema,
  company: CanaryCompany,
  who: Principal,
  findings: Findings,
): Promise<string[]> {
  const { calls, unfilled } = rootCalls(schema, 'query', knownFor(company, who));
  await inBatches(calls, BATCH, async (call) => {
    const answers = (await askQuery(app, who, call, call.selection)) as {
      data?: Record<string, unknown> | null;
    }[];
    for (const answer of answers) {
      const value = answer.data?.[call.field];
      findings.record(who, call.op, jsonSpots(answer), value !== null && value !== undefined);
      // A link to a file (payslip, export): read it as the same reader.
      if (typeof value === 'string' && /^(https?:\/\/[^/]+)?\/api\//.test(value))
        await readPath(
          app,
          who,
          findings,
          `${call.op} → GET ${value.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '')}`,
          value,
        );
    }
  });
  return unfilled;
}
