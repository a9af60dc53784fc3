import { z } from 'zod';
import { PAY_MESSAGES } from './pay.schemas';

/** The managers' charts (docs/api.md, 'Charts'): their inputs, as the API checks them. */
export const CHART_MESSAGES = {
  badMonths: 'Количество месяцев — от 1 до 24',
  branchNotFound: 'Филиал не найден',
} as const;

/** How many months a history covers by default and at most. */
export const HISTORY_MONTHS = 12;
export const MAX_HISTORY_MONTHS = 24;

const month = z
  .string(PAY_MESSAGES.badPeriod)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAY_MESSAGES.badPeriod)
  .refine((v) => v >= '1900-01', PAY_MESSAGES.badPeriod);
const id = z
  .number(PAY_MESSAGES.badId)
  .int(PAY_MESSAGES.badId)
  .positive(PAY_MESSAGES.badId)
  .max(2_147_483_647, PAY_MESSAGES.badId);
const months = z
  .number(CHART_MESSAGES.badMonths)
  .int(CHART_MESSAGES.badMonths)
  .min(1, CHART_MESSAGES.badMonths)
  .max(MAX_HISTORY_MONTHS, CHART_MESSAGES.badMonths);

/** A month's chart: `period` is 'YYYY-MM', the company's current month when absent. */
export const chartPeriodSchema = z.object({ period: month.nullish() });

/** The company's history: the last `months` months, optionally of one department's or branch's members. */
export const payHistorySchema = z.object({
  months: months.nullish(),
  departmentId: id.nullish(),
  branchId: id.nullish(),
});

/** One employee's history of the last `months` months. */
export const employeePayHistorySchema = z.object({ employeeId: id, months: months.nullish() });
