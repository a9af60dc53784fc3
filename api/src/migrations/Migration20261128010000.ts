import { Migration } from '@mikro-orm/migrations';

/** The six synced tables: each has `updated_at`, moved by the triggers below (docs/integrations.md, "Changed since"). */
const SYNCED = ['employees', 'departments', 'branches', 'ledger_records', 'payroll_fixes', 'performance_records'];
/** The tables' tombstone types (the contract's SYNCED_TYPE). */
const TOMBSTONE_TYPE: Record<string, string> = {
  employees: 'employee',
  departments: 'department',
  branches: 'branch',
  ledger_records: 'ledger_record',
  payroll_fixes: 'payroll_fix',
  performance_records: 'performance_record',
};

/**
 * The change feed. Every synced row's `updated_at` moves on every change of what the API answers
 * for it, by construction rather than by each writer remembering: a row trigger stamps any UPDATE
 * that does not set it (native and bulk updates included), and statement triggers stamp the rows
 * whose answer shows another table's data (names, counts, figures) when that data changes.
 * Deletions — direct or by a cascade — leave a tombstone in the deleting transaction; a whole
 * company's deletion leaves none (the company is gone, its tombstones with it). Stamps are in
 * milliseconds, what an ISO answer and a cursor carry, so a cursor never falls between two values.
 */
