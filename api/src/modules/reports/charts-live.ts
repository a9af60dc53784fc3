import type { Need, Permissions } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { markShared } from '../../shared/live/shared-payload';
import { whileMember } from '../../shared/tenancy/live';
import { monthPeriod } from '@staffpay/pay-engine/engine';
import { companyToday } from '../companies';
import { payFeeds, payFieldsKey, type PayFields, type PayUpdate } from '../payroll';

/**
 * A chart pushed as the pay changes (docs/architecture.md, 'Live updates'): the chart listens to
 * the pay feeds of the months it shows, each of which recomputes once per change (coalesced, any
 * replica) and tells its listeners only when its month moved: a record dated in one month leaves
 * the others' computations as they were. Per update the chart's payload is derived once per view
 * key (the chart, its arguments and the fields the role may see) and shared by its subscribers;
 * each subscriber is pushed it only when it differs from what it last received. The months are
 * read through the payroll cache, so an unchanged month costs no computation.
 */
export async function chartChanges<T extends object>(
  ctx: RequestContext,
  companyId: number,
  live: {
    need: Need;
    grant: { permissions: Permissions };
    /** The view's key without the fields (they are added per push: a narrowed role changes them). */
    key: string;
    /** The months ('YYYY-MM') the chart shows, given the company's current month. */
    months: (current: string) => string[];
    fields: () => PayFields;
    compute: (fields: PayFields) => Promise<T>;
  },
): Promise<AsyncIterableIterator<T>> {
  const months = live.months((await companyToday(ctx.em, companyId)).slice(0, 7));
  let last = JSON.stringify(await live.compute(live.fields()));
  let stop = () => {};
  const { push, iterator } = pushQueue<T>(() => stop());
  // Pushes leave in the order of updates even when a later derivation settles first.
  let chain = Promise.resolve();
  const heard = (update: PayUpdate) => {
    const fields = live.fields();
    const payload = derivedOnce(update, `chart:${live.key}:${payFieldsKey(fields)}`, () => live.compute(fields));
    chain = chain.then(async () => {
      try {
        const value = await payload;
        const json = jsonOf(value);
        if (json === last) return;
        last = json;
        push(value);
      } catch (error) {
        // The subscriber keeps the last chart; the next change tries again.
        ctx.app.log.error({ err: error, companyId }, 'live chart recomputation failed');
      }
    });
  };
  const feeds = payFeeds(ctx.app);
  const stops = await Promise.all(months.map((month) => feeds.listen(companyId, monthPeriod(month), heard)));
  stop = () => stops.forEach((stopOne) => stopOne());
  return whileMember(ctx, companyId, live.need, iterator, live.grant);
}

const jsons = new WeakMap<object, string>();

/** A pushed chart's JSON, made once per payload however many subscribers compare it. */
function jsonOf(value: object): string {
  let json = jsons.get(value);
  if (json === undefined) jsons.set(value, (json = JSON.stringify(value)));
  return json;
}

/** A view of one update, derived once for every subscriber of the same key. */
function derivedOnce<T extends object>(update: PayUpdate, key: string, derive: () => Promise<T>): Promise<T> {
  let payload = update.views.get(key) as Promise<T> | undefined;
  if (!payload) {
    payload = derive().then(markShared);
    update.views.set(key, payload);
  }
  return payload;
}
