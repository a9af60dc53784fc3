import type { AppDeps, RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { markShared } from '../../shared/live/shared-payload';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { payFeeds, type PayUpdate, changedFigure, type Computed } from '../payroll';
import type { DashboardView } from './dashboard.view';
import { consumeSharedRead } from './share-rate-limit';
import { shareScope } from './share-token';
import { findShared, sharedFieldsOf, sharedSource, watchAsWall } from './shared-dashboard.service';
import {
  sharedDataOf,
  toSharedConfig,
  type SharedDashboardData,
  type SharedFields,
  type SharedSource,
} from './shared-dashboard.view';

type Shaped = Omit<SharedSource, 'computed'>;

/** A dashboard as of one edit: every watcher of that version shares its derived views. */
interface Version {
  key: string;
  dashboard: DashboardView;
  /** What its editor's role lets the link show, read at that edit. */
  fields: SharedFields;
  shaped: Shaped;
}

const dataOf = (v: Version, computed: Computed) =>
  sharedDataOf({ ...v.shaped, computed }, toSharedConfig(v.dashboard, v.fields), v.fields);

/** The data of one pay update for one dashboard version, derived once for all its watchers, or null when unmoved. */
const dataOfUpdate = (update: PayUpdate, v: Version): SharedDashboardData | null =>
  changedFigure(update, `shared:${v.key}`, (computed) => dataOf(v, computed));

/** Per process: the data of a dashboard's latest edit, derived once for all of its watchers. */
const editedByApp = new WeakMap<AppDeps, Map<number, { key: string; data: Promise<SharedDashboardData> }>>();

function dataOfEdit(app: AppDeps, v: Version, period: Period, compute: () => Promise<Computed>) {
  let edited = editedByApp.get(app);
  if (!edited) editedByApp.set(app, (edited = new Map()));
  const known = edited.get(v.dashboard.id);
  if (known?.key === `${v.key}|${period.from}`) return known.data;
  const data = compute().then((computed) => markShared(dataOf(v, computed)));
  edited.set(v.dashboard.id, { key: `${v.key}|${period.from}`, data });
  return data;
}

const versionKey = (d: DashboardView, f: SharedFields) =>
  `${d.id}:${d.updatedAt}:${f.amounts ? 'a' : '-'}${f.profit ? 'p' : '-'}`;

/**
 * The public dashboard's data, pushed whole when a pay change or an edit moves it; no sign-in.
 * Ends at once when its link is rotated or the dashboard deleted. The period is the company's
 * month when the screen subscribed; the client resubscribes at the month's turn.
 */
export async function sharedDashboardChanges(
  ctx: RequestContext,
  shareToken: unknown,
): Promise<AsyncIterableIterator<SharedDashboardData>> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const first = await findShared(ctx.em, shareToken);
  const token = first.dashboard.shareUrl;
  const companyId = first.company.id;
  const { period } = first;
  // Listen for the link's end before reading it again, so a rotation in between is not missed.
  const ended = ctx.app.events.subscribe('sharedDashboardEnded', shareScope(token))[Symbol.asyncIterator]();
  const edits = ctx.app.events.subscribe('customDashboardChanged', companyId)[Symbol.asyncIterator]();
  const releases: (() => void)[] = [() => void ended.return?.(), () => void edits.return?.()];
  const { push, iterator } = pushQueue<SharedDashboardData>(() => releases.forEach((release) => release()));
  try {
    const again = await findShared(ctx.em.fork(), token);
    const source = await sharedSource(ctx.app, ctx.em, again.company, period);
    const shaped: Shaped = { companyId: source.companyId, company: source.company, branches: source.branches };
    const fields = await sharedFieldsOf(ctx.app, ctx.em, again.dashboard);
    watchAsWall(ctx, companyId, fields);
    let version: Version = { key: versionKey(again.dashboard, fields), dashboard: again.dashboard, fields, shaped };
    releases.push(
      await payFeeds(ctx.app).listen(companyId, period, (update) => {
        const data = dataOfUpdate(update, version);
        if (data) push(data);
      }),
    );
    void ended.next().then((next) => {
      if (!next.done) void iterator.return!();
    });
    void (async () => {
      for (;;) {
        const next = await edits.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) return;
        const event = next.value;
        if (event.id !== version.dashboard.id) continue;
        if (!event.dashboard || event.dashboard.shareUrl !== token) {
          void iterator.return!();
          return;
        }
        const edit = event.dashboard;
        const editFields = await sharedFieldsOf(ctx.app, ctx.app.orm.em.fork(), edit);
        watchAsWall(ctx, companyId, editFields);
        version = { ...version, key: versionKey(edit, editFields), dashboard: edit, fields: editFields };
        const edited = version;
        const data = await dataOfEdit(
          ctx.app,
          edited,
          period,
          async () => (await sharedSource(ctx.app, ctx.app.orm.em.fork(), again.company, period)).computed,
        ).catch((error: unknown) => {
          ctx.app.log.error({ err: error, companyId }, 'shared dashboard recomputation failed');
          return null;
        });
        if (data && version === edited) push(data);
      }
    })();
  } catch (error) {
    void iterator.return!();
    throw error;
  }
  return iterator;
}
