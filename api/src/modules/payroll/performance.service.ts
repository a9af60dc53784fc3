import { withOwner } from '../../shared/field-guard/guard';
import { recordEvent } from '../outbox';
import {
  PERFORMANCE_RECORD_CREATED,
  PERFORMANCE_RECORD_DELETED,
  PERFORMANCE_RECORD_UPDATED,
} from './performance.events';
import { changeCursorKeys, changedSince, type ChangedSince } from '../../shared/change-feed';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_MESSAGES, performanceSchema, type PerformanceData } from '@staffpay/schema/pay/pay.schemas';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import type { FilterQuery } from '@mikro-orm/core';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import {
  afterOf,
  connectionOf,
  dateKey,
  emptyConnection,
  idKey,
  pageSize,
  type Connection,
  type PageArgs,
} from '../../shared/graphql/connection';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { recordActivity } from '../activity';
import { employeeDepartmentIds, lockEmployee } from '../staff';
import { assertTemplatesAssigned } from '../rule-templates';
import { toCardView, type EmployeeCardView } from './card.view';
import { computePayroll, monthOf, previewRecord } from '@staffpay/pay-engine/engine';
import type { Period, PerformanceRecord as EngineRecord } from '@staffpay/pay-engine/engine.types';
import { listedEmployee, requirePayRead, resolvePeriod, type PeriodArgs, assertPeriodsOpen } from '../pay-core';
import { loadPayroll } from './payroll-loader';
import { computePeriod } from './payroll-compute';
import { PerformanceRecord } from './performance-record.entity';
import { toPerformanceView, type PerformanceView } from './performance.view';
import { companyToday } from '../companies';

const recordNotFound = () => new AppError('NOT_FOUND', PAY_MESSAGES.recordNotFound);
const employeeMissing = () =>
  new AppError('BAD_USER_INPUT', PAY_MESSAGES.employeeNotFound, { employeeId: [PAY_MESSAGES.employeeNotFound] });

/**
 * The employee must be of the company and every bonus or penalty template of the record must be
 * active and assigned to them; the employee row is locked, so a concurrent fix of the same
 * employee waits for this write.
 */
export async function checkRecord(em: EntityManager, companyId: number, data: PerformanceData): Promise<void> {
  if (!(await lockEmployee(em, companyId, data.employeeId))) throw employeeMissing();
  const departmentIds = await employeeDepartmentIds(em, data.employeeId);
  await assertTemplatesAssigned(
    em,
    companyId,
    { id: data.employeeId, departmentIds },
    data.bonusRules,
    data.penaltyRules,
  );
}

function engineRecord(id: number, data: PerformanceData): EngineRecord {
  return {
    id,
    employeeId: data.employeeId,
    startDate: data.startDate,
    endDate: data.endDate,
    ordersCount: data.ordersCount,
    employeeProfit: data.employeeProfit,
    bonusRules: data.bonusRules,
    penaltyRules: data.penaltyRules,
  };
}

/** The card of one employee for a period, as the engine computes it from what is stored. */
export async function cardFor(em: EntityManager, companyId: number, employeeId: number, period: Period) {
  const { input, people } = await loadPayroll(em, companyId, period);
  const figures = computePayroll(input).byEmployee.get(employeeId)!;
  // The snapshot keeps each line's quantity, which the engine's lines leave out.
  const quantities = new Map(input.ledger.filter((r) => r.employeeId === employeeId).map((r) => [r.id, r.quantity]));
  return { card: toCardView(people.get(employeeId)!, figures), figures, quantities };
}

export interface SavedPerformance {
  record: PerformanceView;
  /** The employee's card for the month of the record's endDate, with the record. */
  card: EmployeeCardView;
}

