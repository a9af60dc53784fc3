import { Migration } from '@mikro-orm/migrations';

/** Webhooks (the signing secret sealed) and their deliveries. The pg-boss queue keeps its own schema, `pgboss`. */
export class Migration20261125200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhooks" ("id" serial primary key, "company_id" int not null, "url" varchar(2000) not null, "events" jsonb not null, "description" varchar(500) not null, "active" boolean not null, "secret_sealed" text not null, "created_by" int null, "disabled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "webhooks_company_id_index" on "webhooks" ("company_id");`);
    this.addSql(`alter table "webhooks" add constraint "webhooks_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "webhook_deliveries" ("id" uuid not null, "webhook_id" int not null, "event_id" uuid not null, "event_type" varchar(64) not null, "payload" text not null, "status" varchar(16) not null, "attempts" int not null, "response_code" smallint null, "error" varchar(200) null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, "created_at" timestamptz not null, constraint "webhook_deliveries_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_deliveries_webhook_id_created_at_index" on "webhook_deliveries" ("webhook_id", "created_at");`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_foreign" foreign key ("webhook_id") references "webhooks" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhooks" cascade;`);
  }
}
