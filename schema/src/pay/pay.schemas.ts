import { z } from 'zod';
import { pastDate } from '../staff/staff.schemas';
import { LEDGER_TYPE, LEDGER_TYPES, type LedgerType, type LedgerTypeDeclaration } from './ledger-types';
import {
  ACHIEVEMENT_ICONS,
  ASSIGNMENT_TYPES,
  CALCULATION_TYPES,
  DEFAULT_UNIT_TYPE,
  RULE_PERIODS,
  RULE_TYPES,
  SALARY_MODES,
  TEAM_BASES,
  THRESHOLD_TYPES,
  UNIT_TYPES,
} from './pay.enums';

/** The pay area's texts: the original's, and ours where it had none (docs/architecture.md). */
export const PAY_MESSAGES = {
  employeeRequired: 'Выберите сотрудника',
  amountPositive: 'Сумма должна быть больше 0',
  reasonRequired: 'Укажите причину',
  quantityPositive: 'Количество должно быть больше 0',
  commentRequired: 'Укажите комментарий',
  startDateRequired: 'Дата начала обязательна',
  endDateRequired: 'Дата окончания обязательна',
  ordersNegative: 'Количество заказов не может быть отрицательным',
  profitRequired: 'Прибыль обязательна',
  unitsNegative: 'Количество единиц не может быть отрицательным',
  templateNameRequired: 'Название шаблона обязательно',
  valueRequired: 'Значение обязательно',
  amountRequired: 'Сумма обязательна',
  badNumber: 'Введите число (не больше двух знаков после запятой)',
  badType: 'Некорректный тип записи',
  badRuleType: 'Некорректный тип правила',
  badPeriod: 'Некорректный период',
  badSalaryMode: 'Некорректный режим',
  badTeamBase: 'Некорректная база команды',
  badThresholdType: 'Некорректный тип порога',
  badIcon: 'Некорректная иконка',
  badCalculationType: 'Некорректный тип расчета',
  badUnitType: 'Некорректная единица',
  badAssignmentType: 'Некорректный тип назначения',
  badId: 'Некорректный идентификатор',
  endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  tooLong: 'Слишком длинный текст',
  employeeNotFound: 'Сотрудник не найден',
  departmentNotFound: 'Отдел не найден',
  templateNotFound: 'Шаблон не найден',
  recordNotFound: 'Запись не найдена',
  correctionOfOpenRecord: 'Запись не в закрытом периоде — измените её саму',
  templateNotAssigned: 'Шаблон не назначен этому сотруднику',
  templateInactive: 'Шаблон отключен',
  periodFixed: 'Период зафиксирован: записи в нём нельзя добавлять, изменять или удалять',
  alreadyFixed: 'Этот период сотрудника уже зафиксирован',
  fixNotFound: 'Зафиксированный период не найден',
  idempotencyKey: 'Ключ идемпотентности: от 1 до 200 символов',
  badIdList: 'Ожидается список идентификаторов',
  badBoolean: 'Ожидается да или нет (true/false)',
  isActiveRequired: 'Укажите, активен ли шаблон (isActive)',
} as const;

const MAX_ID = 2_147_483_647;
const id = (message: string = PAY_MESSAGES.badId) =>
  z.number(message).int(message).positive(message).max(MAX_ID, message);
/** The standalone page sends ids as numbers converted from form strings; digits in a string are accepted too. */
const looseId = z
  .union(
    [
      id(),
      z
        .string()
        .regex(/^\d{1,9}$/, PAY_MESSAGES.badId)
        .transform(Number),
    ],
    PAY_MESSAGES.badId,
  )
  .pipe(id());
const ids = z.array(looseId, PAY_MESSAGES.badIdList).max(1000, PAY_MESSAGES.badIdList).default([]);
const text = (max: number) => z.string().trim().max(max, PAY_MESSAGES.tooLong);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** numeric(14,2): up to 12 integer digits and 2 decimals. */
const DECIMAL = /^-?\d{1,12}(\.\d{1,2})?$/;
/** A decimal given as a string or a number, normalised to its string ('1500', '12.5'); never a float in between. */
export const decimal = (required: string) =>
  z
    .union([z.string(required), z.number(required)], required)
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')))
    .refine((v) => v !== '', { message: required, abort: true })
    .refine((v) => DECIMAL.test(v), { message: PAY_MESSAGES.badNumber, abort: true });
const nonNegative = (required: string) => decimal(required).refine((v) => !v.startsWith('-'), PAY_MESSAGES.badNumber);
/** At least 0.01. */
const positiveAmount = decimal(PAY_MESSAGES.amountPositive).refine(
  (v) => !v.startsWith('-') && /[1-9]/.test(v),
  PAY_MESSAGES.amountPositive,
);

// ─── Ledger (bonus, penalty, advance, piecework) ───────────────────────────────────────────

