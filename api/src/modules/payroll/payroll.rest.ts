import type { FastifyRequest } from 'fastify';
import {
  body,
  bodyCompanyId,
  companyPeriodQuery,
  companyQuery as companyOnlyQuery,
  defineRoutes,
  intId,
  param,
  periodFields,
  query,
  successBody,
  withCompany,
} from '../../shared/rest';
import { z } from 'zod';
import { performanceSchema } from '@staffpay/schema/pay/pay.schemas';
import { toRestCard } from './card.view';
import { sendCards } from './cards-body';
import {
  departmentBaseRule,
  departmentThresholdProgress,
  employeeCards,
  payrollSalaryTypes,
  payrollStats,
  payrollSummary,
} from './figures.service';
import type { PeriodArgs } from '../pay-core';
import { fixPeriod, listFixes, reopenPeriod } from './payroll-fix.service';
import {
  deletePerformance,
  listPerformance,
  previewPerformance,
  savePerformance,
  updatePerformance,
} from './performance.service';

/** The optional period of a figure call: `period=YYYY-MM`, or `from` and `to`. */
function periodQuery(req: FastifyRequest): PeriodArgs {
  return { period: query(req, 'period'), from: query(req, 'from'), to: query(req, 'to') };
}

/** An optional id parameter: absent stays absent, anything malformed becomes NaN for the service to refuse. */
function optionalId(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  return typeof raw === 'number' ? raw : intId(String(raw));
}

const departmentPeriodQuery = companyPeriodQuery.extend({ departmentId: z.int().positive().optional() });

const companyQuery = (req: FastifyRequest) => intId(query(req, 'companyId'));

