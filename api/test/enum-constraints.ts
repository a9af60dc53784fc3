import { COMPANY_ROLES } from '@staffpay/schema/auth/roles';
import { NOTIFICATION_TYPES, ROLE_NOTIFICATION_TYPES } from '@staffpay/schema/notifications/notification.enums';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '@staffpay/schema/staff/staff.enums';
import { EXPORT_FORMATS, EXPORT_STATUSES } from '@staffpay/schema/exports/export.schemas';
import { PAY_RUN_REVIEW_STATES } from '@staffpay/schema/pay/pay-run.schemas';
import { SYNCED_TYPES } from '@staffpay/schema/sync/sync.schemas';
import { TOKEN_PURPOSES } from '../src/modules/accounts/account-token.entity';

/**
 * Every closed set the database holds, as `table.column` ↔ the declaration it must equal
 * (docs/architecture.md, "Enumerations"). The migrations write the values out; the test compares
 * the migrated database with these, so a value added to a declaration fails until a migration
 * changes the constraint, and a constraint no declaration names fails too.
 */
export const DECLARED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  'account_tokens.purpose': TOKEN_PURPOSES,
  'employees.employment_type': EMPLOYMENT_TYPES,
  'employees.role': COMPANY_ROLES,
  'employees.status': EMPLOYEE_STATUSES,
  'exports.format': EXPORT_FORMATS,
  'exports.status': EXPORT_STATUSES,
  'notifications.type': NOTIFICATION_TYPES,
  'pay_run_reviews.state': PAY_RUN_REVIEW_STATES,
  'role_notification_settings.notification_type': ROLE_NOTIFICATION_TYPES,
  'tombstones.type': SYNCED_TYPES,
};

/** A CHECK constraint as pg_get_constraintdef prints it, of the table it is on. */
export interface CheckConstraint {
  table: string;
  definition: string;
}

/** `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))` → the column and its values; null for any other check. */
export function valueList(definition: string): { column: string; values: string[] } | null {
  const match = /^CHECK \(\(\(?"?(\w+)"?\)?(?:::text)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(
    definition,
  );
  if (!match) return null;
  const values = [...match[2]!.matchAll(/'((?:[^']|'')*)'::[\w ]+/g)].map((m) => m[1]!.replaceAll("''", "'"));
  return { column: match[1]!, values };
}

/**
 * What differs between the database's value lists and the declarations, one line each: a
 * column whose values are not the declared ones (as sets), a declared column without a
 * constraint, a constrained column no declaration names. Empty when they agree.
 */
export function constraintMismatches(
  checks: readonly CheckConstraint[],
  declared: Readonly<Record<string, readonly string[]>>,
): string[] {
  const found = new Map<string, string[]>();
  for (const check of checks) {
    const list = valueList(check.definition);
    if (list) found.set(`${check.table}.${list.column}`, list.values);
  }
  const out: string[] = [];
  const sorted = (values: readonly string[]) => JSON.stringify([...values].sort());
  for (const [column, values] of Object.entries(declared)) {
    const live = found.get(column);
    if (!live) out.push(`${column}: declared, but no CHECK constraint holds it`);
    else if (sorted(live) !== sorted(values)) {
      out.push(`${column}: the database allows ${sorted(live)}, the declaration ${sorted(values)}`);
    }
  }
  for (const column of found.keys()) {
    if (!(column in declared)) out.push(`${column}: a CHECK constraint no declaration names`);
  }
  return out;
}
