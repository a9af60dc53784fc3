import { useMemo } from 'react';
import { useBranches } from '@/features/branches';
import { useDepartments } from '@/features/departments';
import type { KnownIds } from '../dashboard-form';

export interface Option {
  value: string;
  label: string;
}

type Named = { id: number; name: string };

const toOptions = (list: readonly Named[]): Option[] => list.map((x) => ({ value: String(x.id), label: x.name }));

/**
 * The company's departments and branches, live: names for the cards, choices for the form.
 * `ready` only once both lists have loaded: a dashboard saved without them could lose its
 * selections. A role that cannot read the staff (the employee) asks for neither.
 */
export function useDashboardStructure(companyId: number, canReadStaff: boolean) {
  const scope = canReadStaff ? companyId : null;
  const departments = useDepartments(scope);
  const branches = useBranches(scope);
  // A failed refetch keeps the rows it had; only a list that never loaded counts as missing.
  const loaded = (loading: boolean, error: unknown, rows: readonly Named[]) =>
    !loading && !(error && rows.length === 0);
  const ready =
    canReadStaff &&
    loaded(departments.loading, departments.error, departments.departments) &&
    loaded(branches.loading, branches.error, branches.branches);

  return useMemo(() => {
    const known: KnownIds = {
      departments: new Set(departments.departments.map((d) => d.id)),
      branches: new Set(branches.branches.map((b) => b.id)),
    };
    return {
      ready,
      known,
      departmentOptions: toOptions(departments.departments),
      branchOptions: toOptions(branches.branches),
      departmentNames: new Map(departments.departments.map((d) => [d.id, d.name])),
      branchNames: new Map(branches.branches.map((b) => [b.id, b.name])),
    };
  }, [ready, departments.departments, branches.branches]);
}

export type DashboardStructure = ReturnType<typeof useDashboardStructure>;
