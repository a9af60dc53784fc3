import { z } from 'zod';
import { BACKUP_VERSION } from '../data-protection/backup.schemas';
import { LEDGER_TYPE, LEDGER_TYPES, type LedgerTotalField } from './ledger-types';
import { APPLIED_RULE_MODES, APPLIED_RULE_SOURCES } from './pay.enums';

/**
 * A fixed payroll snapshot as integrators read it (GraphQL `PayrollFix.typedSnapshot`, REST
 * `typedSnapshot`): the same history the stored JSON keeps, in typed fields. The snapshot is kept
 * verbatim in the backup file, so its shape is versioned with that file: `formatVersion` is the
 * backup format's version, and a change to the snapshot's shape bumps both.
 *
 * Money is a decimal string; a figure the caller may not see is null (the field guard), so every
 * money field is nullable here. `api/test/typed-results-shape.test.ts` checks the GraphQL types
 * against this schema.
 */
export const FIX_SNAPSHOT_VERSION = BACKUP_VERSION;

const money = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .nullable()
  .meta({ description: 'A decimal string (money)' });
const day = z.iso.date();

export const fixedAppliedRuleSchema = z.object({
  source: z.string().meta({ description: 'Deprecated: read ruleSource' }),
  ruleSource: z.enum(APPLIED_RULE_SOURCES),
  ruleId: z.int(),
  name: z.string(),
  salaryMode: z.enum(APPLIED_RULE_MODES),
  calculatedAmount: money,
});

export const fixedLedgerLineSchema = z.object({
  type: z.enum(LEDGER_TYPES),
  id: z.int(),
  amount: money,
  /** null for types without a count, and in snapshots fixed before quantities were kept. */
  quantity: z.int().nullable(),
  reason: z.string(),
  appliedDate: day,
});

const ledgerTotals = Object.fromEntries(LEDGER_TYPES.map((t) => [LEDGER_TYPE[t].card.total, money])) as Record<
  LedgerTotalField,
  typeof money
>;

export const fixedFiguresSchema = z.object({
  ordersCount: z.int().nullable(),
  employeeProfit: money,
  averageCheck: money,
  baseSalary: money,
  ruleBonuses: money,
  rulePenalties: money,
  ...ledgerTotals,
  totalSalary: money,
  amountDue: money,
});

export const fixedCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string().nullable(),
  status: z.string().nullable(),
  employmentType: z.string().nullable(),
  jobPosition: z.string().nullable(),
  customPosition: z.string().nullable(),
  departmentId: z.int().nullable(),
  departmentName: z.string().nullable(),
  branchId: z.int().nullable(),
  figures: fixedFiguresSchema,
  appliedRules: z.array(fixedAppliedRuleSchema),
  ledgerLines: z.array(fixedLedgerLineSchema),
});

export const fixSnapshotSchema = z.object({
  formatVersion: z.int(),
  period: z.object({ from: day, to: day }),
  card: fixedCardSchema,
});

export type FixedAppliedRule = z.infer<typeof fixedAppliedRuleSchema>;
export type FixedLedgerLine = z.infer<typeof fixedLedgerLineSchema>;
export type FixedFigures = z.infer<typeof fixedFiguresSchema>;
export type FixedCard = z.infer<typeof fixedCardSchema>;
export type FixSnapshot = z.infer<typeof fixSnapshotSchema>;
