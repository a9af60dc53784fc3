import { can, type Permissions } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import type { LedgerLinesField, LedgerLists, LedgerTotalField } from '@staffpay/schema/pay/ledger-types';
import { guardRecord } from '../../shared/field-guard/guard';
import { viewerHolding } from '../../shared/tenancy/viewer';
import type {
  AppliedRule,
  BaseRate,
  DashboardStats,
  FinancialOverview,
  LedgerLine,
  ThresholdProgressItem,
} from '@staffpay/pay-engine/engine.types';
import type { GoalProgressItem } from '@staffpay/pay-engine/goals';
import type { EmployeeCardView } from './card.view';

/** Which sensitive pay fields a role may see: what an employee is paid, and orders and profit. */
export interface PayFields {
  amounts: boolean;
  profit: boolean;
}

export const EVERY_PAY_FIELD: PayFields = { amounts: true, profit: true };

/** Per permission set (never mutated: a re-check brings a new one), read once: pushes ask per subscriber. */
const fieldsByPermissions = new WeakMap<Permissions, Readonly<PayFields>>();

export function payFieldsOf(permissions: Permissions): Readonly<PayFields> {
  let fields = fieldsByPermissions.get(permissions);
  if (!fields) {
    fields = { amounts: can(permissions, FIELD_KEYS.amounts), profit: can(permissions, FIELD_KEYS.profit) };
    fieldsByPermissions.set(permissions, fields);
  }
  return fields;
}

export const seesEveryPayField = (f: PayFields) => f.amounts && f.profit;

/** A short name of the mask, for keys of views derived once per mask. */
export const payFieldsKey = (f: PayFields) => `${f.amounts ? 'a' : '-'}${f.profit ? 'p' : '-'}`;

type Hidden<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };
type MaskedRule = Hidden<AppliedRule, 'calculatedAmount'>;
type MaskedLine = Hidden<LedgerLine, 'amount'>;
export type MaskedCard = Hidden<
  Omit<EmployeeCardView, 'appliedRules' | LedgerLinesField> & {
    appliedRules: MaskedRule[];
  } & LedgerLists<MaskedLine[]>,
  | 'ordersCount'
  | 'employeeProfit'
  | 'averageCheck'
  | 'baseSalary'
  | 'ruleBonuses'
  | 'rulePenalties'
  | LedgerTotalField
  | 'totalSalary'
  | 'amountDue'
>;

/** A viewer that holds exactly these pay fields: the masks below are the contract's declarations. */
const viewerOfFields = (fields: PayFields) =>
  viewerHolding([...(fields.amounts ? [FIELD_KEYS.amounts] : []), ...(fields.profit ? [FIELD_KEYS.profit] : [])]);

/**
 * A card as a role with `fields` sees it, by the EmployeeCard declaration: what it may not see is
 * null. One's own card is never masked, and with every field visible the card itself is returned.
 * Cards are never mutated, so each variant is built once (guardRecord memoises).
 */
export function maskCard(card: EmployeeCardView, fields: PayFields, own = false): MaskedCard {
  if (own || seesEveryPayField(fields)) return card;
  return guardRecord('EmployeeCard', card, viewerOfFields(fields)) as MaskedCard;
}

/** A value as `fields` sees it, by its record's declaration; `M` names what may turn null. */
const mask = <M>(record: string, value: unknown, fields: PayFields): M =>
  (seesEveryPayField(fields) ? value : guardRecord(record, value, viewerOfFields(fields))) as M;

export const maskStats = (stats: DashboardStats, fields: PayFields) =>
  mask<Hidden<DashboardStats, keyof DashboardStats>>('DashboardStats', stats, fields);
export const maskOverview = (o: FinancialOverview, fields: PayFields) =>
  mask<Hidden<FinancialOverview, Exclude<keyof FinancialOverview, 'employeeCount'>>>('FinancialOverview', o, fields);
export const maskBaseRate = (rate: BaseRate, fields: PayFields) =>
  mask<Hidden<BaseRate, 'totalBaseRateAmount'>>('BaseRate', rate, fields);
/** Thresholds measure profit or orders: their values go with profit; how far along stays. */
export const maskThresholds = (items: ThresholdProgressItem[], fields: PayFields) =>
  mask<Hidden<ThresholdProgressItem, 'currentValue' | 'thresholdValue' | 'remaining'>[]>(
    'ThresholdProgressItem',
    items,
    fields,
  );

export type MaskedGoal = Hidden<
  GoalProgressItem,
  'currentValue' | 'thresholdValue' | 'remaining' | 'projectedValue' | 'currentPayout' | 'projectedPayout'
>;
/** Goals: values go with profit, payouts with amounts; progress, pace and outcome stay. */
export const maskGoals = (items: GoalProgressItem[], fields: PayFields) =>
  mask<MaskedGoal[]>('GoalProgressItem', items, fields);
