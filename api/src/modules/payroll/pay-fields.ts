import { can, type Permissions } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS, FIELD_PROPERTIES } from '@staffpay/schema/roles/permission-tree';
import { withHidden } from '../../shared/hidden-properties';
import type {
  AppliedRule,
  BaseRate,
  DashboardStats,
  FinancialOverview,
  LedgerLine,
  ThresholdProgressItem,
} from '@staffpay/pay-engine/engine.types';
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
  Omit<EmployeeCardView, 'appliedRules' | 'bonuses' | 'penalties' | 'advances' | 'pieceworks'> & {
    appliedRules: MaskedRule[];
    bonuses: MaskedLine[];
    penalties: MaskedLine[];
    advances: MaskedLine[];
    pieceworks: MaskedLine[];
  },
  | 'ordersCount'
  | 'employeeProfit'
  | 'averageCheck'
  | 'baseSalary'
  | 'ruleBonuses'
  | 'rulePenalties'
  | 'totalBonuses'
  | 'totalPenalties'
  | 'totalAdvances'
  | 'piecework'
  | 'totalSalary'
  | 'amountDue'
>;

/** Masked cards per card and mask: cards are never mutated, so each variant is built once. */
const maskedCards = new WeakMap<EmployeeCardView, Map<string, MaskedCard>>();

/**
 * A card as a role with `fields` sees it: what it may not see is null. One's own card is never
 * masked, and with every field visible the card itself is returned.
 */
export function maskCard(card: EmployeeCardView, fields: PayFields, own = false): MaskedCard {
  if (own || seesEveryPayField(fields)) return card;
  const key = payFieldsKey(fields);
  let variants = maskedCards.get(card);
  if (!variants) maskedCards.set(card, (variants = new Map()));
  let masked = variants.get(key);
  if (!masked) {
    const hidden = [
      ...(fields.amounts ? [] : FIELD_PROPERTIES.amounts),
      ...(fields.profit ? [] : FIELD_PROPERTIES.profit),
    ];
    const hide = <T extends object>(record: T) => withHidden(record, hidden);
    masked = {
      ...hide(card),
      appliedRules: card.appliedRules.map(hide),
      bonuses: card.bonuses.map(hide),
      penalties: card.penalties.map(hide),
      advances: card.advances.map(hide),
      pieceworks: card.pieceworks.map(hide),
    } as MaskedCard;
    variants.set(key, masked);
  }
  return masked;
}

export function maskStats(stats: DashboardStats, fields: PayFields): Hidden<DashboardStats, keyof DashboardStats> {
  if (fields.amounts) return stats;
  return { totalSalaryFund: null, averageSalary: null, totalBonuses: null, totalPenalties: null };
}

export function maskOverview(o: FinancialOverview, fields: PayFields) {
  if (seesEveryPayField(fields)) return o;
  return {
    employeeCount: o.employeeCount,
    totalProfit: fields.profit ? o.totalProfit : null,
    totalSalaries: fields.amounts ? o.totalSalaries : null,
    // A share of profit shows both.
    salaryPercentOfProfit: null,
    totalAdvances: fields.amounts ? o.totalAdvances : null,
    amountDue: fields.amounts ? o.amountDue : null,
  };
}

export function maskBaseRate(rate: BaseRate, fields: PayFields) {
  return fields.amounts ? rate : { ...rate, totalBaseRateAmount: null };
}

/** Thresholds measure profit or orders: their values go with profit; how far along stays. */
export function maskThresholds(items: ThresholdProgressItem[], fields: PayFields) {
  if (fields.profit) return items;
  return items.map((i) => ({ ...i, currentValue: null, thresholdValue: null, remaining: null }));
}
