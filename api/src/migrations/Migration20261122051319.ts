import { Migration } from '@mikro-orm/migrations';

export class Migration20261122051319 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "invitations" ("id" serial primary key, "company_id" int not null, "email" varchar(254) not null, "role" text check ("role" in ('owner', 'manager', 'hr_manager', 'employee', 'verifier', 'developer')) not null, "token_hash" varchar(64) not null, "invited_by_id" int null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null);`);
    this.addSql(`create index "invitations_company_id_index" on "invitations" ("company_id");`);
    this.addSql(`alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "account_tokens" ("id" serial primary key, "user_id" int not null, "purpose" text check ("purpose" in ('verify_email', 'reset_password')) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "account_tokens_user_id_index" on "account_tokens" ("user_id");`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "invitations" add constraint "invitations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invitations" cascade;`);

    this.addSql(`drop table if exists "account_tokens" cascade;`);
  }

}
