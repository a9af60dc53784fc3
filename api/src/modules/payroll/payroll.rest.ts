import type { FastifyRequest } from 'fastify';
import { updatedSinceQuery } from '../../shared/change-feed';
import {
  companyAndBody,
  companyAndId,
  companyIdAndBody,
  defineRoutes,
  intId,
  param,
  periodFields,
  query,
  successBody,
} from '../../shared/rest';
import { z } from 'zod';
import { performanceSchema } from '@staffpay/schema/pay/pay.schemas';
import { payRunAnomaliesSchema, payRunSchema } from '@staffpay/schema/pay/pay-run.schemas';
import { payRun } from './pay-run.service';
import { approvePayRun, returnPayRun, submitPayRun } from './pay-run-review.service';
import { payRunAnomalies } from './pay-run-anomalies.service';
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
import { fixAnswer, fixPeriod, listFixes, reopenPeriod } from './payroll-fix.service';
import {
  deletePerformance,
  listPerformance,
  previewPerformance,
  savePerformance,
  updatePerformance,
} from './performance.service';
import {
  baseRateAnswer,
  dashboardStatsAnswer,
  employeeCardAnswer,
  payrollFixAnswer,
  payrollSummaryAnswer,
  performancePreviewAnswer,
  performanceRecordAnswer,
  salaryTypeStatsAnswer,
  savedPerformanceAnswer,
  thresholdProgressListAnswer,
} from '@staffpay/schema/pay/pay.responses';

/** The optional period of a figure call: `period=YYYY-MM`, or `from` and `to`. */
function periodQuery(req: FastifyRequest): PeriodArgs {
  return { period: query(req, 'period'), from: query(req, 'from'), to: query(req, 'to') };
}

/** An optional id parameter: absent stays absent, anything malformed becomes NaN for the service to refuse. */
function optionalId(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  return typeof raw === 'number' ? raw : intId(String(raw));
}

const departmentPeriodQuery = z.object(periodFields).extend({ departmentId: z.int().positive().optional() });

