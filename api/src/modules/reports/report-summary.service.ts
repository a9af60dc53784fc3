import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { EmployeeStatus } from '@staffpay/schema/staff/staff.enums';
import type { RequestContext } from '../../shared/context';
import { authorize } from '../../shared/tenancy/membership';
import { selectLedgerViews, type LedgerView } from '../ledger';
import { branchesWithStaff } from '../staff';
import { dashboardStats, groupFigures } from '@staffpay/pay-engine/engine';
import type { DashboardStats, GroupFigures, Period } from '@staffpay/pay-engine/engine.types';
import { computeFor, maskStats, payFieldsOf, type PayFields } from '../payroll';
import { parseArgs, reportPeriodOf, type ReportArgs } from './report.service';

/** How many of the period's ledger records the reports screen lists. */
export const LATEST_RECORDS = 5;

export interface ReportCount<K extends string> {
  key: K;
  count: number;
  /** count / all employees × 100, rounded to a whole percent. */
  percent: number;
}

type Hidden<T> = { [K in keyof T]: T[K] | null };

export interface ReportGroup extends Hidden<Omit<GroupFigures, 'employeeCount' | 'paidCount'>> {
  id: number;
  name: string;
  employeeCount: number;
  paidCount: number;
}

/** A group's figures as the caller's role may see them. */
function shownGroup(g: GroupFigures, fields: PayFields): Omit<ReportGroup, 'id' | 'name'> {
  const amounts = fields.amounts;
  return {
    employeeCount: g.employeeCount,
    paidCount: g.paidCount,
    totalSalaryFund: amounts ? g.totalSalaryFund : null,
    averageSalary: amounts ? g.averageSalary : null,
    totalBonuses: amounts ? g.totalBonuses : null,
    totalPenalties: amounts ? g.totalPenalties : null,
    totalAdvances: amounts ? g.totalAdvances : null,
    totalProfit: fields.profit ? g.totalProfit : null,
  };
}

export interface ReportBranch extends ReportGroup {
  city: string;
  departmentCount: number;
}

export interface ReportSummary {
  period: Period;
  stats: Hidden<DashboardStats>;
  statuses: ReportCount<EmployeeStatus>[];
  roles: ReportCount<CompanyRole>[];
  departments: ReportGroup[];
  branches: ReportBranch[];
  /** Empty for a role that may not see amounts: a record is its amount. */
  latestRecords: LedgerView[];
}

const byName = new Intl.Collator('ru');

function counts<K extends string>(keys: K[]): ReportCount<K>[] {
  const tally = new Map<K, number>();
  for (const key of keys) tally.set(key, (tally.get(key) ?? 0) + 1);
  return [...tally]
    .map(([key, count]) => ({ key, count, percent: Math.round((count * 100) / keys.length) }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
}

/**
 * The reports screen (GET /api/reports/summary, docs/api.md) for a period: headcount by status and
 * role (as the company stands), and per department and branch the engine's figures of the period,
 * with the period's newest ledger records. Group pay comes from the same cards as the dashboard's.
 */
export async function reportSummary(ctx: RequestContext, companyId: number, input: ReportArgs): Promise<ReportSummary> {
  const fields = payFieldsOf((await authorize(ctx, companyId, 'reports.view')).permissions);
  const periodArgs = await reportPeriodOf(ctx, companyId, parseArgs(input));
  const { input: payroll, people, period, result } = await computeFor(ctx, companyId, periodArgs);
  const [branches, latestRecords] = await Promise.all([
    branchesWithStaff(ctx.em, companyId),
    selectLedgerViews(ctx.em, { companyId, period, limit: LATEST_RECORDS }),
  ]);
  const everyone = [...people.values()];
  const members = (departmentId: number) =>
    payroll.employees.filter((e) => e.departmentIds.includes(departmentId)).map((e) => e.id);
  const sorted = <T extends { name: string; id: number }>(list: T[]) =>
    list.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  return {
    period,
    stats: maskStats(dashboardStats(result), fields),
    statuses: counts(everyone.map((p) => p.status)),
    roles: counts(everyone.map((p) => p.role)),
    departments: sorted(
      payroll.departments.map((d) => ({
        id: d.id,
        name: d.name,
        ...shownGroup(groupFigures(result, members(d.id)), fields),
      })),
    ),
    branches: sorted(
      branches.map(({ employeeIds, ...b }) => ({ ...b, ...shownGroup(groupFigures(result, employeeIds), fields) })),
    ),
    latestRecords: fields.amounts ? latestRecords : [],
  };
}
