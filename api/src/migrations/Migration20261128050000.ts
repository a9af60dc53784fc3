import { Migration } from '@mikro-orm/migrations';

/**
 * The machine-readable export: a request is a row (its requester, their token's scopes, the types,
 * period and format), worked by whichever replica claims it, so a queued export survives a restart;
 * its files are kept in PostgreSQL (shared by every replica) until `expires_at`.
 */
export class Migration20261128050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "exports" ("id" uuid not null, "company_id" int not null, "requested_by" int null, "api_token_id" int null, "scopes" jsonb null, "types" jsonb not null, "period_from" date not null, "period_to" date not null, "format" varchar(8) not null, "status" varchar(16) not null default 'queued', "error" varchar(500) null, "attempts" int not null default 0, "created_at" timestamptz not null default now(), "started_at" timestamptz null, "completed_at" timestamptz null, "expires_at" timestamptz null, constraint "exports_pkey" primary key ("id"));`);
    this.addSql(`alter table "exports" add constraint "exports_format_check" check ("format" in ('jsonl', 'csv'));`);
    this.addSql(`alter table "exports" add constraint "exports_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`);
    this.addSql(`create index "exports_company_id_created_at_index" on "exports" ("company_id", "created_at");`);
    this.addSql(`create index "exports_waiting_index" on "exports" ("created_at") where "status" in ('queued', 'running');`);
    this.addSql(`alter table "exports" add constraint "exports_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "export_files" ("export_id" uuid not null, "type" varchar(32) not null, "file_name" varchar(200) not null, "content_type" varchar(100) not null, "rows" int not null, "bytes" int not null, "content" bytea not null, constraint "export_files_pkey" primary key ("export_id", "type"));`);
    this.addSql(`alter table "export_files" add constraint "export_files_export_id_foreign" foreign key ("export_id") references "exports" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "export_files" cascade;`);
    this.addSql(`drop table if exists "exports" cascade;`);
  }
}
