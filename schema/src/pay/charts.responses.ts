import { z } from 'zod';
import { answerId, day, masked, money } from '../records/answer-fields';
import { periodAnswer } from './pay.responses';

/**
 * The answers of the charts' routes (GET /api/openapi.json). A figure the viewer's role may not
 * see (`amounts`, `profit`: docs/permissions.md) is null, and so is a day still to come.
 */
const amount = (description: string) =>
  masked(money(description)).meta({ description: `${description}, a decimal string; null without \`amounts\`` });
const profit = (description: string) =>
  masked(money(description)).meta({ description: `${description}, a decimal string; null without \`profit\`` });

export const payTrendAnswer = z
  .object({
    period: periodAnswer,
    previousPeriod: periodAnswer,
    points: z
      .array(
        z
          .object({
            day: z.int().min(1).max(31).meta({ description: 'The day of the month' }),
            date: day("The month's date of that day").nullable(),
            profit: profit('Profit so far this month (null after today)'),
            payroll: amount('Payroll so far this month (null after today)'),
            previousProfit: profit('Profit so far the month before'),
            previousPayroll: amount('Payroll so far the month before'),
          })
          .meta({ id: 'PayTrendPoint', description: 'One day against the same day of the month before' }),
      )
      .meta({ description: 'One per day over the longer of the two months' }),
  })
  .meta({ id: 'PayTrend', description: 'Cumulative profit and payroll by day: a month against the month before' });

export const departmentPayAnswer = z
  .array(
    z
      .object({
        departmentId: answerId('The department'),
        departmentName: z.string().meta({ description: 'Its name' }),
        bonuses: amount('Its members’ bonuses'),
        penalties: amount('Its members’ penalties'),
        advances: amount('Its members’ advances'),
      })
      .meta({ id: 'DepartmentPay', description: 'A department’s bonuses, penalties and advances of a month' }),
  )
  .meta({ description: 'By department name' });

export const payHistoryAnswer = z
  .array(
    z
      .object({
        period: periodAnswer,
        payrollFund: amount('The paid employees’ total salary'),
        averagePay: amount('payrollFund per paid employee'),
        profit: profit('Every member’s profit'),
        employeeCount: z.int().nonnegative().meta({ description: 'Employees paid in the month' }),
      })
      .meta({ id: 'PayHistoryMonth', description: 'One month of the company’s (or a group’s) pay' }),
  )
  .meta({ description: 'Oldest first, ending with the current month' });

export const employeePayHistoryAnswer = z
  .array(
    z
      .object({
        employeeId: answerId('The employee'),
        period: periodAnswer,
        totalSalary: amount('Total salary'),
        baseSalary: amount('Base salary'),
        bonuses: amount('Bonuses with the rules’ bonuses'),
        penalties: amount('Penalties with the templates’ penalties'),
        advances: amount('Advances'),
        employeeProfit: profit('Profit'),
        ordersCount: z.int().nonnegative().nullable().meta({ description: 'Orders; null without `profit`' }),
        averageCheck: profit('Profit per order (null without orders)'),
      })
      .meta({ id: 'EmployeePayMonth', description: 'One month of an employee’s card' }),
  )
  .meta({ description: 'Oldest first, ending with the current month' });