export const payrollRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/dashboard/employee-cards',
      doc: {
        summary: "The paid employees' cards",
        query: departmentPeriodQuery,
        response: 'Cards (money as decimal strings)',
      },
      input: (req) => ({
        companyId: companyQuery(req),
        args: { ...periodQuery(req), departmentId: optionalId(query(req, 'departmentId')) },
      }),
      handler: (ctx, { companyId, args }) => employeeCards(ctx, companyId, args),
      send: sendCards,
    },
    {
      method: 'GET',
      path: '/api/dashboard/department-base-rule',
      answers: 'BaseRate',
      doc: {
        summary: "A department's base rule",
        query: departmentPeriodQuery,
        response: '`{ ruleId, baseRulePercentage, totalBaseRateAmount }`',
      },
      input: (req) => ({
        companyId: companyQuery(req),
        args: { ...periodQuery(req), departmentId: optionalId(query(req, 'departmentId')) },
      }),
      handler: (ctx, { companyId, args }) => departmentBaseRule(ctx, companyId, args),
      // A percentage, not money: the original client shows it as a number.
      output: (rate) => ({
        ...rate,
        baseRulePercentage: rate.baseRulePercentage === null ? null : Number(rate.baseRulePercentage),
      }),
    },
    {
      method: 'GET',
      path: '/api/dashboard/department-threshold-progress',
      answers: 'ThresholdProgressItem',
      doc: {
        summary: 'Threshold progress of a department',
        query: departmentPeriodQuery,
        response: '`{ thresholdProgress }`',
      },
      input: (req) => ({
        companyId: companyQuery(req),
        args: { ...periodQuery(req), departmentId: optionalId(query(req, 'departmentId')) },
      }),
      handler: (ctx, { companyId, args }) => departmentThresholdProgress(ctx, companyId, args),
      output: (thresholdProgress) => ({ thresholdProgress }),
    },
    {
      method: 'POST',
      path: '/api/dashboard/department-threshold-progress',
      answers: 'ThresholdProgressItem',
      doc: {
        summary: 'Threshold progress of a department (the body form)',
        body: withCompany(z.object({ departmentId: z.int().optional(), ...periodFields })),
        response: '`{ thresholdProgress }`',
      },
      input: (req) => body(req),
      handler: (ctx, b) =>
        departmentThresholdProgress(ctx, bodyCompanyId(b), {
          period: b.period as string | undefined,
          from: b.from as string | undefined,
          to: b.to as string | undefined,
          departmentId: optionalId(b.departmentId),
        }),
      output: (thresholdProgress) => ({ thresholdProgress }),
    },
    {
      method: 'GET',
      path: '/api/dashboard/stats',
      answers: 'DashboardStats',
      doc: {
        summary: 'Pay totals',
        query: departmentPeriodQuery,
        response: '`{ totalSalaryFund, averageSalary, totalBonuses, totalPenalties }`',
      },
      input: (req) => ({
        companyId: companyQuery(req),
        args: { ...periodQuery(req), departmentId: optionalId(query(req, 'departmentId')) },
      }),
      handler: (ctx, { companyId, args }) => payrollStats(ctx, companyId, args),
    },
    {
      method: 'GET',
      path: '/api/dashboard/summary',
      answers: 'PayrollSummary',
      doc: {
        summary: 'The pay summary of a period',
        query: companyPeriodQuery,
        response: '`{ period, stats, salaryTypes, overview, bestEmployee }`',
      },
      input: (req) => ({ companyId: companyQuery(req), args: periodQuery(req) }),
      handler: (ctx, { companyId, args }) => payrollSummary(ctx, companyId, args),
      output: (s) => ({ ...s, bestEmployee: s.bestEmployee && toRestCard(s.bestEmployee) }),
    },
    {
      method: 'GET',
      path: '/api/salary-type-stats',
      doc: { summary: 'Pay by salary type', query: companyPeriodQuery, response: '`{ fixed, percentage, team }`' },
      input: (req) => ({ companyId: companyQuery(req), args: periodQuery(req) }),
      handler: (ctx, { companyId, args }) => payrollSalaryTypes(ctx, companyId, args),
    },
    {
      method: 'POST',
      path: '/api/employee-performance',
      answers: 'SavedPerformance',
      doc: {
        summary: 'Save a performance record',
        body: withCompany(performanceSchema),
        response: '`{ record, card }`',
      },
      status: 201,
      input: (req) => body(req),
      handler: (ctx, b) => savePerformance(ctx, bodyCompanyId(b), b),
      output: (saved) => ({ ...saved, card: toRestCard(saved.card) }),
    },
    {
      method: 'GET',
      path: '/api/employee-performance',
      answers: 'PerformanceRecord',
      doc: {
        summary: 'Performance records of a period',
        query: companyPeriodQuery.extend({ employeeId: z.int().optional() }),
        response: 'Records',
      },
      input: (req) => ({
        companyId: companyQuery(req),
        employeeId: optionalId(query(req, 'employeeId')),
        period: periodQuery(req),
      }),
      handler: (ctx, { companyId, employeeId, period }) => listPerformance(ctx, companyId, { employeeId, period }),
    },
    {
      method: 'PUT',
      path: '/api/employee-performance/:id',
      answers: 'PerformanceRecord',
      doc: { summary: 'Change a performance record', body: withCompany(performanceSchema), response: 'The record' },
      input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => updatePerformance(ctx, bodyCompanyId(data), id, data),
    },
    {
      method: 'DELETE',
      path: '/api/employee-performance/:id',
      doc: { summary: 'Delete a performance record', query: companyOnlyQuery, response: successBody },
      input: (req) => ({ id: intId(param(req, 'id')), companyId: companyQuery(req) }),
      handler: (ctx, { id, companyId }) => deletePerformance(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'POST',
      path: '/api/apply-employee-rules',
      answers: 'PerformancePreview',
      doc: {
        summary: 'Preview the pay of a performance record (writes nothing)',
        body: withCompany(performanceSchema),
        response: '`{ period, before, after, added }`',
      },
      input: (req) => body(req),
      handler: (ctx, b) => previewPerformance(ctx, bodyCompanyId(b), b),
      output: (p) => ({ ...p, before: toRestCard(p.before), after: toRestCard(p.after) }),
    },
    {
      method: 'POST',
      path: '/api/fix-employee-rules',
      answers: 'PayrollFix',
      doc: {
        summary: 'Fix a period: save the record and lock its dates',
        body: withCompany(performanceSchema),
        response: 'The fix with its snapshot',
      },
      status: 201,
      input: (req) => body(req),
      handler: (ctx, b) => fixPeriod(ctx, bodyCompanyId(b), b),
    },
    {
      method: 'GET',
      path: '/api/payroll-fixes',
      answers: 'PayrollFix',
      doc: {
        summary: 'Fixed periods, newest first',
        query: companyOnlyQuery.extend({ employeeId: z.int().optional() }),
        response: 'Fixes',
      },
      input: (req) => ({ companyId: companyQuery(req), employeeId: optionalId(query(req, 'employeeId')) }),
      handler: (ctx, { companyId, employeeId }) => listFixes(ctx, companyId, { employeeId }),
    },
    {
      method: 'POST',
      path: '/api/payroll-fixes/:id/reopen',
      answers: 'PayrollFix',
      doc: { summary: 'Reopen a fixed period (owner)', body: withCompany(), response: 'The fix with `reopenedAt`' },
      input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => reopenPeriod(ctx, bodyCompanyId(data), id),
    },
  ],
  'Payroll',
);
