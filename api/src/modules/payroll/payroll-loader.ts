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

/** What a change of some employees may have moved: their person (placements and all), their performance records, their ledger. */
export type PayFact = 'person' | 'performance' | 'ledger';
export const EVERY_PAY_FACT: readonly PayFact[] = ['person', 'performance', 'ledger'];

/**
 * The employees' own facts for the period: those in `facts` read again (a statement each, two for
 * the person and placements), the others as `previous` holds them. So a booking reads the
 * employee's ledger alone, and the computation it patches is as a whole-company read would give.
 */
export async function loadEmployeesPayroll(
  em: EntityManager,
  companyId: number,
  employeeIds: number[],
  facts: ReadonlySet<PayFact>,
  previous: LoadedPayroll,
): Promise<LoadedEmployees> {
  const { period } = previous.input;
  const changed = new Set(employeeIds);
  const theirs = <T extends { employeeId: number }>(rows: T[]) => rows.filter((r) => changed.has(r.employeeId));
  const [persons, performance, ledger] = await Promise.all([
    facts.has('person') ? readPersons(em, companyId, employeeIds) : keptPersons(previous, changed),
    facts.has('performance') ? loadPerformance(em, companyId, period, employeeIds) : theirs(previous.input.performance),
    facts.has('ledger') ? loadLedgerForEngine(em, companyId, period, employeeIds) : theirs(previous.input.ledger),
  ]);
  const { people, engineEmployees } = persons;
  // Records of an employee who left the company stay out, as the whole-company read leaves them out.
  const known = (r: { employeeId: number }) => people.has(r.employeeId);
  return { employees: engineEmployees, people, performance: performance.filter(known), ledger: ledger.filter(known) };
}

async function readPersons(em: EntityManager, companyId: number, employeeIds: number[]) {
  const [employees, placements] = await Promise.all([
    payrollPeople(em, companyId, employeeIds),
    loadPlacements(em, employeeIds),
  ]);
  return peopleOf(employees, placements);
}

function keptPersons(previous: LoadedPayroll, changed: Set<number>) {
  const engineEmployees = previous.input.employees.filter((e) => changed.has(e.id));
  const people = new Map(engineEmployees.map((e) => [e.id, previous.people.get(e.id)!]));
  return { people, engineEmployees };
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
