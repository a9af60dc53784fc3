import type { EntityManager } from '@mikro-orm/postgresql';
import type { NightMode, ScreenNight, ScreenTheme, ShareLinkState } from '@staffpay/schema/dashboards/screen.schemas';
import type { RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { CustomDashboard } from './dashboard.entity';
import { linkStateOf } from './dashboard.view';
import { oncePerChange } from './per-change';
import { atExpiry } from './link-expiry';
import { networkAllows, openLink } from './share-link';
import { consumeSharedRead } from './share-rate-limit';
import { shareScope } from './share-token';
import { watchScreen } from './screen-watchers';
import { slotsOf } from './shared-slots';

/** How long a slot stays on a screen that shows one dashboard only: it never moves on. */
const SINGLE_SLOT_SECONDS = 3600;

/** What a wall screen needs to run a link: its state, look, hours and playlist; never a figure. */
export interface SharedScreenView {
  state: ShareLinkState;
  expiresAt: string | null;
  theme: ScreenTheme;
  privacyMode: boolean;
  night: ScreenNight | null;
  timezone: string;
  departmentRotationSeconds: number;
  playlist: { slot: number; name: string; seconds: number }[];
}

async function screenOf(em: EntityManager, link: CustomDashboard): Promise<SharedScreenView> {
  const slots = await slotsOf(em, link);
  return {
    state: linkStateOf(link),
    expiresAt: link.linkExpiresAt?.toISOString() ?? null,
    theme: link.theme,
    privacyMode: link.privacyMode,
    night: link.night ? { from: link.night.from, to: link.night.to, mode: link.night.mode as NightMode } : null,
    timezone: link.company.getEntity().timezone,
    departmentRotationSeconds: link.departmentRotationSeconds,
    playlist: slots.map((s, slot) => ({
      slot,
      name: s.dashboard.name,
      seconds: slots.length === 1 ? SINGLE_SLOT_SECONDS : s.seconds,
    })),
  };
}

/** A link's screen settings, paused and expired links included (their state says so); no sign-in. */
export async function sharedScreen(ctx: RequestContext, shareToken: unknown): Promise<SharedScreenView> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  return screenOf(ctx.em, await openLink(ctx.em, shareToken, ctx.ip));
}

/**
 * The screen settings, pushed on every change, pause, resume and at the expiry; no sign-in. The
 * open subscription is the screen the managers see watching. Completes when the link is rotated
 * or the dashboard deleted.
 */
export async function sharedScreenChanges(
  ctx: RequestContext,
  shareToken: unknown,
): Promise<AsyncIterableIterator<SharedScreenView>> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const link = await openLink(ctx.em, shareToken, ctx.ip);
  const token = link.shareToken;
  const companyId = link.company.id;
  const ended = ctx.app.events.subscribe('sharedDashboardEnded', shareScope(token))[Symbol.asyncIterator]();
  const settings = ctx.app.events.subscribe('sharedScreenChanged', shareScope(token))[Symbol.asyncIterator]();
  let cancelExpiry = () => {};
  const releases: (() => void)[] = [() => void ended.return?.(), () => void settings.return?.(), () => cancelExpiry()];
  const { push, iterator } = pushQueue<SharedScreenView>(() => releases.forEach((release) => release()));
  const end = () => void iterator.return!();
  releases.push(await watchScreen(ctx, companyId, link.id));

  let current = await screenOf(ctx.em, link);
  const expireAt = (view: SharedScreenView) => {
    cancelExpiry();
    cancelExpiry =
      view.state === 'active'
        ? atExpiry(view.expiresAt, () => push((current = { ...current, state: 'expired' })))
        : () => {};
  };
  expireAt(current);
  void (async () => {
    for (;;) {
      const next = await ended.next().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) return;
      // A paused or expired link keeps its screens, which wait to show it again.
      if (next.value.reason === 'rotated' || next.value.reason === 'deleted') return end();
    }
  })();
  void (async () => {
    for (;;) {
      const next = await settings.next().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) return;
      const changed = next.value.dashboard;
      if (!networkAllows(changed.screen.allowedNetworks, ctx.ip)) return end();
      const view = await oncePerChange(ctx.app, `screen:${changed.id}:${changed.updatedAt}`, async () => {
        const em = ctx.app.orm.em.fork();
        const again = await em.findOne(CustomDashboard, { shareToken: token }, { populate: ['company'] });
        return again ? screenOf(em, again) : null;
      }).catch((error: unknown) => {
        ctx.app.log.error({ err: error, companyId }, 'shared screen not read');
        return undefined;
      });
      if (view === undefined) continue;
      if (view === null) return end();
      current = view;
      expireAt(current);
      push(current);
    }
  })();
  return iterator;
}
