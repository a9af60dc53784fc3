import { z } from 'zod';
import { labelsOf, valuesOf, type Labelled } from '../enumerations/declaration';
import { PAY_MESSAGES } from './pay.schemas';

/**
 * A company's pay run: one month of the whole company as one object (GraphQL `payRun`, REST
 * `GET /api/companies/{id}/pay-runs/{period}`). Periods are fixed per employee, over any span of
 * days (`fixPayrollPeriod`), so a month is fixed when every paid employee's fixes cover it, partly
 * fixed when some fall in it, open otherwise.
 */
export const PAY_RUN_STATUS = {
  open: { label: 'Открыт', doc: 'No paid employee has a fixed day in the month' },
  partially_fixed: {
    label: 'Зафиксирован частично',
    doc: 'Some fixes fall in the month, but not every paid employee’s whole month is fixed',
  },
  fixed: { label: 'Зафиксирован', doc: 'Every paid employee’s whole month is fixed (and not reopened)' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type PayRunStatus = keyof typeof PAY_RUN_STATUS;
export const PAY_RUN_STATUSES = valuesOf(PAY_RUN_STATUS);
export const PAY_RUN_STATUS_LABELS = labelsOf(PAY_RUN_STATUS);

/** The month a pay run is asked for: 'YYYY-MM' (required, unlike the figures' optional period). */
export const payRunPeriodSchema = z
  .string(PAY_MESSAGES.badPeriod)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAY_MESSAGES.badPeriod)
  .refine((v) => v >= '1900-01', PAY_MESSAGES.badPeriod);

const money = z.string().nullable().meta({ description: 'A decimal string (money); null when the role hides it' });

export const payRunTotalsSchema = z.object({
  totalSalaryFund: money,
  totalBonuses: money,
  totalPenalties: money,
  totalAdvances: money,
  totalPiecework: money,
  amountDue: money,
  totalProfit: money,
});

/**
 * Where a month stands in its review (beside `status`, which says how much of it is fixed). The
 * stored state (pay_run_reviews) is in_review, approved or returned; the stage is derived from it
 * and the status: no review or a returned one is a draft, an approved one whose month is no longer
 * wholly fixed (a fix was reopened) is reopened.
 */
export const PAY_RUN_STAGE = {
  draft: { label: 'Черновик', doc: 'Not sent for review (or returned): records of the month may change' },
  in_review: {
    label: 'На проверке',
    doc: 'Sent for review: records of the month and its fixes are refused until it is approved or returned',
  },
  approved: { label: 'Утверждён', doc: 'Approved: every paid employee’s month is fixed with the reviewed snapshot' },
  reopened: {
    label: 'Открыт заново',
    doc: 'Approved, but a fix of the month was reopened since; it may be sent again',
  },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type PayRunStage = keyof typeof PAY_RUN_STAGE;
export const PAY_RUN_STAGES = valuesOf(PAY_RUN_STAGE);
export const PAY_RUN_STAGE_LABELS = labelsOf(PAY_RUN_STAGE);

/** The stored state of a month's review (the CHECK constraint of pay_run_reviews.state). */
export const PAY_RUN_REVIEW_STATE = {
  in_review: { label: 'На проверке', doc: 'Sent for review and not decided yet' },
  approved: { label: 'Утверждён', doc: 'Approved: the month was fixed' },
  returned: { label: 'Возвращён', doc: 'Returned with a reason: the month is open again' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type PayRunReviewState = keyof typeof PAY_RUN_REVIEW_STATE;
export const PAY_RUN_REVIEW_STATES = valuesOf(PAY_RUN_REVIEW_STATE);

export const RETURN_REASON_MAX = 500;

export const PAY_RUN_MESSAGES = {
  periodInReview: 'Месяц на проверке: записи за него нельзя изменить, пока его не утвердят или не вернут',
  alreadyInReview: 'Месяц уже отправлен на проверку',
  alreadyApproved: 'Месяц уже утверждён: чтобы отправить его снова, откройте заново фиксацию',
  notInReview: 'Месяц не на проверке: утвердить или вернуть можно только отправленный на проверку месяц',
  noPaidEmployees: 'В этом месяце нет сотрудников, которым начисляется зарплата',
  partlyFixed:
    'У части сотрудников зафиксирована только часть месяца: откройте эти фиксации заново, чтобы отправить месяц на проверку',
  reasonRequired: 'Укажите причину возврата',
  reasonTooLong: `Причина возврата — не длиннее ${RETURN_REASON_MAX} символов`,
  badChangeShare: 'Порог изменения — число больше 0 и не больше 10 (доля: 0.25 — это 25 %)',
} as const;

/** returnPayRun's reason: trimmed, 1–500 characters. */
export const returnReasonSchema = z
  .string(PAY_RUN_MESSAGES.reasonRequired)
  .trim()
  .min(1, PAY_RUN_MESSAGES.reasonRequired)
  .max(RETURN_REASON_MAX, PAY_RUN_MESSAGES.reasonTooLong);

const user = z.object({ id: z.int(), name: z.string() });

export const payRunReviewSchema = z.object({
  state: z.enum(PAY_RUN_REVIEW_STATES),
  submittedAt: z.iso.datetime().nullable().meta({ description: 'When it was last sent for review' }),
  submittedBy: user.nullable().meta({ description: 'Who sent it; null when the account is gone' }),
  decidedAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'When it was approved or returned; null while in review' }),
  decidedBy: user.nullable().meta({ description: 'Who approved or returned it' }),
  returnReason: z.string().nullable().meta({ description: 'Why it was returned (kept until sent again)' }),
});

export const payRunSchema = z.object({
  companyId: z.int(),
  period: z.string().meta({ description: "The month, 'YYYY-MM'" }),
  from: z.iso.date(),
  to: z.iso.date(),
  status: z.enum(PAY_RUN_STATUSES),
  employeeCount: z.int().meta({ description: 'Paid employees in the month' }),
  fixedCount: z.int().meta({ description: 'Paid employees whose whole month is fixed' }),
  totals: payRunTotalsSchema,
  fixedAt: z.iso.datetime().nullable().meta({ description: 'When the last fix completing the month was made' }),
  fixedBy: z.object({ id: z.int(), name: z.string() }).nullable(),
  stage: z.enum(PAY_RUN_STAGES),
  review: payRunReviewSchema.nullable().meta({ description: 'The month’s review; null until first sent' }),
});

export type PayRunTotals = z.infer<typeof payRunTotalsSchema>;
export type PayRunReview = Omit<z.infer<typeof payRunReviewSchema>, 'submittedAt' | 'decidedAt'> & {
  submittedAt: Date | null;
  decidedAt: Date | null;
};
export type PayRun = Omit<z.infer<typeof payRunSchema>, 'fixedAt' | 'review'> & {
  fixedAt: Date | null;
  review: PayRunReview | null;
};

/**
 * What the pre-close check flags (pay-engine anomalies.ts): each compared with the last fixed
 * month or with the ledger itself.
 */
export const PAY_ANOMALY_KIND = {
  total_changed: {
    label: 'Сумма изменилась',
    doc: 'A paid employee’s total salary moved by more than the share from the last fixed month',
  },
  rule_started: { label: 'Правило начало действовать', doc: 'A salary rule applies now but did not last month' },
  rule_stopped: { label: 'Правило перестало действовать', doc: 'A salary rule applied last month but not now' },
  duplicate_record: {
    label: 'Возможный дубль',
    doc: 'Ledger records of one employee with the same type and amount dated within 2 days',
  },
  inactive_paid: {
    label: 'Начисления неактивному',
    doc: 'An employee not paid (not active nor on vacation) with ledger or performance records in the month',
  },
  negative_due: { label: 'Отрицательная сумма к выплате', doc: 'The amount due is below zero' },
  no_base_rule: { label: 'Нет базового правила', doc: 'A paid employee with no applied base salary rule' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type PayAnomalyKind = keyof typeof PAY_ANOMALY_KIND;
export const PAY_ANOMALY_KINDS = valuesOf(PAY_ANOMALY_KIND);
export const PAY_ANOMALY_KIND_LABELS = labelsOf(PAY_ANOMALY_KIND);

export const DEFAULT_CHANGE_SHARE = '0.25';

/** The share a total may move by before it is flagged: a decimal string, 0 < x ≤ 10. */
export const changeShareSchema = z
  .string(PAY_RUN_MESSAGES.badChangeShare)
  .trim()
  .regex(/^\d{1,2}(\.\d{1,6})?$/, PAY_RUN_MESSAGES.badChangeShare)
  .refine((v) => Number(v) > 0 && Number(v) <= 10, PAY_RUN_MESSAGES.badChangeShare);

export const payAnomalySchema = z.object({
  kind: z.enum(PAY_ANOMALY_KINDS),
  employeeId: z.int(),
  employeeName: z.string(),
  ruleId: z.int().nullable(),
  ruleName: z.string().nullable(),
  ledgerType: z.string().nullable(),
  recordIds: z.array(z.int()),
  amount: money,
  previousAmount: money,
});

export const payRunAnomaliesSchema = z.object({
  period: z.string().meta({ description: "The month, 'YYYY-MM'" }),
  comparedWith: z.string().nullable().meta({ description: 'The last fixed month before it; null when none' }),
  changeShare: z.string(),
  items: z.array(payAnomalySchema),
});
export type PayAnomalyView = z.infer<typeof payAnomalySchema>;
export type PayRunAnomalies = z.infer<typeof payRunAnomaliesSchema>;
