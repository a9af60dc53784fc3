import { declareEvent, sent, type ChangeKind } from '../../shared/events';
import type { DashboardView } from './dashboard.view';
import { shareScope } from './share-token';

export interface DashboardEvent {
  kind: ChangeKind;
  companyId: number;
  id: number;
  /** Null when deleted. It carries the link; the field guard shows it only to those who may edit dashboards. */
  dashboard: DashboardView | null;
}

/** The public link a screen holds stopped working (rotated or deleted) or showing (paused, expired). */
export interface ShareEndedEvent {
  reason: 'rotated' | 'deleted' | 'paused' | 'expired';
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** A custom dashboard was created, changed (its link included) or deleted. */
    customDashboardChanged: DashboardEvent;
    /** Sent on shareScope(token), never the token itself: the link is dead, its screens end. */
    sharedDashboardEnded: ShareEndedEvent;
    customDashboardDeleted: { companyId: number; id: number; shareToken: string };
    dashboardLinkRotated: { dashboard: DashboardView; oldToken: string };
    /** A link's screen settings changed, or it was paused or resumed. */
    dashboardScreenChanged: { dashboard: DashboardView };
    /** Sent on shareScope(token): the link's screens follow its new settings (or its pause). */
    sharedScreenChanged: { dashboard: DashboardView };
    /** A wall screen of one of the company's links connected or left. */
    dashboardScreensChanged: { companyId: number; dashboardId: number };
  }
}

/** Sent on the company's channel. */
export const CUSTOM_DASHBOARD_CHANGED = declareEvent('customDashboardChanged', (event) =>
  sent('customDashboardChanged', event.companyId, event),
);

/** The lists drop it; the screens of its link end. */
export const CUSTOM_DASHBOARD_DELETED = declareEvent('customDashboardDeleted', ({ companyId, id, shareToken }) => [
  sent('customDashboardChanged', companyId, { kind: 'deleted', companyId, id, dashboard: null }),
  sent('sharedDashboardEnded', shareScope(shareToken), { reason: 'deleted' }),
]);

/** The lists show the new link; the screens of the old one end. */
export const DASHBOARD_LINK_ROTATED = declareEvent('dashboardLinkRotated', ({ dashboard, oldToken }) => [
  sent('customDashboardChanged', dashboard.companyId, {
    kind: 'updated',
    companyId: dashboard.companyId,
    id: dashboard.id,
    dashboard,
  }),
  sent('sharedDashboardEnded', shareScope(oldToken), { reason: 'rotated' }),
]);

/** The lists show the link's new settings; its open screens follow them (a pause ends them). */
export const DASHBOARD_SCREEN_CHANGED = declareEvent('dashboardScreenChanged', ({ dashboard }) => [
  sent('customDashboardChanged', dashboard.companyId, {
    kind: 'updated',
    companyId: dashboard.companyId,
    id: dashboard.id,
    dashboard,
  }),
  sent('sharedScreenChanged', shareScope(dashboard.shareUrl), { dashboard }),
  ...(dashboard.screen.state === 'active'
    ? []
    : [sent('sharedDashboardEnded', shareScope(dashboard.shareUrl), { reason: dashboard.screen.state })]),
]);

/** Sent on the company's channel: the managers' pages read who is watching again. */
export const DASHBOARD_SCREENS_CHANGED = declareEvent('dashboardScreensChanged', (event) =>
  sent('dashboardScreensChanged', event.companyId, event),
);
