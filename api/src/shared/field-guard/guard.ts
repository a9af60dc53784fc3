import type { FieldNeed, RecordDeclaration } from '@staffpay/schema/records/record-declaration';
import { RECORDS, SENSITIVE_NAMES, keysOfNeed } from '@staffpay/schema/records/records';
import type { Permissions } from '@staffpay/schema/auth/policy';
import type { Viewer } from '../tenancy/viewer';

/** Whether grants hold every key a need asks for. */
const holds = (permissions: Permissions, need: FieldNeed) => keysOfNeed(need).every((k) => permissions.has(k));

/** Whether a record is the viewer's own employee's (its declaration names the property). */
export function isOwnRecord(record: RecordDeclaration, value: object, viewer: Viewer): boolean {
  if (!record.owner || viewer.ownEmployeeId === null) return false;
  return (value as Record<string, unknown>)[record.owner] === viewer.ownEmployeeId;
}

/** A viewer's mask, for memoising guarded copies of values that are never mutated (cached cards). */
const maskKeys = new WeakMap<Permissions, string>();
function maskOf(viewer: Viewer): string {
  let key = maskKeys.get(viewer.permissions);
  if (key === undefined) {
    key = [...SENSITIVE_NAMES.values()]
      .flat()
      .filter((k, i, all) => all.indexOf(k) === i && !viewer.permissions.has(k))
      .join(',');
    maskKeys.set(viewer.permissions, key);
  }
  return `${key}|${viewer.ownEmployeeId ?? ''}`;
}

const guarded = new WeakMap<object, Map<string, unknown>>();

/**
 * A record (or a list of them) as the viewer may see it, by its declaration in the contract: each
 * field whose need the viewer's grants lack is null, and so is every field the record does not
 * declare. The viewer's own record, and what is nested in it, shows in full. A name that is not a
 * declared record passes the value through. Results are memoised per value and mask, so a cached
 * value is guarded once per kind of viewer and keeps its identity (JSON made once stays valid).
 */
export function guardRecord(name: string, value: unknown, viewer: Viewer, own = false): unknown {
  const record = RECORDS[name];
  if (!record || value === null || typeof value !== 'object') return value;
  const memoKey = `${maskOf(viewer)}|${own ? 'own' : ''}`;
  let byMask = guarded.get(value);
  const hit = byMask?.get(memoKey);
  if (hit !== undefined) return hit;
  const result = Array.isArray(value)
    ? value.map((item: unknown) => guardRecord(name, item, viewer, own))
    : guardObject(record, value as Record<string, unknown>, viewer, own || isOwnRecord(record, value, viewer));
  if (!byMask) guarded.set(value, (byMask = new Map()));
  byMask.set(memoKey, result);
  return result;
}

function guardObject(
  record: RecordDeclaration,
  value: Record<string, unknown>,
  viewer: Viewer,
  own: boolean,
): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const need = record.fields[key];
    if (need === undefined) shown[key] = null;
    else if (need === 'open') shown[key] = field;
    else if (need === 'json') shown[key] = own ? field : guardJson(field, viewer.permissions);
    else if (typeof need === 'object' && 'of' in need) shown[key] = guardRecord(need.of, field, viewer, own);
    else shown[key] = own || holds(viewer.permissions, need) ? field : null;
  }
  return shown;
}

/**
 * Free-form JSON (a log's before and after, a fixed snapshot) as grants may see it: every property,
 * however deep, whose name some record declares sensitive is null unless the grants hold its keys.
 */
export function guardJson(value: unknown, permissions: Permissions): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => guardJson(item, permissions));
  const shown: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const keys = SENSITIVE_NAMES.get(key);
    shown[key] = keys && !keys.every((k) => permissions.has(k)) ? null : guardJson(field, permissions);
  }
  return shown;
}

/**
 * Names the employee a record is about (its declaration's `owner`) for the own-record rule,
 * without adding a property to a documented answer: not enumerable, so never serialised.
 */
export function withOwner<T extends object>(record: T, owner: string, employeeId: number): T {
  return Object.defineProperty(record, owner, { value: employeeId, enumerable: false });
}
