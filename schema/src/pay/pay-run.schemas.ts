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
});

export type PayRunTotals = z.infer<typeof payRunTotalsSchema>;
export type PayRun = Omit<z.infer<typeof payRunSchema>, 'fixedAt'> & { fixedAt: Date | null };
