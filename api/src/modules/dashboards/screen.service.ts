import type { EntityManager } from '@mikro-orm/postgresql';
import {
  dashboardScreenSchema,
  SCREEN_MESSAGES,
  type DashboardScreenSettings,
} from '@staffpay/schema/dashboards/screen.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { happened } from '../../shared/events';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { recordActivity } from '../activity';
import type { CustomDashboard } from './dashboard.entity';
import { DASHBOARD_SCREEN_CHANGED } from './dashboard.events';
import { lockDashboard, ownIds } from './dashboard.service';
import { toDashboardView, toScreenView, type DashboardView } from './dashboard.view';

const ENTITY = 'dashboardLink';

/**
 * Replaces a link's screen settings (PUT: an absent field takes its default). Whoever sets them
 * becomes the link's editor, as an edit of the dashboard does: a playlist shows no field their
 * role may not see. The pause stays as it was.
 */
export async function updateDashboardScreen(
  ctx: RequestContext,
  companyId: number,
  id: number,
  input: unknown,
): Promise<DashboardView> {
  await authorize(ctx, companyId, 'dashboard.edit');
  const data = parse(dashboardScreenSchema, input);
  return change(ctx, companyId, id, 'screenUpdated', async (em, dashboard) => {
    await requireOwnPlaylist(em, companyId, data);
    em.assign(dashboard, {
      linkExpiresAt: data.expiresAt ? new Date(data.expiresAt) : null,
      allowedNetworks: data.allowedNetworks,
      privacyMode: data.privacyMode,
      night: data.night,
      theme: data.theme,
      playlist: data.playlist,
      departmentRotationSeconds: data.departmentRotationSeconds,
      configuredById: ctx.auth?.userId ?? null,
    });
  });
}

/** The link answers 'Ссылка приостановлена' and its open screens show it at once; pausing twice keeps the first time. */
export function pauseDashboardLink(ctx: RequestContext, companyId: number, id: number): Promise<DashboardView> {
  return pausing(ctx, companyId, id, true);
}

/** The link shows again (unless expired); its paused screens come back by themselves. */
export function resumeDashboardLink(ctx: RequestContext, companyId: number, id: number): Promise<DashboardView> {
  return pausing(ctx, companyId, id, false);
}

async function pausing(ctx: RequestContext, companyId: number, id: number, pause: boolean): Promise<DashboardView> {
  await authorize(ctx, companyId, 'dashboard.edit');
  return change(ctx, companyId, id, pause ? 'paused' : 'resumed', (_em, dashboard) => {
    dashboard.linkPausedAt = pause ? (dashboard.linkPausedAt ?? new Date()) : null;
    return Promise.resolve();
  });
}

/** One locked change of a link, logged with its settings before and after, announced after the commit. */
async function change(
  ctx: RequestContext,
  companyId: number,
  id: number,
  action: string,
  apply: (em: EntityManager, dashboard: CustomDashboard) => Promise<void>,
): Promise<DashboardView> {
  const view = await ctx.em.transactional(async (em) => {
    const dashboard = await lockDashboard(em, companyId, id);
    const before = toScreenView(dashboard);
    await apply(em, dashboard);
    await em.flush();
    const after = toDashboardView(dashboard);
    recordActivity(em, ctx, companyId, { entityType: ENTITY, entityId: id, action, before, after: after.screen });
    return after;
  });
  await happened(ctx, DASHBOARD_SCREEN_CHANGED, { dashboard: view });
  return view;
}

/** Every dashboard of the playlist must be the company's own: 400 naming the field otherwise. */
async function requireOwnPlaylist(em: EntityManager, companyId: number, data: DashboardScreenSettings) {
  const ids = [...new Set(data.playlist.map((e) => e.dashboardId))];
  const own = await ownIds(em, 'custom_dashboards', companyId, ids);
  if (ids.some((d) => !own.has(d))) {
    throw new AppError('BAD_USER_INPUT', SCREEN_MESSAGES.dashboardNotInCompany, {
      playlist: [SCREEN_MESSAGES.dashboardNotInCompany],
    });
  }
}
