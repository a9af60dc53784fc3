import { DepartmentChangedDocument, DepartmentsDocument, DepartmentsEmployeeChangedDocument } from '@/gql/graphql';
import { useLiveList } from '@/shared/live/useLiveList';
import { applyDepartmentChange } from '../department-cache';

/**
 * The company's departments, kept live without polling: department events are written into the
 * cache as they arrive; employee events (which move counts and manager names) refetch the list.
 */
export function useDepartments(companyId: number | null) {
  const { items, loading, error } = useLiveList(companyId, {
    query: DepartmentsDocument,
    select: (data) => data.departments,
    changed: DepartmentChangedDocument,
    change: (data) => data.departmentChanged,
    apply: applyDepartmentChange,
    refetchOn: DepartmentsEmployeeChangedDocument,
  });
  return { departments: items, loading, error };
}
