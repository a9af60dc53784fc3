import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupDashboardSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { insertAll, kept, mapped, type KnownIds } from '../../shared/backup/insert-all';
import { CustomDashboard } from './dashboard.entity';
import type { RequestContext } from '../../shared/context';
import { toDashboardView } from './dashboard.view';
import { newShareToken } from './share-token';
import { CUSTOM_DASHBOARD_CHANGED, CUSTOM_DASHBOARD_DELETED } from './dashboard.events';
import { happened } from '../../shared/events';

type BackupDashboard = z.infer<typeof backupDashboardSchema>;

/** The company's dashboards without their share tokens (a backup must not carry a live public link). */
export async function dashboardsForBackup(
  em: EntityManager,
  companyId: number,
  known: KnownIds,
): Promise<BackupDashboard[]> {
  const rows = await em.find(CustomDashboard, { company: companyId }, { orderBy: { id: 'asc' } });
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    description: d.description ?? null,
    selectedDepartments: kept(d.selectedDepartments, known.departments),
    selectedBranches: kept(d.selectedBranches, known.branches),
    showCompanyProfit: d.showCompanyProfit,
    showDepartmentProfit: d.showDepartmentProfit,
    showEmployeeProfit: d.showEmployeeProfit,
    showTeamBonuses: d.showTeamBonuses,
    showAdvances: d.showAdvances,
    showSalaryPayouts: d.showSalaryPayouts,
    showThresholdProgress: d.showThresholdProgress,
    thresholdProgressDepartments: kept(d.thresholdProgressDepartments, known.departments),
    showEmployeeCards: d.showEmployeeCards,
    employeeCardsDepartments: kept(d.employeeCardsDepartments, known.departments),
  }));
}

/**
 * Writes a file's dashboards, each with a new public link; the restoring member becomes their
 * editor, so the links show what that member's role may see.
 */
export function restoreDashboards(
  em: EntityManager,
  companyId: number,
  rows: BackupDashboard[],
  staff: { departments: Map<number, number>; branches: Map<number, number> },
  editorId: number,
): Promise<Map<number, number>> {
  return insertAll(em, CustomDashboard, rows, ({ id: _id, ...d }) => ({
    ...d,
    company: companyId,
    shareToken: newShareToken(),
    configuredById: editorId,
    selectedDepartments: mapped(d.selectedDepartments, staff.departments),
    selectedBranches: mapped(d.selectedBranches, staff.branches),
    thresholdProgressDepartments: mapped(d.thresholdProgressDepartments, staff.departments),
    employeeCardsDepartments: mapped(d.employeeCardsDepartments, staff.departments),
  }));
}

/** Deletes the company's dashboards; answers their ids and tokens, so their open screens can be ended. */
export async function clearDashboards(
  em: EntityManager,
  companyId: number,
): Promise<{ id: number; shareToken: string }[]> {
  const rows = await em.find(CustomDashboard, { company: companyId }, { fields: ['id', 'shareToken'] });
  await em.nativeDelete(CustomDashboard, { company: companyId });
  return rows.map((d) => ({ id: d.id, shareToken: d.shareToken }));
}

/** After the commit of a replace: the old dashboards' screens end, the lists drop them and show the new ones. */
export async function announceDashboardsReplaced(
  ctx: RequestContext,
  companyId: number,
  removed: { id: number; shareToken: string }[],
  createdIds: number[],
): Promise<void> {
  for (const { id, shareToken } of removed)
    await happened(ctx, CUSTOM_DASHBOARD_DELETED, { companyId, id, shareToken });
  const created = await ctx.em.fork().find(CustomDashboard, { id: { $in: createdIds } }, { orderBy: { id: 'asc' } });
  for (const d of created) {
    await happened(ctx, CUSTOM_DASHBOARD_CHANGED, {
      kind: 'created',
      companyId,
      id: d.id,
      dashboard: toDashboardView(d),
    });
  }
}
