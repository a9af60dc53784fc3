import { dateText } from '../../shared/sql';
import type { PayrollFix } from './payroll-fix.entity';

export interface PayrollFixView {
  id: number;
  companyId: number;
  employeeId: number;
  periodFrom: string;
  periodTo: string;
  /** The card as fixed: every figure and applied rule of the period. */
  snapshot: Record<string, unknown>;
  fixedAt: Date;
  fixedBy: number | null;
  reopenedAt: Date | null;
  reopenedBy: number | null;
  /** ISO-8601: when the row was written and last changed (the change feed's `updatedSince`). */
  createdAt: string;
  updatedAt: string;
}

export function toFixView(f: PayrollFix): PayrollFixView {
  return {
    id: f.id,
    companyId: f.company.id,
    employeeId: f.employee.id,
    periodFrom: dateText(f.periodFrom),
    periodTo: dateText(f.periodTo),
    snapshot: f.snapshot,
    fixedAt: f.fixedAt,
    fixedBy: f.fixedBy ?? null,
    reopenedAt: f.reopenedAt ?? null,
    reopenedBy: f.reopenedBy ?? null,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
