import { Migration } from '@mikro-orm/migrations';

export class Migration20261122183314 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "branches" ("id" serial primary key, "company_id" int not null, "name" varchar(200) not null, "city" varchar(100) not null, "address" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "branches_company_id_index" on "branches" ("company_id");`);

    this.addSql(`create table "departments" ("id" serial primary key, "company_id" int not null, "name" varchar(200) not null, "description" text null, "manager_id" int null, "branch_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "departments_company_id_index" on "departments" ("company_id");`);
    this.addSql(`create index "departments_branch_id_index" on "departments" ("branch_id");`);

    this.addSql(`create table "activity_logs" ("id" serial primary key, "company_id" int not null, "actor_user_id" int null, "entity_type" varchar(40) not null, "entity_id" int null, "action" varchar(40) not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "activity_logs_company_id_created_at_id_index" on "activity_logs" ("company_id", "created_at", "id");`);

    this.addSql(`create table "employees" ("id" serial primary key, "company_id" int not null, "user_id" int null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) null, "phone" varchar(50) not null, "photo_id" uuid null, "birth_date" date null, "has_flexible_schedule" boolean not null default false, "work_start_time" varchar(5) null default '09:00', "work_end_time" varchar(5) null default '18:00', "role" text check ("role" in ('owner', 'manager', 'hr_manager', 'employee', 'verifier', 'developer')) not null default 'employee', "status" text check ("status" in ('active', 'inactive', 'vacation')) not null default 'active', "positions" jsonb not null, "position_ids" jsonb not null, "job_position" varchar(100) null, "custom_position" varchar(100) null, "employment_type" text check ("employment_type" in ('full_time', 'remote')) not null default 'full_time', "start_work_date" date null, "work_experience" text null, "skills_competencies" text null, "certificates" text null, "foreign_languages" text null, "education" text null, "previous_work_experience" text null, "strengths" text null, "weaknesses" text null, "personal_qualities" text null, "hobbies" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "employees_company_id_last_name_first_name_id_index" on "employees" ("company_id", "last_name", "first_name", "id");`);
    this.addSql(`alter table "employees" add constraint "employees_company_id_user_id_unique" unique ("company_id", "user_id");`);

    this.addSql(`create table "employee_departments" ("employee_id" int not null, "department_id" int not null, "sort_order" smallint not null, constraint "employee_departments_pkey" primary key ("employee_id", "department_id"));`);
    this.addSql(`create index "employee_departments_department_id_index" on "employee_departments" ("department_id");`);

    this.addSql(`create table "employee_branches" ("employee_id" int not null, "branch_id" int not null, "sort_order" smallint not null, constraint "employee_branches_pkey" primary key ("employee_id", "branch_id"));`);
    this.addSql(`create index "employee_branches_branch_id_index" on "employee_branches" ("branch_id");`);

    this.addSql(`alter table "branches" add constraint "branches_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "departments" add constraint "departments_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "departments" add constraint "departments_branch_id_foreign" foreign key ("branch_id") references "branches" ("id") on update cascade on delete no action;`);

    this.addSql(`alter table "activity_logs" add constraint "activity_logs_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "employees" add constraint "employees_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "employees" add constraint "employees_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "employees" add constraint "employees_photo_id_foreign" foreign key ("photo_id") references "stored_images" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "employee_departments" add constraint "employee_departments_employee_id_foreign" foreign key ("employee_id") references "employees" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "employee_departments" add constraint "employee_departments_department_id_foreign" foreign key ("department_id") references "departments" ("id") on update cascade on delete no action;`);

    this.addSql(`alter table "employee_branches" add constraint "employee_branches_employee_id_foreign" foreign key ("employee_id") references "employees" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "employee_branches" add constraint "employee_branches_branch_id_foreign" foreign key ("branch_id") references "branches" ("id") on update cascade on delete no action;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "departments" drop constraint "departments_branch_id_foreign";`);

    this.addSql(`alter table "employee_branches" drop constraint "employee_branches_branch_id_foreign";`);

    this.addSql(`alter table "employee_departments" drop constraint "employee_departments_department_id_foreign";`);

    this.addSql(`alter table "employee_departments" drop constraint "employee_departments_employee_id_foreign";`);

    this.addSql(`alter table "employee_branches" drop constraint "employee_branches_employee_id_foreign";`);

    this.addSql(`drop table if exists "branches" cascade;`);

    this.addSql(`drop table if exists "departments" cascade;`);

    this.addSql(`drop table if exists "activity_logs" cascade;`);

    this.addSql(`drop table if exists "employees" cascade;`);

    this.addSql(`drop table if exists "employee_departments" cascade;`);

    this.addSql(`drop table if exists "employee_branches" cascade;`);
  }

}
