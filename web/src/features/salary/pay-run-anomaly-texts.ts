import type { PayAnomalyKind } from '@staffpay/schema/pay/pay-run.schemas';
import { LEDGER_TYPE_LABELS, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { PayRunCheckFragment } from '@/gql/graphql';

export type Anomaly = PayRunCheckFragment['items'][number];
type Money = (value: string | null | undefined) => string;

/**
 * One Russian sentence per finding, naming the employee and the figures (a figure the role does
 * not see is left out rather than shown as a dash). Exhaustive over the contract's kinds.
 */
export const ANOMALY_SENTENCE: Record<PayAnomalyKind, (a: Anomaly, money: Money) => string> = {
  total_changed: (a, money) =>
    a.amount === null || a.previousAmount === null
      ? `${a.employeeName}: сумма заметно изменилась по сравнению с прошлым месяцем`
      : `${a.employeeName}: ${money(a.previousAmount)} → ${money(a.amount)} по сравнению с прошлым месяцем`,
  rule_started: (a) => `${a.employeeName}: начало действовать правило «${a.ruleName ?? `№${a.ruleId}`}»`,
  rule_stopped: (a) => `${a.employeeName}: перестало действовать правило «${a.ruleName ?? `№${a.ruleId}`}»`,
  duplicate_record: (a, money) => {
    const type = a.ledgerType ? LEDGER_TYPE_LABELS[a.ledgerType as LedgerType].toLowerCase() : 'запись';
    const amount = a.amount === null ? '' : ` на ${money(a.amount)}`;
    return `${a.employeeName}: ${a.recordIds.length} записи «${type}»${amount} в пределах двух дней — возможно, дубль`;
  },
  inactive_paid: (a) => `${a.employeeName}: сотрудник неактивен, но за месяц есть записи`,
  negative_due: (a, money) =>
    a.amount === null
      ? `${a.employeeName}: сумма к выплате отрицательная`
      : `${a.employeeName}: сумма к выплате отрицательная (${money(a.amount)})`,
  no_base_rule: (a) => `${a.employeeName}: не применяется ни одно базовое правило зарплаты`,
};
