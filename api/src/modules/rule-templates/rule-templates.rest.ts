import type { FastifyRequest } from 'fastify';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import { ruleTemplateSchema, salaryTemplateSchema, toggleSchema } from '@staffpay/schema/pay/pay.schemas';
import {
  body,
  bodyCompanyId,
  companyQuery,
  defineRoutes,
  intId,
  param,
  query,
  successBody,
  withCompany,
  type RestRoute,
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

/** The tab sends companyId in the toggle's body; the standalone page sends only isActive, so the query is the fallback. */
function toggleInput(req: FastifyRequest) {
  const data = body(req);
  const companyId = data.companyId !== undefined ? bodyCompanyId(data) : intId(query(req, 'companyId'));
  return { id: intId(param(req, 'id')), companyId, data };
}

const withId = (req: FastifyRequest) => ({ id: intId(param(req, 'id')), data: body(req) });
const deleteInput = (req: FastifyRequest) => ({
  id: intId(param(req, 'id')),
  companyId: intId(query(req, 'companyId')),
});

/** `companyId` in the body, or `isActive` alone with `?companyId`. */
const toggleDoc = (what: string) => ({
  summary: `Switch a ${what} on or off`,
  body: withCompany(toggleSchema),
  response: 'The template',
});

const salaryRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/salary-rule-templates',
      answers: 'SalaryRuleTemplate',
      doc: {
        summary: 'Salary rule templates, oldest first',
        query: companyQuery,
        response: 'Templates (`value`, `thresholdValue` as decimal strings)',
      },
      input: (req) => intId(query(req, 'companyId')),
      handler: (ctx, companyId) => listSalaryTemplates(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/salary-rule-templates',
      answers: 'SalaryRuleTemplate',
      doc: {
        summary: 'Create a salary rule template',
        body: withCompany(salaryTemplateSchema),
        response: 'The template',
      },
      status: 201,
      input: (req) => body(req),
      handler: (ctx, data) => createSalaryTemplate(ctx, bodyCompanyId(data), data),
    },
    {
      method: 'PUT',
      path: '/api/salary-rule-templates/:id',
      answers: 'SalaryRuleTemplate',
      doc: {
        summary: 'Replace a salary rule template',
        body: withCompany(salaryTemplateSchema),
        response: 'The template',
      },
      input: withId,
      handler: (ctx, { id, data }) => updateSalaryTemplate(ctx, bodyCompanyId(data), id, data),
    },
    {
      method: 'DELETE',
      path: '/api/salary-rule-templates/:id',
      doc: { summary: 'Delete a salary rule template', query: companyQuery, response: successBody },
      input: deleteInput,
      handler: (ctx, { id, companyId }) => deleteSalaryTemplate(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'PATCH',
      path: '/api/salary-rule-templates/:id/toggle',
      answers: 'SalaryRuleTemplate',
      doc: toggleDoc('salary rule template'),
      input: toggleInput,
      handler: (ctx, { id, companyId, data }) => toggleSalaryTemplate(ctx, companyId, id, data),
    },
  ],
  'Rule templates',
);

/** /api/bonus-rule-templates and /api/penalty-rule-templates: the spec updates with PATCH (partial); PUT does the same. */
function kindRoutes(kind: RuleTemplateKind): RestRoute[] {
  const base = `/api/${kind}-rule-templates`;
  const label = kind === 'bonus' ? 'Bonus' : 'Penalty';
  const update: RestRoute<ReturnType<typeof withId>> = {
    method: 'PATCH',
    path: `${base}/:id`,
    answers: 'RuleTemplate',
    doc: {
      summary: `Change a ${kind} rule template (the fields given)`,
      body: withCompany(ruleTemplateSchema.partial()),
      response: 'The template',
    },
    input: withId,
    handler: (ctx, { id, data }) => updateRuleTemplate(ctx, kind, bodyCompanyId(data), id, data),
  };
  return defineRoutes(
    [
      {
        method: 'GET',
        path: base,
        answers: 'RuleTemplate',
        doc: {
          summary: `${label} rule templates, oldest first`,
          query: companyQuery,
          response: 'Templates with `departments` and `employees`',
        },
        input: (req) => intId(query(req, 'companyId')),
        handler: (ctx, companyId) => listRuleTemplates(ctx, kind, companyId),
      },
      {
        method: 'POST',
        path: base,
        answers: 'RuleTemplate',
        doc: {
          summary: `Create a ${kind} rule template`,
          body: withCompany(ruleTemplateSchema),
          response: 'The template',
        },
        status: 201,
        input: (req) => body(req),
        handler: (ctx, data) => createRuleTemplate(ctx, kind, bodyCompanyId(data), data),
      },
      update,
      { ...update, method: 'PUT', doc: { ...update.doc, summary: `Change a ${kind} rule template (as PATCH)` } },
      {
        method: 'DELETE',
        path: `${base}/:id`,
        doc: { summary: `Delete a ${kind} rule template`, query: companyQuery, response: successBody },
        input: deleteInput,
        handler: (ctx, { id, companyId }) => deleteRuleTemplate(ctx, kind, companyId, id),
        output: () => ({ success: true }),
      },
      {
        method: 'PATCH',
        path: `${base}/:id/toggle`,
        answers: 'RuleTemplate',
        doc: toggleDoc(`${kind} rule template`),
        input: toggleInput,
        handler: (ctx, { id, companyId, data }) => toggleRuleTemplate(ctx, kind, companyId, id, data),
      },
    ],
    'Rule templates',
  );
}

export const ruleTemplateRoutes: RestRoute[] = [...salaryRoutes, ...kindRoutes('bonus'), ...kindRoutes('penalty')];
