import type { EntityManager } from '@mikro-orm/postgresql';
import type { BackupDocument } from '@staffpay/schema/data-protection/backup.schemas';
import { clearNotificationSettings, restoreNotificationSettings } from '../notifications';
import { clearDashboards, restoreDashboards } from '../dashboards';
import { restoreDeveloperSettings } from '../developer-settings';
import { imageIdOfUrl, imageUrl } from '../images';
import { clearLedger, restoreLedger } from '../ledger';
import { clearFixes, restoreFixes } from '../pay-core';
import { clearPerformance, restorePerformance } from '../payroll';
import { clearRoles, restoreRoles } from '../roles';
import { clearTemplates, restoreTemplates } from '../rule-templates';
import { clearStaff, restoreStaff, type ClearedStaff, type StaffIds } from '../staff';

export interface RestoredIds extends StaffIds {
  dashboards: number[];
}

/**
 * Writes every section of a checked file into the company, each through its owner, in the order
 * the references need: staff, templates, ledger, performance, fixes (their snapshots' references
 * mapped too), dashboards, roles, notification settings, developer settings (the AI key is kept).
 */
export async function restoreRecords(
  em: EntityManager,
  companyId: number,
  doc: BackupDocument,
  images: Map<string, string>,
  editorId: number,
): Promise<RestoredIds> {
  const staff = await restoreStaff(em, companyId, doc, images);
  const templates = await restoreTemplates(em, companyId, doc, staff);
  const ledger = await restoreLedger(em, companyId, doc.ledger, staff.employees);
  await restorePerformance(em, companyId, doc.performance, { ...staff, ...templates });
  const to = (map: Map<number, number>) => (id: number) => map.get(id) ?? null;
  await restoreFixes(em, companyId, doc.payrollFixes, staff.employees, {
    employee: to(staff.employees),
    department: to(staff.departments),
    branch: to(staff.branches),
    salaryTemplate: to(templates.salaryTemplates),
    ruleTemplate: to(templates.ruleTemplates),
    ledger: to(ledger),
    photoUrl: (url) => imageUrl(images.get(imageIdOfUrl(url) ?? '')),
  });
  const dashboards = await restoreDashboards(em, companyId, doc.dashboards, staff, editorId);
  await restoreRoles(em, companyId, doc.roles);
  await restoreNotificationSettings(em, companyId, doc.notificationSettings);
  const serviceLogo = doc.developerSettings?.serviceLogoImageId;
  await restoreDeveloperSettings(em, companyId, doc.developerSettings, serviceLogo ? images.get(serviceLogo)! : null);
  return { ...staff, dashboards: [...dashboards.values()] };
}

export interface ClearedRecords extends ClearedStaff {
  dashboards: { id: number; shareToken: string }[];
}

/** Deletes everything a backup holds of the company but its settings, dependants first. */
export async function clearRecords(em: EntityManager, companyId: number): Promise<ClearedRecords> {
  await clearNotificationSettings(em, companyId);
  await clearRoles(em, companyId);
  const dashboards = await clearDashboards(em, companyId);
  await clearFixes(em, companyId);
  await clearPerformance(em, companyId);
  await clearLedger(em, companyId);
  await clearTemplates(em, companyId);
  const staff = await clearStaff(em, companyId);
  return { ...staff, dashboards };
}
