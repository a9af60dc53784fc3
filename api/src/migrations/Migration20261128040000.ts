import { Migration } from '@mikro-orm/migrations';

/**
 * Integration identities (issue 32): integrations, named principals of a company with a role;
 * tokens that belong to one; webhooks made by one; and which key a token's hash was made with
 * (existing hashes were keyed with SESSION_SECRET and are re-keyed with API_TOKEN_SECRET at use).
 */
export class Migration20261128040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "integrations" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "description" varchar(500) not null default '', "role" varchar(64) not null, "created_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "integrations_company_id_index" on "integrations" ("company_id");`);
    this.addSql(`alter table "integrations" add constraint "integrations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "api_tokens" add column "integration_id" int null, add column "legacy_key" boolean not null default false;`);
    // Every hash made so far was keyed with SESSION_SECRET.
    this.addSql(`update "api_tokens" set "legacy_key" = true;`);
    this.addSql(`create index "api_tokens_integration_id_index" on "api_tokens" ("integration_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_integration_id_foreign" foreign key ("integration_id") references "integrations" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "webhooks" add column "integration_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhooks" drop column "integration_id";`);
    this.addSql(`alter table "api_tokens" drop constraint "api_tokens_integration_id_foreign";`);
    this.addSql(`alter table "api_tokens" drop column "integration_id", drop column "legacy_key";`);
    this.addSql(`drop table if exists "integrations" cascade;`);
  }
}