export class Migration20261128010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payroll_fixes" add column "created_at" timestamptz null, add column "updated_at" timestamptz null;`);
    this.addSql(`update "payroll_fixes" set "created_at" = "fixed_at", "updated_at" = coalesce("reopened_at", "fixed_at");`);
    this.addSql(`alter table "payroll_fixes" alter column "created_at" set not null, alter column "updated_at" set not null;`);
    for (const table of SYNCED) {
      this.addSql(`update "${table}" set "updated_at" = date_trunc('milliseconds', "updated_at"), "created_at" = date_trunc('milliseconds', "created_at");`);
      this.addSql(`create index "${table}_company_id_updated_at_id_index" on "${table}" ("company_id", "updated_at", "id");`);
    }

    this.addSql(`create table "tombstones" ("seq" bigserial primary key, "company_id" int not null, "type" varchar(32) not null check ("type" in ('employee', 'ledger_record', 'department', 'branch', 'payroll_fix', 'performance_record')), "record_id" int not null, "deleted_at" timestamptz not null);`);
    this.addSql(`create index "tombstones_company_id_deleted_at_seq_index" on "tombstones" ("company_id", "deleted_at", "seq");`);
    this.addSql(`create index "tombstones_deleted_at_index" on "tombstones" ("deleted_at");`);
    this.addSql(`alter table "tombstones" add constraint "tombstones_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    // An UPDATE that does not set updated_at itself gets the transaction's time; an INSERT without
    // the stamps gets it too; every stamp is kept in milliseconds, whoever wrote it, and a row is
    // never updated before it was created (the ORM's clock and the transaction's differ).
    this.addSql(`create function "synced_touch"() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    new.created_at := date_trunc('milliseconds', coalesce(new.created_at, now()));
    new.updated_at := greatest(date_trunc('milliseconds', coalesce(new.updated_at, now())), new.created_at);
  elsif new.updated_at is not distinct from old.updated_at then
    -- Never backwards: the ORM may have stamped the row later, by its clock, in this transaction.
    new.updated_at := greatest(old.updated_at, date_trunc('milliseconds', now()));
  else
    new.updated_at := date_trunc('milliseconds', new.updated_at);
  end if;
  return new;
end $$;`);
    // The deleted rows of a still existing company, as tombstones (TG_ARGV[0]: their type).
    this.addSql(`create function "synced_tombstone"() returns trigger language plpgsql as $$
begin
  insert into tombstones (company_id, type, record_id, deleted_at)
  select g.company_id, TG_ARGV[0], g.id, now() from gone g
   where exists (select 1 from companies c where c.id = g.company_id)
   order by g.id;
  return null;
end $$;`);
    for (const table of SYNCED) {
      this.addSql(`create trigger "${table}_touch" before insert or update on "${table}" for each row execute function "synced_touch"();`);
      this.addSql(`create trigger "${table}_tombstone" after delete on "${table}" referencing old table as gone for each statement execute function "synced_tombstone"('${TOMBSTONE_TYPE[table]}');`);
    }

    // The stamp a row's answer moves to when another table's data in it changes; never backwards
    // (the ORM may have stamped it later in the same transaction). Rows are locked in id order, so
    // two statements stamping the same rows wait for each other rather than deadlock.
    const touch = (table: string, ids: string) =>
      `update "${table}" set "updated_at" = greatest("updated_at", date_trunc('milliseconds', now()))
        where "id" in (select "id" from "${table}" where "id" in (${ids}) order by "id" for no key update);`;

    // A statement trigger fires for no rows too: without this, two tables touching each other
    // would call each other's triggers for ever.
    const EMPTY = (rows: string) => `if not exists (select 1 from ${rows}) then return null; end if;`;

    // A placement added or removed: the employee's departmentIds/branchIds, the department's or
    // branch's employeeCount.
    this.addSql(`create function "placement_touch_department"() returns trigger language plpgsql as $$
begin
  ${EMPTY('changed')}
  ${touch('employees', 'select employee_id from changed')}
  ${touch('departments', 'select department_id from changed')}
  return null;
end $$;`);
    this.addSql(`create function "placement_touch_branch"() returns trigger language plpgsql as $$
begin
  ${EMPTY('changed')}
  ${touch('employees', 'select employee_id from changed')}
  ${touch('branches', 'select branch_id from changed')}
  return null;
end $$;`);
    for (const [table, fn] of [
      ['employee_departments', 'placement_touch_department'],
      ['employee_branches', 'placement_touch_branch'],
    ] as const) {
      this.addSql(`create trigger "${table}_added" after insert on "${table}" referencing new table as changed for each statement execute function "${fn}"();`);
      this.addSql(`create trigger "${table}_removed" after delete on "${table}" referencing old table as changed for each statement execute function "${fn}"();`);
    }

    // A department added or removed: its branch's departmentCount.
    this.addSql(`create function "department_touch_branch"() returns trigger language plpgsql as $$
begin
  ${EMPTY('changed')}
  ${touch('branches', 'select branch_id from changed where branch_id is not null')}
  return null;
end $$;`);
    this.addSql(`create trigger "departments_added" after insert on "departments" referencing new table as changed for each statement execute function "department_touch_branch"();`);
    this.addSql(`create trigger "departments_removed" after delete on "departments" referencing old table as changed for each statement execute function "department_touch_branch"();`);
    // A department renamed: its employees' departmentName; moved: both branches' departmentCount.
    this.addSql(`create function "department_changed"() returns trigger language plpgsql as $$
begin
  ${EMPTY('new_rows')}
  ${touch('employees', `select ed.employee_id from employee_departments ed join old_rows o on o.id = ed.department_id join new_rows n on n.id = o.id where n.name is distinct from o.name`)}
  ${touch('branches', `select b from old_rows o join new_rows n on n.id = o.id, unnest(array[o.branch_id, n.branch_id]) b where n.branch_id is distinct from o.branch_id and b is not null`)}
  return null;
end $$;`);
    this.addSql(`create trigger "departments_changed" after update on "departments" referencing old table as old_rows new table as new_rows for each statement execute function "department_changed"();`);
    // A branch renamed: its employees' branchName and its departments' branchName.
    this.addSql(`create function "branch_changed"() returns trigger language plpgsql as $$
begin
  ${EMPTY('new_rows')}
  ${touch('employees', `select eb.employee_id from employee_branches eb join old_rows o on o.id = eb.branch_id join new_rows n on n.id = o.id where n.name is distinct from o.name`)}
  ${touch('departments', `select d.id from departments d join old_rows o on o.id = d.branch_id join new_rows n on n.id = o.id where n.name is distinct from o.name`)}
  return null;
end $$;`);
    this.addSql(`create trigger "branches_changed" after update on "branches" referencing old table as old_rows new table as new_rows for each statement execute function "branch_changed"();`);
    // An employee renamed: the managerName of the departments they manage and the employeeName of
    // their ledger records; removed: the departments' managerName.
    this.addSql(`create function "employee_renamed"() returns trigger language plpgsql as $$
begin
  ${EMPTY('new_rows')}
  ${touch('departments', `select d.id from departments d join old_rows o on o.id = d.manager_id join new_rows n on n.id = o.id where (n.first_name, n.last_name) is distinct from (o.first_name, o.last_name)`)}
  ${touch('ledger_records', `select l.id from ledger_records l join old_rows o on o.id = l.employee_id join new_rows n on n.id = o.id where (n.first_name, n.last_name) is distinct from (o.first_name, o.last_name)`)}
  return null;
end $$;`);
    this.addSql(`create trigger "employees_renamed" after update on "employees" referencing old table as old_rows new table as new_rows for each statement execute function "employee_renamed"();`);
    this.addSql(`create function "employee_removed"() returns trigger language plpgsql as $$
begin
  ${EMPTY('changed')}
  ${touch('departments', 'select d.id from departments d join changed g on g.id = d.manager_id')}
  return null;
end $$;`);
    this.addSql(`create trigger "employees_removed" after delete on "employees" referencing old table as changed for each statement execute function "employee_removed"();`);
    // A performance record written or removed: its employee's figures (ordersCount, employeeProfit).
    this.addSql(`create function "performance_touch_employee"() returns trigger language plpgsql as $$
begin
  ${EMPTY('changed')}
  ${touch('employees', 'select employee_id from changed')}
  return null;
end $$;`);
    this.addSql(`create trigger "performance_records_added" after insert on "performance_records" referencing new table as changed for each statement execute function "performance_touch_employee"();`);
    this.addSql(`create trigger "performance_records_removed" after delete on "performance_records" referencing old table as changed for each statement execute function "performance_touch_employee"();`);
    this.addSql(`create trigger "performance_records_changed" after update on "performance_records" referencing new table as changed for each statement execute function "performance_touch_employee"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "performance_records_changed" on "performance_records";`);
    this.addSql(`drop trigger if exists "performance_records_removed" on "performance_records";`);
    this.addSql(`drop trigger if exists "performance_records_added" on "performance_records";`);
    this.addSql(`drop trigger if exists "employees_removed" on "employees";`);
    this.addSql(`drop trigger if exists "employees_renamed" on "employees";`);
    this.addSql(`drop trigger if exists "branches_changed" on "branches";`);
    this.addSql(`drop trigger if exists "departments_changed" on "departments";`);
    this.addSql(`drop trigger if exists "departments_removed" on "departments";`);
    this.addSql(`drop trigger if exists "departments_added" on "departments";`);
    for (const table of ['employee_departments', 'employee_branches']) {
      this.addSql(`drop trigger if exists "${table}_added" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_removed" on "${table}";`);
    }
    for (const table of SYNCED) {
      this.addSql(`drop trigger if exists "${table}_touch" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_tombstone" on "${table}";`);
      this.addSql(`drop index if exists "${table}_company_id_updated_at_id_index";`);
    }
    for (const fn of ['performance_touch_employee', 'employee_removed', 'employee_renamed', 'branch_changed', 'department_changed', 'department_touch_branch', 'placement_touch_branch', 'placement_touch_department', 'synced_tombstone', 'synced_touch']) {
      this.addSql(`drop function if exists "${fn}"();`);
    }
    this.addSql(`drop table if exists "tombstones" cascade;`);
    this.addSql(`alter table "payroll_fixes" drop column "updated_at", drop column "created_at";`);
  }
}
