import {
  defaultReason as declaredReason,
  LEDGER_TYPE,
  LEDGER_TYPES,
  type LedgerType,
} from '@staffpay/schema/pay/ledger-types';
import { ledgerRecordSchema } from '@staffpay/schema/pay/pay.schemas';
import type { LedgerRecordFragment, LedgerRecordInput } from '@/gql/graphql';
import { divideAmount, multiplyAmount } from '@/shared/money/amounts';

/**
 * What the record dialog is opened for: the dashboard's three quick actions and
 * the ledger screen's record of any type.
 */
export type LedgerDialogMode = 'bonusPenalty' | 'advance' | 'piecework' | 'record';

export const MODE_TYPES: Record<LedgerDialogMode, readonly LedgerType[]> = {
  bonusPenalty: ['bonus', 'penalty'],
  advance: ['advance'],
  piecework: ['piecework'],
  record: LEDGER_TYPES,
};

/** The success and failure toasts: per quick action; the ledger screen's for any record and every edit. */
export function saveTexts(mode: LedgerDialogMode, editing: boolean): { success: string; failure: string } {
  if (editing) return { success: 'Запись обновлена', failure: 'Не удалось обновить запись' };
  switch (mode) {
    case 'bonusPenalty':
      return { success: 'Бонус/штраф успешно добавлен', failure: 'Не удалось добавить бонус/штраф' };
    case 'advance':
      return { success: 'Аванс успешно начислен', failure: 'Не удалось начислить аванс' };
    case 'piecework':
      return { success: 'Сдельная выплата успешно добавлена', failure: 'Не удалось добавить сдельную выплату' };
    case 'record':
      return { success: 'Запись добавлена', failure: 'Не удалось добавить запись' };
  }
}

/**
 * The dialog's values. `amount` is what the user types: the sum, or for piecework the rate per unit
 * (the booked total is quantity × rate: docs/payroll.md, 'The card'). `quantity` is the number
 * field's value ('' while empty). An empty date leaves it to the server: today in the company's
 * timezone.
 */
export interface LedgerFormValues {
  employeeId: string | null;
  type: LedgerType;
  amount: string;
  quantity: number | string;
  reason: string;
  appliedDate: string;
}

const defaultReason = (type: LedgerType) => declaredReason(type) ?? '';

/** Whether the type books a count × a rate (piecework): the dialog asks for both and shows the total. */
export const isCounted = (type: LedgerType) => LEDGER_TYPE[type].quantity === 'counted';

export function initialLedgerValues({
  mode,
  employeeId,
  record,
  today,
}: {
  mode: LedgerDialogMode;
  employeeId?: number | null;
  record?: LedgerRecordFragment | null;
  today: string;
}): LedgerFormValues {
  const types = MODE_TYPES[mode];
  if (record) {
    const type = types.includes(record.type) ? record.type : types[0]!;
    const quantity = record.quantity ?? 1;
    return {
      employeeId: String(record.employeeId),
      type,
      // A piecework total that is not whole cents per unit has no rate to show: the user gives one.
      // An amount the viewer's role does not see (null) opens empty, never as 0.
      amount:
        record.amount === null
          ? ''
          : isCounted(record.type)
            ? (divideAmount(record.amount, quantity) ?? '')
            : record.amount,
      quantity,
      reason: record.reason,
      appliedDate: record.appliedDate,
    };
  }
  const type = types[0]!;
  return {
    employeeId: employeeId ? String(employeeId) : null,
    type,
    amount: '',
    quantity: 1,
    reason: defaultReason(type),
    appliedDate: today,
  };
}

/** A type change in the dialog: the default reason follows the type unless the user wrote their own. */
export function withType(values: LedgerFormValues, type: LedgerType): LedgerFormValues {
  const untouched = values.reason.trim() === '' || values.reason === defaultReason(values.type);
  return {
    ...values,
    type,
    reason: untouched ? defaultReason(type) : values.reason,
    quantity: values.quantity === '' ? 1 : values.quantity,
  };
}

/** NaN for an empty or broken count, so the contract reports it rather than defaulting it to 1. */
const countOf = (quantity: number | string) => (typeof quantity === 'number' ? quantity : Number.NaN);

/** The piecework total the ledger will book (quantity × rate), or null until both are readable. */
export function pieceworkTotal(values: Pick<LedgerFormValues, 'amount' | 'quantity'>): string | null {
  return multiplyAmount(values.amount, countOf(values.quantity));
}

/**
 * The values as createLedgerRecord / updateLedgerRecord take them. Piecework sends its total
 * (the API books what it is sent); while the total cannot be computed the rate goes as it is,
 * so the contract's message lands on the field that is wrong. Quantity is sent as the type
 * declares it: piecework's count, an advance's 1, nothing for a bonus or penalty; an optional
 * reason left blank is not sent (the contract gives the type's default).
 */
export function toLedgerInput(values: LedgerFormValues): LedgerRecordInput {
  const declared = LEDGER_TYPE[values.type];
  const reason = values.reason.trim();
  return {
    employeeId: values.employeeId ? Number(values.employeeId) : 0,
    type: values.type,
    amount: isCounted(values.type) ? (pieceworkTotal(values) ?? values.amount.trim()) : values.amount.trim(),
    reason: declared.reason.rule === 'optional' && !reason ? null : reason,
    quantity: { counted: countOf(values.quantity), one: 1, none: null }[declared.quantity],
    appliedDate: values.appliedDate || null,
  };
}

const firstIssues = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
};

/**
 * The contract's schema applied to what the dialog would send, so its texts land on
 * the fields. The contract checks the reason and the quantity only once the fields' shapes pass,
 * and the quantity before the comment, so a form missing several would name one at a time: the
 * second pass asks again with the other fields stood in for, to name every missing field at once.
 */
export function validateLedgerForm(values: LedgerFormValues): Record<string, string> {
  const input = toLedgerInput(values);
  const first = ledgerRecordSchema.safeParse(input);
  if (first.success) return {};
  const rest = ledgerRecordSchema.safeParse({ ...input, employeeId: 1, amount: '1', quantity: 1, appliedDate: null });
  return { ...(rest.success ? {} : firstIssues(rest.error.issues)), ...firstIssues(first.error.issues) };
}
