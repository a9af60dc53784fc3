import { Migration } from '@mikro-orm/migrations';

/**
 * A public link's screen settings (issue 33): its life cycle (expiry, pause, allowed networks),
 * what it may show (privacy mode), and how its screens look (night hours, theme, playlist,
 * the department rotation).
 */
export class Migration20261128060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "custom_dashboards" add column "link_expires_at" timestamptz null, add column "link_paused_at" timestamptz null, add column "allowed_networks" text[] not null default '{}', add column "privacy_mode" boolean not null default false, add column "night" jsonb null, add column "theme" varchar(8) not null default 'light', add column "playlist" jsonb not null default '[]', add column "department_rotation_seconds" int not null default 15;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "custom_dashboards" drop column "link_expires_at", drop column "link_paused_at", drop column "allowed_networks", drop column "privacy_mode", drop column "night", drop column "theme", drop column "playlist", drop column "department_rotation_seconds";`);
  }
}
