import type { RuleTemplatesRuleFieldsFragment, RuleTemplatesSalaryFieldsFragment } from '@/gql/graphql';
import type { Handler } from '@/test/render';

/** Test data shaped as the API answers (used by the feature's tests only). */

export function salaryTemplate(
  id: number,
  templateName: string,
  patch: Partial<RuleTemplatesSalaryFieldsFragment> = {},
): RuleTemplatesSalaryFieldsFragment & { __typename: 'SalaryRuleTemplate' } {
  return {
    __typename: 'SalaryRuleTemplate',
    id,
    companyId: 10,
    templateName,
    description: null,
    ruleType: 'fixed',
    value: '30000.00',
    period: 'monthly',
    teamBase: null,
    salaryMode: 'base',
    considerOrdersAndProfit: false,
    thresholdType: null,
    thresholdValue: null,
    achievementIcon: null,
    isActive: true,
    ...patch,
    appliesTo: {
      __typename: 'SalaryRuleAppliesTo',
      departments: [],
      employees: [],
      groups: [],
      ...patch.appliesTo,
    } as RuleTemplatesSalaryFieldsFragment['appliesTo'],
  };
}

export function ruleTemplate(
  id: number,
  templateName: string,
  patch: Partial<RuleTemplatesRuleFieldsFragment> = {},
): RuleTemplatesRuleFieldsFragment & { __typename: 'RuleTemplate' } {
  const departments = (patch.departments ?? []).map((d) => ({ __typename: 'RuleTemplateDepartment', ...d }));
  const employees = (patch.employees ?? []).map((e) => ({ __typename: 'RuleTemplateEmployee', ...e }));
  return {
    __typename: 'RuleTemplate',
    id,
    companyId: 10,
    templateName,
    description: null,
    calculationType: 'fixed',
    amount: '500.00',
    unitType: 'per_day',
    assignmentType: 'department',
    departmentIds: departments.map((d) => d.id),
    employeeIds: employees.map((e) => e.id),
    isActive: true,
    ...patch,
    departments,
    employees,
  };
}

export const department = (id: number, name: string) => ({
  __typename: 'Department' as const,
  id,
  companyId: 10,
  name,
  description: null,
  managerId: null,
  managerName: null,
  branchId: null,
  branchName: null,
  employeeCount: 0,
});

export const DEPARTMENTS = [department(1, 'Отдел продаж'), department(2, 'Склад')];

type Person = [id: number, firstName: string, lastName: string];

/** One page of `employees`: the next page's cursor when there is one. */
export function employeePage(people: Person[], next: string | null = null) {
  return {
    data: {
      employees: {
        __typename: 'EmployeeConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
        edges: people.map(([id, firstName, lastName]) => ({
          __typename: 'EmployeeEdge',
          node: { __typename: 'Employee', id, firstName, lastName },
        })),
      },
    },
  };
}

/** The directory in two pages, so the tests see the second one read too. */
export const directoryHandlers: Record<string, Handler> = {
  Departments: () => ({ data: { departments: DEPARTMENTS } }),
  RuleTemplatesEmployees: (v) =>
    v.after === 'page-2'
      ? employeePage([[7, 'Вера', 'Петрова']])
      : employeePage(
          [
            [3, 'Анна', 'Иванова'],
            [5, 'Борис', 'Сидоров'],
          ],
          'page-2',
        ),
};
