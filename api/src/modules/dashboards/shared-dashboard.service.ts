import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, RequestContext } from '../../shared/context';
import { Company } from '../companies';
import { companyBranches } from '../staff';
import { imageUrl } from '../images';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { resolvePeriod } from '../pay-core';
import { computePeriod } from '../payroll';
import { CustomDashboard } from './dashboard.entity';
import { openLink, requireShowing } from './share-link';
import { toDashboardView, type DashboardView } from './dashboard.view';
import { consumeSharedRead } from './share-rate-limit';
import { watchAsWall } from './shared-fields';
import { shownSlot } from './shared-slots';
import { sharedDataOf, toSharedConfig, type SharedDashboardData, type SharedSource } from './shared-dashboard.view';
import { todayInZone } from '../../shared/calendar/calendar-dates';

/**
 * A showing link's dashboard and its company's current month: an unknown, malformed or rotated
 * link is 404, one opened from outside its networks 403, a paused or expired one 403 saying so.
 */
export async function findShared(
  em: EntityManager,
  shareToken: unknown,
  ip: string,
): Promise<{ link: CustomDashboard; dashboard: DashboardView; period: Period; company: Company }> {
  const link = await openLink(em, shareToken, ip);
  requireShowing(link);
  const company = link.company.getEntity();
  return {
    link,
    dashboard: toDashboardView(link),
    period: resolvePeriod({}, todayInZone(company.timezone)),
    company,
  };
}

/** What every public view of one company and period is built from, shared by all its dashboards. */
export async function sharedSource(
  app: AppDeps,
  em: EntityManager,
  company: Company,
  period: Period,
): Promise<SharedSource> {
  const [computed, branches] = await Promise.all([
    computePeriod(app, em, company.id, period),
    companyBranches(em.fork(), company.id),
  ]);
  return {
    computed,
    companyId: company.id,
    company: {
      name: company.name,
      logoUrl: imageUrl(company.logo?.id),
      currency: company.currency,
      language: company.language,
      timezone: company.timezone,
    },
    branches: branches.map((b) => ({ id: b.id, name: b.name })),
  };
}

/**
 * The public dashboard's data, without sign-in: one slot of the link's playlist (its first when
 * none is asked), only what its flags, its editors' roles and the link's privacy mode allow.
 */
export async function sharedDashboardData(
  ctx: RequestContext,
  shareToken: unknown,
  slot?: unknown,
): Promise<SharedDashboardData> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const { link, period, company } = await findShared(ctx.em, shareToken, ctx.ip);
  const shown = await shownSlot(ctx.app, ctx.em, link, slot);
  watchAsWall(ctx, company.id, shown.fields, shown.privacy);
  return sharedDataOf(
    await sharedSource(ctx.app, ctx.em, company, period),
    toSharedConfig(shown.dashboard, shown.fields),
    shown.fields,
    shown.privacy,
  );
}
