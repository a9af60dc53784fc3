import type { EntityManager } from '@mikro-orm/postgresql';
import type { BackupRow, BackupSection } from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { RESTORE_PAGE } from '../../shared/backup/insert-all';
import { clearNotificationSettings, restoreNotificationSettings } from '../notifications';
import { clearDashboards, restoreDashboards } from '../dashboards';
import { imageIdOfUrl, imageUrl, restoreImages } from '../images';
import { clearLedger, restoreLedger } from '../ledger';
import { clearFixes, restoreFixes } from '../pay-core';
import { clearPerformance, restorePerformance } from '../payroll';
import { clearRoles, restoreRoles } from '../roles';
import { clearTemplates, restoreTemplates } from '../rule-templates';
import { clearStaff, StaffRestore, type ClearedStaff, type StaffIds } from '../staff';

export interface RestoredIds extends StaffIds {
  dashboards: number[];
}

const IMAGE_MESSAGES = { notImage: PROTECTION_MESSAGES.badImage, tooLarge: PROTECTION_MESSAGES.badImage };

/**
 * Rows held before a page is written. Images are megabytes each; a fix's snapshot kilobytes, an
 * employee one: their pages are smaller, so the rows die young instead of surviving the page's
 * awaits into the old generation (measured: a third less peak memory, and faster, bench `backup`).
 */
const PAGE_OF: Partial<Record<BackupSection, number>> = { images: 10, employees: 250, payrollFixes: 100 };

type Pages = { [S in BackupSection]: BackupRow<S>[] };

const merge = (into: Map<number, number>, from: Map<number, number>) => {
  for (const [k, v] of from) into.set(k, v);
};

/**
 * Writes a checked file's rows into the company as the reader hands them over, a page at a time,
 * each section through its owner: staff, templates, ledger, performance, fixes (their snapshots'
 * references mapped too), dashboards, roles, notification settings. The file id → new id maps are
 * all it keeps between pages (the fixes' snapshots name ledger records, so those are kept too).
 */
export class RecordsRestore {
  readonly images = new Map<string, string>();
  readonly staff: StaffRestore;
  private readonly salaryTemplates = new Map<number, number>();
  private readonly ruleTemplates = new Map<number, number>();
  private readonly ledger = new Map<number, number>();
  private readonly dashboards: number[] = [];
  private readonly settings = new Set<string>();
  readonly roleCodes: string[] = [];
  private readonly pages = {} as Pages;
  /** The page being written while the reader parses the next: one at a time, in order. */
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly companyId: number,
    private readonly editorId: number,
  ) {
    this.staff = new StaffRestore(em, companyId, this.images);
  }

  async row<S extends BackupSection>(section: S, row: BackupRow<S>): Promise<void> {
    const page = (this.pages[section] ??= []) as BackupRow<S>[];
    page.push(row);
    if (page.length >= (PAGE_OF[section] ?? RESTORE_PAGE)) await this.write(section);
  }

  /** A section's last page; after the employees, the departments' managers. */
  async sectionEnd(section: BackupSection): Promise<void> {
    await this.write(section);
    if (section === 'employees') await this.queue(() => this.staff.setManagers());
  }

  /** Every page written (or the first failure thrown): before the caller uses the ids, or ends the transaction. */
  async settle(): Promise<void> {
    await this.pending;
  }

  ids(): RestoredIds {
    const { branches, departments, employees } = this.staff;
    return { branches, departments, employees, dashboards: this.dashboards };
  }

  /**
   * Starts `job` once the page before it is in (its ids known, its failure thrown here), and
   * returns without waiting for it: the reader parses the next rows while the database writes these.
   */
  private async queue(job: () => Promise<void>): Promise<void> {
    await this.pending;
    this.pending = job();
    // Thrown where the next job or settle() awaits it, never unhandled meanwhile.
    this.pending.catch(() => {});
  }

  private async write(section: BackupSection): Promise<void> {
    const rows = this.pages[section];
    if (!rows || rows.length === 0) return;
    this.pages[section] = [];
    await this.queue(() => this.writePage(section, rows));
  }

  private async writePage(section: BackupSection, rows: BackupRow<BackupSection>[]): Promise<void> {
    const { em, companyId, staff } = this;
    const to = (map: Map<number, number>) => (id: number) => map.get(id) ?? null;
    const pages = { [section]: rows } as Partial<Pages>;
    if (pages.images) {
      for (const [k, v] of await restoreImages(em, pages.images, IMAGE_MESSAGES)) this.images.set(k, v);
    } else if (pages.branches) await staff.branchPage(pages.branches);
    else if (pages.departments) await staff.departmentPage(pages.departments);
    else if (pages.employees) await staff.employeePage(pages.employees);
    else if (pages.salaryTemplates || pages.ruleTemplates) {
      const file = { salaryTemplates: pages.salaryTemplates ?? [], ruleTemplates: pages.ruleTemplates ?? [] };
      const written = await restoreTemplates(em, companyId, file, staff);
      merge(this.salaryTemplates, written.salaryTemplates);
      merge(this.ruleTemplates, written.ruleTemplates);
    } else if (pages.ledger)
      merge(this.ledger, await restoreLedger(em, companyId, pages.ledger, staff.employees, this.ledger));
    else if (pages.performance) {
      await restorePerformance(em, companyId, pages.performance, { ...staff, ruleTemplates: this.ruleTemplates });
    } else if (pages.payrollFixes) {
      await restoreFixes(em, companyId, pages.payrollFixes, staff.employees, {
        employee: to(staff.employees),
        department: to(staff.departments),
        branch: to(staff.branches),
        salaryTemplate: to(this.salaryTemplates),
        ruleTemplate: to(this.ruleTemplates),
        ledger: to(this.ledger),
        photoUrl: (url) => imageUrl(this.images.get(imageIdOfUrl(url) ?? '')),
      });
    } else if (pages.dashboards) {
      const written = await restoreDashboards(em, companyId, pages.dashboards, staff, this.editorId);
      this.dashboards.push(...written.values());
    } else if (pages.roles) {
      await restoreRoles(em, companyId, pages.roles);
      this.roleCodes.push(...pages.roles.map((r) => r.code));
    } else if (pages.notificationSettings) {
      // One setting per role and kind, across pages: a pair written twice keeps its first row.
      const fresh = pages.notificationSettings.filter((s) => {
        const key = `${s.role}:${s.notificationType}`;
        if (this.settings.has(key)) return false;
        this.settings.add(key);
        return true;
      });
      await restoreNotificationSettings(em, companyId, fresh);
    }
  }
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
