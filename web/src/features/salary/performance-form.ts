import { performanceSchema, type PerformanceData } from '@staffpay/schema/pay/pay.schemas';
import type { SalaryPerformanceRecordFragment, SalaryRuleTemplateFragment } from '@/gql/graphql';
import { presetRange } from './pay-periods';

export type RuleKind = 'bonus' | 'penalty';

export interface PerformanceFormValues {
  /** The Select's value: an employee id as text. */
  employeeId: string | null;
  startDate: string;
  endDate: string;
  ordersCount: number | string;
  employeeProfit: number | string;
  /** Unit counts by template: `units.b12` for bonus template 12, `units.p7` for penalty template 7. */
  units: Record<string, number | string>;
}

export const unitKey = (kind: RuleKind, ruleId: number) => `${kind === 'bonus' ? 'b' : 'p'}${ruleId}`;

/** A new form: no employee, the running month (start of month to today), no counts. */
export function initialPerformanceValues(today: string): PerformanceFormValues {
  return { employeeId: null, ...presetRange('month', today), ordersCount: 0, employeeProfit: '', units: {} };
}

/** A saved record as the form edits it: its counts keyed like the form's unit fields. */
export function recordValues(record: SalaryPerformanceRecordFragment): PerformanceFormValues {
  const units: PerformanceFormValues['units'] = {};
  for (const r of record.bonusRules) units[unitKey('bonus', r.ruleId)] = r.unitCount;
  for (const r of record.penaltyRules) units[unitKey('penalty', r.ruleId)] = r.unitCount;
  return {
    employeeId: String(record.employeeId),
    startDate: record.startDate,
    endDate: record.endDate,
    // A figure the viewer's role does not see (null) opens empty, never as 0.
    ordersCount: record.ordersCount ?? '',
    employeeProfit: record.employeeProfit ?? '',
    units,
  };
}

export interface AssignedRules {
  bonus: readonly SalaryRuleTemplateFragment[];
  penalty: readonly SalaryRuleTemplateFragment[];
}

const count = (value: number | string | undefined) => (value === undefined || value === '' ? 0 : Number(value));

/** What the form would send, before the contract checks it: one entry per assigned template. */
function rawInput(values: PerformanceFormValues, rules: AssignedRules) {
  const units = (kind: RuleKind) =>
    rules[kind].map((t) => ({ ruleId: t.id, unitCount: count(values.units[unitKey(kind, t.id)]) }));
  return {
    employeeId: values.employeeId ? Number(values.employeeId) : undefined,
    startDate: values.startDate,
    endDate: values.endDate,
    ordersCount: values.ordersCount === '' ? undefined : Number(values.ordersCount),
    employeeProfit: String(values.employeeProfit),
    bonusRules: units('bonus'),
    penaltyRules: units('penalty'),
  };
}

export type PerformanceCheck = { ok: true; input: PerformanceData } | { ok: false; errors: Record<string, string> };

/**
 * The contract's performanceSchema applied to the form: either the input to send (only
 * counts above 0, the contract's own rule) or the first message per form field.
 */
export function checkPerformance(values: PerformanceFormValues, rules: AssignedRules): PerformanceCheck {
  const parsed = performanceSchema.safeParse(rawInput(values, rules));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, index] = issue.path;
    let field = String(head);
    if (head === 'bonusRules' || head === 'penaltyRules') {
      const kind: RuleKind = head === 'bonusRules' ? 'bonus' : 'penalty';
      const template = rules[kind][Number(index)];
      if (!template) continue;
      field = `units.${unitKey(kind, template.id)}`;
    }
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
