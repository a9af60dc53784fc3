import type { PermissionKey } from '@staffpay/schema/auth/policy';
import type { ExportType } from '@staffpay/schema/exports/export.schemas';
import type { RequestContext } from '../../shared/context';
import { guardRecord } from '../../shared/field-guard/guard';
import { viewerOf } from '../../shared/tenancy/viewer';
import { listLedgerRecords } from '../ledger';
import { employeeCards, fixAnswer, listFixes, listPerformance } from '../payroll';
import { listBranches, listDepartments, listEmployees } from '../staff';

/** The inclusive dates of an export. */
export interface ExportPeriod {
  from: string;
  to: string;
}

/**
 * Where each type's records come from: the service behind its API list, called as the requester,
 * and the record name its REST row `answers` with, so every field is hidden exactly as the API
 * hides it. Dated types read the period: ledger records by their date, performance records by
 * their end date, payroll fixes that overlap it, and the payroll cards of the period; the staff
 * and the structure are as they are now.
 */
interface Source {
  /** The key a caller needs to read the type at all (checked when the export is requested). */
  read: PermissionKey;
  /** The REST row's `answers` (shared/rest.ts), or none for an open list. */
  answers?: string;
  rows(ctx: RequestContext, companyId: number, period: ExportPeriod): Promise<unknown[]>;
}

export const SOURCES: Record<ExportType, Source> = {
  employees: { read: 'employees.view', answers: 'Employee', rows: (ctx, id) => listEmployees(ctx, id, {}) },
  departments: { read: 'departments.view', rows: (ctx, id) => listDepartments(ctx, id) },
  branches: { read: 'branches.view', rows: (ctx, id) => listBranches(ctx, id) },
  ledgerRecords: {
    read: 'bonuses.view',
    answers: 'LedgerRecord',
    rows: (ctx, id, period) => listLedgerRecords(ctx, id, { ...period }),
  },
  performanceRecords: {
    read: 'salaries.view',
    answers: 'PerformanceRecord',
    rows: (ctx, id, period) => listPerformance(ctx, id, { period: { ...period } }),
  },
  payrollFixes: {
    read: 'salaries.view',
    answers: 'PayrollFix',
    rows: async (ctx, id, period) =>
      (await listFixes(ctx, id, {}))
        .filter((f) => f.periodFrom <= period.to && f.periodTo >= period.from)
        .map(fixAnswer),
  },
  // The cards as GraphQL's employeeCards answers them (applied rules as objects, not REST's text lines), masked by the service.
  payroll: { read: 'salaries.view', rows: (ctx, id, period) => employeeCards(ctx, id, { ...period }) },
};

/**
 * A type's records as the API's answer carries them to this requester: hidden fields null, and
 * through JSON as the wire has them (ISO instants, decimal strings).
 */
export async function recordsOf(
  ctx: RequestContext,
  companyId: number,
  type: ExportType,
  period: ExportPeriod,
): Promise<Record<string, unknown>[]> {
  const source = SOURCES[type];
  const rows = await source.rows(ctx, companyId, period);
  const shown = source.answers ? guardRecord(source.answers, rows, viewerOf(ctx)) : rows;
  return JSON.parse(JSON.stringify(shown)) as Record<string, unknown>[];
}