export const payrollRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/dashboard/employee-cards',
      doc: {
        summary: "The paid employees' cards",
        query: departmentPeriodQuery,
        response: z.array(employeeCardAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
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
        response: baseRateAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
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
        response: thresholdProgressListAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
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
        body: z.object({ departmentId: z.int().optional(), ...periodFields }),
        response: thresholdProgressListAnswer,
      },
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) =>
        departmentThresholdProgress(ctx, companyId, {
          period: data.period as string | undefined,
          from: data.from as string | undefined,
          to: data.to as string | undefined,
          departmentId: optionalId(data.departmentId),
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
        response: dashboardStatsAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
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
        query: z.object(periodFields),
        response: payrollSummaryAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, args: periodQuery(req) }),
      handler: (ctx, { companyId, args }) => payrollSummary(ctx, companyId, args),
      output: (s) => ({ ...s, bestEmployee: s.bestEmployee && toRestCard(s.bestEmployee) }),
    },
    {
      method: 'GET',
      path: '/api/salary-type-stats',
      doc: { summary: 'Pay by salary type', query: z.object(periodFields), response: salaryTypeStatsAnswer },
      company: 'query',
      input: (req, companyId) => ({ companyId, args: periodQuery(req) }),
      handler: (ctx, { companyId, args }) => payrollSalaryTypes(ctx, companyId, args),
    },
    {
      method: 'POST',
      path: '/api/employee-performance',
      answers: 'SavedPerformance',
      doc: {
        summary: 'Save a performance record',
        body: performanceSchema,
        response: savedPerformanceAnswer,
      },
      status: 201,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => savePerformance(ctx, companyId, data),
      output: (saved) => ({ ...saved, card: toRestCard(saved.card) }),
    },
    {
      method: 'GET',
      path: '/api/employee-performance',
      answers: 'PerformanceRecord',
      doc: {
        summary: 'Performance records of a period',
        query: z.object(periodFields).extend({ employeeId: z.int().optional() }).extend(updatedSinceQuery.shape),
        response: z.array(performanceRecordAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
        employeeId: optionalId(query(req, 'employeeId')),
        period: periodQuery(req),
        updatedSince: query(req, 'updatedSince'),
      }),
      handler: (ctx, { companyId, employeeId, period, updatedSince }) =>
        listPerformance(ctx, companyId, { employeeId, period, updatedSince }),
    },
    {
      method: 'PUT',
      path: '/api/employee-performance/:id',
      answers: 'PerformanceRecord',
      doc: { summary: 'Change a performance record', body: performanceSchema, response: performanceRecordAnswer },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updatePerformance(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/employee-performance/:id',
      doc: { summary: 'Delete a performance record', response: successBody },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => deletePerformance(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'POST',
      path: '/api/apply-employee-rules',
      answers: 'PerformancePreview',
      doc: {
        summary: 'Preview the pay of a performance record (writes nothing)',
        body: performanceSchema,
        response: performancePreviewAnswer,
      },
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => previewPerformance(ctx, companyId, data),
      output: (p) => ({ ...p, before: toRestCard(p.before), after: toRestCard(p.after) }),
    },
    {
      method: 'POST',
      path: '/api/fix-employee-rules',
      answers: 'PayrollFix',
      doc: {
        summary: 'Fix a period: save the record and lock its dates',
        body: performanceSchema,
        response: payrollFixAnswer,
      },
      status: 201,
      company: 'body',
      input: companyAndBody,
      handler: async (ctx, { companyId, data }) => fixAnswer(await fixPeriod(ctx, companyId, data)),
    },
    {
      method: 'GET',
      path: '/api/payroll-fixes',
      answers: 'PayrollFix',
      doc: {
        summary: 'Fixed periods, newest first',
        query: z.object({ employeeId: z.int().optional() }).extend(updatedSinceQuery.shape),
        response: z.array(payrollFixAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
        employeeId: optionalId(query(req, 'employeeId')),
        updatedSince: query(req, 'updatedSince'),
      }),
      handler: async (ctx, { companyId, employeeId, updatedSince }) =>
        (await listFixes(ctx, companyId, { employeeId, updatedSince })).map(fixAnswer),
    },
    {
      method: 'POST',
      path: '/api/payroll-fixes/:id/reopen',
      answers: 'PayrollFix',
      doc: { summary: 'Reopen a fixed period (owner)', response: payrollFixAnswer },
      company: 'body',
      input: companyAndId,
      handler: async (ctx, { companyId, id }) => fixAnswer(await reopenPeriod(ctx, companyId, id)),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/pay-runs/:period',
      answers: 'PayRun',
      doc: {
        summary: "A company's month as one pay run: status, totals, who fixed it (salaries.view)",
        params: { period: "The month, 'YYYY-MM'" },
        response: payRunSchema,
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, period: param(req, 'period') }),
      handler: (ctx, { companyId, period }) => payRun(ctx, companyId, period),
    },
    {
      method: 'POST',
      path: '/api/companies/:id/pay-runs/:period/submit',
      answers: 'PayRun',
      doc: {
        summary: 'Send the month for review (salaries.edit): takes the snapshot and freezes the month',
        params: { period: "The month, 'YYYY-MM'" },
        response: payRunSchema,
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, period: param(req, 'period') }),
      handler: (ctx, { companyId, period }) => submitPayRun(ctx, companyId, period),
    },
    {
      method: 'POST',
      path: '/api/companies/:id/pay-runs/:period/approve',
      answers: 'PayRun',
      doc: {
        summary: 'Approve the month in review (salaries.approve): fixes it with the submitted snapshot',
        params: { period: "The month, 'YYYY-MM'" },
        response: payRunSchema,
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, period: param(req, 'period') }),
      handler: (ctx, { companyId, period }) => approvePayRun(ctx, companyId, period),
    },
    {
      method: 'POST',
      path: '/api/companies/:id/pay-runs/:period/return',
      answers: 'PayRun',
      doc: {
        summary: 'Return the month in review with a reason (salaries.approve): open again',
        params: { period: "The month, 'YYYY-MM'" },
        body: z.object({ reason: z.string().meta({ description: 'Why it is returned: 1–500 characters' }) }),
        response: payRunSchema,
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({
        companyId,
        period: param(req, 'period'),
        reason: (req.body as { reason?: unknown } | null)?.reason,
      }),
      handler: (ctx, { companyId, period, reason }) => returnPayRun(ctx, companyId, period, reason),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/pay-runs/:period/anomalies',
      answers: 'PayRunAnomalies',
      doc: {
        summary: 'The pre-close check of the month against the last fixed month and the ledger (salaries.view)',
        params: { period: "The month, 'YYYY-MM'" },
        query: z.object({ changeShare: z.string().optional().meta({ description: 'Decimal share, default 0.25' }) }),
        response: payRunAnomaliesSchema,
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, period: param(req, 'period'), changeShare: query(req, 'changeShare') }),
      handler: (ctx, { companyId, period, changeShare }) => payRunAnomalies(ctx, companyId, period, changeShare),
    },
  ],
  'Payroll',
);
