import type { AppDeps, RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { markShared } from '../../shared/live/shared-payload';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { payFeeds, type PayUpdate, changedFigure, type Computed } from '../payroll';
import type { DashboardView } from './dashboard.view';
import { consumeSharedRead } from './share-rate-limit';
import { shareScope } from './share-token';
import { CustomDashboard } from './dashboard.entity';
import { atExpiry } from './link-expiry';
import { oncePerChange } from './per-change';
import { networkAllows } from './share-link';
import { linkStateOf } from './dashboard.view';
import { findShared, sharedSource } from './shared-dashboard.service';
import { watchAsWall } from './shared-fields';
import { shownSlot, type ShownSlot } from './shared-slots';
import {
  sharedDataOf,
  toSharedConfig,
  type SharedDashboardData,
  type SharedFields,
  type SharedSource,
} from './shared-dashboard.view';

type Shaped = Omit<SharedSource, 'computed'>;

/** A slot's dashboard as of one edit or setting: every watcher of that version shares its derived views. */
interface Version {
  key: string;
  dashboard: DashboardView;
  /** What both editors' roles let the slot show, read at that edit. */
  fields: SharedFields;
  privacy: boolean;
  shaped: Shaped;
}

const dataOf = (v: Version, computed: Computed) =>
  sharedDataOf({ ...v.shaped, computed }, toSharedConfig(v.dashboard, v.fields), v.fields, v.privacy);

/** The data of one pay update for one dashboard version, derived once for all its watchers, or null when unmoved. */
const dataOfUpdate = (update: PayUpdate, v: Version): SharedDashboardData | null =>
  changedFigure(update, `shared:${v.key}`, (computed) => dataOf(v, computed));

/** Per process: the data of a version's latest edit, derived once for all of its watchers. */
const editedByApp = new WeakMap<AppDeps, Map<string, { key: string; data: Promise<SharedDashboardData> }>>();

function dataOfEdit(app: AppDeps, v: Version, period: Period, compute: () => Promise<Computed>) {
  let edited = editedByApp.get(app);
  if (!edited) editedByApp.set(app, (edited = new Map()));
  const slot = `${v.dashboard.id}:${v.privacy ? 'p' : '-'}`;
  const known = edited.get(slot);
  if (known?.key === `${v.key}|${period.from}`) return known.data;
  const data = compute().then((computed) => markShared(dataOf(v, computed)));
  edited.set(slot, { key: `${v.key}|${period.from}`, data });
  return data;
}

const versionOf = (shown: ShownSlot, shaped: Shaped): Version => ({
  key: `${shown.dashboard.id}:${shown.dashboard.updatedAt}:${flags(shown.fields)}${shown.privacy ? 'P' : '-'}`,
  dashboard: shown.dashboard,
  fields: shown.fields,
  privacy: shown.privacy,
  shaped,
});
const flags = (f: SharedFields) => `${f.amounts ? 'a' : '-'}${f.profit ? 'p' : '-'}`;

/**
 * One slot of a public link's data, pushed whole when a pay change, an edit of the slot's
 * dashboard or a change of the link's settings moves it; no sign-in. Ends at once when its link is
 * rotated, paused or expires, or the slot's dashboard is deleted (the screen reads the link's
 * playlist again). The period is the company's month when the screen subscribed; the client
 * resubscribes at the month's turn.
 */
export async function sharedDashboardChanges(
  ctx: RequestContext,
  shareToken: unknown,
  slot?: unknown,
): Promise<AsyncIterableIterator<SharedDashboardData>> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const first = await findShared(ctx.em, shareToken, ctx.ip);
  const token = first.link.shareToken;
  const companyId = first.company.id;
  const { period } = first;
  // Listen for the link's end and settings before reading it again, so a change in between is not missed.
  const ended = ctx.app.events.subscribe('sharedDashboardEnded', shareScope(token))[Symbol.asyncIterator]();
  const settings = ctx.app.events.subscribe('sharedScreenChanged', shareScope(token))[Symbol.asyncIterator]();
  const edits = ctx.app.events.subscribe('customDashboardChanged', companyId)[Symbol.asyncIterator]();
  const releases: (() => void)[] = [
    () => void ended.return?.(),
    () => void settings.return?.(),
    () => void edits.return?.(),
  ];
  const { push, iterator } = pushQueue<SharedDashboardData>(() => releases.forEach((release) => release()));
  const end = () => void iterator.return!();
  try {
    const again = await findShared(ctx.em.fork(), token, ctx.ip);
    const shown = await shownSlot(ctx.app, ctx.em, again.link, slot);
    const index = shown.index;
    const source = await sharedSource(ctx.app, ctx.em, again.company, period);
    const shaped: Shaped = { companyId: source.companyId, company: source.company, branches: source.branches };
    watchAsWall(ctx, companyId, shown.fields, shown.privacy);
    let version = versionOf(shown, shaped);
    // Re-armed when the settings change the expiry.
    let cancelExpiry = atExpiry(again.dashboard.screen.expiresAt, end);
    releases.push(() => cancelExpiry());
    releases.push(
      await payFeeds(ctx.app).listen(companyId, period, (update) => {
        const data = dataOfUpdate(update, version);
        if (data) push(data);
      }),
    );
    void ended.next().then((next) => {
      if (!next.done) end();
    });

    /**
     * The slot as it stands now; null when the link stopped showing or the playlist moved under
     * the screen (it then reads the playlist again and resubscribes).
     */
    const slotNow = async (change: string): Promise<ShownSlot | null> => {
      const shownNow = await oncePerChange(ctx.app, `slot:${token}:${index}:${change}`, async () => {
        const em = ctx.app.orm.em.fork();
        const row = await em.findOne(CustomDashboard, { shareToken: token }, { populate: ['company'] });
        if (!row || linkStateOf(row) !== 'active') return null;
        return { shown: await shownSlot(ctx.app, em, row, index), networks: row.allowedNetworks };
      });
      if (!shownNow || !networkAllows(shownNow.networks, ctx.ip)) return null;
      const { shown } = shownNow;
      return shown.index === index && shown.dashboard.id === version.dashboard.id ? shown : null;
    };

    /** Reads the slot again after a change and pushes its data when it differs. */
    const follow = async (read: () => Promise<ShownSlot | null>) => {
      const next = await read().catch((error: unknown) => {
        ctx.app.log.error({ err: error, companyId }, 'shared dashboard slot not read');
        return null;
      });
      if (!next) return end();
      watchAsWall(ctx, companyId, next.fields, next.privacy);
      const edited = (version = versionOf(next, shaped));
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
    };

    // The link's settings: a pause or an expiry ends the screen; otherwise its slot is read again.
    void (async () => {
      for (;;) {
        const next = await settings.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) return;
        const link = next.value.dashboard;
        if (link.screen.state !== 'active') return end();
        cancelExpiry();
        cancelExpiry = atExpiry(link.screen.expiresAt, end);
        await follow(() => slotNow(`${link.id}:${link.updatedAt}`));
      }
    })();

    // The shown dashboard's own edits: a rotation of the link's own, or a deletion, ends it.
    void (async () => {
      for (;;) {
        const next = await edits.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) return;
        const event = next.value;
        if (event.id !== version.dashboard.id) continue;
        if (!event.dashboard || (event.id === again.link.id && event.dashboard.shareUrl !== token)) return end();
        await follow(() => slotNow(`${event.id}:${event.dashboard!.updatedAt}`));
      }
    })();
  } catch (error) {
    end();
    throw error;
  }
  return iterator;
}
