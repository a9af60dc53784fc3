import { z } from 'zod';
import { MANAGER_ROLES } from '@staffpay/schema/staff/staff.enums';
import { departmentSchema } from '@staffpay/schema/staff/staff.schemas';
import type { DepartmentCardFragment, DepartmentInput } from '@/gql/graphql';
import { DEPARTMENTS } from './departments.messages';
import { managerLabel } from './department-view';

/** The most employees the server gives in one page: the manager choices ask for that many of each role. */
export const MANAGER_PAGE = 200;

/**
 * The select value that clears the manager or the branch (choosing 'none' sends null, which clears
 * it: docs/api.md).
 */
export const NONE = 'none';

export interface DepartmentFormValues {
  name: string;
  description: string;
  managerId: string;
  branchId: string;
}

export function initialDepartmentValues(department: DepartmentCardFragment | null): DepartmentFormValues {
  return {
    name: department?.name ?? '',
    description: department?.description ?? '',
    managerId: department?.managerId ? String(department.managerId) : NONE,
    branchId: department?.branchId ? String(department.branchId) : NONE,
  };
}

const idOf = (value: string) => (value && value !== NONE ? Number(value) : null);

/** The values as the create/update call takes them: 'none' becomes null. */
export function toDepartmentInput(values: DepartmentFormValues): DepartmentInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    managerId: idOf(values.managerId),
    branchId: idOf(values.branchId),
  };
}

/** The contract's schema, applied to what the form would send (so its messages land on the fields). */
export const departmentFormSchema = z.preprocess(
  (values) => toDepartmentInput(values as DepartmentFormValues),
  departmentSchema,
);

export interface Option {
  value: string;
  label: string;
}

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  role: string;
}

/**
 * The manager choices: 'Не назначен', then the employees with the role manager or owner, by name.
 * A department keeps the manager it has even if that person is no longer eligible (or gone:
 * 'Не найден'), so saving other fields does not drop them by surprise.
 */
export function managerOptions(candidates: readonly Candidate[], department: DepartmentCardFragment | null): Option[] {
  const eligible = candidates
    .filter((c) => (MANAGER_ROLES as readonly string[]).includes(c.role))
    .map((c) => ({ value: String(c.id), label: `${c.firstName} ${c.lastName}`.trim() }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  const unique = eligible.filter((o, i) => eligible.findIndex((x) => x.value === o.value) === i);
  const current = department?.managerId ? String(department.managerId) : null;
  if (current && !unique.some((o) => o.value === current)) {
    unique.unshift({ value: current, label: managerLabel(department!) });
  }
  return [{ value: NONE, label: DEPARTMENTS.managerNone }, ...unique];
}

/** The branch choices: 'Без филиала', then the company's branches ("name, city"). */
export function branchOptions(
  branches: readonly { id: number; name: string; city: string }[],
  department: DepartmentCardFragment | null,
): Option[] {
  const options = branches.map((b) => ({ value: String(b.id), label: b.city ? `${b.name}, ${b.city}` : b.name }));
  const current = department?.branchId ? String(department.branchId) : null;
  if (current && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: department?.branchName ?? current });
  }
  return [{ value: NONE, label: DEPARTMENTS.branchNone }, ...options];
}