/**
 * The form's rules and defaults, as each type declares them (ledger-types.ts): bonuses and
 * penalties need a reason and carry no quantity; an advance's reason defaults to 'Аванс' and its
 * quantity is 1; piecework keeps its quantity (at least 1, default 1) and a comment, defaulting to
 * 'Сдельная выплата'. `amount` is what is booked: for piecework the total (quantity × rate).
 */
const ledgerRecordFields = z.object({
  employeeId: id(PAY_MESSAGES.employeeRequired),
  type: z.enum(LEDGER_TYPES, PAY_MESSAGES.badType),
  amount: positiveAmount,
  reason: z.string(PAY_MESSAGES.reasonRequired).max(500, PAY_MESSAGES.tooLong).nullish(),
  quantity: z.number(PAY_MESSAGES.quantityPositive).int(PAY_MESSAGES.quantityPositive).nullish(),
  /** Defaults to today in the company's timezone. */
  appliedDate: pastDate.nullish(),
});

/** The type's reason and quantity rules (ledger-types.ts), for a record and for a correction alike. */
function ledgerTypeRules<V extends { type: LedgerType; reason?: string | null; quantity?: number | null }>(
  v: V,
  ctx: z.RefinementCtx,
) {
  const given = v.reason?.trim() || null;
  const fail = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', message, path: [path] });
    return z.NEVER;
  };
  const declared: LedgerTypeDeclaration = LEDGER_TYPE[v.type];
  let quantity: number | null = null;
  if (declared.quantity === 'one') quantity = 1;
  if (declared.quantity === 'counted') {
    quantity = v.quantity ?? 1;
    if (quantity < 1 || quantity > 1_000_000) return fail('quantity', PAY_MESSAGES.quantityPositive);
  }
  const reason = declared.reason;
  if (reason.rule === 'required')
    return given ? { ...v, reason: given, quantity } : fail('reason', PAY_MESSAGES.reasonRequired);
  if (reason.rule === 'comment' && v.reason != null && !given) return fail('reason', PAY_MESSAGES.commentRequired);
  return { ...v, reason: given ?? reason.default, quantity };
}

export const ledgerRecordSchema = ledgerRecordFields.transform(ledgerTypeRules);

/**
 * A correction after approval: the record's type, amount, reason and quantity under the same
 * rules; its employee is the original's and its date the next open month's, so neither is given.
 */
export const ledgerCorrectionSchema = ledgerRecordFields
  .omit({ employeeId: true, appliedDate: true })
  .transform(ledgerTypeRules);
export type LedgerCorrectionInput = z.input<typeof ledgerCorrectionSchema>;
export type LedgerRecordInput = z.input<typeof ledgerRecordSchema>;
export type LedgerRecordData = z.output<typeof ledgerRecordSchema>;

export const ledgerFilterSchema = z.object({
  employeeId: id().optional(),
  type: z.enum(LEDGER_TYPES, PAY_MESSAGES.badType).optional(),
  search: text(200).optional(),
});

export const idempotencyKeySchema = z
  .string(PAY_MESSAGES.idempotencyKey)
  .trim()
  .min(1, PAY_MESSAGES.idempotencyKey)
  .max(200, PAY_MESSAGES.idempotencyKey);

// ─── Performance records (apply, save, fix) ──────────────────────────────────────────────────

const ruleUnits = z
  .array(
    z.object({
      ruleId: id(),
      unitCount: z
        .number(PAY_MESSAGES.unitsNegative)
        .int(PAY_MESSAGES.unitsNegative)
        .min(0, PAY_MESSAGES.unitsNegative)
        .max(1_000_000, PAY_MESSAGES.unitsNegative),
    }),
  )
  .max(200)
  .default([])
  // Only rules with a count above 0 count (docs/payroll.md, 'Bonus and penalty templates'); one
  // entry per rule.
  .transform((list) => [...new Map(list.filter((r) => r.unitCount > 0).map((r) => [r.ruleId, r])).values()]);

export const performanceSchema = z
  .object({
    employeeId: id(PAY_MESSAGES.employeeRequired),
    startDate: z.string(PAY_MESSAGES.startDateRequired).min(1, PAY_MESSAGES.startDateRequired).pipe(pastDate),
    endDate: z.string(PAY_MESSAGES.endDateRequired).min(1, PAY_MESSAGES.endDateRequired).pipe(pastDate),
    ordersCount: z
      .number(PAY_MESSAGES.ordersNegative)
      .int(PAY_MESSAGES.ordersNegative)
      .min(0, PAY_MESSAGES.ordersNegative)
      .max(10_000_000, PAY_MESSAGES.ordersNegative)
      .default(0),
    employeeProfit: nonNegative(PAY_MESSAGES.profitRequired),
    bonusRules: ruleUnits,
    penaltyRules: ruleUnits,
  })
  .refine((v) => v.endDate >= v.startDate, { message: PAY_MESSAGES.endBeforeStart, path: ['endDate'] });
