import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050305 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stored_images" ("id" uuid not null, "mime" varchar(40) not null, "bytes" bytea not null, "size" int not null, "created_at" timestamptz not null, constraint "stored_images_pkey" primary key ("id"));`);

    this.addSql(`create table "companies" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "language" varchar(2) not null default 'ru', "timezone" varchar(64) not null default 'Asia/Bishkek', "currency" varchar(3) not null default 'KGS', "logo_id" uuid null, "show_birthdays_on_dashboard" boolean not null default true, "birthday_notification_days" smallint not null default 3, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "users" ("id" serial primary key, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "password_hash" varchar(255) null, "email_verified_at" timestamptz null, "google_subject" varchar(255) null, "profile_image_id" uuid null, "current_company_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_subject_unique" unique ("google_subject");`);

    this.addSql(`create table "sessions" ("id" uuid not null default gen_random_uuid(), "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "user_agent" varchar(500) null, "ip" varchar(64) null, constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "memberships" ("id" serial primary key, "user_id" int not null, "company_id" int not null, "role" text check ("role" in ('owner', 'manager', 'hr_manager', 'employee', 'verifier', 'developer')) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "memberships_company_id_index" on "memberships" ("company_id");`);
    this.addSql(`alter table "memberships" add constraint "memberships_user_id_company_id_unique" unique ("user_id", "company_id");`);

    this.addSql(`alter table "companies" add constraint "companies_logo_id_foreign" foreign key ("logo_id") references "stored_images" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "users" add constraint "users_profile_image_id_foreign" foreign key ("profile_image_id") references "stored_images" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "memberships" add constraint "memberships_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "memberships" add constraint "memberships_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
  }

}
