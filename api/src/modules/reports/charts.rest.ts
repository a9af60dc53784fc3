import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  departmentPayAnswer,
  employeePayHistoryAnswer,
  payHistoryAnswer,
  payTrendAnswer,
} from '@staffpay/schema/pay/charts.responses';
import { defineRoutes, intId, param, query } from '../../shared/rest';
import { employeePayHistory, payHistory } from './pay-history.service';
import { departmentPayBreakdown, payTrend } from './pay-trend.service';

/** A count or id from the query string: a number when it looks like one, else the text for the schema to refuse. */
const numberQuery = (req: FastifyRequest, name: string) => {
  const raw = query(req, name);
  return raw !== undefined && /^-?\d{1,10}$/.test(raw) ? Number(raw) : raw;
};

const monthQuery = z.object({
  period: z.string().optional().meta({ description: "The month, 'YYYY-MM'; the current month when absent" }),
});
const monthsQuery = z.object({
  months: z.string().optional().meta({ description: 'How many months, ending with the current one (1..24; 12)' }),
});

export const chartRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/reports/pay-trend',
      answers: 'PayTrend',
      doc: {
        summary: 'Cumulative profit and payroll by day, a month against the month before',
        query: monthQuery,
        response: payTrendAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, args: { period: query(req, 'period') } }),
      handler: (ctx, { companyId, args }) => payTrend(ctx, companyId, args),
    },
    {
      method: 'GET',
      path: '/api/reports/department-breakdown',
      answers: 'DepartmentPay',
      doc: {
        summary: 'Bonuses, penalties and advances of a month per department',
        query: monthQuery,
        response: departmentPayAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, args: { period: query(req, 'period') } }),
      handler: (ctx, { companyId, args }) => departmentPayBreakdown(ctx, companyId, args),
    },
    {
      method: 'GET',
      path: '/api/reports/pay-history',
      answers: 'PayHistoryMonth',
      doc: {
        summary: 'Payroll fund, average pay and profit of the last months',
        query: monthsQuery.extend({
          departmentId: z.string().optional().meta({ description: 'Only this department’s members' }),
          branchId: z.string().optional().meta({ description: 'Only this branch’s employees' }),
        }),
        response: payHistoryAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
        args: {
          months: numberQuery(req, 'months'),
          departmentId: numberQuery(req, 'departmentId'),
          branchId: numberQuery(req, 'branchId'),
        },
      }),
      handler: (ctx, { companyId, args }) => payHistory(ctx, companyId, args),
    },
    {
      method: 'GET',
      path: '/api/employees/:id/pay-history',
      answers: 'EmployeePayMonth',
      doc: {
        summary: 'An employee’s pay and KPIs of the last months',
        query: monthsQuery,
        response: employeePayHistoryAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
        args: { employeeId: intId(param(req, 'id')), months: numberQuery(req, 'months') },
      }),
      handler: (ctx, { companyId, args }) => employeePayHistory(ctx, companyId, args),
    },
  ],
  'Reports',
);
