import type { IconName } from '../enumerations/appearance';
import { labelsOf, pick, valuesOf, type Labelled } from '../enumerations/declaration';

/**
 * Enumerations of the pay area (their meaning: docs/payroll.md), each declared once with its Russian
 * label (enumerations/declaration.ts); the ledger's types are in ledger-types.ts.
 */

export const RULE_TYPE = {
  fixed: { label: 'Фиксированная ставка' },
  fixed_per_deal: { label: 'Фиксированная за сделку' },
  percent_individual: { label: 'Процент от личной прибыли' },
  percent_team: { label: 'Процент от прибыли команды' },
  percent_department: { label: 'Процент от прибыли отдела' },
  percent_total: { label: 'Процент от общей прибыли' },
} as const satisfies Record<string, Labelled>;
export type RuleType = keyof typeof RULE_TYPE;
export const RULE_TYPES = valuesOf(RULE_TYPE);
export const RULE_TYPE_LABELS = labelsOf(RULE_TYPE);
/** The standalone page (/salary-templates) offers every type but fixed_per_deal. */
export const STANDALONE_RULE_TYPES = RULE_TYPES.filter((t) => t !== 'fixed_per_deal');

export const RULE_PERIOD = {
  monthly: { label: 'В месяц' },
  weekly: { label: 'В неделю' },
  daily: { label: 'В день' },
} as const satisfies Record<string, Labelled>;
export type RulePeriod = keyof typeof RULE_PERIOD;
export const RULE_PERIODS = valuesOf(RULE_PERIOD);
export const RULE_PERIOD_LABELS = labelsOf(RULE_PERIOD);

export const SALARY_MODE = {
  base: { label: 'Базовая часть' },
  bonus: { label: 'Бонус' },
} as const satisfies Record<string, Labelled>;
export type SalaryMode = keyof typeof SALARY_MODE;
export const SALARY_MODES = valuesOf(SALARY_MODE);
export const SALARY_MODE_LABELS = labelsOf(SALARY_MODE);

/**
 * What an applied rule was: a salary rule's mode, or a penalty template. `label` is how a card
 * names the part, as the legacy lines write it ('<name> - Бонус: +5 000'); `modeLabel` how the
 * salary preview names the rule's mode.
 */
export const APPLIED_RULE_MODE = {
  base: { label: 'Оклад', modeLabel: SALARY_MODE.base.label, doc: 'A base part of the salary, always paid' },
  bonus: {
    label: 'Бонус',
    modeLabel: SALARY_MODE.bonus.label,
    doc: 'A bonus: added to the salary (a threshold rule once achieved)',
  },
  penalty: { label: 'Штраф', modeLabel: 'Штраф', doc: 'A penalty: taken from the salary' },
} as const satisfies Record<string, Labelled & { modeLabel: string; doc: string }>;
export type AppliedRuleMode = keyof typeof APPLIED_RULE_MODE;
export const APPLIED_RULE_MODES = valuesOf(APPLIED_RULE_MODE);
export const APPLIED_RULE_MODE_LABELS = labelsOf(APPLIED_RULE_MODE);

