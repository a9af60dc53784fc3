import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { DepartmentChangedDocument, DepartmentsDocument, DepartmentsEmployeeChangedDocument } from '@/gql/graphql';
import { applyDepartmentChange } from '../department-cache';

/** Employee changes can come in bursts (an import publishes one per row): one refetch per burst. */
export const REFETCH_DEBOUNCE_MS = 300;

/**
 * The company's departments, kept live without polling: department events are written into the
 * cache as they arrive; employee events (which move counts and manager names) refetch the list.
 */
export function useDepartments(companyId: number | null) {
  const skip = companyId === null;
  const variables = { companyId: companyId ?? 0 };
  const result = useQuery(DepartmentsDocument, { variables, skip, fetchPolicy: 'cache-and-network' });

  useSubscription(DepartmentChangedDocument, {
    variables,
    skip,
    onData: ({ client, data }) => {
      const change = data.data?.departmentChanged;
      if (change) applyDepartmentChange(client.cache, change);
    },
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refetch } = result;
  useSubscription(DepartmentsEmployeeChangedDocument, {
    variables,
    skip,
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch().catch(() => {}), REFETCH_DEBOUNCE_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    departments: result.data?.departments ?? [],
    loading: result.loading && !result.data,
    error: result.error,
  };
}
