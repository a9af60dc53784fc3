import { Migration } from '@mikro-orm/migrations';

/** Developer settings (one row per company, the AI key sealed) and the client error reports. */
export class Migration20261125180000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "developer_settings" ("company_id" int not null, "service_logo_id" uuid null, "logo_size" varchar(16) not null, "company_slogan" varchar(200) null, "hide_navigation_menu_labels" boolean not null, "ai_analysis_prompt" text null, "ai_analysis_max_tokens" int not null, "ai_provider" varchar(16) null, "ai_model" varchar(200) null, "ai_api_key_sealed" text null, "ai_api_key_last4" varchar(4) null, "ai_api_endpoint" varchar(500) null, "updated_at" timestamptz not null, constraint "developer_settings_pkey" primary key ("company_id"));`);
    this.addSql(`alter table "developer_settings" add constraint "developer_settings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "developer_settings" add constraint "developer_settings_service_logo_id_foreign" foreign key ("service_logo_id") references "stored_images" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "developer_settings_service_logo_id_index" on "developer_settings" ("service_logo_id");`);

    this.addSql(`create table "client_errors" ("id" serial primary key, "company_id" int not null, "kind" varchar(16) not null, "message" varchar(500) not null, "path" varchar(200) null, "status" smallint null, "operation" varchar(100) null, "count" int not null, "occurred_at" timestamptz not null, "received_at" timestamptz not null);`);
    this.addSql(`create index "client_errors_company_id_received_at_index" on "client_errors" ("company_id", "received_at");`);
    this.addSql(`alter table "client_errors" add constraint "client_errors_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "client_errors" cascade;`);
    this.addSql(`drop table if exists "developer_settings" cascade;`);
  }
}
