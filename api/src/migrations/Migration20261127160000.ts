import { Migration } from '@mikro-orm/migrations';

/** A webhook remembers the scopes of the API token that made it (null: made by a person, their role alone). */
export class Migration20261127160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhooks" add column "scopes" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhooks" drop column "scopes";`);
  }
}
