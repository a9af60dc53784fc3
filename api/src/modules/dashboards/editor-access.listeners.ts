import type { Events } from '../../shared/events';
import { MEMBER_ACCESS_CHANGED } from '../companies';
import { CustomDashboard } from './dashboard.entity';
import { CUSTOM_DASHBOARD_CHANGED } from './dashboard.events';
import { toDashboardView } from './dashboard.view';

/**
 * A public link shows what its last editor's role may see. When that editor's access changes
 * (their role, its grants, or their membership), each of their dashboards is announced as
 * updated, so open wall screens recheck what they may show at once.
 */
export function listenForEditorAccess(events: Events): void {
  events.on(MEMBER_ACCESS_CHANGED, async ({ companyId, members }, origin) => {
    const userIds = members.map((m) => m.userId);
    const edited = await origin.em.find(CustomDashboard, { company: companyId, configuredById: { $in: userIds } });
    await Promise.all(
      edited.map((d) => {
        const dashboard = toDashboardView(d);
        return events.happened(origin, CUSTOM_DASHBOARD_CHANGED, {
          kind: 'updated',
          companyId,
          id: dashboard.id,
          dashboard,
        });
      }),
    );
  });
}
