import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupSection } from '@staffpay/schema/data-protection/backup.schemas';
import type { KnownIds } from '../../shared/backup/insert-all';
import { companyForBackup } from '../companies';
import { dashboardsForBackup } from '../dashboards';
import { developerSettingsForBackup } from '../developer-settings';
import { imageIdOfUrl, imagesForBackup } from '../images';
import { ledgerForBackup } from '../ledger';
import { notificationSettingsForBackup } from '../notifications';
import { fixesForBackup, type SnapshotReferences } from '../pay-core';
import { performanceForBackup } from '../payroll';
import { rolesForBackup } from '../roles';
import { ruleTemplatesForBackup, salaryTemplatesForBackup } from '../rule-templates';
import { branchesForBackup, departmentsForBackup, employeePhotoIds, employeesForBackup } from '../staff';

type Rows = readonly unknown[];

/**
 * Writes a company's backup document to `out` as it reads it, section by section and page by
 * page, honouring back-pressure: the whole file is never in memory. `tx` reads one snapshot
 * (repeatable read), so the sections agree with each other. References to records that are gone
 * are left out, so every reference in the file points inside it.
 */
export async function writeBackup(tx: EntityManager, companyId: number, out: Writable, now: Date): Promise<void> {
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) throw new Error('backup download closed by the client');
  };
  const section = async (name: BackupSection, pages: AsyncIterable<Rows> | Rows) => {
    await write(`,${JSON.stringify(name)}:[`);
    let first = true;
    for await (const page of Symbol.asyncIterator in pages ? pages : [pages]) {
      if (page.length === 0) continue;
      // One write per page: a write per row costs more than the rows' JSON.
      await write((first ? '' : ',') + page.map((row) => JSON.stringify(row)).join(','));
      first = false;
    }
    await write(']');
  };

  const company = await companyForBackup(tx, companyId);
  const developer = await developerSettingsForBackup(tx, companyId);
  await write(
    `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"createdAt":${JSON.stringify(now.toISOString())}` +
      `,"company":${JSON.stringify(company)},"developerSettings":${JSON.stringify(developer)}`,
  );
  const branches = await branchesForBackup(tx, companyId);
  const departments = await departmentsForBackup(tx, companyId);
  const employeeIds: number[] = [];
  const photoIds = await employeePhotoIds(tx, companyId);
  const logos = [company.logoImageId, developer?.serviceLogoImageId ?? null].filter((id) => id !== null);
  const imageIds = [...new Set([...logos, ...photoIds])];
  await section('images', imagesForBackup(tx, imageIds));
  await section('branches', branches);
  await section('departments', departments);
  await section('employees', collectIds(employeesForBackup(tx, companyId), employeeIds));

  const known: KnownIds = {
    branches: new Set(branches.map((b) => b.id)),
    departments: new Set(departments.map((d) => d.id)),
    employees: new Set(employeeIds),
  };
  const salaryTemplates = await salaryTemplatesForBackup(tx, companyId, known);
  const ruleTemplates = await ruleTemplatesForBackup(tx, companyId, known);
  await section('salaryTemplates', salaryTemplates);
  await section('ruleTemplates', ruleTemplates);
  const ledgerIds: number[] = [];
  await section('ledger', collectIds(ledgerForBackup(tx, companyId, employeeIds), ledgerIds));
  const ruleIds = new Set(ruleTemplates.map((t) => t.id));
  await section('performance', performanceForBackup(tx, companyId, employeeIds, ruleIds));
  const images = new Set(imageIds);
  const ledger = new Set(ledgerIds);
  const salaryIds = new Set(salaryTemplates.map((t) => t.id));
  const keep = (set: ReadonlySet<number>) => (id: number) => (set.has(id) ? id : null);
  const refs: SnapshotReferences = {
    employee: keep(known.employees),
    department: keep(known.departments),
    branch: keep(known.branches),
    salaryTemplate: keep(salaryIds),
    ruleTemplate: keep(ruleIds),
    ledger: keep(ledger),
    photoUrl: (url) => (images.has(imageIdOfUrl(url) ?? '') ? url : null),
  };
  await section('payrollFixes', fixesForBackup(tx, companyId, employeeIds, refs));
  await section('dashboards', await dashboardsForBackup(tx, companyId, known));
  await section('roles', await rolesForBackup(tx, companyId));
  await section('notificationSettings', await notificationSettingsForBackup(tx, companyId));
  await write('}');
}

/** Passes pages through, noting their rows' ids (later sections leave out references to what is not in the file). */
async function* collectIds<T extends { id: number }>(pages: AsyncIterable<T[]>, into: number[]): AsyncGenerator<T[]> {
  for await (const page of pages) {
    for (const row of page) into.push(row.id);
    yield page;
  }
}
