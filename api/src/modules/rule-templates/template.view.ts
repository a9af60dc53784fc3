import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AchievementIcon,
  AssignmentType,
  CalculationType,
  RulePeriod,
  RuleType,
  SalaryMode,
  TeamBase,
  ThresholdType,
  UnitType,
} from '@staffpay/schema/pay/pay.enums';
import { departmentsById, type NamedDepartment, employeeNames } from '../staff';
import type { RuleTemplate } from './rule-template.entity';
import type { SalaryRuleTemplate } from './salary-template.entity';

/** A salary rule template as every transport and activity row shows it; built field by field. */
export interface SalaryRuleTemplateView {
  id: number;
  templateName: string;
  description: string | null;
  ruleType: RuleType;
  /** As stored: numeric(14,2), e.g. '10.00'. */
  value: string;
  period: RulePeriod;
  teamBase: TeamBase | null;
  salaryMode: SalaryMode;
  considerOrdersAndProfit: boolean;
  appliesTo: { departments: number[]; employees: number[]; groups: number[] };
  thresholdType: ThresholdType | null;
  thresholdValue: string | null;
  achievementIcon: AchievementIcon | null;
  isActive: boolean;
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

export function toSalaryTemplateView(t: SalaryRuleTemplate): SalaryRuleTemplateView {
  return {
    id: t.id,
    templateName: t.templateName,
    description: t.description ?? null,
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
    achievementIcon: t.achievementIcon ?? null,
    isActive: t.isActive,
    companyId: t.company.id,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export interface NamedEmployee {
  id: number;
  firstName: string;
  lastName: string;
}

/** A bonus or penalty rule template; `departments` and `employees` name the ids that still exist. */
export interface RuleTemplateView {
  id: number;
  templateName: string;
  description: string | null;
  calculationType: CalculationType;
  /** As stored: numeric(14,2), e.g. '500.00'. */
  amount: string;
  unitType: UnitType;
  assignmentType: AssignmentType;
  departmentIds: number[];
  employeeIds: number[];
  departments: NamedDepartment[];
  employees: NamedEmployee[];
  isActive: boolean;
  companyId: number;
}

/**
 * Views of one company's bonus or penalty templates: the departments and employees they name are
 * read in one query each for the whole list, in the templates' order of ids.
 */
export async function ruleTemplateViews(
  em: EntityManager,
  companyId: number,
  templates: RuleTemplate[],
): Promise<RuleTemplateView[]> {
  const departmentIds = [...new Set(templates.flatMap((t) => t.departmentIds))];
  const employeeIds = [...new Set(templates.flatMap((t) => t.employeeIds))];
  const [departmentById, names] = await Promise.all([
    departmentsById(em, companyId, departmentIds),
    employeeNames(em, companyId, employeeIds),
  ]);
  const employeeById = new Map(
    [...names.values()].map((e) => [e.id, { id: e.id, firstName: e.firstName, lastName: e.lastName }]),
  );
  const pick = <T>(ids: number[], byId: Map<number, T>) => ids.flatMap((id) => byId.get(id) ?? []);
  return templates.map((t) => ({
    id: t.id,
    templateName: t.templateName,
    description: t.description ?? null,
    calculationType: t.calculationType,
    amount: t.amount,
    unitType: t.unitType,
    assignmentType: t.assignmentType,
    departmentIds: [...t.departmentIds],
    employeeIds: [...t.employeeIds],
    departments: pick(t.departmentIds, departmentById),
    employees: pick(t.employeeIds, employeeById),
    isActive: t.isActive,
    companyId: t.company.id,
  }));
}

/** numeric(14,2) as PostgreSQL prints it ('10' → '10.00', '007.5' → '7.50'), so a fresh write shows what a read will. */
export function storedDecimal(v: string): string {
  const negative = v.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? v.slice(1) : v).split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const sign = negative && /[1-9]/.test(digits + fraction) ? '-' : '';
  return `${sign}${digits}.${fraction.padEnd(2, '0')}`;
}
