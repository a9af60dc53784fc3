import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import { ruleTemplateSchema, toggleSchema, type RuleTemplateData } from '@staffpay/schema/pay/pay.schemas';
import type { RequestContext } from '../../shared/context';
import { authorize } from '../../shared/tenancy/membership';
import { parse, validId } from '../../shared/validation';
import { RuleTemplate } from './rule-template.entity';
import { ruleTemplateViews, storedDecimal, type RuleTemplateView } from './template.view';
import { added, assertCompanyIds, templateNotFound, unique, writeTemplate } from './template-write';

/**
 * Bonus and penalty rule templates, one kind at a time: a template of the other kind answers
 * 404 like a missing one.
 *
 * Whom a template applies to: with assignmentType 'department' its departmentIds count (the
 * employees of those departments) and employeeIds are kept as sent; with 'group' its employeeIds
 * count and departmentIds are kept. Both lists are checked to be the company's either way, since
 * switching the type makes the other list count.
 */

/** The company's templates of `kind`, oldest first, naming their departments and employees (salaries.view). */
export async function listRuleTemplates(
  ctx: RequestContext,
  kind: RuleTemplateKind,
  companyId: number,
): Promise<RuleTemplateView[]> {
  await authorize(ctx, companyId, 'salaries.view');
  const templates = await ctx.em.find(RuleTemplate, { company: companyId, kind }, { orderBy: { id: 'asc' } });
  return ruleTemplateViews(ctx.em, companyId, templates);
}

export async function createRuleTemplate(
  ctx: RequestContext,
  kind: RuleTemplateKind,
  companyId: number,
  input: unknown,
): Promise<RuleTemplateView> {
  await authorize(ctx, companyId, 'salaries.create');
  const data = parse(ruleTemplateSchema, input);
  const { after } = await writeTemplate(ctx, companyId, kind, 'created', async (em) => {
    const fields = ruleFields(data);
    await assertCompanyIds(em, companyId, references(fields.departmentIds, fields.employeeIds));
    const template = em.create(RuleTemplate, { company: companyId, kind, ...fields });
    await em.flush();
    const [view] = await ruleTemplateViews(em, companyId, [template]);
    return { id: template.id, after: view! };
  });
  return after!;
}

/**
 * PATCH (the update of docs/api.md; PUT is the same): only the fields sent change, absent (or
 * undefined) ones keep their value, and the result must be a valid template as a whole.
 */
export async function updateRuleTemplate(
  ctx: RequestContext,
  kind: RuleTemplateKind,
  companyId: number,
  id: number,
  input: unknown,
): Promise<RuleTemplateView> {
  await authorize(ctx, companyId, 'salaries.edit');
  const patch = sentFields(input);
  const { after } = await writeTemplate(ctx, companyId, kind, 'updated', async (em) => {
    const template = await lockRuleTemplate(em, kind, companyId, id);
    const [before] = await ruleTemplateViews(em, companyId, [template]);
    const data = parse(ruleTemplateSchema, { ...formOf(template), ...patch });
    const fields = ruleFields(data);
    await assertCompanyIds(
      em,
      companyId,
      references(added(fields.departmentIds, template.departmentIds), added(fields.employeeIds, template.employeeIds)),
    );
    em.assign(template, fields);
    await em.flush();
    const [view] = await ruleTemplateViews(em, companyId, [template]);
    return { id, before: before!, after: view! };
  });
  return after!;
}

export async function toggleRuleTemplate(
  ctx: RequestContext,
  kind: RuleTemplateKind,
  companyId: number,
  id: number,
  input: unknown,
): Promise<RuleTemplateView> {
  await authorize(ctx, companyId, 'salaries.edit');
  const { isActive } = parse(toggleSchema, input);
  const { after } = await writeTemplate(ctx, companyId, kind, 'toggled', async (em) => {
    const template = await lockRuleTemplate(em, kind, companyId, id);
    const [before] = await ruleTemplateViews(em, companyId, [template]);
    template.isActive = isActive;
    await em.flush();
    return { id, before: before!, after: { ...before!, isActive } };
  });
  return after!;
}

export async function deleteRuleTemplate(
  ctx: RequestContext,
  kind: RuleTemplateKind,
  companyId: number,
  id: number,
): Promise<boolean> {
  await authorize(ctx, companyId, 'salaries.delete');
  await writeTemplate(ctx, companyId, kind, 'deleted', async (em) => {
    const template = await lockRuleTemplate(em, kind, companyId, id);
    const [before] = await ruleTemplateViews(em, companyId, [template]);
    em.remove(template);
    return { id, before: before! };
  });
  return true;
}

const FIELDS = Object.keys(ruleTemplateSchema.shape);

/** The template fields the caller sent; anything but an object is refused like a bad form. */
function sentFields(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) parse(ruleTemplateSchema, input);
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>).filter(
      ([key, value]) => FIELDS.includes(key) && value !== undefined,
    ),
  );
}

/** The stored template as its form would send it, for a partial update to start from. */
function formOf(t: RuleTemplate) {
  return {
    templateName: t.templateName,
    description: t.description ?? null,
    calculationType: t.calculationType,
    amount: t.amount,
    unitType: t.unitType,
    assignmentType: t.assignmentType,
    departmentIds: t.departmentIds,
    employeeIds: t.employeeIds,
    isActive: t.isActive,
  };
}

function ruleFields(data: RuleTemplateData) {
  return {
    templateName: data.templateName,
    description: data.description,
    calculationType: data.calculationType,
    amount: storedDecimal(data.amount),
    unitType: data.unitType,
    assignmentType: data.assignmentType,
    departmentIds: unique(data.departmentIds),
    employeeIds: unique(data.employeeIds),
    isActive: data.isActive,
  };
}

const references = (departmentIds: number[], employeeIds: number[]) => [
  { field: 'departmentIds', table: 'departments' as const, ids: departmentIds },
  { field: 'employeeIds', table: 'employees' as const, ids: employeeIds },
];

async function lockRuleTemplate(
  em: EntityManager,
  kind: RuleTemplateKind,
  companyId: number,
  id: number,
): Promise<RuleTemplate> {
  if (!validId(id)) throw templateNotFound();
  const template = await em.findOne(
    RuleTemplate,
    { id, company: companyId, kind },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!template) throw templateNotFound();
  return template;
}
