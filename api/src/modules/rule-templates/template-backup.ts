import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  backupRuleTemplateSchema,
  backupSalaryTemplateSchema,
} from '@staffpay/schema/data-protection/backup.schemas';
import { insertAll, kept, mapped, type KnownIds } from '../../shared/backup/insert-all';
import { RuleTemplate } from './rule-template.entity';
import { SalaryRuleTemplate } from './salary-template.entity';

type BackupSalaryTemplate = z.infer<typeof backupSalaryTemplateSchema>;
type BackupRuleTemplate = z.infer<typeof backupRuleTemplateSchema>;

/** Salary templates; departments and employees the company no longer has are left out. */
export async function salaryTemplatesForBackup(
  em: EntityManager,
  companyId: number,
  known: KnownIds,
): Promise<BackupSalaryTemplate[]> {
  const rows = await em.find(SalaryRuleTemplate, { company: companyId }, { orderBy: { id: 'asc' } });
  return rows.map((t) => ({
    id: t.id,
    templateName: t.templateName,
    description: t.description ?? null,
    ruleType: t.ruleType,
    value: t.value,
    period: t.period,
    teamBase: t.teamBase ?? null,
    salaryMode: t.salaryMode,
    considerOrdersAndProfit: t.considerOrdersAndProfit,
    appliesToDepartments: kept(t.appliesToDepartments, known.departments),
    appliesToEmployees: kept(t.appliesToEmployees, known.employees),
    appliesToGroups: [...t.appliesToGroups],
    thresholdType: t.thresholdType ?? null,
    thresholdValue: t.thresholdValue ?? null,
    achievementIcon: t.achievementIcon ?? null,
    isActive: t.isActive,
  }));
}

/** Bonus and penalty templates, likewise. */
export async function ruleTemplatesForBackup(
  em: EntityManager,
  companyId: number,
  known: KnownIds,
): Promise<BackupRuleTemplate[]> {
  const rows = await em.find(RuleTemplate, { company: companyId }, { orderBy: { id: 'asc' } });
  return rows.map((t) => ({
    id: t.id,
    kind: t.kind,
    templateName: t.templateName,
    description: t.description ?? null,
    calculationType: t.calculationType,
    amount: t.amount,
    unitType: t.unitType,
    assignmentType: t.assignmentType,
    departmentIds: kept(t.departmentIds, known.departments),
    employeeIds: kept(t.employeeIds, known.employees),
    isActive: t.isActive,
  }));
}

export interface TemplateIds {
  salaryTemplates: Map<number, number>;
  ruleTemplates: Map<number, number>;
}

/** Writes a file's templates with their departments and employees mapped to the restored ones. */
export async function restoreTemplates(
  em: EntityManager,
  companyId: number,
  file: { salaryTemplates: BackupSalaryTemplate[]; ruleTemplates: BackupRuleTemplate[] },
  staff: { departments: Map<number, number>; employees: Map<number, number> },
): Promise<TemplateIds> {
  const salaryTemplates = await insertAll(em, SalaryRuleTemplate, file.salaryTemplates, ({ id: _id, ...t }) => ({
    ...t,
    company: companyId,
    appliesToDepartments: mapped(t.appliesToDepartments, staff.departments),
    appliesToEmployees: mapped(t.appliesToEmployees, staff.employees),
  }));
  const ruleTemplates = await insertAll(em, RuleTemplate, file.ruleTemplates, ({ id: _id, ...t }) => ({
    ...t,
    company: companyId,
    departmentIds: mapped(t.departmentIds, staff.departments),
    employeeIds: mapped(t.employeeIds, staff.employees),
  }));
  return { salaryTemplates, ruleTemplates };
}

export async function clearTemplates(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeDelete(SalaryRuleTemplate, { company: companyId });
  await em.nativeDelete(RuleTemplate, { company: companyId });
}