export type PerformanceInput = z.input<typeof performanceSchema>;
export type PerformanceData = z.output<typeof performanceSchema>;

// ─── Rule templates ──────────────────────────────────────────────────────────────────────────

const templateName = z
  .string(PAY_MESSAGES.templateNameRequired)
  .trim()
  .min(1, PAY_MESSAGES.templateNameRequired)
  .max(200, PAY_MESSAGES.tooLong);

const salaryTemplateFields = {
  templateName,
  description: optionalText(2000),
  ruleType: z.enum(RULE_TYPES, PAY_MESSAGES.badRuleType),
  value: nonNegative(PAY_MESSAGES.valueRequired),
  period: z.enum(RULE_PERIODS, PAY_MESSAGES.badPeriod).default('monthly'),
  teamBase: z.enum(TEAM_BASES, PAY_MESSAGES.badTeamBase).nullish().default(null),
  salaryMode: z.enum(SALARY_MODES, PAY_MESSAGES.badSalaryMode).default('base'),
  considerOrdersAndProfit: z.boolean(PAY_MESSAGES.badBoolean).default(false),
  appliesTo: z
    .object({ departments: ids, employees: ids, groups: ids })
    .default({ departments: [], employees: [], groups: [] }),
  thresholdType: z.enum(THRESHOLD_TYPES, PAY_MESSAGES.badThresholdType).nullish().default(null),
  /** Optional; an empty string means none. */
  thresholdValue: z
    .union([z.string(PAY_MESSAGES.badNumber), z.number(PAY_MESSAGES.badNumber)], PAY_MESSAGES.badNumber)
    .nullish()
    .transform((v) => (v == null ? null : String(v).trim().replace(',', '.') || null))
    .refine((v) => v === null || (DECIMAL.test(v) && !v.startsWith('-')), PAY_MESSAGES.badNumber),
  achievementIcon: z.enum(ACHIEVEMENT_ICONS, PAY_MESSAGES.badIcon).nullish().default(null),
  isActive: z.boolean(PAY_MESSAGES.badBoolean).default(true),
};

/** Both the tab form and the standalone page's form (which offers no fixed_per_deal, ids maybe as strings). */
export const salaryTemplateSchema = z.object(salaryTemplateFields);
export type SalaryTemplateInput = z.input<typeof salaryTemplateSchema>;
export type SalaryTemplateData = z.output<typeof salaryTemplateSchema>;

const ruleTemplateFields = {
  templateName,
  description: optionalText(2000),
  calculationType: z.enum(CALCULATION_TYPES, PAY_MESSAGES.badCalculationType).default('fixed'),
  amount: nonNegative(PAY_MESSAGES.amountRequired),
  unitType: z.enum(UNIT_TYPES, PAY_MESSAGES.badUnitType).default(DEFAULT_UNIT_TYPE),
  assignmentType: z.enum(ASSIGNMENT_TYPES, PAY_MESSAGES.badAssignmentType).default('department'),
  departmentIds: ids,
  employeeIds: ids,
  isActive: z.boolean(PAY_MESSAGES.badBoolean).default(true),
};

/** Bonus and penalty rule templates share one shape. */
export const ruleTemplateSchema = z.object(ruleTemplateFields);
export type RuleTemplateInput = z.input<typeof ruleTemplateSchema>;
export type RuleTemplateData = z.output<typeof ruleTemplateSchema>;

export const toggleSchema = z.object({ isActive: z.boolean(PAY_MESSAGES.isActiveRequired) });

// ─── Periods ─────────────────────────────────────────────────────────────────────────────────

const isoDate = z
  .string(PAY_MESSAGES.badPeriod)
  .regex(/^\d{4}-\d{2}-\d{2}$/, PAY_MESSAGES.badPeriod)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01';
  }, PAY_MESSAGES.badPeriod);

/**
 * The optional period of every figure: `period=YYYY-MM`, or `from`/`to` (inclusive ISO dates);
 * neither means the current month in the company's timezone. At most ten years long.
 */
export const periodSchema = z
  .object({
    period: z
      .string(PAY_MESSAGES.badPeriod)
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAY_MESSAGES.badPeriod)
      .refine((v) => v >= '1900-01', PAY_MESSAGES.badPeriod)
      .nullish(),
    from: isoDate.nullish(),
    to: isoDate.nullish(),
  })
  .refine((v) => !v.period || (!v.from && !v.to), { message: PAY_MESSAGES.badPeriod, path: ['period'] })
  .refine((v) => !v.from === !v.to, { message: PAY_MESSAGES.badPeriod, path: ['to'] })
  .refine((v) => !v.from || !v.to || (v.to >= v.from && Number(v.to.slice(0, 4)) - Number(v.from.slice(0, 4)) <= 10), {
    message: PAY_MESSAGES.badPeriod,
    path: ['to'],
  });
export type PeriodInput = z.input<typeof periodSchema>;
