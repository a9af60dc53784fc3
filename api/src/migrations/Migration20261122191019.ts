import { Migration } from '@mikro-orm/migrations';

export class Migration20261122191019 extends Migration {

  override async up(): Promise<void> {
    // Trigram indexes serve substring search (ILIKE/LIKE '%…%'); PGlite loads the same extension.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "employees" add column "search_text" text generated always as (lower((((((((((first_name)::text || ' '::text) || (last_name)::text) || ' '::text) || (last_name)::text) || ' '::text) || (first_name)::text) || ' '::text) || (COALESCE(email, ''::character varying))::text))) stored null;`);
    this.addSql(`create index "employees_search_text_trgm" on "employees" using gin ("search_text" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "employees_search_text_trgm";`);
    this.addSql(`alter table "employees" drop column "search_text";`);
  }

}
