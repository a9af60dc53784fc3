import type { FastifyRequest } from 'fastify';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import { body, bodyCompanyId, defineRoutes, intId, param, query, type RestRoute } from '../../shared/rest';
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

const salaryRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/salary-rule-templates',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => listSalaryTemplates(ctx, companyId),
  },
  {
    method: 'POST',
    path: '/api/salary-rule-templates',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, data) => createSalaryTemplate(ctx, bodyCompanyId(data), data),
  },
  {
    method: 'PUT',
    path: '/api/salary-rule-templates/:id',
    input: withId,
    handler: (ctx, { id, data }) => updateSalaryTemplate(ctx, bodyCompanyId(data), id, data),
  },
  {
    method: 'DELETE',
    path: '/api/salary-rule-templates/:id',
    input: deleteInput,
    handler: (ctx, { id, companyId }) => deleteSalaryTemplate(ctx, companyId, id),
    output: () => ({ success: true }),
  },
  {
    method: 'PATCH',
    path: '/api/salary-rule-templates/:id/toggle',
    input: toggleInput,
    handler: (ctx, { id, companyId, data }) => toggleSalaryTemplate(ctx, companyId, id, data),
  },
]);

/** /api/bonus-rule-templates and /api/penalty-rule-templates: the spec updates with PATCH (partial); PUT does the same. */
function kindRoutes(kind: RuleTemplateKind): RestRoute[] {
  const base = `/api/${kind}-rule-templates`;
  const update: RestRoute<ReturnType<typeof withId>> = {
    method: 'PATCH',
    path: `${base}/:id`,
    input: withId,
    handler: (ctx, { id, data }) => updateRuleTemplate(ctx, kind, bodyCompanyId(data), id, data),
  };
  return defineRoutes([
    {
      method: 'GET',
      path: base,
      input: (req) => intId(query(req, 'companyId')),
      handler: (ctx, companyId) => listRuleTemplates(ctx, kind, companyId),
    },
    {
      method: 'POST',
      path: base,
      status: 201,
      input: (req) => body(req),
      handler: (ctx, data) => createRuleTemplate(ctx, kind, bodyCompanyId(data), data),
    },
    update,
    { ...update, method: 'PUT' },
    {
      method: 'DELETE',
      path: `${base}/:id`,
      input: deleteInput,
      handler: (ctx, { id, companyId }) => deleteRuleTemplate(ctx, kind, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'PATCH',
      path: `${base}/:id/toggle`,
      input: toggleInput,
      handler: (ctx, { id, companyId, data }) => toggleRuleTemplate(ctx, kind, companyId, id, data),
    },
  ]);
}

export const ruleTemplateRoutes: RestRoute[] = [...salaryRoutes, ...kindRoutes('bonus'), ...kindRoutes('penalty')];
