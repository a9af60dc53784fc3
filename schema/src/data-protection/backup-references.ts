import { COMPANY_ROLES } from '../auth/roles';
import {
  BACKUP_SECTION_LABELS,
  BACKUP_SECTIONS,
  type BackupDocument,
  type BackupHead,
  type BackupRow,
  type BackupSection,
} from './backup.schemas';
import { PROTECTION_MESSAGES } from './protection.messages';

type Id = number | string;

/** A file's first broken reference (or id written twice), as its Russian sentence. */
export class BrokenReference extends Error {}

const at = (section: BackupSection, id: Id, field: string) =>
  `«${BACKUP_SECTION_LABELS[section]}», запись ${id}, поле ${field},`;

function within(known: ReadonlySet<Id>, where: string, ...refs: (Id | null)[]): void {
  for (const ref of refs) {
    if (ref !== null && !known.has(ref)) throw new BrokenReference(PROTECTION_MESSAGES.danglingReference(where, ref));
  }
}

type Checks = { [S in BackupSection]: (row: BackupRow<S>) => void };

/**
 * Checks a file's references and ids row by row, as a streaming reader meets them, keeping only
 * each section's ids (never the rows). A reference points back at a section already read, but a
 * department's manager (an employee, read later) and the head's logos (images, read first but
 * named by the head before them), checked when that section ends. Throws BrokenReference.
 */
export class BackupReferences {
  private readonly ids = Object.fromEntries(BACKUP_SECTIONS.map((s) => [s, new Set<Id>()])) as Record<
    BackupSection,
    Set<Id>
  >;
  private readonly managers: [department: number, manager: number][] = [];
  private readonly builtIn = new Set<string>(COMPANY_ROLES);
  private readonly roleCodes = new Set<Id>();
  private logos: [string, string | null][] = [];

  head(head: BackupHead): void {
    this.logos = [
      ['«Компания», поле logoImageId,', head.company.logoImageId],
      ['«Настройки разработчика», поле serviceLogoImageId,', head.developerSettings?.serviceLogoImageId ?? null],
    ];
  }

  row<S extends BackupSection>(section: S, row: BackupRow<S>): void {
    if ('id' in row) {
      const ids = this.ids[section];
      if (ids.has(row.id)) {
        throw new BrokenReference(PROTECTION_MESSAGES.duplicateId(`«${BACKUP_SECTION_LABELS[section]}»`, row.id));
      }
      ids.add(row.id);
    }
    (this.checks[section] as (row: BackupRow<S>) => void)(row);
  }

  /** After a section's last row: the references that pointed forward into it. */
  sectionEnd(section: BackupSection): void {
    if (section === 'images') for (const [where, id] of this.logos) within(this.ids.images, where, id);
    if (section === 'employees') {
      for (const [department, manager] of this.managers) {
        within(this.ids.employees, at('departments', department, 'managerId'), manager);
      }
      this.managers.length = 0;
    }
  }

  private readonly checks: Checks = {
    images: () => {},
    branches: () => {},
    departments: (d) => {
      if (d.managerId !== null) this.managers.push([d.id, d.managerId]);
      within(this.ids.branches, at('departments', d.id, 'branchId'), d.branchId);
    },
    employees: (e) => {
      within(this.ids.images, at('employees', e.id, 'photoImageId'), e.photoImageId);
      within(this.ids.departments, at('employees', e.id, 'departmentIds'), ...e.departmentIds);
      within(this.ids.branches, at('employees', e.id, 'branchIds'), ...e.branchIds);
    },
    salaryTemplates: (t) => {
      within(this.ids.departments, at('salaryTemplates', t.id, 'appliesToDepartments'), ...t.appliesToDepartments);
      within(this.ids.employees, at('salaryTemplates', t.id, 'appliesToEmployees'), ...t.appliesToEmployees);
    },
    ruleTemplates: (t) => {
      within(this.ids.departments, at('ruleTemplates', t.id, 'departmentIds'), ...t.departmentIds);
      within(this.ids.employees, at('ruleTemplates', t.id, 'employeeIds'), ...t.employeeIds);
    },
    ledger: (r) => {
      within(this.ids.employees, at('ledger', r.id, 'employeeId'), r.employeeId);
      within(this.ids.ledger, at('ledger', r.id, 'correctsRecordId'), r.correctsRecordId ?? null);
    },
    performance: (p) => {
      within(this.ids.employees, at('performance', p.id, 'employeeId'), p.employeeId);
      const rules = this.ids.ruleTemplates;
      within(rules, at('performance', p.id, 'bonusRules'), ...p.bonusRules.map((r) => r.ruleId));
      within(rules, at('performance', p.id, 'penaltyRules'), ...p.penaltyRules.map((r) => r.ruleId));
    },
    payrollFixes: (f) => within(this.ids.employees, at('payrollFixes', f.id, 'employeeId'), f.employeeId),
    dashboards: (d) => {
      const departments = this.ids.departments;
      within(departments, at('dashboards', d.id, 'selectedDepartments'), ...d.selectedDepartments);
      within(this.ids.branches, at('dashboards', d.id, 'selectedBranches'), ...d.selectedBranches);
      within(departments, at('dashboards', d.id, 'thresholdProgressDepartments'), ...d.thresholdProgressDepartments);
      within(departments, at('dashboards', d.id, 'employeeCardsDepartments'), ...d.employeeCardsDepartments);
    },
    roles: (r) => {
      if (this.builtIn.has(r.code) || this.roleCodes.has(r.code)) {
        throw new BrokenReference(
          PROTECTION_MESSAGES.duplicateId(`«${BACKUP_SECTION_LABELS.roles}» (код роли)`, r.code),
        );
      }
      this.roleCodes.add(r.code);
    },
    notificationSettings: (s) => {
      if (!this.builtIn.has(s.role)) {
        within(this.roleCodes, `«${BACKUP_SECTION_LABELS.notificationSettings}», роль`, s.role);
      }
    },
  };
}

/**
 * The first reference of a parsed file that does not point inside it (or an id written twice),
 * as a Russian sentence; null when the file is whole. The same checks the streaming reader runs.
 */
export function brokenReference(doc: BackupDocument): string | null {
  const check = new BackupReferences();
  try {
    check.head(doc);
    for (const section of BACKUP_SECTIONS) {
      for (const row of doc[section]) check.row(section, row);
      check.sectionEnd(section);
    }
    return null;
  } catch (error) {
    if (error instanceof BrokenReference) return error.message;
    throw error;
  }
}
