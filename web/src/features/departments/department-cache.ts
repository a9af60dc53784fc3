import type { ApolloCache } from '@apollo/client';
import { DepartmentsDocument, type ChangeKind, type DepartmentCardFragment } from '@/gql/graphql';

export interface DepartmentChange {
  kind: ChangeKind;
  companyId: number;
  id: number;
  department?: DepartmentCardFragment | null;
}

const collator = new Intl.Collator('ru');
/** The server's order: by name, then id. */
export const byName = (a: DepartmentCardFragment, b: DepartmentCardFragment) =>
  collator.compare(a.name, b.name) || a.id - b.id;

/**
 * Applies a pushed or local change to the company's cached list: the department itself is
 * normalised (Department:id); here it joins, moves in or leaves `departments`. Applying the same
 * change twice is harmless (a tab gets both its mutation result and the event).
 */
export function applyDepartmentChange(cache: ApolloCache, change: DepartmentChange) {
  const query = { query: DepartmentsDocument, variables: { companyId: change.companyId } };
  if (change.kind === 'deleted' || !change.department) {
    cache.updateQuery(query, (data) =>
      data ? { departments: data.departments.filter((d) => d.id !== change.id) } : data,
    );
    cache.evict({ id: cache.identify({ __typename: 'Department', id: change.id }) });
    cache.gc();
    return;
  }
  const department = { ...change.department, __typename: 'Department' as const };
  cache.updateQuery(query, (data) => {
    if (!data) return data;
    const others = data.departments.filter((d) => d.id !== department.id);
    return { departments: [...others, department].sort(byName) };
  });
}
