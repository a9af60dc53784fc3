import type {
  PlaylistEntry,
  ScreenNight,
  ScreenTheme,
  ShareLinkState,
} from '@staffpay/schema/dashboards/screen.schemas';
import type { CustomDashboard } from './dashboard.entity';

/** A link's screen settings and where it stands, as its company's members see them. */
export interface DashboardScreenView {
  state: ShareLinkState;
  expiresAt: string | null;
  pausedAt: string | null;
  allowedNetworks: string[];
  privacyMode: boolean;
  night: ScreenNight | null;
  theme: ScreenTheme;
  playlist: PlaylistEntry[];
  departmentRotationSeconds: number;
}

/** Paused wins over expired: resuming an expired link would still not show it. */
export function linkStateOf(
  d: Pick<CustomDashboard, 'linkPausedAt' | 'linkExpiresAt'>,
  now = Date.now(),
): ShareLinkState {
  if (d.linkPausedAt) return 'paused';
  if (d.linkExpiresAt && d.linkExpiresAt.getTime() <= now) return 'expired';
  return 'active';
}

export function toScreenView(d: CustomDashboard): DashboardScreenView {
  return {
    state: linkStateOf(d),
    expiresAt: d.linkExpiresAt?.toISOString() ?? null,
    pausedAt: d.linkPausedAt?.toISOString() ?? null,
    allowedNetworks: [...d.allowedNetworks],
    privacyMode: d.privacyMode,
    night: d.night ?? null,
    theme: d.theme,
    playlist: d.playlist.map((e) => ({ dashboardId: e.dashboardId, seconds: e.seconds })),
    departmentRotationSeconds: d.departmentRotationSeconds,
  };
}

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
  screen: DashboardScreenView;
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
    screen: toScreenView(d),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
