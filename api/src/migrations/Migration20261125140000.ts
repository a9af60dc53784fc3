import { Migration } from '@mikro-orm/migrations';

/** Custom roles and their permission trees; member and invitation roles become codes (built in or custom). */
export class Migration20261125140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_roles" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "code" varchar(50) not null, "description" text null, "color" varchar(16) not null, "priority" int not null, "permissions" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "system_roles_company_id_index" on "system_roles" ("company_id");`);
    this.addSql(`alter table "system_roles" add constraint "system_roles_company_id_code_unique" unique ("company_id", "code");`);
    this.addSql(`alter table "system_roles" add constraint "system_roles_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "role_permissions" ("id" serial primary key, "role_id" int not null, "module" varchar(32) not null, "level" varchar(16) not null, "permission_key" varchar(100) not null, "permission_name" varchar(200) not null, "description" text null, "parent_id" int null, "is_granted" boolean not null, "can_view" boolean not null, "can_create" boolean not null, "can_edit" boolean not null, "can_delete" boolean not null, "can_approve" boolean not null, "conditions" jsonb null, "metadata" jsonb null, "sort_order" int not null);`);
    this.addSql(`create index "role_permissions_role_id_index" on "role_permissions" ("role_id");`);
    this.addSql(`alter table "role_permissions" add constraint "role_permissions_role_id_permission_key_unique" unique ("role_id", "permission_key");`);
    this.addSql(`alter table "role_permissions" add constraint "role_permissions_role_id_foreign" foreign key ("role_id") references "system_roles" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "memberships" drop constraint if exists "memberships_role_check";`);
    this.addSql(`alter table "memberships" alter column "role" type varchar(50);`);
    this.addSql(`alter table "invitations" drop constraint if exists "invitations_role_check";`);
    this.addSql(`alter table "invitations" alter column "role" type varchar(50);`);

    // Deleting a company failed once it had placed employees: its departments' and branches'
    // placements blocked the cascade. The services still refuse deleting a department or branch in use.
    for (const [table, column, target] of [
      ['employee_departments', 'department_id', 'departments'],
      ['employee_branches', 'branch_id', 'branches'],
    ]) {
      this.addSql(`alter table "${table}" drop constraint "${table}_${column}_foreign";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on update cascade on delete cascade;`,
      );
    }

    this.addSql(`alter table "role_notification_settings" drop constraint if exists "role_notification_settings_role_check";`);
    this.addSql(`alter table "role_notification_settings" alter column "role" type varchar(50);`);

    this.addSql(`alter table "custom_dashboards" add column "configured_by_id" int null;`);
    this.addSql(`alter table "custom_dashboards" add constraint "custom_dashboards_configured_by_id_foreign" foreign key ("configured_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "custom_dashboards" drop column "configured_by_id";`);
    this.addSql(`drop table if exists "role_permissions" cascade;`);
    this.addSql(`drop table if exists "system_roles" cascade;`);
  }
}
