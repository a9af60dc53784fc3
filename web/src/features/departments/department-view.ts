import type { DepartmentCardFragment } from '@/gql/graphql';
import { DEPARTMENTS } from './departments.messages';

type ManagerFields = Pick<DepartmentCardFragment, 'managerId' | 'managerName'>;

/**
 * What the card says about the manager: none chosen → 'Не назначен'; an id the server could not
 * match to an employee (managerName null) → 'Не найден'; otherwise the manager's name.
 */
export function managerLabel({ managerId, managerName }: ManagerFields): string {
  if (managerId === null || managerId === undefined) return DEPARTMENTS.managerNone;
  return managerName || DEPARTMENTS.managerMissing;
}

const norm = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** The search box: a case-insensitive substring of the name or the description. */
export function filterDepartments<T extends Pick<DepartmentCardFragment, 'name' | 'description'>>(
  departments: readonly T[],
  query: string,
): T[] {
  const q = norm(query.trim());
  if (!q) return [...departments];
  return departments.filter((d) => norm(d.name).includes(q) || norm(d.description).includes(q));
}
