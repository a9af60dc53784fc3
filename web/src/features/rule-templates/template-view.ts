import {
  THRESHOLD_TYPE_LABELS,
  UNIT_TYPE_LABELS,
  type CalculationType,
  type RuleType,
  type SalaryMode,
  type ThresholdType,
  type UnitType,
} from '@staffpay/schema/pay/pay.enums';
import { moneyLocale } from '@/shared/format/money';
import { RULE_TEMPLATE_FORM, SALARY_TEMPLATES } from './rule-templates.messages';

/*
 * What the template cards say. Values are the server's decimal strings and are only formatted,
 * never computed with: the pay engine owns every figure.
 */

/** A formatter of money in the company's currency (useMoney). */
export type Money = (value: string | null | undefined) => string;

export const isPercentRule = (ruleType: RuleType) => ruleType.startsWith('percent_');

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A decimal string as the company's locale writes a number: '12.50' → '12,5', '1500.00' → '1 500'. */
export function formatNumber(value: string, language: string | null | undefined): string {
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return text;
  // Intl formats a decimal string exactly; the cast only satisfies older lib types.
  return new Intl.NumberFormat(moneyLocale(language), { maximumFractionDigits: 2 }).format(text as unknown as number);
}

export const formatPercent = (value: string, language: string | null | undefined) =>
  `${formatNumber(value, language)} %`;

/**
 * A salary rule's value: a percent for percent rules, money otherwise ('150 сом за сделку' per deal).
 * A value the viewer's role does not see (null) is the money formatter's '—', with nothing around it.
 */
export function salaryValueText(
  template: { ruleType: RuleType; value: string | null },
  money: Money,
  language: string | null | undefined,
): string {
  if (template.value === null) return money(null);
  if (isPercentRule(template.ruleType)) return formatPercent(template.value, language);
  if (template.ruleType === 'fixed_per_deal') return `${money(template.value)} ${SALARY_TEMPLATES.perDeal}`;
  return money(template.value);
}

/** The condition of a bonus-mode rule; null for a base-mode one, which has none. */
export function thresholdText(
  template: { salaryMode: SalaryMode; thresholdType?: ThresholdType | null; thresholdValue?: string | null },
  money: Money,
  language: string | null | undefined,
): string | null {
  if (template.salaryMode !== 'bonus') return null;
  const type = template.thresholdType;
  if (!type) return SALARY_TEMPLATES.thresholdAlways;
  if (type === 'average_check') return THRESHOLD_TYPE_LABELS[type];
  // The engine counts a missing threshold value as 0.
  const value = template.thresholdValue || '0';
  const shown = type === 'orders_count' ? formatNumber(value, language) : money(value);
  return `${THRESHOLD_TYPE_LABELS[type]} ≥ ${shown}`;
}

/**
 * A bonus or penalty template's amount: money, a percent of the profit, or money per unit. An
 * amount the viewer's role does not see (null) is the money formatter's '—', with nothing around it.
 */
export function ruleAmountText(
  template: { calculationType: CalculationType; amount: string | null; unitType: UnitType },
  money: Money,
  language: string | null | undefined,
): string {
  if (template.amount === null) return money(null);
  if (template.calculationType === 'percentage')
    return `${formatPercent(template.amount, language)} ${RULE_TEMPLATE_FORM.ofProfit}`;
  if (template.calculationType === 'per_unit')
    return `${money(template.amount)} ${UNIT_TYPE_LABELS[template.unitType].toLocaleLowerCase('ru')}`;
  return money(template.amount);
}

/** The names of the company's departments and employees, by id. */
export interface Names {
  departmentNames: ReadonlyMap<number, string>;
  employeeNames: ReadonlyMap<number, string>;
}

/**
 * Whom a salary template pays, by name. Ids of departments or employees deleted since are left
 * out: they pay nobody.
 */
export function appliesToNames(
  appliesTo: { departments: readonly number[]; employees: readonly number[] },
  names: Names,
) {
  const pick = (ids: readonly number[], from: ReadonlyMap<number, string>) =>
    ids.flatMap((id) => (from.has(id) ? [from.get(id)!] : []));
  return {
    departments: pick(appliesTo.departments, names.departmentNames),
    employees: pick(appliesTo.employees, names.employeeNames),
  };
}

/**
 * A salary template that pays nobody: the pay engine applies a template only to the employees and
 * departments it lists (an empty list must not silently pay everyone). Listed ids that no longer
 * exist count as none once the directory has loaded; before that, only empty lists are sure.
 */
export function paysNobody(
  appliesTo: { departments: readonly number[]; employees: readonly number[] },
  names: Names,
  loaded: boolean,
): boolean {
  if (appliesTo.departments.length === 0 && appliesTo.employees.length === 0) return true;
  if (!loaded) return false;
  const named = appliesToNames(appliesTo, names);
  return named.departments.length === 0 && named.employees.length === 0;
}

export const fullName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();
