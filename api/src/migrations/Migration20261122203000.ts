import { Migration } from '@mikro-orm/migrations';

export class Migration20261122203000 extends Migration {

  override async up(): Promise<void> {
    // Without a pending list, a search right after an import of thousands is as fast as later
    // (the list otherwise waits for autovacuum and every search scans it, or the planner falls back to a seq scan).
    this.addSql(`alter index "employees_search_text_trgm" set (fastupdate = off);`);
    this.addSql(`select gin_clean_pending_list('employees_search_text_trgm'::regclass);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter index "employees_search_text_trgm" reset (fastupdate);`);
  }

}
