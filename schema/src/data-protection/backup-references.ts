import { COMPANY_ROLES } from '../auth/roles';
import { BACKUP_SECTION_LABELS, type BackupDocument, type BackupSection } from './backup.schemas';
import { PROTECTION_MESSAGES } from './protection.messages';

type Id = number | string;

/** Thrown inside the walk below; answered as the file's one message. */
class Broken extends Error {}

/**
 * The first reference of a file that does not point inside it (or an id written twice), as a
 * Russian sentence; null when the file is whole. A restore refuses such a file before writing.
 */
export function brokenReference(doc: BackupDocument): string | null {
  try {
    checkAll(doc);
    return null;
  } catch (error) {
    if (error instanceof Broken) return error.message;
    throw error;
  }
}

function idsOf(section: BackupSection, rows: { id: Id }[]): Set<Id> {
  const ids = new Set<Id>();
  for (const row of rows) {
    if (ids.has(row.id))
      throw new Broken(PROTECTION_MESSAGES.duplicateId(`«${BACKUP_SECTION_LABELS[section]}»`, row.id));
    ids.add(row.id);
  }
  return ids;
}

function within(known: Set<Id>, where: string, ...refs: (Id | null)[]): void {
  for (const ref of refs) {
    if (ref !== null && !known.has(ref)) throw new Broken(PROTECTION_MESSAGES.danglingReference(where, ref));
  }
}

const at = (section: BackupSection, id: Id, field: string) =>
  `«${BACKUP_SECTION_LABELS[section]}», запись ${id}, поле ${field},`;

function checkAll(doc: BackupDocument): void {
  const images = idsOf('images', doc.images);
  const branches = idsOf('branches', doc.branches);
  const departments = idsOf('departments', doc.departments);
  const employees = idsOf('employees', doc.employees);
  idsOf('salaryTemplates', doc.salaryTemplates);
  const ruleTemplates = idsOf('ruleTemplates', doc.ruleTemplates);
  idsOf('ledger', doc.ledger);
  idsOf('performance', doc.performance);
  idsOf('payrollFixes', doc.payrollFixes);
  idsOf('dashboards', doc.dashboards);
  idsOf('roles', doc.roles);

  within(images, '«Компания», поле logoImageId,', doc.company.logoImageId);
  within(
    images,
    '«Настройки разработчика», поле serviceLogoImageId,',
    doc.developerSettings?.serviceLogoImageId ?? null,
  );
  for (const d of doc.departments) {
    within(employees, at('departments', d.id, 'managerId'), d.managerId);
    within(branches, at('departments', d.id, 'branchId'), d.branchId);
  }
  for (const e of doc.employees) {
    within(images, at('employees', e.id, 'photoImageId'), e.photoImageId);
    within(departments, at('employees', e.id, 'departmentIds'), ...e.departmentIds);
    within(branches, at('employees', e.id, 'branchIds'), ...e.branchIds);
  }
  for (const t of doc.salaryTemplates) {
    within(departments, at('salaryTemplates', t.id, 'appliesToDepartments'), ...t.appliesToDepartments);
    within(employees, at('salaryTemplates', t.id, 'appliesToEmployees'), ...t.appliesToEmployees);
  }
  for (const t of doc.ruleTemplates) {
    within(departments, at('ruleTemplates', t.id, 'departmentIds'), ...t.departmentIds);
    within(employees, at('ruleTemplates', t.id, 'employeeIds'), ...t.employeeIds);
  }
  for (const r of doc.ledger) within(employees, at('ledger', r.id, 'employeeId'), r.employeeId);
  for (const p of doc.performance) {
    within(employees, at('performance', p.id, 'employeeId'), p.employeeId);
    within(ruleTemplates, at('performance', p.id, 'bonusRules'), ...p.bonusRules.map((r) => r.ruleId));
    within(ruleTemplates, at('performance', p.id, 'penaltyRules'), ...p.penaltyRules.map((r) => r.ruleId));
  }
  for (const f of doc.payrollFixes) within(employees, at('payrollFixes', f.id, 'employeeId'), f.employeeId);
  for (const d of doc.dashboards) {
    within(departments, at('dashboards', d.id, 'selectedDepartments'), ...d.selectedDepartments);
    within(branches, at('dashboards', d.id, 'selectedBranches'), ...d.selectedBranches);
    within(departments, at('dashboards', d.id, 'thresholdProgressDepartments'), ...d.thresholdProgressDepartments);
    within(departments, at('dashboards', d.id, 'employeeCardsDepartments'), ...d.employeeCardsDepartments);
  }
  const builtIn = new Set<string>(COMPANY_ROLES);
  const codes = new Set<Id>();
  for (const r of doc.roles) {
    if (builtIn.has(r.code) || codes.has(r.code)) {
      throw new Broken(PROTECTION_MESSAGES.duplicateId(`«${BACKUP_SECTION_LABELS.roles}» (код роли)`, r.code));
    }
    codes.add(r.code);
  }
  for (const s of doc.notificationSettings) {
    if (!builtIn.has(s.role)) within(codes, `«${BACKUP_SECTION_LABELS.notificationSettings}», роль`, s.role);
  }
}
