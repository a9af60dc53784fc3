/** Enumerations of the pay area (staff-and-pay.md, section 9) with their Russian labels. */

export const RULE_TYPES = [
  'fixed',
  'fixed_per_deal',
  'percent_individual',
  'percent_team',
  'percent_department',
  'percent_total',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];
export const RULE_TYPE_LABELS: Record<RuleType, string> = {
  fixed: 'Фиксированная ставка',
  fixed_per_deal: 'Фиксированная за сделку',
  percent_individual: 'Процент от личной прибыли',
  percent_team: 'Процент от прибыли команды',
  percent_department: 'Процент от прибыли отдела',
  percent_total: 'Процент от общей прибыли',
};
/** The standalone page (/salary-templates) offers every type but fixed_per_deal. */
export const STANDALONE_RULE_TYPES = RULE_TYPES.filter((t) => t !== 'fixed_per_deal');

export const RULE_PERIODS = ['monthly', 'weekly', 'daily'] as const;
export type RulePeriod = (typeof RULE_PERIODS)[number];
export const RULE_PERIOD_LABELS: Record<RulePeriod, string> = {
  monthly: 'В месяц',
  weekly: 'В неделю',
  daily: 'В день',
};

export const SALARY_MODES = ['base', 'bonus'] as const;
export type SalaryMode = (typeof SALARY_MODES)[number];
export const SALARY_MODE_LABELS: Record<SalaryMode, string> = { base: 'Базовая часть', bonus: 'Бонус' };

/** What an applied rule was: a salary rule's mode, or a penalty template. */
export const APPLIED_RULE_MODES = ['base', 'bonus', 'penalty'] as const;
export type AppliedRuleMode = (typeof APPLIED_RULE_MODES)[number];
/** How a card names an applied rule's part, as the legacy lines write it ('<name> - Бонус: +5 000'). */
export const APPLIED_RULE_MODE_LABELS: Record<AppliedRuleMode, string> = {
  base: 'Оклад',
  bonus: 'Бонус',
  penalty: 'Штраф',
};

export const TEAM_BASES = ['department', 'group'] as const;
export type TeamBase = (typeof TEAM_BASES)[number];
export const TEAM_BASE_LABELS: Record<TeamBase, string> = { department: 'Отдел', group: 'Группа сотрудников' };

export const THRESHOLD_TYPES = [
  'company_profit',
  'department_profit',
  'employee_profit',
  'average_check',
  'orders_count',
] as const;
export type ThresholdType = (typeof THRESHOLD_TYPES)[number];
export const THRESHOLD_TYPE_LABELS: Record<ThresholdType, string> = {
  company_profit: 'Прибыль компании',
  department_profit: 'Прибыль отдела',
  employee_profit: 'Прибыль сотрудника',
  average_check: 'Лучший средний чек',
  orders_count: 'Количество заказов',
};

export const ACHIEVEMENT_ICONS = ['trophy', 'star', 'medal', 'crown', 'target'] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];
export const ACHIEVEMENT_ICON_LABELS: Record<AchievementIcon, string> = {
  trophy: 'Кубок',
  star: 'Звезда',
  medal: 'Медаль',
  crown: 'Корона',
  target: 'Цель',
};

export const CALCULATION_TYPES = ['fixed', 'percentage', 'per_unit'] as const;
export type CalculationType = (typeof CALCULATION_TYPES)[number];
export const CALCULATION_TYPE_LABELS: Record<CalculationType, string> = {
  fixed: 'Фиксированная сумма',
  percentage: 'Процент от прибыли',
  per_unit: 'За единицу',
};

export const UNIT_TYPES = ['per_minute', 'per_day', 'per_violation', 'per_percent'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const DEFAULT_UNIT_TYPE: UnitType = 'per_day';
/** The unit label of the performance form: days, violations, minutes, otherwise units. */
export const UNIT_LABELS: Record<UnitType, string> = {
  per_minute: 'минут',
  per_day: 'дней',
  per_violation: 'нарушений',
  per_percent: 'единиц',
};
/** The unit a per_unit template's amount is paid for, as the template form and card name it. */
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  per_minute: 'За минуту',
  per_day: 'За день',
  per_violation: 'За нарушение',
  per_percent: 'За процент',
};

export const ASSIGNMENT_TYPES = ['department', 'group'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];
export const ASSIGNMENT_TYPE_LABELS: Record<AssignmentType, string> = {
  department: 'Отделам',
  group: 'Группе сотрудников',
};

export const RULE_TEMPLATE_KINDS = ['bonus', 'penalty'] as const;
export type RuleTemplateKind = (typeof RULE_TEMPLATE_KINDS)[number];

export const LEDGER_TYPES = ['bonus', 'penalty', 'advance', 'piecework'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const LEDGER_TYPE_LABELS: Record<LedgerType, string> = {
  bonus: 'Бонус',
  penalty: 'Штраф',
  advance: 'Аванс',
  piecework: 'Сдельная выплата',
};
/** Defaults of the quick dialogs (section 5). */
export const ADVANCE_REASON = 'Аванс';
export const PIECEWORK_REASON = 'Сдельная выплата';

/** Month names of pay periods, as payslips and month choices write them ('Ноябрь 2026'). */
export const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;
