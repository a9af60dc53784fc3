import type { RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { authorize } from '../../shared/tenancy/membership';
import { whileMember } from '../../shared/tenancy/live';
import { healthOf } from './database-health';
import { integrityOf } from './integrity.service';
import { protectionFeed } from './protection-feed';
import type { DatabaseHealthView, DataIntegrityView } from './protection.view';

const NEED = 'settings.protection.view';

/** databaseHealthChanged: the company's health, pushed when a change moves it. */
export async function healthChanges(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterableIterator<DatabaseHealthView>> {
  await authorize(ctx, companyId, NEED);
  const feed = protectionFeed(ctx.app, companyId);
  feed.seed(await healthOf(ctx.app, companyId), null);
  const { push, iterator } = pushQueue<DatabaseHealthView>(() => {
    feed.listeners.health.delete(push);
    feed.release();
  });
  feed.listeners.health.add(push);
  return whileMember(ctx, companyId, NEED, iterator);
}

/** dataIntegrityChanged: the company's integrity, rechecked once per burst of changes and pushed when it moved. */
export async function integrityChanges(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterableIterator<DataIntegrityView>> {
  await authorize(ctx, companyId, NEED);
  const feed = protectionFeed(ctx.app, companyId);
  feed.seed(null, await integrityOf(ctx.em, companyId));
  const { push, iterator } = pushQueue<DataIntegrityView>(() => {
    feed.listeners.integrity.delete(push);
    feed.release();
  });
  feed.listeners.integrity.add(push);
  return whileMember(ctx, companyId, NEED, iterator);
}
