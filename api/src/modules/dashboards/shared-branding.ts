import type { RequestContext } from '../../shared/context';
import { mapEvents } from '../../shared/live/mapped-events';
import { pushQueue } from '../../shared/live/push-queue';
import { brandingOfView, settingsOf, toBrandingView, type BrandingView } from '../developer-settings';
import { consumeSharedRead } from './share-rate-limit';
import { shareScope } from './share-token';
import { findShared } from './shared-dashboard.service';

/** The service logo and slogan the company's developers set, for its public wall screen; no sign-in. */
export async function sharedDashboardBranding(ctx: RequestContext, shareToken: unknown): Promise<BrandingView> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const { company } = await findShared(ctx.em, shareToken, ctx.ip);
  return toBrandingView(await settingsOf(ctx.em, company.id));
}

/**
 * The branding, pushed whenever a developer saves the settings; completes when the link is
 * rotated or the dashboard deleted.
 */
export async function sharedDashboardBrandingChanges(
  ctx: RequestContext,
  shareToken: unknown,
): Promise<AsyncIterableIterator<BrandingView>> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const { dashboard, company } = await findShared(ctx.em, shareToken, ctx.ip);
  const endedChannel = ctx.app.events.subscribe('sharedDashboardEnded', shareScope(dashboard.shareUrl));
  const ended = endedChannel[Symbol.asyncIterator]();
  const saves = mapEvents(ctx.app.events.subscribe('developerSettingsChanged', company.id), brandingOfView);
  const { push, iterator } = pushQueue<BrandingView>(() => {
    void saves.return?.();
    void ended.return?.();
  });
  void (async () => {
    for await (const branding of saves) push(branding);
  })();
  void ended.next().then((next) => {
    if (!next.done) void iterator.return!();
  });
  return iterator;
}
