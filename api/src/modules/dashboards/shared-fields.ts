import type { EntityManager } from '@mikro-orm/postgresql';
import { can } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import type { AppDeps, RequestContext } from '../../shared/context';
import { membershipOf } from '../../shared/tenancy/membership';
import { setViewer, viewerHolding } from '../../shared/tenancy/viewer';
import { EVERY_PAY_FIELD, payFieldsOf } from '../payroll';
import { CustomDashboard } from './dashboard.entity';
import type { DashboardView } from './dashboard.view';
import type { SharedFields } from './shared-dashboard.view';

/**
 * What the public link may show: the fields its last editor's role may see, read now, so a
 * narrower role narrows the link at its next load or edit. A dashboard saved before roles
 * existed shows everything; one whose editor has left the company shows no sensitive field.
 */
export async function sharedFieldsOf(app: AppDeps, em: EntityManager, dashboard: DashboardView): Promise<SharedFields> {
  const row = await em.findOne(CustomDashboard, dashboard.id, { fields: ['configuredById'] });
  if (!row) return { amounts: false, profit: false, birthDate: false };
  if (row.configuredById == null) return { ...EVERY_PAY_FIELD, birthDate: true };
  const editor = await membershipOf(app, em, row.configuredById, dashboard.companyId);
  const permissions = editor?.permissions ?? new Set<string>();
  return { ...payFieldsOf(permissions), birthDate: can(permissions, FIELD_KEYS.birthDate) };
}

/**
 * The wall screen's viewer: it holds the field keys its editor's role holds, nothing else, and no
 * record is its own; in privacy mode not even those. Answers pass the same guard as members' (docs/permissions.md).
 */
export function watchAsWall(ctx: RequestContext, companyId: number, fields: SharedFields, privacy: boolean): void {
  // Privacy mode: no amount or profit leaves, whatever the editor may see.
  const keys = [
    ...(fields.amounts && !privacy ? [FIELD_KEYS.amounts] : []),
    ...(fields.profit && !privacy ? [FIELD_KEYS.profit] : []),
    ...(fields.birthDate ? [FIELD_KEYS.birthDate] : []),
  ];
  setViewer(ctx, { ...viewerHolding(keys), companyId });
}
