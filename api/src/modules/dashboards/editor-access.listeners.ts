import type { FactDispatcher } from '../../shared/domain-events';
import { MEMBER_ACCESS_CHANGED } from '../companies';
import { CustomDashboard } from './dashboard.entity';
import { toDashboardView } from './dashboard.view';

/**
 * A public link shows what its last editor's role may see. When that editor's access changes
 * (their role, its grants, or their membership), each of their dashboards is announced as
 * updated, so open wall screens recheck what they may show at once.
 */
export function listenForEditorAccess(facts: FactDispatcher): void {
  facts.on(MEMBER_ACCESS_CHANGED, async ({ companyId, userIds }, { app, em }) => {
    const edited = await em.find(CustomDashboard, { company: companyId, configuredById: { $in: userIds } });
    await Promise.all(
      edited.map((d) => {
        const dashboard = toDashboardView(d);
        return app.events.publish('customDashboardChanged', companyId, {
          kind: 'updated',
          companyId,
          id: dashboard.id,
          dashboard,
        });
      }),
    );
  });
}
