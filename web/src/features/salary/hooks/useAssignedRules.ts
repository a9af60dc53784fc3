import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SalaryEmployeeDepartmentsDocument, SalaryRuleTemplatesDocument } from '@/gql/graphql';
import { usePayRefresh } from '@/shared/live/usePayRefresh';
import type { AssignedRules } from '../performance-form';
import { assignedTemplates } from '../rule-units';

/**
 * The active bonus and penalty templates assigned to the chosen employee (by department or by
 * name), kept current while the form is open: a template switched off elsewhere, or the
 * employee moved to another department, changes which unit counts the form asks for.
 */
export function useAssignedRules(companyId: number, employeeId: number | null) {
  const templates = useQuery(SalaryRuleTemplatesDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const departments = useQuery(SalaryEmployeeDepartmentsDocument, {
    variables: { companyId, id: employeeId ?? 0 },
    skip: employeeId === null,
    fetchPolicy: 'cache-and-network',
  });
  usePayRefresh(companyId, () =>
    Promise.all([templates.refetch(), employeeId === null ? null : departments.refetch()]),
  );

  const departmentList = employeeId === null ? undefined : departments.data?.employeeDepartments;
  const rules: AssignedRules | null = useMemo(() => {
    if (employeeId === null || !departmentList || !templates.data) return null;
    const employee = { id: employeeId, departmentIds: departmentList.map((d) => d.departmentId) };
    return {
      bonus: assignedTemplates(templates.data.bonusRuleTemplates, employee),
      penalty: assignedTemplates(templates.data.penaltyRuleTemplates, employee),
    };
  }, [employeeId, departmentList, templates.data]);

  return {
    /** null until an employee is chosen and both lists have arrived. */
    rules,
    loading: employeeId !== null && !rules && (templates.loading || departments.loading),
    error: rules ? undefined : (templates.error ?? departments.error),
  };
}
