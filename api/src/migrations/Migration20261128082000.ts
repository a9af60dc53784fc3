import { Migration } from '@mikro-orm/migrations';

/**
 * Corrections after approval (issue 34): a ledger record may name the record of a fixed period it
 * corrects; deleting the original leaves the correction standing, without its link.
 */
export class Migration20261128082000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ledger_records" add column "corrects_record_id" int null;`);
    this.addSql(
      `alter table "ledger_records" add constraint "ledger_records_corrects_record_id_foreign" foreign key ("corrects_record_id") references "ledger_records" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "ledger_records_corrects_record_id_index" on "ledger_records" ("corrects_record_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ledger_records" drop constraint "ledger_records_corrects_record_id_foreign";`);
    this.addSql(`drop index "ledger_records_corrects_record_id_index";`);
    this.addSql(`alter table "ledger_records" drop column "corrects_record_id";`);
  }
}
