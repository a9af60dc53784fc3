import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDepartments } from '@/features/departments';
import { useEmployeeLive } from '@/features/employees';
import { RuleTemplatesEmployeesDocument } from '@/gql/graphql';
import { fullName, type Names } from '../template-view';
import type { Option } from '../template-form';

/** The server's largest page of employees. */
export const EMPLOYEE_PAGE = 200;

export interface TemplateDirectory extends Names {
  departmentOptions: Option[];
  employeeOptions: Option[];
  /** Every department and every employee is known (all pages read). */
  loaded: boolean;
  error: unknown;
}

/**
 * The company's departments and employees: the choices of "whom a template applies to" and the
 * names a salary template's card shows (the server gives that template ids only). A choice must
 * offer anyone, so the employees are read to the end, 200 a page, in the background while the
 * cards show; pushed staff changes keep both lists current (the departments' and the employees'
 * own live hooks), with no polling and no re-reading of every page.
 */
export function useTemplateDirectory(companyId: number): TemplateDirectory {
  const departments = useDepartments(companyId);
  useEmployeeLive(companyId);
  const { data, error, fetchMore } = useQuery(RuleTemplatesEmployeesDocument, {
    variables: { companyId, first: EMPLOYEE_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = data?.employees.pageInfo;
  const [pageError, setPageError] = useState<unknown>(undefined);
  const requested = useRef<string | null>(null);
  useEffect(() => {
    const cursor = page?.hasNextPage ? page.endCursor : null;
    if (!cursor || requested.current === cursor) return;
    requested.current = cursor;
    fetchMore({ variables: { after: cursor } }).catch(setPageError);
  }, [page?.hasNextPage, page?.endCursor, fetchMore]);

  const edges = data?.employees.edges;
  const complete = Boolean(data && !page?.hasNextPage);
  return useMemo(() => {
    const employees = (edges ?? []).map((e) => e.node);
    return {
      departmentOptions: departments.departments.map((d) => ({ value: String(d.id), label: d.name })),
      employeeOptions: employees.map((e) => ({ value: String(e.id), label: fullName(e) })),
      departmentNames: new Map(departments.departments.map((d) => [d.id, d.name])),
      employeeNames: new Map(employees.map((e) => [e.id, fullName(e)])),
      loaded: complete && !departments.loading && !departments.error,
      error: departments.error ?? (data ? pageError : error),
    };
  }, [edges, complete, departments.departments, departments.loading, departments.error, data, pageError, error]);
}
