import type { FastifyRequest } from 'fastify';
import { body, bodyCompanyId, defineRoutes, intId, param, query } from '../../shared/rest';
import { restCardsBody, toRestCard } from './card.view';
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

const companyQuery = (req: FastifyRequest) => intId(query(req, 'companyId'));

export const payrollRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/dashboard/employee-cards',
    input: (req) => ({
      companyId: companyQuery(req),
      args: { ...periodQuery(req), departmentId: optionalId(query(req, 'departmentId')) },
    }),
    handler: (ctx, { companyId, args }) => employeeCards(ctx, companyId, args),
    output: restCardsBody,
  },
  {
    method: 'GET',
    path: '/api/dashboard/department-base-rule',
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
    input: (req) => ({
      companyId: companyQuery(req),
      args: { ...periodQuery(req), departmentId: optionalId(query(req, 'departmentId')) },
    }),
    handler: (ctx, { companyId, args }) => payrollStats(ctx, companyId, args),
  },
  {
    method: 'GET',
    path: '/api/dashboard/summary',
    input: (req) => ({ companyId: companyQuery(req), args: periodQuery(req) }),
    handler: (ctx, { companyId, args }) => payrollSummary(ctx, companyId, args),
    output: (s) => ({ ...s, bestEmployee: s.bestEmployee && toRestCard(s.bestEmployee) }),
  },
  {
    method: 'GET',
    path: '/api/salary-type-stats',
    input: (req) => ({ companyId: companyQuery(req), args: periodQuery(req) }),
    handler: (ctx, { companyId, args }) => payrollSalaryTypes(ctx, companyId, args),
  },
  {
    method: 'POST',
    path: '/api/employee-performance',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, b) => savePerformance(ctx, bodyCompanyId(b), b),
    output: (saved) => ({ ...saved, card: toRestCard(saved.card) }),
  },
  {
    method: 'GET',
    path: '/api/employee-performance',
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
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => updatePerformance(ctx, bodyCompanyId(data), id, data),
  },
  {
    method: 'DELETE',
    path: '/api/employee-performance/:id',
    input: (req) => ({ id: intId(param(req, 'id')), companyId: companyQuery(req) }),
    handler: (ctx, { id, companyId }) => deletePerformance(ctx, companyId, id),
    output: () => ({ success: true }),
  },
  {
    method: 'POST',
    path: '/api/apply-employee-rules',
    input: (req) => body(req),
    handler: (ctx, b) => previewPerformance(ctx, bodyCompanyId(b), b),
    output: (p) => ({ ...p, before: toRestCard(p.before), after: toRestCard(p.after) }),
  },
  {
    method: 'POST',
    path: '/api/fix-employee-rules',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, b) => fixPeriod(ctx, bodyCompanyId(b), b),
  },
  {
    method: 'GET',
    path: '/api/payroll-fixes',
    input: (req) => ({ companyId: companyQuery(req), employeeId: optionalId(query(req, 'employeeId')) }),
    handler: (ctx, { companyId, employeeId }) => listFixes(ctx, companyId, { employeeId }),
  },
  {
    method: 'POST',
    path: '/api/payroll-fixes/:id/reopen',
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => reopenPeriod(ctx, bodyCompanyId(data), id),
  },
]);
