import { PAY_MESSAGES, periodSchema } from '@staffpay/schema/pay/pay.schemas';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { computeFor, payFieldsOf } from '../payroll';
import type { PeriodArgs } from '../pay-core';
import { buildReport, type ReportFile, type ReportFormat } from './report-file';
import { isPeriodKeyword, keywordPeriod, type PeriodKeyword } from './report-period';
import { companyToday } from '../companies';

const FORMAT_MESSAGE = 'Формат: xlsx или csv';

const argsSchema = z.object({
  format: z.enum(['xlsx', 'csv'], FORMAT_MESSAGE).nullish(),
  period: z.string(PAY_MESSAGES.badPeriod).nullish(),
  from: z.string(PAY_MESSAGES.badPeriod).nullish(),
  to: z.string(PAY_MESSAGES.badPeriod).nullish(),
});

export interface ReportArgs {
  format?: unknown;
  period?: unknown;
  from?: unknown;
  to?: unknown;
}

export interface ParsedArgs {
  format: ReportFormat;
  /** month, quarter or year: resolved against the company's today when the report is made. */
  keyword: PeriodKeyword | null;
  /** Otherwise the figure calls' own period (YYYY-MM, from/to, or nothing: the current month). */
  period: PeriodArgs;
}

export function parseArgs(input: ReportArgs): ParsedArgs {
  const a = parse(argsSchema, input);
  const format = a.format ?? 'xlsx';
  if (isPeriodKeyword(a.period)) {
    if (a.from || a.to)
      throw new AppError('BAD_USER_INPUT', PAY_MESSAGES.badPeriod, { period: [PAY_MESSAGES.badPeriod] });
    return { format, keyword: a.period, period: {} };
  }
  const period = parse(periodSchema, { period: a.period, from: a.from, to: a.to });
  return { format, keyword: null, period };
}

/** The period the arguments name: month, quarter or year against the company's today, or the figure calls' own. */
export async function reportPeriodOf(ctx: RequestContext, companyId: number, args: ParsedArgs): Promise<PeriodArgs> {
  return args.keyword ? keywordPeriod(args.keyword, await companyToday(ctx.em, companyId)) : args.period;
}

/**
 * The payroll of a period as a spreadsheet: every paid employee's card with a totals line, and
 * the ledger lines of the period. The figures are the engine's, the same as the dashboard's cards.
 */
export async function exportReport(ctx: RequestContext, companyId: number, input: ReportArgs): Promise<ReportFile> {
  const { permissions } = await authorize(ctx, companyId, 'reports.view');
  const args = parseArgs(input);
  const periodArgs = await reportPeriodOf(ctx, companyId, args);
  const { input: payroll, people, period, paidCards } = await computeFor(ctx, companyId, periodArgs);
  const operations = payroll.ledger
    .filter((r) => period.from <= r.appliedDate && r.appliedDate <= period.to)
    .sort((a, b) => (a.appliedDate < b.appliedDate ? -1 : a.appliedDate > b.appliedDate ? 1 : a.id - b.id))
    .map((r) => {
      const person = people.get(r.employeeId);
      return {
        date: r.appliedDate,
        employee: person ? `${person.lastName} ${person.firstName}` : '',
        type: r.type,
        reason: r.reason,
        quantity: r.quantity,
        amount: r.amount,
      };
    });
  return buildReport(
    { period, employees: paidCards.map((c) => c.card), operations },
    args.format,
    payFieldsOf(permissions),
  );
}

/** Where the same report downloads (relative), after the same checks; integrators fetch it with their token. */
export async function reportExportUrl(ctx: RequestContext, companyId: number, input: ReportArgs): Promise<string> {
  await authorize(ctx, companyId, 'reports.view');
  const args = parseArgs(input);
  const q = new URLSearchParams({ companyId: String(companyId) });
  if (args.period.from && args.period.to) {
    q.set('from', args.period.from);
    q.set('to', args.period.to);
  } else q.set('period', args.keyword ?? args.period.period ?? 'month');
  q.set('format', args.format);
  return `/api/reports/export?${q.toString()}`;
}
