import type { EntityManager } from '@mikro-orm/postgresql';
import { personLabel, type IntegrityPart } from '../../shared/integrity/integrity-part';

interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * The staff records' own integrity: every employee in a department, every department's manager
 * an existing manager or owner of the company, every placement and department branch inside the
 * company. Read straight from the tables, so a fault planted past the services is seen too.
 */
export async function staffIntegrity(em: EntityManager, companyId: number): Promise<IntegrityPart> {
  const [counts] = await em.execute<{ employees: number; departments: number; placements: number }[]>(
    `select (select count(*)::int from employees where company_id = ?) as employees,
            (select count(*)::int from departments where company_id = ?) as departments,
            (select count(*)::int from employee_departments ed join employees e on e.id = ed.employee_id
              where e.company_id = ?)
          + (select count(*)::int from employee_branches eb join employees e on e.id = eb.employee_id
              where e.company_id = ?) as placements`,
    [companyId, companyId, companyId, companyId],
  );
  const issues = [
    ...(await withoutDepartment(em, companyId)),
    ...(await badManagers(em, companyId)),
    ...(await foreignPlacements(em, companyId)),
    ...(await foreignDepartmentBranches(em, companyId)),
  ];
  return { checked: counts!.employees + counts!.departments + counts!.placements, issues };
}

async function withoutDepartment(em: EntityManager, companyId: number): Promise<string[]> {
  const rows = await em.execute<Person[]>(
    `select e.id, e.first_name as "firstName", e.last_name as "lastName" from employees e
      where e.company_id = ?
        and not exists (select 1 from employee_departments ed join departments d on d.id = ed.department_id
                         where ed.employee_id = e.id and d.company_id = e.company_id)
      order by e.last_name, e.first_name, e.id`,
    [companyId],
  );
  return rows.map((p) => `Сотрудник ${personLabel(p)} не состоит ни в одном отделе компании`);
}

async function badManagers(em: EntityManager, companyId: number): Promise<string[]> {
  const rows = await em.execute<
    { name: string; managerId: number; id: number | null; firstName: string | null; lastName: string | null }[]
  >(
    `select d.name, d.manager_id as "managerId", m.id, m.first_name as "firstName", m.last_name as "lastName"
       from departments d left join employees m on m.id = d.manager_id and m.company_id = d.company_id
      where d.company_id = ? and d.manager_id is not null and (m.id is null or m.role not in ('manager', 'owner'))
      order by d.name, d.id`,
    [companyId],
  );
  return rows.map((r) =>
    r.id === null
      ? `Руководитель отдела «${r.name}» не найден: сотрудника № ${r.managerId} нет в компании`
      : `Руководитель отдела «${r.name}» — ${personLabel(r as Person)} — не менеджер и не владелец`,
  );
}

async function foreignPlacements(em: EntityManager, companyId: number): Promise<string[]> {
  const rows = await em.execute<(Person & { kind: 'department' | 'branch'; placeId: number })[]>(
    `select e.id, e.first_name as "firstName", e.last_name as "lastName", 'department' as kind, d.id as "placeId"
       from employee_departments ed join employees e on e.id = ed.employee_id join departments d on d.id = ed.department_id
      where e.company_id = ? and d.company_id <> e.company_id
     union all
     select e.id, e.first_name, e.last_name, 'branch', b.id
       from employee_branches eb join employees e on e.id = eb.employee_id join branches b on b.id = eb.branch_id
      where e.company_id = ? and b.company_id <> e.company_id
     order by 3, 2, 1, 4 desc, 5`,
    [companyId, companyId],
  );
  return rows.map(
    (r) =>
      `Сотрудник ${personLabel(r)} привязан к ${r.kind === 'department' ? 'отделу' : 'филиалу'} № ${r.placeId} другой компании`,
  );
}

async function foreignDepartmentBranches(em: EntityManager, companyId: number): Promise<string[]> {
  const rows = await em.execute<{ name: string; branchId: number }[]>(
    `select d.name, d.branch_id as "branchId" from departments d join branches b on b.id = d.branch_id
      where d.company_id = ? and b.company_id <> d.company_id order by d.name, d.id`,
    [companyId],
  );
  return rows.map((r) => `Отдел «${r.name}» относится к филиалу № ${r.branchId} другой компании`);
}
