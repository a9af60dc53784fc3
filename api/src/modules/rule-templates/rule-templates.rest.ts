import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import { ruleTemplateSchema, salaryTemplateSchema, toggleSchema } from '@staffpay/schema/pay/pay.schemas';
import {
  companyAndBody,
  companyAndId,
  companyIdAndBody,
  defineRoutes,
  type RestRoute,
  successBody,
} from '../../shared/rest';
import {
  createRuleTemplate,
  deleteRuleTemplate,
  listRuleTemplates,
  toggleRuleTemplate,
  updateRuleTemplate,
} from './rule-template.service';
import {
  createSalaryTemplate,
  deleteSalaryTemplate,
  listSalaryTemplates,
  toggleSalaryTemplate,
  updateSalaryTemplate,
} from './salary-template.service';
import { z, type ZodType } from 'zod';
import { ruleTemplateAnswer, salaryRuleTemplateAnswer } from '@staffpay/schema/pay/pay.responses';

/**
 * `companyId` in the body, or `isActive` alone with `?companyId`: the tab sends it in the body,
 * the standalone page only in the query.
 */
const toggleDoc = (what: string, response: ZodType) => ({
  summary: `Switch a ${what} on or off`,
  body: toggleSchema,
  response,
});

const salaryRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/salary-rule-templates',
      answers: 'SalaryRuleTemplate',
      doc: {
        summary: 'Salary rule templates, oldest first',
        response: z.array(salaryRuleTemplateAnswer),
      },
      company: 'query',
      handler: (ctx, companyId) => listSalaryTemplates(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/salary-rule-templates',
      answers: 'SalaryRuleTemplate',
      doc: {
        summary: 'Create a salary rule template',
        body: salaryTemplateSchema,
        response: salaryRuleTemplateAnswer,
      },
      status: 201,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createSalaryTemplate(ctx, companyId, data),
    },
    {
      method: 'PUT',
      path: '/api/salary-rule-templates/:id',
      answers: 'SalaryRuleTemplate',
      doc: {
        summary: 'Replace a salary rule template',
        body: salaryTemplateSchema,
        response: salaryRuleTemplateAnswer,
      },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updateSalaryTemplate(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/salary-rule-templates/:id',
      doc: { summary: 'Delete a salary rule template', response: successBody },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => deleteSalaryTemplate(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'PATCH',
      path: '/api/salary-rule-templates/:id/toggle',
      answers: 'SalaryRuleTemplate',
      doc: toggleDoc('salary rule template', salaryRuleTemplateAnswer),
      company: 'body-or-query',
      input: companyIdAndBody,
      handler: (ctx, { id, companyId, data }) => toggleSalaryTemplate(ctx, companyId, id, data),
    },
  ],
  'Rule templates',
);

/**
 * /api/bonus-rule-templates and /api/penalty-rule-templates: docs/api.md updates with PATCH
 * (partial); PUT does the same.
 */
function kindRoutes(kind: RuleTemplateKind): RestRoute[] {
  const base = `/api/${kind}-rule-templates`;
  const label = kind === 'bonus' ? 'Bonus' : 'Penalty';
  const update: RestRoute<ReturnType<typeof companyIdAndBody>> = {
    method: 'PATCH',
    path: `${base}/:id`,
    answers: 'RuleTemplate',
    doc: {
      summary: `Change a ${kind} rule template (the fields given)`,
      body: ruleTemplateSchema.partial(),
      response: ruleTemplateAnswer,
    },
    company: 'body',
    input: companyIdAndBody,
    handler: (ctx, { companyId, id, data }) => updateRuleTemplate(ctx, kind, companyId, id, data),
  };
  return defineRoutes(
    [
      {
        method: 'GET',
        path: base,
        answers: 'RuleTemplate',
        doc: {
          summary: `${label} rule templates, oldest first`,
          response: z.array(ruleTemplateAnswer),
        },
        company: 'query',
        handler: (ctx, companyId) => listRuleTemplates(ctx, kind, companyId),
      },
      {
        method: 'POST',
        path: base,
        answers: 'RuleTemplate',
        doc: {
          summary: `Create a ${kind} rule template`,
          body: ruleTemplateSchema,
          response: ruleTemplateAnswer,
        },
        status: 201,
        company: 'body',
        input: companyAndBody,
        handler: (ctx, { companyId, data }) => createRuleTemplate(ctx, kind, companyId, data),
      },
      update,
      { ...update, method: 'PUT', doc: { ...update.doc, summary: `Change a ${kind} rule template (as PATCH)` } },
      {
        method: 'DELETE',
        path: `${base}/:id`,
        doc: { summary: `Delete a ${kind} rule template`, response: successBody },
        company: 'query',
        input: companyAndId,
        handler: (ctx, { id, companyId }) => deleteRuleTemplate(ctx, kind, companyId, id),
        output: () => ({ success: true }),
      },
      {
        method: 'PATCH',
        path: `${base}/:id/toggle`,
        answers: 'RuleTemplate',
        doc: toggleDoc(`${kind} rule template`, ruleTemplateAnswer),
        company: 'body-or-query',
        input: companyIdAndBody,
        handler: (ctx, { id, companyId, data }) => toggleRuleTemplate(ctx, kind, companyId, id, data),
      },
    ],
    'Rule templates',
  );
}

export const ruleTemplateRoutes: RestRoute[] = [...salaryRoutes, ...kindRoutes('bonus'), ...kindRoutes('penalty')];
