import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000252 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "role_notification_settings" ("id" serial primary key, "company_id" int not null, "role" text check ("role" in ('owner', 'manager', 'hr_manager', 'employee', 'verifier', 'developer')) not null, "notification_type" text check ("notification_type" in ('bonus_penalty_added', 'employee_added', 'salary_calculated', 'birthday_upcoming', 'birthday_today', 'system')) not null, "enabled" boolean not null);`);
    this.addSql(`alter table "role_notification_settings" add constraint "role_notification_settings_company_id_role_notifi_ba094_unique" unique ("company_id", "role", "notification_type");`);

    this.addSql(`create table "birthday_notification_runs" ("id" serial primary key, "company_id" int not null, "run_date" date not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "birthday_notification_runs" add constraint "birthday_notification_runs_company_id_run_date_unique" unique ("company_id", "run_date");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "company_id" int not null, "user_id" int not null, "type" text check ("type" in ('bonus', 'penalty', 'advance', 'piecework', 'employee_created', 'employee_updated', 'employee_deleted', 'salary_calculated', 'system_update', 'birthday_today', 'birthday_upcoming')) not null, "title" varchar(200) not null, "message" text not null, "employee_id" int null, "is_read" boolean not null default false, "created_at" timestamptz not null);`);
    this.addSql(`create index "notifications_company_id_index" on "notifications" ("company_id");`);
    this.addSql(`create index "notifications_unread_index" on "notifications" ("user_id", "company_id") where not "is_read";`);
    this.addSql(`create index "notifications_user_id_company_id_id_index" on "notifications" ("user_id", "company_id", "id");`);

    this.addSql(`alter table "role_notification_settings" add constraint "role_notification_settings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "birthday_notification_runs" add constraint "birthday_notification_runs_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "role_notification_settings" cascade;`);

    this.addSql(`drop table if exists "birthday_notification_runs" cascade;`);

    this.addSql(`drop table if exists "notifications" cascade;`);
  }

}
