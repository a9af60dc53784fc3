import { Migration } from '@mikro-orm/migrations';

/**
 * The pay run's approval (issue 34): a month's review per company (pay_run_reviews), and the
 * notifications of its steps (sent for review, approved, returned).
 */
export class Migration20261128081000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "pay_run_reviews" ("id" serial primary key, "company_id" int not null, "period" varchar(7) not null, "state" varchar(16) not null check ("state" in ('in_review', 'approved', 'returned')), "submitted_by" int null, "submitted_at" timestamptz not null, "decided_by" int null, "decided_at" timestamptz null, "return_reason" text null, "snapshot" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "pay_run_reviews" add constraint "pay_run_reviews_company_id_period_unique" unique ("company_id", "period");`);
    this.addSql(`alter table "pay_run_reviews" add constraint "pay_run_reviews_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('bonus', 'penalty', 'advance', 'piecework', 'employee_created', 'employee_updated', 'employee_deleted', 'salary_calculated', 'pay_run_submitted', 'pay_run_approved', 'pay_run_returned', 'system_update', 'birthday_today', 'birthday_upcoming'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pay_run_reviews" cascade;`);
    this.addSql(`delete from "notifications" where "type" in ('pay_run_submitted', 'pay_run_approved', 'pay_run_returned');`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('bonus', 'penalty', 'advance', 'piecework', 'employee_created', 'employee_updated', 'employee_deleted', 'salary_calculated', 'system_update', 'birthday_today', 'birthday_upcoming'));`);
  }
}
