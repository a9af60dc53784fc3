import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BASE_DASHBOARD_NAME,
  DASHBOARD_MESSAGES,
  dashboardSchema,
  type DashboardInput,
} from '@staffpay/schema/dashboards/dashboard.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError, type FieldErrors } from '../../shared/errors';
import { intArray } from '../../shared/sql';
import { whileMember } from '../../shared/tenancy/live';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { happened, type ChangeKind } from '../../shared/events';
import { CustomDashboard } from './dashboard.entity';
import {
  CUSTOM_DASHBOARD_CHANGED,
  CUSTOM_DASHBOARD_DELETED,
  DASHBOARD_LINK_ROTATED,
  type DashboardEvent,
} from './dashboard.events';
import { toDashboardView, type DashboardView } from './dashboard.view';
import { newShareToken } from './share-token';
import { recordActivity } from '../activity';

export const dashboardNotFound = () => new AppError('NOT_FOUND', DASHBOARD_MESSAGES.notFound);

export async function listDashboards(ctx: RequestContext, companyId: number): Promise<DashboardView[]> {
  await authorize(ctx, companyId, 'dashboard.view');
  const rows = await ctx.em.find(CustomDashboard, { company: companyId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return rows.map(toDashboardView);
}

export async function createDashboard(ctx: RequestContext, companyId: number, input: unknown): Promise<DashboardView> {
  await authorize(ctx, companyId, 'dashboard.create');
  const data = parse(dashboardSchema, input);
  return insert(ctx, companyId, data);
}

/**
 * 'Базовый дашборд': everything on, every department and branch. The selections are stored empty,
 * which means "all", so departments and branches added later appear on it too.
 */
export async function createBaseDashboard(ctx: RequestContext, companyId: number): Promise<DashboardView> {
  await authorize(ctx, companyId, 'dashboard.create');
  return insert(ctx, companyId, {
    name: BASE_DASHBOARD_NAME,
    description: null,
    selectedDepartments: [],
    selectedBranches: [],
    thresholdProgressDepartments: [],
    employeeCardsDepartments: [],
    showCompanyProfit: true,
    showDepartmentProfit: true,
    showEmployeeProfit: true,
    showTeamBonuses: true,
    showAdvances: true,
    showSalaryPayouts: true,
    showThresholdProgress: true,
    showEmployeeCards: true,
  });
}

/** Replaces every field (PUT semantics); the link stays the same. */
export async function updateDashboard(
  ctx: RequestContext,
  companyId: number,
  id: number,
  input: unknown,
): Promise<DashboardView> {
  await authorize(ctx, companyId, 'dashboard.edit');
  const data = parse(dashboardSchema, input);
  const view = await ctx.em.transactional(async (em) => {
    await requireOwnSelections(em, companyId, data);
    const dashboard = await lockDashboard(em, companyId, id);
    em.assign(dashboard, { ...data, configuredById: ctx.auth?.userId ?? null });
    await em.flush();
    return toDashboardView(dashboard);
  });
  await publish(ctx, 'updated', view);
  return view;
}

export async function deleteDashboard(ctx: RequestContext, companyId: number, id: number): Promise<boolean> {
  await authorize(ctx, companyId, 'dashboard.delete');
  const token = await ctx.em.transactional(async (em) => {
    const dashboard = await lockDashboard(em, companyId, id);
    em.remove(dashboard);
    return dashboard.shareToken;
  });
  await happened(ctx, CUSTOM_DASHBOARD_DELETED, { companyId, id, shareToken: token });
  return true;
}

/** A new link; the old one answers 404 from now on and its open screens end. */
export async function rotateDashboardLink(ctx: RequestContext, companyId: number, id: number): Promise<DashboardView> {
  await authorize(ctx, companyId, 'dashboard.edit');
  const { view, oldToken } = await ctx.em.transactional(async (em) => {
    const dashboard = await lockDashboard(em, companyId, id);
    const oldToken = dashboard.shareToken;
    dashboard.shareToken = newShareToken();
    dashboard.configuredById = ctx.auth?.userId ?? null;
    await em.flush();
    // The log says that the link changed, never the link itself.
    recordActivity(em, ctx, companyId, { entityType: 'dashboardLink', entityId: id, action: 'rotated' });
    return { view: toDashboardView(dashboard), oldToken };
  });
  await happened(ctx, DASHBOARD_LINK_ROTATED, { dashboard: view, oldToken });
  return view;
}

async function insert(ctx: RequestContext, companyId: number, data: DashboardInput): Promise<DashboardView> {
  const view = await ctx.em.transactional(async (em) => {
    await requireOwnSelections(em, companyId, data);
    const dashboard = em.create(CustomDashboard, {
      company: companyId,
      shareToken: newShareToken(),
      configuredById: ctx.auth?.userId ?? null,
      ...data,
    });
    await em.flush();
    return toDashboardView(dashboard);
  });
  await publish(ctx, 'created', view);
  return view;
}

/** Every selected department and branch must be the company's own: 400 naming the fields otherwise. */
async function requireOwnSelections(em: EntityManager, companyId: number, data: DashboardInput): Promise<void> {
  const departmentIds = [
    ...new Set([...data.selectedDepartments, ...data.thresholdProgressDepartments, ...data.employeeCardsDepartments]),
  ];
  const [departments, branches] = await Promise.all([
    ownIds(em, 'departments', companyId, departmentIds),
    ownIds(em, 'branches', companyId, data.selectedBranches),
  ]);
  const fieldErrors: FieldErrors = {};
  for (const field of ['selectedDepartments', 'thresholdProgressDepartments', 'employeeCardsDepartments'] as const) {
    if (data[field].some((d) => !departments.has(d))) fieldErrors[field] = [DASHBOARD_MESSAGES.departmentNotInCompany];
  }
  if (data.selectedBranches.some((b) => !branches.has(b))) {
    fieldErrors.selectedBranches = [DASHBOARD_MESSAGES.branchNotInCompany];
  }
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError('BAD_USER_INPUT', first[0]!, fieldErrors);
}

export async function ownIds(
  em: EntityManager,
  table: 'departments' | 'branches' | 'custom_dashboards',
  companyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await em.execute<{ id: number }[]>(
    `select id from ${table} where company_id = ? and id = any(?::int[])`,
    [companyId, intArray(ids)],
  );
  return new Set(rows.map((r) => r.id));
}

export async function lockDashboard(em: EntityManager, companyId: number, id: number): Promise<CustomDashboard> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw dashboardNotFound();
  const dashboard = await em.findOne(
    CustomDashboard,
    { id, company: companyId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!dashboard) throw dashboardNotFound();
  return dashboard;
}

function publish(ctx: RequestContext, kind: ChangeKind, dashboard: DashboardView): Promise<void> {
  return happened(ctx, CUSTOM_DASHBOARD_CHANGED, {
    kind,
    companyId: dashboard.companyId,
    id: dashboard.id,
    dashboard,
  });
}

/**
 * Live changes to the company's dashboards; checked when it starts and while it lasts. The bus
 * carries the link; the field guard shows it only to a subscriber who may edit dashboards now.
 */
export async function dashboardChanges(ctx: RequestContext, companyId: number): Promise<AsyncIterable<DashboardEvent>> {
  await authorize(ctx, companyId, 'dashboard.view');
  return whileMember(ctx, companyId, 'dashboard.view', ctx.app.events.subscribe('customDashboardChanged', companyId));
}
