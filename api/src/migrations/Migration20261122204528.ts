import { Migration } from '@mikro-orm/migrations';

export class Migration20261122204528 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "salary_rule_templates" ("id" serial primary key, "company_id" int not null, "template_name" varchar(200) not null, "description" text null, "rule_type" varchar(40) not null, "value" numeric(14,2) not null, "period" varchar(20) not null, "team_base" varchar(20) null, "salary_mode" varchar(20) not null, "consider_orders_and_profit" boolean not null default false, "applies_to_departments" jsonb not null, "applies_to_employees" jsonb not null, "applies_to_groups" jsonb not null, "threshold_type" varchar(40) null, "threshold_value" numeric(14,2) null, "achievement_icon" varchar(20) null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "salary_rule_templates_company_id_id_index" on "salary_rule_templates" ("company_id", "id");`);

    this.addSql(`create table "rule_templates" ("id" serial primary key, "company_id" int not null, "kind" varchar(10) not null, "template_name" varchar(200) not null, "description" text null, "calculation_type" varchar(20) not null, "amount" numeric(14,2) not null, "unit_type" varchar(20) not null, "assignment_type" varchar(20) not null, "department_ids" jsonb not null, "employee_ids" jsonb not null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "rule_templates_company_id_kind_id_index" on "rule_templates" ("company_id", "kind", "id");`);

    this.addSql(`create table "performance_records" ("id" serial primary key, "company_id" int not null, "employee_id" int not null, "start_date" date not null, "end_date" date not null, "orders_count" int not null, "employee_profit" numeric(14,2) not null, "bonus_rules" jsonb not null, "penalty_rules" jsonb not null, "created_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "performance_records_employee_id_end_date_index" on "performance_records" ("employee_id", "end_date");`);
    this.addSql(`create index "performance_records_company_id_end_date_index" on "performance_records" ("company_id", "end_date");`);

    this.addSql(`create table "payroll_fixes" ("id" serial primary key, "company_id" int not null, "employee_id" int not null, "period_from" date not null, "period_to" date not null, "snapshot" jsonb not null, "fixed_by" int null, "fixed_at" timestamptz not null, "reopened_at" timestamptz null, "reopened_by" int null);`);
    this.addSql(`create index "payroll_fixes_company_id_employee_id_period_from_index" on "payroll_fixes" ("company_id", "employee_id", "period_from");`);

    this.addSql(`create table "ledger_records" ("id" serial primary key, "company_id" int not null, "employee_id" int not null, "type" varchar(20) not null, "amount" numeric(14,2) not null, "reason" varchar(500) not null, "quantity" int null, "applied_date" date not null, "idempotency_key" varchar(200) null, "created_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "ledger_records_employee_id_applied_date_index" on "ledger_records" ("employee_id", "applied_date");`);
    this.addSql(`create index "ledger_records_company_id_applied_date_id_index" on "ledger_records" ("company_id", "applied_date", "id");`);
    this.addSql(`alter table "ledger_records" add constraint "ledger_records_company_id_idempotency_key_unique" unique ("company_id", "idempotency_key");`);

    this.addSql(`alter table "salary_rule_templates" add constraint "salary_rule_templates_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rule_templates" add constraint "rule_templates_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "performance_records" add constraint "performance_records_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "performance_records" add constraint "performance_records_employee_id_foreign" foreign key ("employee_id") references "employees" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "payroll_fixes" add constraint "payroll_fixes_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payroll_fixes" add constraint "payroll_fixes_employee_id_foreign" foreign key ("employee_id") references "employees" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ledger_records" add constraint "ledger_records_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ledger_records" add constraint "ledger_records_employee_id_foreign" foreign key ("employee_id") references "employees" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "salary_rule_templates" cascade;`);

    this.addSql(`drop table if exists "rule_templates" cascade;`);

    this.addSql(`drop table if exists "performance_records" cascade;`);

    this.addSql(`drop table if exists "payroll_fixes" cascade;`);

    this.addSql(`drop table if exists "ledger_records" cascade;`);
  }

}
