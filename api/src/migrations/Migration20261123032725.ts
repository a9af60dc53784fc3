import { Migration } from '@mikro-orm/migrations';

export class Migration20261123032725 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "custom_dashboards" ("id" serial primary key, "company_id" int not null, "name" varchar(200) not null, "description" text null, "share_token" varchar(64) not null, "selected_departments" int[] not null, "selected_branches" int[] not null, "show_company_profit" boolean not null, "show_department_profit" boolean not null, "show_employee_profit" boolean not null, "show_team_bonuses" boolean not null, "show_advances" boolean not null, "show_salary_payouts" boolean not null, "show_threshold_progress" boolean not null, "threshold_progress_departments" int[] not null, "show_employee_cards" boolean not null, "employee_cards_departments" int[] not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "custom_dashboards_company_id_index" on "custom_dashboards" ("company_id");`);
    this.addSql(`alter table "custom_dashboards" add constraint "custom_dashboards_share_token_unique" unique ("share_token");`);

    this.addSql(`alter table "custom_dashboards" add constraint "custom_dashboards_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "custom_dashboards" cascade;`);
  }

}
