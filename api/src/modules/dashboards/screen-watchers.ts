import { randomUUID } from 'node:crypto';
import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { whileMember } from '../../shared/tenancy/live';
import { authorize } from '../../shared/tenancy/membership';
import { mapEvents } from '../../shared/live/mapped-events';
import { CustomDashboard } from './dashboard.entity';
import { DASHBOARD_SCREENS_CHANGED } from './dashboard.events';

/** A wall screen watching now: no more of its viewer than a coarse network and the browser's family. */
export interface WatchingScreenView {
  id: string;
  connectedAt: string;
  network: string;
  agent: string;
}

export interface DashboardWatchingView {
  dashboardId: number;
  count: number;
  lastConnectedAt: string | null;
  screens: WatchingScreenView[];
}

const groupOf = (dashboardId: number) => `screens:${dashboardId}`;

/** The /24 of an IPv4 address, the /48 of an IPv6 one: where a screen is, not who watches it. */
export function coarseNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = address.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  return `${ipaddr.fromByteArray([...parts.flatMap((p) => [p >> 8, p & 255]), ...new Array<number>(10).fill(0)]).toString()}/48`;
}

export const agentFamily = (userAgent: string | null) =>
  (userAgent && Bowser.getParser(userAgent).getBrowserName()) || 'unknown';

/** Managers' pages hear of a burst of screens connecting as one change per dashboard, this often. */
const ANNOUNCE_MS = 250;
const announcing = new WeakMap<object, Set<number>>();

function announce(ctx: RequestContext, companyId: number, dashboardId: number): void {
  let pending = announcing.get(ctx.app);
  if (!pending) announcing.set(ctx.app, (pending = new Set()));
  if (pending.has(dashboardId)) return;
  pending.add(dashboardId);
  setTimeout(() => {
    pending.delete(dashboardId);
    happened(ctx, DASHBOARD_SCREENS_CHANGED, { companyId, dashboardId }).catch((error: unknown) =>
      ctx.app.log.error({ err: error, companyId }, 'watching screens not announced'),
    );
  }, ANNOUNCE_MS).unref();
}

/**
 * Counts this subscription as a screen of the link's dashboard until it ends; answers the leave.
 * A failure to count is logged: the screen itself goes on showing.
 */
export async function watchScreen(ctx: RequestContext, companyId: number, dashboardId: number): Promise<() => void> {
  const id = randomUUID();
  const data = {
    connectedAt: new Date().toISOString(),
    network: coarseNetwork(ctx.ip),
    agent: agentFamily(ctx.userAgent),
  };
  await ctx.app.presence
    .join(groupOf(dashboardId), id, data)
    .catch((error: unknown) => ctx.app.log.warn({ err: error, companyId }, 'screen not counted'));
  announce(ctx, companyId, dashboardId);
  return () => {
    ctx.app.presence
      .leave(groupOf(dashboardId), id)
      .catch((error: unknown) => ctx.app.log.warn({ err: error, companyId }, 'screen not uncounted'))
      .finally(() => announce(ctx, companyId, dashboardId));
  };
}

async function watchingOf(ctx: RequestContext, ids: number[]): Promise<DashboardWatchingView[]> {
  const read = await ctx.app.presence.read<Omit<WatchingScreenView, 'id'>>(ids.map(groupOf));
  return ids.map((dashboardId) => {
    const group = read.get(groupOf(dashboardId));
    const screens = (group?.members ?? [])
      .map((m) => ({ id: m.id, ...m.data }))
      .sort((a, b) => b.connectedAt.localeCompare(a.connectedAt) || a.id.localeCompare(b.id));
    return { dashboardId, count: screens.length, lastConnectedAt: group?.lastJoinedAt ?? null, screens };
  });
}

/** Per dashboard of the company: the screens watching its link now, newest first (dashboard.view). */
export async function dashboardScreens(ctx: RequestContext, companyId: number): Promise<DashboardWatchingView[]> {
  await authorize(ctx, companyId, 'dashboard.view');
  const rows = await ctx.em.find(
    CustomDashboard,
    { company: companyId },
    { fields: ['id'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return watchingOf(
    ctx,
    rows.map((d) => d.id),
  );
}

/** A dashboard's screens, whole, whenever one connects or leaves; ends when the caller loses access. */
export async function dashboardScreensChanges(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterable<DashboardWatchingView>> {
  await authorize(ctx, companyId, 'dashboard.view');
  const changes = ctx.app.events.subscribe('dashboardScreensChanged', companyId);
  const views = mapEvents(changes, async (event) => (await watchingOf(ctx, [event.dashboardId]))[0]!);
  return whileMember(ctx, companyId, 'dashboard.view', views);
}
