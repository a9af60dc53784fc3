import { followOwnRecord } from '../../../shared/tenancy/viewer';
import type { RequestContext } from '../../../shared/context';
import { mapEvents } from '../../../shared/live/mapped-events';
import { whileMember } from '../../../shared/tenancy/live';
import type { EmployeeEvent } from './employee.events';
import { employeeAsSeenBy, type FieldViewer } from './employee-fields';
import { requireStaffRead } from './staff-access';

/**
 * The company's employee changes, for a subscription. Readers of all staff (employees.view) get
 * every event while they keep employees.view: losing it ends the subscription, and subscribing
 * again gives the narrower view. A member without it (the employee role) gets only the events
 * of their own record, as long as they stay in the company.
 */
export async function employeeChanges(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterableIterator<EmployeeEvent>> {
  const scope = await requireStaffRead(ctx, companyId);
  const source = ctx.app.events.subscribe('employeeChanged', companyId);
  if (scope.all) return whileMember(ctx, companyId, scope.need, seenBy(source, scope), scope);
  return whileMember(
    ctx,
    companyId,
    'member',
    ownRecordOnly(source, scope.userId, scope.ownEmployeeId, (id) => followOwnRecord(ctx, id)),
  );
}

/**
 * Passes the events of the caller's own record: the one linked to their account, which may
 * change while the subscription lives. A record unlinked from them is, to them, gone.
 * A plain object, like whileMember, so returning it releases the source at once.
 */
export function ownRecordOnly(
  source: AsyncIterable<EmployeeEvent>,
  /** The person; null (an integration, which has no own record) follows nothing. */
  userId: number | null,
  ownEmployeeId: number | null,
  onOwn: (employeeId: number | null) => void = () => undefined,
): AsyncIterableIterator<EmployeeEvent> {
  const events = source[Symbol.asyncIterator]();
  let own = ownEmployeeId;
  return {
    async next(): Promise<IteratorResult<EmployeeEvent>> {
      for (;;) {
        const result = await events.next();
        if (result.done) return result;
        const event = result.value;
        if (userId !== null && event.employee?.userId === userId) {
          own = event.employeeId;
          onOwn(own);
          return result;
        }
        if (own !== null && event.employeeId === own) {
          own = null;
          onOwn(null);
          return { done: false, value: { ...event, kind: 'deleted', employee: null } };
        }
      }
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * The events with each record as the subscriber's role may see it now: `viewer` is the grant
 * whileMember keeps current, so a field the role stops seeing is hidden from the next event.
 */
const seenBy = (source: AsyncIterable<EmployeeEvent>, viewer: FieldViewer) =>
  mapEvents(source, (event) =>
    event.employee ? { ...event, employee: employeeAsSeenBy(event.employee, viewer) } : event,
  );
