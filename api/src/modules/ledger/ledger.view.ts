import { withOwner } from '../../shared/field-guard/guard';
import type { LedgerType } from '@staffpay/schema/pay/ledger-types';

/** A ledger record as every transport, event and activity row shows it. */
export interface LedgerView {
  id: number;
  employeeId: number;
  /** The employee's "first last". */
  employeeName: string;
  type: LedgerType;
  /** numeric(14,2) as text, always 2 decimals ("1500.00"). */
  amount: string;
  reason: string;
  /** Piecework's quantity; 1 for an advance; null for bonuses and penalties. */
  quantity: number | null;
  /** 'YYYY-MM-DD' in the company's timezone. */
  appliedDate: string;
  companyId: number;
  /** A correction after approval: the record of a fixed period it corrects (null when none, or deleted since). */
  correctsRecordId: number | null;
  /** That record's appliedDate, so a correction shows which entry it corrects. */
  correctsAppliedDate: string | null;
  createdAt: string;
  /** ISO-8601; moves with every change of the record or of its employee's name (the change feed). */
  updatedAt: string;
}

/** One line of an employee's bonus history. */
export interface LedgerHistoryEntry {
  id: number;
  type: LedgerType;
  reason: string;
  appliedDate: string;
  amount: string;
  quantity: number | null;
}

export interface LedgerRow extends Omit<LedgerView, 'createdAt' | 'updatedAt'> {
  /** pg hands timestamptz over as a Date. */
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function toLedgerView(row: LedgerRow): LedgerView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    type: row.type,
    amount: row.amount,
    reason: row.reason,
    quantity: row.quantity,
    appliedDate: row.appliedDate,
    companyId: row.companyId,
    correctsRecordId: row.correctsRecordId,
    correctsAppliedDate: row.correctsAppliedDate,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function toHistoryEntry(view: LedgerView): LedgerHistoryEntry {
  const { id, type, reason, appliedDate, amount, quantity } = view;
  return withOwner({ id, type, reason, appliedDate, amount, quantity }, 'employeeId', view.employeeId);
}
