import { LockMode } from '@mikro-orm/core';
import { changedSince } from '../../../shared/change-feed';
import type { EntityManager } from '@mikro-orm/postgresql';
import { branchSchema, STAFF_MESSAGES } from '@staffpay/schema/staff/staff.schemas';
import type { RequestContext } from '../../../shared/context';
import { happened } from '../../../shared/events';
import { AppError } from '../../../shared/errors';
import { authorize } from '../../../shared/tenancy/membership';
import { parse, validId } from '../../../shared/validation';
import { recordActivity } from '../../activity';
import { recordEvent } from '../../outbox';
import { Department } from '../departments/department.entity';
import { publishDepartments } from '../departments/department.publish';
import { structureEvents, visibleBranchIds } from '../departments/placement-scope';
import { requireStaffRead } from '../employees/staff-access';
import { Branch } from './branch.entity';
import type { BranchEvent } from './branch.events';
import { BRANCH_CHANGED, BRANCH_RECORD_CHANGED } from './branch.events';
import { branchViews, type BranchView } from './branch.view';

export const branchNotFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.branchNotFound);

/** The company's branches by name (staff readers), or the caller's own (the employee role). */
export async function listBranches(
  ctx: RequestContext,
  companyId: number,
  feed: { updatedSince?: unknown } = {},
): Promise<BranchView[]> {
  const scope = await requireStaffRead(ctx, companyId, 'branches.view');
  const changed = changedSince(feed);
  const where = scope.all
    ? { company: companyId }
    : { company: companyId, id: { $in: await visibleBranchIds(ctx, scope) } };
  // With updatedSince: those changed since, oldest change first (the change feed; a short list, unpaged).
  const branches = changed
    ? await ctx.em.find(
        Branch,
        { ...where, updatedAt: { $gte: changed.since } },
        { orderBy: { updatedAt: 'asc', id: 'asc' } },
      )
    : await ctx.em.find(Branch, where, { orderBy: { name: 'asc', id: 'asc' } });
  return branchViews(ctx.em, branches);
}

export async function createBranch(ctx: RequestContext, companyId: number, input: unknown): Promise<BranchView> {
  await authorize(ctx, companyId, 'branches.create');
  const data = parse(branchSchema, input);
  const change = await ctx.em.transactional(async (em) => {
    const branch = em.create(Branch, { company: companyId, ...data });
    await em.flush();
    const [after] = await branchViews(em, [branch]);
    recordActivity(em, ctx, companyId, { entityType: 'branch', entityId: branch.id, action: 'created', after });
    return recordEvent(em, BRANCH_RECORD_CHANGED, { kind: 'created', branch: after! });
  });
  await happened(ctx, BRANCH_RECORD_CHANGED, change);
  return change.branch;
}

/** Replaces the branch's fields (PUT semantics: an absent address clears it). */
export async function updateBranch(ctx: RequestContext, companyId: number, id: number, input: unknown) {
  await authorize(ctx, companyId, 'branches.edit');
  const data = parse(branchSchema, input);
  const { change, departmentIds } = await ctx.em.transactional(async (em) => {
    const branch = await lockBranch(em, companyId, id);
    const [before] = await branchViews(em, [branch]);
    em.assign(branch, data);
    await em.flush();
    const [after] = await branchViews(em, [branch]);
    recordActivity(em, ctx, companyId, { entityType: 'branch', entityId: id, action: 'updated', before, after });
    // Their branchName changed with it.
    const departments = await em.find(Department, { company: companyId, branch: id }, { fields: ['id'] });
    const change = await recordEvent(em, BRANCH_RECORD_CHANGED, { kind: 'updated', branch: after! });
    return { change, departmentIds: departments.map((d) => d.id) };
  });
  await happened(ctx, BRANCH_RECORD_CHANGED, change);
  await publishDepartments(ctx, companyId, departmentIds);
  return change.branch;
}

/** Refused (409, nothing changed) while departments or employees are placed in the branch. */
export async function deleteBranch(ctx: RequestContext, companyId: number, id: number): Promise<boolean> {
  await authorize(ctx, companyId, 'branches.delete');
  const removed = await ctx.em.transactional(async (em) => {
    // The row lock makes placements that are being added wait, and then see the branch gone.
    const branch = await lockBranch(em, companyId, id);
    const [before] = await branchViews(em, [branch]);
    if (before!.departmentCount > 0 || before!.employeeCount > 0) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.branchInUse);
    }
    em.remove(branch);
    recordActivity(em, ctx, companyId, { entityType: 'branch', entityId: id, action: 'deleted', before });
    return recordEvent(em, BRANCH_RECORD_CHANGED, { kind: 'deleted', branch: before! });
  });
  await happened(ctx, BRANCH_RECORD_CHANGED, removed);
  return true;
}

/** Live changes to the branches the caller may read; checked when it starts. */
export async function branchChanges(ctx: RequestContext, companyId: number): Promise<AsyncIterable<BranchEvent>> {
  const scope = await requireStaffRead(ctx, companyId, 'branches.view');
  return structureEvents(ctx, scope, 'branch', ctx.app.events.subscribe('branchChanged', companyId));
}

/** Publishes fresh views of branches whose department count changed (after commit). */
export async function publishBranches(ctx: RequestContext, companyId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const branches = await ctx.em.fork().find(Branch, { company: companyId, id: { $in: unique } });
  const views = await branchViews(ctx.em, branches);
  await Promise.all(
    views.map((branch) => happened(ctx, BRANCH_CHANGED, { kind: 'updated', companyId, id: branch.id, branch })),
  );
}

async function lockBranch(em: EntityManager, companyId: number, id: number): Promise<Branch> {
  if (!validId(id)) throw branchNotFound();
  const branch = await em.findOne(Branch, { id, company: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!branch) throw branchNotFound();
  return branch;
}
