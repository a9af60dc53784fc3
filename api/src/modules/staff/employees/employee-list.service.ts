import { employeeFilterSchema } from '@staffpay/schema/staff/staff.schemas';
import { z } from 'zod';
import type { RequestContext } from '../../../shared/context';
import { AppError } from '../../../shared/errors';
import { isUnsafeText } from '../../../shared/unsafe-text';
import { parse } from '../../../shared/validation';
import { loadPlacementsMatching, recordViews } from './employee-placements';
import { countMatching, matching, selectMatching } from './employee-query';
import { employeesAsSeenBy, type SeenEmployee } from './employee-fields';
import { requireStaffRead } from './staff-access';
import { staffListCache } from './employee-list-cache';
import { companyToday } from '../../companies';
import { changeCursorKeys, changedSince } from '../../../shared/change-feed';
import { encodeCursor as encodeKeys } from '../../../shared/graphql/connection';

export const MAX_PAGE = 200;
export const DEFAULT_PAGE = 50;
const BAD_CURSOR = 'Некорректный курсор';
const BAD_FIRST = `Количество должно быть от 0 до ${MAX_PAGE}`;

export interface EmployeeConnection {
  edges: { cursor: string; node: SeenEmployee }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/**
 * Every employee of the company the caller may read, ordered by last name, first name and id
 * (REST's documented plain array). Employees see only their own record. The whole unfiltered
 * list is shared by every staff reader until the company's staff or pay changes (its figures are
 * this month's). With `updatedSince`: those changed since, in the change order (change-feed.ts).
 */
export async function listEmployees(
  ctx: RequestContext,
  companyId: number,
  filter: unknown,
  feed: { updatedSince?: unknown } = {},
): Promise<SeenEmployee[]> {
  const scope = await requireStaffRead(ctx, companyId);
  const f = parse(employeeFilterSchema, filter ?? {});
  const changed = changedSince(feed);
  const where = matching(scope, f);
  if (!where) return [];
  if (changed) {
    const records = await selectMatching(ctx.em, where, { changed });
    return employeesAsSeenBy(await recordViews(ctx.app.figures, ctx.em, companyId, records), scope);
  }
  const load = async () => {
    const em = ctx.em.fork();
    // The records and their placements are read side by side, not one after the other.
    const [records, placements] = await Promise.all([selectMatching(em, where), loadPlacementsMatching(em, where)]);
    return recordViews(ctx.app.figures, em, companyId, records, placements);
  };
  if (!scope.all || Object.values(f).some((v) => v !== undefined)) return employeesAsSeenBy(await load(), scope);
  const month = (await companyToday(ctx.em, companyId)).slice(0, 7);
  return employeesAsSeenBy(await staffListCache(ctx.app.events).get(companyId, month, load), scope);
}

/**
 * One page of the company's employees (Relay connection), keyset-paginated over
 * (lastName, firstName, id) with an opaque cursor: one count, one page and one placements query.
 */
export async function employeeConnection(
  ctx: RequestContext,
  companyId: number,
  args: { first?: number | null; after?: string | null; filter?: unknown; updatedSince?: unknown },
): Promise<EmployeeConnection> {
  const scope = await requireStaffRead(ctx, companyId);
  const filter = parse(employeeFilterSchema, args.filter ?? {});
  const first = pageSize(args.first);
  const changed = changedSince(args);
  const after = args.after == null || changed ? null : decodeCursor(args.after);
  const where = matching(scope, filter);
  if (!where) return { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };
  const [totalCount, rows] = await Promise.all([
    countMatching(ctx.em, where, changed?.since),
    selectMatching(ctx.em, where, { after, changed, limit: first + 1 }),
  ]);
  const nodes = employeesAsSeenBy(await recordViews(ctx.app.figures, ctx.em, companyId, rows.slice(0, first)), scope);
  const cursorOf = changed ? (node: SeenEmployee) => encodeKeys(changeCursorKeys(node)) : encodeCursor;
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
}

function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE;
  if (!Number.isSafeInteger(first) || first < 0) {
    throw new AppError('BAD_USER_INPUT', BAD_FIRST, { first: [BAD_FIRST] });
  }
  return Math.min(first, MAX_PAGE);
}

const cursorSchema = z.tuple([
  z
    .string()
    .max(100)
    .refine((s) => !isUnsafeText(s)),
  z
    .string()
    .max(100)
    .refine((s) => !isUnsafeText(s)),
  z.number().int().positive().max(2_147_483_647),
]);

export function encodeCursor(e: Pick<SeenEmployee, 'lastName' | 'firstName' | 'id'>): string {
  return Buffer.from(JSON.stringify([e.lastName, e.firstName, e.id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): [string, string, number] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', BAD_CURSOR, { after: [BAD_CURSOR] });
  return parsed.data;
}
