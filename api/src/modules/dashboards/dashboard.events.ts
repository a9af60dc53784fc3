import type { ChangeKind } from '../../shared/events';
import type { DashboardView, MemberDashboardView } from './dashboard.view';

export interface DashboardEvent {
  kind: ChangeKind;
  companyId: number;
  id: number;
  /** Null when deleted. On the bus it carries the link; each subscriber gets it as they may see it. */
  dashboard: DashboardView | null;
}

/** An event as one subscriber receives it (MemberDashboardView). */
export type MemberDashboardEvent = Omit<DashboardEvent, 'dashboard'> & { dashboard: MemberDashboardView | null };

/** The public link a screen holds stopped working (rotated or deleted). */
export interface ShareEndedEvent {
  reason: 'rotated' | 'deleted';
}

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by company id: a custom dashboard was created, changed (its link included) or deleted. */
    customDashboardChanged: DashboardEvent;
    /** Scoped by shareScope(token), never the token itself: the link is dead, its screens end. */
    sharedDashboardEnded: ShareEndedEvent;
  }
}
