import type { Period } from '@staffpay/pay-engine/engine.types';
import type { RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { whileMember } from '../../shared/tenancy/live';
import { authorize } from '../../shared/tenancy/membership';
import { payFeeds } from './pay-feed';

/** Changes this close together are one push (a burst of records, an approval's fixes). */
const COALESCE_MS = 50;

/**
 * A month's object pushed again whenever it may have moved: on every recomputation of the
 * month's payroll (the pay feed: records, templates, fixes, staff) and on each step of its
 * review (`payRunChanged` of that month). Changes are coalesced, the object is computed once per
 * burst, and pushed only when it differs from the last push. salaries.view, kept by whileMember;
 * the field guard hides what the role may not see on every push.
 */
export async function monthChanges<T>(
  ctx: RequestContext,
  companyId: number,
  month: { name: string; period: Period },
  compute: () => Promise<T>,
): Promise<AsyncIterableIterator<T>> {
  const grant = await authorize(ctx, companyId, 'salaries.view');
  let last = JSON.stringify(await compute());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let dirty = false;
  let ended = false;

  const run = async () => {
    timer = null;
    running = true;
    dirty = false;
    try {
      const value = await compute();
      const text = JSON.stringify(value);
      if (text !== last && !ended) {
        last = text;
        push(value);
      }
    } catch (error) {
      // The subscriber keeps the last push; the next change tries again.
      ctx.app.log.error({ err: error, companyId }, 'live pay run recomputation failed');
    } finally {
      running = false;
      if (dirty && !ended) schedule();
    }
  };
  const schedule = () => {
    if (running) dirty = true;
    else timer ??= setTimeout(() => void run(), COALESCE_MS);
  };

  const steps = ctx.app.events.subscribe('payRunChanged', companyId)[Symbol.asyncIterator]();
  let stopFeed = () => {};
  const { push, iterator } = pushQueue<T>(() => {
    ended = true;
    if (timer) clearTimeout(timer);
    stopFeed();
    void steps.return?.();
  });
  stopFeed = await payFeeds(ctx.app).listen(companyId, month.period, schedule);
  void (async () => {
    for (;;) {
      const next = await steps.next().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) return;
      if (next.value.period === month.name) schedule();
    }
  })();
  return whileMember(ctx, companyId, 'salaries.view', iterator, grant);
}
