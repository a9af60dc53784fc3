import type { Permissions } from '@staffpay/schema/auth/policy';
import { RECORDS, keysOfNeed } from '@staffpay/schema/records/records';
import type { RequestContext } from '../context';

/**
 * Who an answer is for: what their grants show, and which employee record is their own. Set by
 * the membership check, read where answers leave the server (shared/field-guard).
 */
export interface Viewer {
  /** The company whose grants these are; null when several or none. */
  companyId: number | null;
  permissions: Permissions;
  /** Read before the request changed anything: re-linking a record to oneself unlocks nothing. */
  ownEmployeeId: number | null;
}

/** Nobody's: what an anonymous or account-level answer may show of a record. */
export const NO_VIEWER: Viewer = { companyId: null, permissions: new Set(), ownEmployeeId: null };

/** Every key some record's field needs: a viewer holding them all sees every field. */
const GUARDED_KEYS = [
  ...new Set(Object.values(RECORDS).flatMap((r) => Object.values(r.fields).flatMap((need) => keysOfNeed(need)))),
];

/** Whether the grants hide some record field, so that one's own record must be known. */
export const hidesSomeField = (permissions: Permissions) => GUARDED_KEYS.some((key) => !permissions.has(key));

/**
 * The viewer of this request (a later check of the same company, like a subscription's re-check,
 * replaces it). A request that reaches two companies sees what both grants show, and no record as
 * its own.
 */
export function setViewer(ctx: RequestContext, viewer: Viewer): void {
  const before = ctx.viewer;
  if (!before || before.companyId === viewer.companyId) {
    ctx.viewer = viewer;
    return;
  }
  ctx.viewer = {
    companyId: null,
    permissions: new Set([...viewer.permissions].filter((k) => before.permissions.has(k))),
    ownEmployeeId: null,
  };
}

/** The viewer answers are guarded for; none set means nobody's. */
export const viewerOf = (ctx: { viewer?: Viewer }): Viewer => ctx.viewer ?? NO_VIEWER;

/**
 * A live subscription follows its caller's own record as other requests link or unlink it (the
 * subscription itself writes nothing, so it cannot unlock a record for itself).
 */
export function followOwnRecord(ctx: RequestContext, ownEmployeeId: number | null): void {
  if (ctx.viewer) ctx.viewer = { ...ctx.viewer, ownEmployeeId };
}

const holding = new Map<string, Viewer>();

/**
 * A viewer holding exactly these keys, and no record as its own: the pay masks' kinds of reader
 * and the wall screen's. One per set of keys, so guarded copies are memoised across requests.
 */
export function viewerHolding(keys: readonly string[]): Viewer {
  const name = [...keys].sort().join(',');
  let viewer = holding.get(name);
  if (!viewer) holding.set(name, (viewer = { companyId: null, permissions: new Set(keys), ownEmployeeId: null }));
  return viewer;
}
