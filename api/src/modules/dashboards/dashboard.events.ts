import type { ChangeKind } from '../../shared/events';
import type { DashboardView } from './dashboard.view';

export interface DashboardEvent {
  kind: ChangeKind;
  companyId: number;
  id: number;
  /** Null when deleted. It carries the link; the field guard shows it only to those who may edit dashboards. */
  dashboard: DashboardView | null;
}

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
