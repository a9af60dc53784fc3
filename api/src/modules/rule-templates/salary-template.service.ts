import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { salaryTemplateSchema, toggleSchema, type SalaryTemplateData } from '@staffpay/schema/pay/pay.schemas';
import type { RequestContext } from '../../shared/context';
import { authorize } from '../../shared/tenancy/membership';
import { parse, validId } from '../../shared/validation';
import { SalaryRuleTemplate } from './salary-template.entity';
import { storedDecimal, toSalaryTemplateView, type SalaryRuleTemplateView } from './template.view';
import { added, assertCompanyIds, templateNotFound, unique, writeTemplate } from './template-write';

/** A PUT replaces every field but isActive, which only the toggle changes when a form leaves it out. */
const salaryUpdateSchema = salaryTemplateSchema.extend({
  isActive: salaryTemplateSchema.shape.isActive.unwrap().optional(),
});

/**
 * The company's salary rule templates, oldest first. Templates are company configuration, so
 * reading them needs salaries.view: the employee role is refused (403) rather than shown a subset.
 */
export async function listSalaryTemplates(ctx: RequestContext, companyId: number): Promise<SalaryRuleTemplateView[]> {
  await authorize(ctx, companyId, 'salaries.view');
  const templates = await ctx.em.find(SalaryRuleTemplate, { company: companyId }, { orderBy: { id: 'asc' } });
  return templates.map(toSalaryTemplateView);
}

/**
 * appliesTo.departments and appliesTo.employees both decide whom the template pays, so every id in
 * them must be the company's. appliesTo.groups names no table (groups are stored only, with no
 * arithmetic meaning: docs/payroll.md) and is kept as sent.
 */
export async function createSalaryTemplate(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<SalaryRuleTemplateView> {
  await authorize(ctx, companyId, 'salaries.create');
  const data = parse(salaryTemplateSchema, input);
  const { after } = await writeTemplate(ctx, companyId, 'salary', 'created', async (em) => {
    const fields = salaryFields(data);
    await assertCompanyIds(em, companyId, references(fields.appliesToDepartments, fields.appliesToEmployees));
    const template = em.create(SalaryRuleTemplate, { company: companyId, ...fields, isActive: data.isActive });
    await em.flush();
    return { id: template.id, after: toSalaryTemplateView(template) };
  });
  return after!;
}

/** PUT: the body replaces every field (absent optional ones clear), except an absent isActive, which is kept. */
export async function updateSalaryTemplate(
  ctx: RequestContext,
  companyId: number,
  id: number,
  input: unknown,
): Promise<SalaryRuleTemplateView> {
  await authorize(ctx, companyId, 'salaries.edit');
  const data = parse(salaryUpdateSchema, input);
  const { after } = await writeTemplate(ctx, companyId, 'salary', 'updated', async (em) => {
    const template = await lockSalaryTemplate(em, companyId, id);
    const before = toSalaryTemplateView(template);
    const fields = salaryFields(data);
    await assertCompanyIds(
      em,
      companyId,
      references(
        added(fields.appliesToDepartments, template.appliesToDepartments),
        added(fields.appliesToEmployees, template.appliesToEmployees),
      ),
    );
    em.assign(template, { ...fields, isActive: data.isActive ?? template.isActive });
    await em.flush();
    return { id, before, after: toSalaryTemplateView(template) };
  });
  return after!;
}

export async function toggleSalaryTemplate(
  ctx: RequestContext,
  companyId: number,
  id: number,
  input: unknown,
): Promise<SalaryRuleTemplateView> {
  await authorize(ctx, companyId, 'salaries.edit');
  const { isActive } = parse(toggleSchema, input);
  const { after } = await writeTemplate(ctx, companyId, 'salary', 'toggled', async (em) => {
    const template = await lockSalaryTemplate(em, companyId, id);
    const before = toSalaryTemplateView(template);
    template.isActive = isActive;
    await em.flush();
    return { id, before, after: toSalaryTemplateView(template) };
  });
  return after!;
}

export async function deleteSalaryTemplate(ctx: RequestContext, companyId: number, id: number): Promise<boolean> {
  await authorize(ctx, companyId, 'salaries.delete');
  await writeTemplate(ctx, companyId, 'salary', 'deleted', async (em) => {
    const template = await lockSalaryTemplate(em, companyId, id);
    const before = toSalaryTemplateView(template);
    em.remove(template);
    return { id, before };
  });
  return true;
}

function salaryFields(data: Omit<SalaryTemplateData, 'isActive'>) {
  return {
    templateName: data.templateName,
    description: data.description,
    ruleType: data.ruleType,
    value: storedDecimal(data.value),
    period: data.period,
    teamBase: data.teamBase ?? null,
    salaryMode: data.salaryMode,
    considerOrdersAndProfit: data.considerOrdersAndProfit,
    appliesToDepartments: unique(data.appliesTo.departments),
    appliesToEmployees: unique(data.appliesTo.employees),
    appliesToGroups: unique(data.appliesTo.groups),
    thresholdType: data.thresholdType ?? null,
    thresholdValue: data.thresholdValue === null ? null : storedDecimal(data.thresholdValue),
    achievementIcon: data.achievementIcon ?? null,
  };
}

const references = (departments: number[], employees: number[]) => [
  { field: 'appliesTo.departments', table: 'departments' as const, ids: departments },
  { field: 'appliesTo.employees', table: 'employees' as const, ids: employees },
];

async function lockSalaryTemplate(em: EntityManager, companyId: number, id: number): Promise<SalaryRuleTemplate> {
  if (!validId(id)) throw templateNotFound();
  const template = await em.findOne(
    SalaryRuleTemplate,
    { id, company: companyId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!template) throw templateNotFound();
  return template;
}
