import { Migration } from '@mikro-orm/migrations';

/** Company API tokens: the secret kept only as a keyed hash. */
export class Migration20261125190000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_tokens" ("id" serial primary key, "company_id" int not null, "created_by_id" int not null, "name" varchar(100) not null, "scopes" jsonb not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_used_at" timestamptz null);`);
    this.addSql(`create index "api_tokens_company_id_index" on "api_tokens" ("company_id");`);
    this.addSql(`create index "api_tokens_created_by_id_index" on "api_tokens" ("created_by_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }
}
