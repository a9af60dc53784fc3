import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { EmployeeStatus, EmploymentType } from '@staffpay/schema/staff/staff.enums';
import {
  loadCompanyPlacements,
  loadPlacements,
  payrollPeople,
  companyDepartments,
  type PayrollPerson,
  type Placements,
} from '../staff';
import { imageUrl } from '../images';
import { loadLedgerForEngine } from '../ledger';
import { loadTemplatesForEngine } from '../rule-templates';
import type {
  EngineEmployee,
  LedgerRecord,
  PayrollInput,
  PerformanceRecord,
  Period,
} from '@staffpay/pay-engine/engine.types';
import { loadPerformance } from './performance-query';

/** What a card shows of the employee beside the figures. */
export interface CardPerson {
  id: number;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  role: CompanyRole;
  status: EmployeeStatus;
  jobPosition: string | null;
  customPosition: string | null;
  employmentType: EmploymentType;
  departmentId: number | null;
  departmentName: string | null;
  branchId: number | null;
}

export interface LoadedPayroll {
  input: PayrollInput;
  people: ReadonlyMap<number, CardPerson>;
}

/**
 * Everything the engine needs for one company and period, in a fixed number of statements
 * whatever the company's size: employees, their placements, departments, the two template
 * kinds, performance records and ledger records of the period (read side by side).
 */
export async function loadPayroll(em: EntityManager, companyId: number, period: Period): Promise<LoadedPayroll> {
  const [employees, placements, departments, templates, performance, ledger] = await Promise.all([
    payrollPeople(em, companyId),
    loadCompanyPlacements(em, companyId),
    companyDepartments(em, companyId),
    loadTemplatesForEngine(em, companyId),
    loadPerformance(em, companyId, period),
    loadLedgerForEngine(em, companyId, period),
  ]);
  const { people, engineEmployees } = peopleOf(employees, placements);
  return {
    input: {
      period,
      employees: engineEmployees,
      departments,
      salaryRules: templates.salaryRules,
      ruleTemplates: templates.ruleTemplates,
      performance,
      ledger,
    },
    people,
  };
}

/** Some employees' part of the engine's input (those still in the company), as loadPayroll reads it. */
export interface LoadedEmployees {
  employees: EngineEmployee[];
  people: Map<number, CardPerson>;
  performance: PerformanceRecord[];
  ledger: LedgerRecord[];
}

/** The employees' own facts for the period, in four statements: what a change of a few employees reloads. */
export async function loadEmployeesPayroll(
  em: EntityManager,
  companyId: number,
  period: Period,
  employeeIds: number[],
): Promise<LoadedEmployees> {
  const [employees, placements, performance, ledger] = await Promise.all([
    payrollPeople(em, companyId, employeeIds),
    loadPlacements(em, employeeIds),
    loadPerformance(em, companyId, period, employeeIds),
    loadLedgerForEngine(em, companyId, period, employeeIds),
  ]);
  const { people, engineEmployees } = peopleOf(employees, placements);
  // Records of an employee who left the company stay out, as the whole-company read leaves them out.
  const known = (r: { employeeId: number }) => people.has(r.employeeId);
  return { employees: engineEmployees, people, performance: performance.filter(known), ledger: ledger.filter(known) };
}

function peopleOf(employees: PayrollPerson[], placements: Map<number, Placements>) {
  const people = new Map<number, CardPerson>();
  const engineEmployees = employees.map((e): EngineEmployee => {
    const placed = placements.get(e.id);
    const [department] = placed?.departments ?? [];
    const [branch] = placed?.branches ?? [];
    people.set(e.id, {
      id: e.id,
      firstName: e.firstName,
      lastName: e.lastName,
      photoUrl: imageUrl(e.photoId),
      role: e.role,
      status: e.status,
      jobPosition: e.jobPosition,
      customPosition: e.customPosition,
      employmentType: e.employmentType,
      departmentId: department?.id ?? null,
      departmentName: department?.name ?? null,
      branchId: branch?.id ?? null,
    });
    return {
      id: e.id,
      firstName: e.firstName,
      lastName: e.lastName,
      status: e.status,
      departmentIds: (placed?.departments ?? []).map((d) => d.id),
    };
  });
  return { people, engineEmployees };
}
