import type { ApolloCache, FieldPolicy, Reference } from '@apollo/client';
import {
  EmployeeFullFragmentDoc,
  type ChangeKind,
  type EmployeeFilter,
  type EmployeeFullFragment,
} from '@/gql/graphql';

/*
 * The employee lists in the Apollo cache. `employees(companyId, first, after, filter)` is a
 * keyset-paginated connection: one cache entry per company, filter and page size, pages
 * appended as they load. Pushed (or local) changes are applied to every cached entry of the
 * company: a row is added, moved or removed when the change falls inside the loaded window;
 * when it may fall beyond it, the entry's count is reported as stale so the caller re-reads it.
 */

export interface EmployeeChange {
  kind: ChangeKind;
  employeeId: number;
  employee?: EmployeeFullFragment | null;
}

/** The arguments of one cached list (parsed from its store key). */
export interface ListArgs {
  companyId: number;
  filter: EmployeeFilter;
  first?: number;
}

interface StoredEdge {
  __typename?: string;
  cursor?: string;
  node: Reference;
}
interface StoredConnection {
  __typename?: string;
  totalCount?: number;
  pageInfo?: { hasNextPage: boolean; endCursor: string | null };
  edges?: StoredEdge[];
}

type ReadField = <T>(field: string, from: Reference) => T | undefined;

/** Pages of one list follow each other; a repeated row (a live insert the next page also holds) is kept once. */
export const employeesFieldPolicy: FieldPolicy<StoredConnection> = {
  keyArgs: ['companyId', 'filter', 'first'],
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.after || !incoming.edges) return incoming;
    const seen = new Set((existing.edges ?? []).map((e) => readField<number>('id', e.node)));
    const fresh = incoming.edges.filter((e) => !seen.has(readField<number>('id', e.node)));
    return { ...incoming, edges: [...(existing.edges ?? []), ...fresh] };
  },
};

/** The arguments behind a store key such as `employees:{"companyId":1,"filter":{},"first":50}`. */
export function listArgsOf(storeFieldName: string): ListArgs | null {
  const at = storeFieldName.indexOf(':');
  if (at < 0) return null;
  try {
    const args = JSON.parse(storeFieldName.slice(at + 1)) as Partial<ListArgs>;
    if (typeof args.companyId !== 'number') return null;
    return { companyId: args.companyId, filter: args.filter ?? {}, first: args.first };
  } catch {
    return null;
  }
}

type Matchable = Pick<
  EmployeeFullFragment,
  'firstName' | 'lastName' | 'email' | 'role' | 'status' | 'departmentIds' | 'branchIds'
>;

/**
 * The server's filter in the browser. Search: a case-insensitive substring of
 * "first last last first email" (the server's search_text), so either name order or the e-mail.
 */
export function matchesFilter(e: Matchable, filter: EmployeeFilter): boolean {
  if (filter.role && e.role !== filter.role) return false;
  if (filter.status && e.status !== filter.status) return false;
  if (filter.departmentId && !e.departmentIds.includes(filter.departmentId)) return false;
  if (filter.branchId && !e.branchIds.includes(filter.branchId)) return false;
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const text = `${e.firstName} ${e.lastName} ${e.lastName} ${e.firstName} ${e.email ?? ''}`.toLowerCase();
    if (!text.includes(search)) return false;
  }
  return true;
}

type SortKey = { lastName: string; firstName: string; id: number };

/** The server's order: last name, first name, id. */
export function compareEmployees(a: SortKey, b: SortKey): number {
  if (a.lastName !== b.lastName) return a.lastName < b.lastName ? -1 : 1;
  if (a.firstName !== b.firstName) return a.firstName < b.firstName ? -1 : 1;
  return a.id - b.id;
}

/**
 * One cached list after a change. Returns the new stored value and whether its count may now
 * be wrong (the change lies beyond the loaded pages, where this tab cannot see it).
 */
