import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import {
  afterOf,
  connectionOf,
  dateKey,
  emptyConnection,
  idKey,
  pageSize,
  type Connection,
  type PageArgs,
} from '../../shared/graphql/connection';
import { listedEmployee, pageChangedFixRows, pageFixRows, requirePayRead, type PayrollFixView } from '../pay-core';
import { changeCursorKeys, changedSince } from '../../shared/change-feed';

const fixCursor = z.tuple([dateKey, idKey]);

/**
 * One page of listFixes (Relay connection): the same access and employee (pay read; the employee
 * role only its own), keyset over (periodFrom, id) newest first, with an opaque cursor.
 */
export async function payrollFixesConnection(
  ctx: RequestContext,
  companyId: number,
  args: PageArgs & { employeeId?: unknown; updatedSince?: unknown },
): Promise<Connection<PayrollFixView>> {
  const scope = await requirePayRead(ctx, companyId);
  const listed = listedEmployee(scope, args.employeeId);
  const first = pageSize(args.first);
  const changed = changedSince(args);
  const after = changed ? null : afterOf(args, fixCursor);
  if (!listed) return emptyConnection();
  const employeeId = 'employeeId' in listed ? listed.employeeId : null;
  if (changed) {
    const { rows, totalCount } = await pageChangedFixRows(ctx.em, companyId, employeeId, changed, first + 1);
    return connectionOf(rows, first, totalCount, changeCursorKeys);
  }
  const { rows, totalCount } = await pageFixRows(ctx.em, companyId, employeeId, { after, limit: first + 1 });
  return connectionOf(rows, first, totalCount, (f) => [f.periodFrom, f.id]);
}
