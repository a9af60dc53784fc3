import type { EntityManager } from '@mikro-orm/postgresql';
import { SCREEN_MESSAGES } from '@staffpay/schema/dashboards/screen.schemas';
import type { AppDeps } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { CustomDashboard } from './dashboard.entity';
import { toDashboardView, type DashboardView } from './dashboard.view';
import { sharedFieldsOf } from './shared-fields';
import type { SharedFields } from './shared-dashboard.view';

/** One dashboard of a link's playlist and how long it stays on screen. */
export interface Slot {
  dashboard: DashboardView;
  seconds: number;
}

/** What one slot of a link shows: its dashboard, the fields both editors may see, and the link's privacy. */
export interface ShownSlot {
  index: number;
  dashboard: DashboardView;
  fields: SharedFields;
  privacy: boolean;
}

/**
 * The link's playlist as its screens show it: the entries whose dashboard still exists (always
 * the company's own: checked when saved, and read within the company here), or the link's own
 * dashboard alone when the playlist is empty or every entry is gone.
 */
export async function slotsOf(em: EntityManager, link: CustomDashboard): Promise<Slot[]> {
  const own = [{ dashboard: toDashboardView(link), seconds: 0 }];
  if (link.playlist.length === 0) return own;
  const ids = [...new Set(link.playlist.map((e) => e.dashboardId))].filter((id) => id !== link.id);
  const rows = ids.length ? await em.find(CustomDashboard, { id: { $in: ids }, company: link.company.id }) : [];
  const byId = new Map(rows.map((d) => [d.id, d]));
  byId.set(link.id, link);
  const slots = link.playlist.flatMap((e) => {
    const d = byId.get(e.dashboardId);
    return d ? [{ dashboard: toDashboardView(d), seconds: e.seconds }] : [];
  });
  return slots.length ? slots : own;
}

/** A slot asked for by a screen: a whole number; past the playlist's end it wraps around. */
export function slotIndex(slot: unknown, count: number): number {
  const n = slot === undefined || slot === null || slot === '' ? 0 : Number(slot);
  if (!Number.isSafeInteger(n) || n < 0) throw new AppError('BAD_USER_INPUT', SCREEN_MESSAGES.badId);
  return n % count;
}

/**
 * The slot's dashboard with what it may show: the fields the link's editor's role and the slot
 * dashboard's editor's role both allow (a playlist widens nothing), under the link's privacy mode.
 */
export async function shownSlot(
  app: AppDeps,
  em: EntityManager,
  link: CustomDashboard,
  slot: unknown,
): Promise<ShownSlot> {
  const slots = await slotsOf(em, link);
  const index = slotIndex(slot, slots.length);
  const { dashboard } = slots[index]!;
  const linkFields = await sharedFieldsOf(app, em, toDashboardView(link));
  const fields = dashboard.id === link.id ? linkFields : both(linkFields, await sharedFieldsOf(app, em, dashboard));
  return { index, dashboard, fields, privacy: link.privacyMode };
}

const both = (a: SharedFields, b: SharedFields): SharedFields => ({
  amounts: a.amounts && b.amounts,
  profit: a.profit && b.profit,
  birthDate: a.birthDate && b.birthDate,
});
