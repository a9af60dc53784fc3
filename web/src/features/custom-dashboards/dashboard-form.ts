import { DASHBOARD_FLAGS, type DashboardFlag } from '@staffpay/schema/dashboards/dashboard.schemas';
import type { CustomDashboardCardFragment, CustomDashboardInput } from '@/gql/graphql';

export type DashboardFormValues = {
  name: string;
  description: string;
  selectedDepartments: number[];
  selectedBranches: number[];
  thresholdProgressDepartments: number[];
  employeeCardsDepartments: number[];
} & Record<DashboardFlag, boolean>;

/** The ids the screen knows: a selection may still name a department or branch deleted since. */
export interface KnownIds {
  departments: ReadonlySet<number>;
  branches: ReadonlySet<number>;
}

const everyFlag = (on: boolean) =>
  Object.fromEntries(DASHBOARD_FLAGS.map((flag) => [flag, on])) as Record<DashboardFlag, boolean>;

/** A new dashboard starts like the base one (everything, everywhere); its author narrows it down. */
export function initialValues(dashboard: CustomDashboardCardFragment | null): DashboardFormValues {
  if (!dashboard) {
    return {
      name: '',
      description: '',
      selectedDepartments: [],
      selectedBranches: [],
      thresholdProgressDepartments: [],
      employeeCardsDepartments: [],
      ...everyFlag(true),
    };
  }
  const flags = Object.fromEntries(DASHBOARD_FLAGS.map((flag) => [flag, dashboard[flag]]));
  return {
    name: dashboard.name,
    description: dashboard.description ?? '',
    selectedDepartments: [...dashboard.selectedDepartments],
    selectedBranches: [...dashboard.selectedBranches],
    thresholdProgressDepartments: [...dashboard.thresholdProgressDepartments],
    employeeCardsDepartments: [...dashboard.employeeCardsDepartments],
    ...(flags as Record<DashboardFlag, boolean>),
  };
}

/**
 * The values as the create/update call takes them (every field: the update replaces them all).
 * Ids no longer in the company are left out, or the server would refuse the whole dashboard; a
 * sub-selection whose part is switched off is sent empty, so what is saved is what the form shows.
 */
export function toDashboardInput(values: DashboardFormValues, known: KnownIds): CustomDashboardInput {
  const departments = (ids: number[]) => ids.filter((id) => known.departments.has(id));
  const flags = Object.fromEntries(DASHBOARD_FLAGS.map((flag) => [flag, values[flag]]));
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    selectedDepartments: departments(values.selectedDepartments),
    selectedBranches: values.selectedBranches.filter((id) => known.branches.has(id)),
    thresholdProgressDepartments: values.showThresholdProgress ? departments(values.thresholdProgressDepartments) : [],
    employeeCardsDepartments: values.showEmployeeCards ? departments(values.employeeCardsDepartments) : [],
    ...(flags as Record<DashboardFlag, boolean>),
  };
}
