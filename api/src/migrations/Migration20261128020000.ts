import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks for an unattended sync (issue 32): a rolled secret's predecessor kept sealed with the
 * instant it stops signing, and since when deliveries have only failed (a success clears it; after
 * WEBHOOK_DISABLE_AFTER_DAYS of it the webhook is turned off). Deliveries recorded while a webhook
 * is off are `skipped` (the status column already holds 16 characters).
 */
export class Migration20261128020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "webhooks" add column "previous_secret_sealed" text null, add column "previous_secret_expires_at" timestamptz null, add column "failing_since" timestamptz null;`,
    );
    this.addSql(
      `create index "webhook_deliveries_failed_index" on "webhook_deliveries" ("webhook_id", "created_at") where "status" in ('failed', 'skipped');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "webhook_deliveries_failed_index";`);
    this.addSql(
      `alter table "webhooks" drop column "previous_secret_sealed", drop column "previous_secret_expires_at", drop column "failing_since";`,
    );
  }
}