/** POST /api/employee-performance: saves the record; the cards it affects change at once (event after commit). */
export async function savePerformance(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<SavedPerformance> {
  await authorize(ctx, companyId, 'salaries.create');
  const data = parse(performanceSchema, input);
  const record = await ctx.em.transactional(async (em) => {
    await checkRecord(em, companyId, data);
    await assertPeriodsOpen(em, companyId, data.employeeId, [data.endDate]);
    const created = await insertRecord(em, ctx, companyId, data);
    const view = toPerformanceView(created);
    recordActivity(em, ctx, companyId, {
      entityType: 'performanceRecord',
      entityId: view.id,
      action: 'created',
      after: view,
    });
    return recordEvent(em, PERFORMANCE_RECORD_CREATED, view);
  });
  await happened(ctx, PERFORMANCE_RECORD_CREATED, record);
  // The company's computation for the month, patched for this one employee (the publish above
  // marked them), rather than the whole company computed again for one card.
  const computed = await computePeriod(ctx.app, ctx.em, companyId, monthOf(record.endDate));
  const figures = computed.result.byEmployee.get(record.employeeId)!;
  return { record, card: toCardView(computed.people.get(record.employeeId)!, figures) };
}

/** Writes the record (inside the caller's transaction, after its checks). */
export async function insertRecord(
  em: EntityManager,
  ctx: RequestContext,
  companyId: number,
  data: PerformanceData,
): Promise<PerformanceRecord> {
  const created = em.create(PerformanceRecord, {
    company: companyId,
    employee: data.employeeId,
    ...fields(data),
    createdBy: ctx.auth?.userId ?? null,
  });
  await em.flush();
  return created;
}

function fields(data: PerformanceData) {
  return {
    startDate: data.startDate,
    endDate: data.endDate,
    ordersCount: data.ordersCount,
    employeeProfit: data.employeeProfit,
    bonusRules: data.bonusRules,
    penaltyRules: data.penaltyRules,
  };
}

export interface PerformancePreview {
  period: Period;
  before: EmployeeCardView;
  after: EmployeeCardView;
  added: ReturnType<typeof previewRecord>['added'];
}

/**
 * POST /api/apply-employee-rules: what the record would add to the employee's card for the month
 * of its endDate, computed exactly as saving it would (the engine adds it to the stored facts),
 * writing nothing.
 */
export async function previewPerformance(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<PerformancePreview> {
  await authorize(ctx, companyId, 'salaries.view');
  const data = parse(performanceSchema, input);
  const period = monthOf(data.endDate);
  const em = ctx.em.fork();
  const loaded = await em.transactional(async (tx) => {
    await checkRecord(tx, companyId, data);
    return loadPayroll(tx, companyId, period);
  });
  const preview = previewRecord(loaded.input, engineRecord(0, data));
  const person = loaded.people.get(data.employeeId)!;
  const answer = {
    period,
    before: toCardView(person, preview.before),
    after: toCardView(person, preview.after),
    added: preview.added,
  };
  return withOwner(answer, 'employeeId', data.employeeId);
}

/**
 * The company's performance records of a period (newest first); the employee role sees their own.
 * With `updatedSince`: those changed since, of every period unless one is asked, in the change order.
 */
export async function listPerformance(
  ctx: RequestContext,
  companyId: number,
  args: { employeeId?: unknown; period: PeriodArgs; updatedSince?: unknown },
): Promise<PerformanceView[]> {
  const changed = changedSince(args);
  const where = await readablePerformance(ctx, companyId, args, changed);
  if (!where) return [];
  const records = await ctx.em.find(PerformanceRecord, changed ? changedFrom(where, changed) : where, {
    orderBy: changed ? CHANGE_ORDER : { endDate: 'desc', id: 'desc' },
  });
  return records.map(toPerformanceView);
}

const CHANGE_ORDER = { updatedAt: 'asc', id: 'asc' } as const;

/** `where` narrowed to the records changed since, after the change order's keyset. */
function changedFrom(where: FilterQuery<PerformanceRecord>, changed: ChangedSince): FilterQuery<PerformanceRecord> {
  const since: FilterQuery<PerformanceRecord> = { $and: [where, { updatedAt: { $gte: changed.since } }] };
  if (!changed.after) return since;
  const at = new Date(changed.after[0]);
  return { $and: [since, { $or: [{ updatedAt: { $gt: at } }, { updatedAt: at, id: { $gt: changed.after[1] } }] }] };
}

/**
 * One page of listPerformance (Relay connection): the same access, employee and period, keyset
 * over (endDate, id) newest first, with an opaque cursor; one count and one page query.
 */
export async function performanceRecordsConnection(
  ctx: RequestContext,
  companyId: number,
  args: PageArgs & { employeeId?: unknown; period: PeriodArgs; updatedSince?: unknown },
): Promise<Connection<PerformanceView>> {
  const changed = changedSince(args);
  const where = await readablePerformance(ctx, companyId, args, changed);
  const first = pageSize(args.first);
  if (!where) return emptyConnection();
  if (changed) {
    const [totalCount, records] = await Promise.all([
      ctx.em.count(PerformanceRecord, changedFrom(where, { since: changed.since, after: null })),
      ctx.em.find(PerformanceRecord, changedFrom(where, changed), { orderBy: CHANGE_ORDER, limit: first + 1 }),
    ]);
    return connectionOf(records.map(toPerformanceView), first, totalCount, changeCursorKeys);
  }
  const after = afterOf(args, performanceCursor);
  const page: FilterQuery<PerformanceRecord> = after
    ? { $and: [where, { $or: [{ endDate: { $lt: after[0] } }, { endDate: after[0], id: { $lt: after[1] } }] }] }
    : where;
  const [totalCount, records] = await Promise.all([
    ctx.em.count(PerformanceRecord, where),
    ctx.em.find(PerformanceRecord, page, { orderBy: { endDate: 'desc', id: 'desc' }, limit: first + 1 }),
  ]);
  return connectionOf(records.map(toPerformanceView), first, totalCount, (r) => [r.endDate, r.id]);
}

const performanceCursor = z.tuple([dateKey, idKey]);

/** What the caller may read of the company's performance records; null: nothing. */
async function readablePerformance(
  ctx: RequestContext,
  companyId: number,
  args: { employeeId?: unknown; period: PeriodArgs },
  changed: ChangedSince | null = null,
): Promise<FilterQuery<PerformanceRecord> | null> {
  const scope = await requirePayRead(ctx, companyId);
  const listed = listedEmployee(scope, args.employeeId);
  // The change feed reads every period unless one is asked; the plain list defaults to this month.
  const asked = Object.values(args.period ?? {}).some((v) => v !== undefined && v !== null);
  const period = changed && !asked ? null : resolvePeriod(args.period, await companyToday(ctx.em, companyId));
  if (!listed) return null;
  return {
    company: companyId,
    ...(period ? { endDate: { $gte: period.from, $lte: period.to } } : {}),
    ...('employeeId' in listed ? { employee: listed.employeeId } : {}),
  };
}

/** PUT /api/employee-performance/{id}: replaces the record; both its old and new dates must be open. */
export async function updatePerformance(
  ctx: RequestContext,
  companyId: number,
  id: number,
  input: unknown,
): Promise<PerformanceView> {
  await authorize(ctx, companyId, 'salaries.edit');
  const data = parse(performanceSchema, input);
  const change = await ctx.em.transactional(async (em) => {
    const record = await em.findOne(PerformanceRecord, { id, company: companyId });
    if (!record) throw recordNotFound();
    const was = toPerformanceView(record);
    await checkRecord(em, companyId, data);
    await assertPeriodsOpen(em, companyId, was.employeeId, [was.endDate]);
    await assertPeriodsOpen(em, companyId, data.employeeId, [data.endDate]);
    em.assign(record, { employee: data.employeeId, ...fields(data) });
    await em.flush();
    const now = toPerformanceView(record);
    recordActivity(em, ctx, companyId, {
      entityType: 'performanceRecord',
      entityId: id,
      action: 'updated',
      before: was,
      after: now,
    });
    return recordEvent(em, PERFORMANCE_RECORD_UPDATED, { before: was, after: now });
  });
  await happened(ctx, PERFORMANCE_RECORD_UPDATED, change);
  return change.after;
}

export async function deletePerformance(ctx: RequestContext, companyId: number, id: number): Promise<void> {
  await authorize(ctx, companyId, 'salaries.delete');
  const before = await ctx.em.transactional(async (em) => {
    const record = await em.findOne(PerformanceRecord, { id, company: companyId });
    if (!record) throw recordNotFound();
    const was = toPerformanceView(record);
    await assertPeriodsOpen(em, companyId, was.employeeId, [was.endDate]);
    em.remove(record);
    recordActivity(em, ctx, companyId, {
      entityType: 'performanceRecord',
      entityId: id,
      action: 'deleted',
      before: was,
    });
    await em.flush();
    return recordEvent(em, PERFORMANCE_RECORD_DELETED, was);
  });
  await happened(ctx, PERFORMANCE_RECORD_DELETED, before);
}
