import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { AppError, type FieldErrors } from '../../shared/errors';
import type { RuleTemplate as EngineRuleTemplate, RuleUnits, SalaryRule } from '@staffpay/pay-engine/engine.types';
import { RuleTemplate } from './rule-template.entity';
import { SalaryRuleTemplate } from './salary-template.entity';
import { validId } from '../../shared/validation';

/**
 * Every template of the company, active or not, as the payroll engine reads them: two queries,
 * ordered by id (the engine's "lowest id" rules rely on it).
 */
export async function loadTemplatesForEngine(
  em: EntityManager,
  companyId: number,
): Promise<{ salaryRules: SalaryRule[]; ruleTemplates: EngineRuleTemplate[] }> {
  const [salary, rules] = await Promise.all([
    em.find(SalaryRuleTemplate, { company: companyId }, { orderBy: { id: 'asc' } }),
    em.find(RuleTemplate, { company: companyId }, { orderBy: { id: 'asc' } }),
  ]);
  return {
    salaryRules: salary.map((t) => ({
      id: t.id,
      templateName: t.templateName,
      ruleType: t.ruleType,
      value: t.value,
      period: t.period,
      teamBase: t.teamBase ?? null,
      salaryMode: t.salaryMode,
      considerOrdersAndProfit: t.considerOrdersAndProfit,
      appliesTo: {
        departments: [...t.appliesToDepartments],
        employees: [...t.appliesToEmployees],
        groups: [...t.appliesToGroups],
      },
      thresholdType: t.thresholdType ?? null,
      thresholdValue: t.thresholdValue ?? null,
      isActive: t.isActive,
    })),
    ruleTemplates: rules.map((t) => ({
      id: t.id,
      kind: t.kind,
      templateName: t.templateName,
      calculationType: t.calculationType,
      amount: t.amount,
      unitType: t.unitType,
      assignmentType: t.assignmentType,
      departmentIds: [...t.departmentIds],
      employeeIds: [...t.employeeIds],
      isActive: t.isActive,
    })),
  };
}

/**
 * Checks the templates a performance record applies to an employee, in one query: each ruleId must
 * be a template of that kind in the company ('Шаблон не найден'), assigned to the employee (by
 * assignmentType: one of the employee's departments in departmentIds, or the employee in
 * employeeIds; 'Шаблон не назначен этому сотруднику') and active ('Шаблон отключен'). Every
 * problem is reported under bonusRules or penaltyRules; 400 BAD_USER_INPUT.
 */
export async function assertTemplatesAssigned(
  em: EntityManager,
  companyId: number,
  employee: { id: number; departmentIds: number[] },
  bonusRules: Pick<RuleUnits, 'ruleId'>[],
  penaltyRules: Pick<RuleUnits, 'ruleId'>[],
): Promise<void> {
  if (bonusRules.length + penaltyRules.length === 0) return;
  const ids = [...new Set([...bonusRules, ...penaltyRules].map((r) => r.ruleId).filter(validId))];
  const templates = ids.length ? await em.find(RuleTemplate, { company: companyId, id: { $in: ids } }) : [];
  const byId = new Map(templates.map((t) => [t.id, t]));
  const departments = new Set(employee.departmentIds);
  const problem = (kind: RuleTemplate['kind'], ruleId: number): string | null => {
    const t = byId.get(ruleId);
    if (!t || t.kind !== kind) return PAY_MESSAGES.templateNotFound;
    const assigned =
      t.assignmentType === 'department'
        ? t.departmentIds.some((d) => departments.has(d))
        : t.employeeIds.includes(employee.id);
    if (!assigned) return PAY_MESSAGES.templateNotAssigned;
    return t.isActive ? null : PAY_MESSAGES.templateInactive;
  };
  const fieldErrors: FieldErrors = {};
  for (const [field, kind, rules] of [
    ['bonusRules', 'bonus', bonusRules],
    ['penaltyRules', 'penalty', penaltyRules],
  ] as const) {
    const messages = [...new Set(rules.flatMap((r) => problem(kind, r.ruleId) ?? []))];
    if (messages.length) fieldErrors[field] = messages;
  }
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError('BAD_USER_INPUT', first[0]!, fieldErrors);
}

/** A template's version as a review records it: which template, and when it last changed. */
export interface TemplateVersion {
  id: number;
  updatedAt: string;
}

/**
 * The versions of every template of the company (the pay run's review keeps them with its
 * snapshot, so what was reviewed names the rules as they were): two queries of two columns.
 */
export async function templateVersions(
  em: EntityManager,
  companyId: number,
): Promise<{ salaryRules: TemplateVersion[]; ruleTemplates: TemplateVersion[] }> {
  const [salary, rules] = await Promise.all([
    em.find(SalaryRuleTemplate, { company: companyId }, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } }),
    em.find(RuleTemplate, { company: companyId }, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } }),
  ]);
  const versionOf = (t: { id: number; updatedAt: Date }) => ({ id: t.id, updatedAt: t.updatedAt.toISOString() });
  return { salaryRules: salary.map(versionOf), ruleTemplates: rules.map(versionOf) };
}
