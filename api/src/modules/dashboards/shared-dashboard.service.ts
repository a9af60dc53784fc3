import type { EntityManager } from '@mikro-orm/postgresql';
import { shareUrlSchema } from '@staffpay/schema/dashboards/dashboard.schemas';
import type { AppDeps, RequestContext } from '../../shared/context';
import { Company } from '../companies';
import { companyBranches } from '../staff';
import { imageUrl } from '../images';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { resolvePeriod } from '../pay-core';
import { computePeriod, EVERY_PAY_FIELD, payFieldsOf } from '../payroll';
import { can } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import { membershipOf } from '../../shared/tenancy/membership';
import { setViewer, viewerHolding } from '../../shared/tenancy/viewer';
import { CustomDashboard } from './dashboard.entity';
import { dashboardNotFound } from './dashboard.service';
import { toDashboardView, type DashboardView } from './dashboard.view';
import { consumeSharedRead } from './share-rate-limit';
import {
  sharedDataOf,
  toSharedConfig,
  type SharedDashboardData,
  type SharedFields,
  type SharedSource,
} from './shared-dashboard.view';
import { todayInZone } from '../../shared/calendar/calendar-dates';

/** A link's dashboard and its company's current month; an unknown, malformed or rotated link is 404. */
export async function findShared(
  em: EntityManager,
  shareToken: unknown,
): Promise<{ dashboard: DashboardView; period: Period; company: Company }> {
  const token = shareUrlSchema.safeParse(shareToken);
  if (!token.success) throw dashboardNotFound();
  const dashboard = await em.findOne(CustomDashboard, { shareToken: token.data }, { populate: ['company'] });
  if (!dashboard) throw dashboardNotFound();
  const company = dashboard.company.getEntity();
  return {
    dashboard: toDashboardView(dashboard),
    period: resolvePeriod({}, todayInZone(company.timezone)),
    company,
  };
}

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
 * record is its own. Answers pass the same guard as members' (docs/permissions.md).
 */
export function watchAsWall(ctx: RequestContext, companyId: number, fields: SharedFields): void {
  const keys = [
    ...(fields.amounts ? [FIELD_KEYS.amounts] : []),
    ...(fields.profit ? [FIELD_KEYS.profit] : []),
    ...(fields.birthDate ? [FIELD_KEYS.birthDate] : []),
  ];
  setViewer(ctx, { ...viewerHolding(keys), companyId });
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

/** The public dashboard's data, without sign-in: only what its flags and selections allow. */
export async function sharedDashboardData(ctx: RequestContext, shareToken: unknown): Promise<SharedDashboardData> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const { dashboard, period, company } = await findShared(ctx.em, shareToken);
  const fields = await sharedFieldsOf(ctx.app, ctx.em, dashboard);
  watchAsWall(ctx, company.id, fields);
  return sharedDataOf(await sharedSource(ctx.app, ctx.em, company, period), toSharedConfig(dashboard, fields), fields);
}
