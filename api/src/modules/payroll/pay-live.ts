import type { RequestContext } from '../../shared/context';
import { whileMember } from '../../shared/tenancy/live';
import { requirePayRead, type PayEvent } from '../pay-core';

/**
 * The company's pay changes, for a subscription. Pay readers get every event while they keep
 * salaries.view; the employee role gets the events that may change their own card (their records,
 * and template changes, which may concern anyone).
 */
export async function payChanges(ctx: RequestContext, companyId: number): Promise<AsyncIterableIterator<PayEvent>> {
  const scope = await requirePayRead(ctx, companyId);
  const source = ctx.app.events.subscribe('payChanged', companyId);
  if (scope.all) return whileMember(ctx, companyId, scope.need, source);
  const own = scope.ownEmployeeId;
  return whileMember(
    ctx,
    companyId,
    'member',
    filtered(source, (e) => own !== null && (e.employeeIds === null || e.employeeIds.includes(own))),
  );
}

/** A plain object, like whileMember, so returning it releases the source at once. */
function filtered<T>(source: AsyncIterable<T>, keep: (event: T) => boolean): AsyncIterableIterator<T> {
  const events = source[Symbol.asyncIterator]();
  return {
    async next(): Promise<IteratorResult<T>> {
      for (;;) {
        const result = await events.next();
        if (result.done || keep(result.value)) return result;
      }
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