/** Where an applied rule comes from: a salary rule template, or a bonus or penalty template. */
export const APPLIED_RULE_SOURCE = {
  salary: { label: 'Правило зарплаты', doc: 'A salary rule template' },
  bonus: { label: 'Шаблон бонуса', doc: 'A bonus template applied by performance records' },
  penalty: { label: 'Шаблон штрафа', doc: 'A penalty template applied by performance records' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type AppliedRuleSource = keyof typeof APPLIED_RULE_SOURCE;
export const APPLIED_RULE_SOURCES = valuesOf(APPLIED_RULE_SOURCE);

export const TEAM_BASE = {
  department: { label: 'Отдел' },
  group: { label: 'Группа сотрудников' },
} as const satisfies Record<string, Labelled>;
export type TeamBase = keyof typeof TEAM_BASE;
export const TEAM_BASES = valuesOf(TEAM_BASE);
export const TEAM_BASE_LABELS = labelsOf(TEAM_BASE);

export const THRESHOLD_TYPE = {
  company_profit: { label: 'Прибыль компании' },
  department_profit: { label: 'Прибыль отдела' },
  employee_profit: { label: 'Прибыль сотрудника' },
  average_check: { label: 'Лучший средний чек' },
  orders_count: { label: 'Количество заказов' },
} as const satisfies Record<string, Labelled>;
export type ThresholdType = keyof typeof THRESHOLD_TYPE;
export const THRESHOLD_TYPES = valuesOf(THRESHOLD_TYPE);
export const THRESHOLD_TYPE_LABELS = labelsOf(THRESHOLD_TYPE);

/** The icon a threshold rule shows when reached; `icon` is the picture's name (enumerations/appearance.ts). */
export const ACHIEVEMENT_ICON = {
  trophy: { label: 'Кубок', icon: 'trophy', doc: 'A trophy' },
  star: { label: 'Звезда', icon: 'star', doc: 'A star' },
  medal: { label: 'Медаль', icon: 'medal', doc: 'A medal' },
  crown: { label: 'Корона', icon: 'crown', doc: 'A crown' },
  target: { label: 'Цель', icon: 'target', doc: 'A target' },
} as const satisfies Record<string, Labelled & { icon: IconName; doc: string }>;
export type AchievementIcon = keyof typeof ACHIEVEMENT_ICON;
export const ACHIEVEMENT_ICONS = valuesOf(ACHIEVEMENT_ICON);
export const ACHIEVEMENT_ICON_LABELS = labelsOf(ACHIEVEMENT_ICON);

export const CALCULATION_TYPE = {
  fixed: { label: 'Фиксированная сумма' },
  percentage: { label: 'Процент от прибыли' },
  per_unit: { label: 'За единицу' },
} as const satisfies Record<string, Labelled>;
export type CalculationType = keyof typeof CALCULATION_TYPE;
export const CALCULATION_TYPES = valuesOf(CALCULATION_TYPE);
export const CALCULATION_TYPE_LABELS = labelsOf(CALCULATION_TYPE);

/**
 * The unit a per_unit template's amount is paid for: `label` as the template form and card name
 * it; `countLabel` the unit of the performance form (days, violations, minutes, otherwise units).
 */
export const UNIT_TYPE = {
  per_minute: { label: 'За минуту', countLabel: 'минут' },
  per_day: { label: 'За день', countLabel: 'дней' },
  per_violation: { label: 'За нарушение', countLabel: 'нарушений' },
  per_percent: { label: 'За процент', countLabel: 'единиц' },
} as const satisfies Record<string, Labelled & { countLabel: string }>;
export type UnitType = keyof typeof UNIT_TYPE;
export const UNIT_TYPES = valuesOf(UNIT_TYPE);
export const DEFAULT_UNIT_TYPE: UnitType = 'per_day';
export const UNIT_TYPE_LABELS = labelsOf(UNIT_TYPE);
export const UNIT_LABELS = pick(UNIT_TYPE, 'countLabel');

export const ASSIGNMENT_TYPE = {
  department: { label: 'Отделам', doc: 'Every employee of the template’s departmentIds' },
  group: { label: 'Группе сотрудников', doc: 'The template’s employeeIds only' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type AssignmentType = keyof typeof ASSIGNMENT_TYPE;
export const ASSIGNMENT_TYPES = valuesOf(ASSIGNMENT_TYPE);
export const ASSIGNMENT_TYPE_LABELS = labelsOf(ASSIGNMENT_TYPE);

/** The kinds of bonus and penalty templates (rule_templates.kind). */
export const RULE_TEMPLATE_KINDS = ['bonus', 'penalty'] as const;
export type RuleTemplateKind = (typeof RULE_TEMPLATE_KINDS)[number];

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

/** What a pay change (the payChanged subscription's event) concerns. */
export const PAY_CHANGE_SOURCE = {
  ledger: { label: 'Запись журнала', doc: 'A ledger record (bonus, penalty, advance, piecework)' },
  performance: { label: 'Показатели', doc: 'A performance record' },
  salaryTemplate: { label: 'Правило зарплаты', doc: 'A salary rule template' },
  bonusTemplate: { label: 'Шаблон бонуса', doc: 'A bonus template' },
  penaltyTemplate: { label: 'Шаблон штрафа', doc: 'A penalty template' },
  fix: { label: 'Фиксация', doc: 'A fixed period' },
  restore: { label: 'Восстановление', doc: 'The company was restored from a backup' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type PayChangeSource = keyof typeof PAY_CHANGE_SOURCE;

/** What happened to it. */
export const PAY_CHANGE_ACTION = {
  created: { label: 'Создано', doc: 'Created' },
  updated: { label: 'Изменено', doc: 'Changed' },
  deleted: { label: 'Удалено', doc: 'Deleted' },
  toggled: { label: 'Включено или выключено', doc: 'A template turned on or off' },
  fixed: { label: 'Зафиксировано', doc: 'A period fixed' },
  reopened: { label: 'Открыто снова', doc: 'A fixed period reopened' },
  replaced: { label: 'Заменено', doc: 'Everything replaced (a restore)' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type PayChangeAction = keyof typeof PAY_CHANGE_ACTION;
