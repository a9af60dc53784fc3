import { ROLE_FILTER } from '@staffpay/schema/staff/staff.enums';
import type { EmployeeFilter } from '@/gql/graphql';

/** What the filter bar holds: strings as the inputs keep them ('' = any). */
export interface FilterState {
  search: string;
  departmentId: string | null;
  branchId: string | null;
  role: string | null;
}

export const EMPTY_FILTERS: FilterState = { search: '', departmentId: null, branchId: null, role: null };

export const isFiltered = (f: FilterState) =>
  f.search.trim() !== '' || f.departmentId !== null || f.branchId !== null || f.role !== null;

/** The connection's `filter`: only what is set, so equal filters share one cached list. */
export function toServerFilter(f: FilterState): EmployeeFilter {
  const filter: EmployeeFilter = {};
  const search = f.search.trim();
  if (search) filter.search = search;
  if (f.departmentId) filter.departmentId = Number(f.departmentId);
  if (f.branchId) filter.branchId = Number(f.branchId);
  if (f.role && (ROLE_FILTER as readonly string[]).includes(f.role)) filter.role = f.role;
  return filter;
}
