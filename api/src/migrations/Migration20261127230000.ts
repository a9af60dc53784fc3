import { Migration } from '@mikro-orm/migrations';

/**
 * The event outbox: each webhook fact is written in the transaction of its change, ordered by a
 * global `seq`; a dispatcher turns the rows it has not handled yet into deliveries. A delivery is
 * unique per (webhook, event), so no event is delivered twice to one webhook.
 */
export class Migration20261127230000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "events" ("id" uuid not null, "seq" bigserial, "company_id" int not null, "type" varchar(64) not null, "occurred_at" timestamptz not null, "payload" jsonb not null, "dispatched_at" timestamptz null, constraint "events_pkey" primary key ("id"));`);
    this.addSql(`alter table "events" add constraint "events_seq_unique" unique ("seq");`);
    this.addSql(`create index "events_company_id_seq_index" on "events" ("company_id", "seq");`);
    this.addSql(`create index "events_occurred_at_index" on "events" ("occurred_at");`);
    this.addSql(`create index "events_undispatched_index" on "events" ("seq") where "dispatched_at" is null;`);
    this.addSql(`alter table "events" add constraint "events_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_event_id_unique" unique ("webhook_id", "event_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_webhook_id_event_id_unique";`);
    this.addSql(`drop table if exists "events" cascade;`);
  }
}