export function changeList(
  list: StoredConnection,
  args: ListArgs,
  change: EmployeeChange,
  ref: Reference | null,
  readField: ReadField,
): { list: StoredConnection; staleCount: boolean } {
  const edges = list.edges ?? [];
  const at = edges.findIndex((e) => readField<number>('id', e.node) === change.employeeId);
  const present = at >= 0;
  const hasNextPage = list.pageInfo
    ? list.pageInfo.hasNextPage
    : args.first !== undefined && edges.length >= args.first;
  const count = (delta: number) =>
    typeof list.totalCount === 'number' ? { totalCount: Math.max(0, list.totalCount + delta) } : {};

  const employee = change.kind === 'deleted' ? null : change.employee;
  const matches = Boolean(employee && matchesFilter(employee, args.filter));

  if (!matches) {
    if (present) return { list: { ...list, ...count(-1), edges: edges.filter((_, i) => i !== at) }, staleCount: false };
    // Not loaded here: it may have been counted beyond the window.
    return { list, staleCount: hasNextPage };
  }

  const rest = present ? edges.filter((_, i) => i !== at) : edges;
  const key = (node: Reference): SortKey => ({
    lastName: readField<string>('lastName', node) ?? '',
    firstName: readField<string>('firstName', node) ?? '',
    id: readField<number>('id', node) ?? 0,
  });
  const before = rest.findIndex((e) => compareEmployees(employee!, key(e.node)) < 0);
  if (before < 0 && hasNextPage) {
    // It sorts after the loaded pages: the next page brings it.
    if (present) return { list: { ...list, ...count(-1), edges: rest }, staleCount: true };
    return { list, staleCount: true };
  }
  const edge: StoredEdge = present ? edges[at] : { __typename: 'EmployeeEdge', cursor: '', node: ref! };
  const position = before < 0 ? rest.length : before;
  if (present && position === at) return { list, staleCount: false };
  const next = [...rest.slice(0, position), edge, ...rest.slice(position)];
  return { list: { ...list, ...(present ? {} : count(1)), edges: next }, staleCount: false };
}

/**
 * Applies a pushed or local change to every cached list of the company, and evicts a deleted
 * employee. Applying the same change twice is harmless (a tab gets both its mutation result
 * and the event). Returns the lists whose counts should be re-read from the server.
 */
export function applyEmployeeChange(cache: ApolloCache, companyId: number, change: EmployeeChange): ListArgs[] {
  const stale: ListArgs[] = [];
  const ref =
    change.kind !== 'deleted' && change.employee
      ? (cache.writeFragment({
          fragment: EmployeeFullFragmentDoc,
          fragmentName: 'EmployeeFull',
          data: { ...change.employee, __typename: 'Employee' } as EmployeeFullFragment,
        }) ?? null)
      : null;
  if (change.kind !== 'deleted' && !ref) return stale;

  cache.modify({
    fields: {
      employees(value, { storeFieldName, readField }) {
        const args = listArgsOf(storeFieldName);
        const list = value as StoredConnection;
        if (!args || args.companyId !== companyId || !list || !Array.isArray(list.edges)) return value;
        const result = changeList(list, args, change, ref, readField as ReadField);
        if (result.staleCount) stale.push(args);
        return result.list as typeof value;
      },
    },
  });

  if (change.kind === 'deleted') {
    cache.evict({ id: cache.identify({ __typename: 'Employee', id: change.employeeId }) });
    cache.gc();
  }
  return stale;
}

/** Writes a re-read count into the cached list with these arguments. */
export function setListCount(cache: ApolloCache, args: ListArgs, totalCount: number) {
  const key = listKey(args);
  cache.modify({
    fields: {
      employees(value, { storeFieldName }) {
        const parsed = listArgsOf(storeFieldName);
        if (!parsed || listKey(parsed) !== key || !value) return value;
        return { ...(value as StoredConnection), totalCount } as typeof value;
      },
    },
  });
}

/** A stable identity for a list's arguments (key order independent). */
export function listKey(args: ListArgs): string {
  const filter = Object.fromEntries(
    Object.entries(args.filter)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return JSON.stringify([args.companyId, filter, args.first ?? null]);
}
