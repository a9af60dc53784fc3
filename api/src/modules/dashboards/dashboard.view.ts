import type { CustomDashboard } from './dashboard.entity';

/** A custom dashboard as its company's members see it; `shareUrl` is the public link's token. */
export interface DashboardView {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  shareUrl: string;
  selectedDepartments: number[];
  selectedBranches: number[];
  showCompanyProfit: boolean;
  showDepartmentProfit: boolean;
  showEmployeeProfit: boolean;
  showTeamBonuses: boolean;
  showAdvances: boolean;
  showSalaryPayouts: boolean;
  showThresholdProgress: boolean;
  thresholdProgressDepartments: number[];
  showEmployeeCards: boolean;
  employeeCardsDepartments: number[];
  createdAt: string;
  updatedAt: string;
}

export function toDashboardView(d: CustomDashboard): DashboardView {
  return {
    id: d.id,
    companyId: d.company.id,
    name: d.name,
    description: d.description ?? null,
    shareUrl: d.shareToken,
    selectedDepartments: [...d.selectedDepartments],
    selectedBranches: [...d.selectedBranches],
    showCompanyProfit: d.showCompanyProfit,
    showDepartmentProfit: d.showDepartmentProfit,
    showEmployeeProfit: d.showEmployeeProfit,
    showTeamBonuses: d.showTeamBonuses,
    showAdvances: d.showAdvances,
    showSalaryPayouts: d.showSalaryPayouts,
    showThresholdProgress: d.showThresholdProgress,
    thresholdProgressDepartments: [...d.thresholdProgressDepartments],
    showEmployeeCards: d.showEmployeeCards,
    employeeCardsDepartments: [...d.employeeCardsDepartments],
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
