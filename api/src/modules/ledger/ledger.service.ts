import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { changeCursorKeys, changedSince } from '../../shared/change-feed';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  idempotencyKeySchema,
  ledgerCorrectionSchema,
  ledgerFilterSchema,
  ledgerRecordSchema,
  PAY_MESSAGES,
  type LedgerRecordData,
} from '@staffpay/schema/pay/pay.schemas';
import { z } from 'zod';
import { employeeExists, lockEmployee } from '../staff';
import type { RequestContext } from '../../shared/context';
import { happened, type Recorded } from '../../shared/events';
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
import { parse, validId } from '../../shared/validation';
import { recordActivity } from '../activity';
import { recordEvent } from '../outbox';
import { requirePayRead, resolvePeriod, assertPeriodsOpen, openFixesOverlapping } from '../pay-core';
import { correctionDate, fixedOn } from './ledger-correction';
import { LedgerRecord } from './ledger-record.entity';
import { countLedger, selectLedgerViews, type LedgerWhere } from './ledger-query';
import { toHistoryEntry, type LedgerHistoryEntry, type LedgerView } from './ledger.view';
import { companyToday } from '../companies';
import { LEDGER_RECORD_CREATED, LEDGER_RECORD_DELETED, LEDGER_RECORD_UPDATED } from './ledger.events';

/** Ours: the contract has no text for a key replayed with another body. */
export const LEDGER_MESSAGES = {
  idempotencyKeyReused: 'Ключ идемпотентности уже использован для другой записи',
} as const;

const IDEMPOTENCY_UNIQUE = 'ledger_records_company_id_idempotency_key_unique';

const recordNotFound = () => new AppError('NOT_FOUND', PAY_MESSAGES.recordNotFound);
const employeeNotFound = () => new AppError('NOT_FOUND', PAY_MESSAGES.employeeNotFound);
const employeeInvalid = () =>
  new AppError('BAD_USER_INPUT', PAY_MESSAGES.employeeNotFound, { employeeId: [PAY_MESSAGES.employeeNotFound] });

const keySchema = z.object({ idempotencyKey: idempotencyKeySchema.optional() });

/**
 * Books a bonus, penalty, advance or piecework payment (bonuses.create). With an idempotency key, a
 * retry in the same company books nothing and answers the first record; the key with another
 * body is refused (409).
 */
export async function createLedgerRecord(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
  idempotencyKey?: unknown,
): Promise<LedgerView> {
  await authorize(ctx, companyId, 'bonuses.create');
  const data = parse(ledgerRecordSchema, input);
  const key = parse(keySchema, { idempotencyKey: idempotencyKey ?? undefined }).idempotencyKey;
  if (key !== undefined) {
    const first = await replayOf(ctx.em, companyId, key, data);
    if (first) return first;
  }
  let view: Recorded<'ledgerRecordCreated'>;
  try {
    view = await ctx.em.transactional(async (em) => {
      await checkEmployee(em, companyId, data.employeeId);
      const appliedDate = data.appliedDate ?? (await companyToday(em, companyId));
      return insertRecord(em, ctx, companyId, data, {
        appliedDate,
        idempotencyKey: key ?? null,
        correctsRecordId: null,
      });
    });
  } catch (error) {
    if (key !== undefined && isIdempotencyClash(error)) {
      const first = await replayOf(ctx.em, companyId, key, data);
      if (first) return first;
    }
    throw error;
  }
  await happened(ctx, LEDGER_RECORD_CREATED, view);
  return view;
}

/**
 * The create path inside its transaction: the period lock on the date, the record, its activity
 * row and its outbox event. A new record and a correction are booked by it alike.
 */
async function insertRecord(
  em: EntityManager,
  ctx: RequestContext,
  companyId: number,
  data: Pick<LedgerRecordData, 'employeeId' | 'type' | 'amount' | 'reason' | 'quantity'>,
  at: { appliedDate: string; idempotencyKey: string | null; correctsRecordId: number | null },
): Promise<Recorded<'ledgerRecordCreated'>> {
  await assertPeriodsOpen(em, companyId, data.employeeId, [at.appliedDate]);
  const record = em.create(LedgerRecord, {
    company: companyId,
    employee: data.employeeId,
    ...fields(data),
    appliedDate: at.appliedDate,
    idempotencyKey: at.idempotencyKey,
    correctsRecord: at.correctsRecordId,
    createdBy: ctx.auth?.userId ?? null,
  });
  // The insert is flushed here so that a concurrent twin with the same key fails on the unique constraint now.
  await em.flush();
  const after = await viewOf(em, companyId, record.id);
  recordActivity(em, ctx, companyId, { entityType: 'ledgerRecord', entityId: record.id, action: 'created', after });
  return recordEvent(em, LEDGER_RECORD_CREATED, after);
}

/**
 * A correction after approval (bonuses.create, as booking a record): a record of a fixed period
 * stays as it was fixed, and the correction is a new record of the same employee, dated the
 * first day of the first later month without a fixed day, that names the original. Refused (409)
 * when the original is not in a fixed period (change the record itself), and as any new record
 * when that month is refused for another reason.
 */
export async function correctLedgerRecord(
  ctx: RequestContext,
  companyId: number,
  recordId: number,
  input: unknown,
): Promise<LedgerView> {
  await authorize(ctx, companyId, 'bonuses.create');
  const data = parse(ledgerCorrectionSchema, input);
  if (!validId(recordId)) throw recordNotFound();
  const view = await ctx.em.transactional(async (em) => {
    const original = await viewOf(em, companyId, recordId);
    // The employee's row is locked first, as a fix takes it: no fix or reopen moves underneath.
    await lockEmployee(em, companyId, original.employeeId);
    const fixes = await openFixesOverlapping(em, companyId, original.employeeId, {
      from: original.appliedDate,
      to: '9999-12-31',
    });
    if (!fixedOn(fixes, original.appliedDate)) throw new AppError('CONFLICT', PAY_MESSAGES.correctionOfOpenRecord);
    const appliedDate = correctionDate(original.appliedDate, fixes);
    return insertRecord(
      em,
      ctx,
      companyId,
      { ...data, employeeId: original.employeeId },
      { appliedDate, idempotencyKey: null, correctsRecordId: original.id },
    );
  });
  await happened(ctx, LEDGER_RECORD_CREATED, view);
  return view;
}

/** The company's records newest first (bonuses.view; the employee role: only its own), optionally within a period. */
export async function listLedgerRecords(
  ctx: RequestContext,
  companyId: number,
  filter: unknown,
  feed: { updatedSince?: unknown } = {},
): Promise<LedgerView[]> {
  const where = await readableLedger(ctx, companyId, filter);
  const changed = changedSince(feed);
  return where ? selectLedgerViews(ctx.em, { ...where, changed }) : [];
}

/**
 * One page of listLedgerRecords (Relay connection): the same access and filters, keyset over
 * (appliedDate, id) newest first, with an opaque cursor; one count and one page query.
 */
export async function ledgerRecordsConnection(
  ctx: RequestContext,
  companyId: number,
  args: PageArgs & { filter?: unknown; updatedSince?: unknown },
): Promise<Connection<LedgerView>> {
  const where = await readableLedger(ctx, companyId, args.filter);
  const first = pageSize(args.first);
  const changed = changedSince(args);
  const after = changed ? null : afterOf(args, ledgerCursor);
  if (!where) return emptyConnection();
  const [totalCount, rows] = await Promise.all([
    countLedger(ctx.em, { ...where, changed: changed && { since: changed.since, after: null } }),
    selectLedgerViews(ctx.em, { ...where, after, changed, limit: first + 1 }),
  ]);
  return connectionOf(rows, first, totalCount, changed ? changeCursorKeys : (r) => [r.appliedDate, r.id]);
}

const ledgerCursor = z.tuple([dateKey, idKey]);

/** What the caller may read of the company's ledger with this filter; null: nothing. */
async function readableLedger(ctx: RequestContext, companyId: number, filter: unknown): Promise<LedgerWhere | null> {
  const scope = await requirePayRead(ctx, companyId, 'bonuses.view');
  const f = parse(ledgerFilterSchema, filter ?? {});
  const raw = (filter && typeof filter === 'object' ? filter : {}) as Record<string, unknown>;
  const periodInput = { period: raw.period, from: raw.from, to: raw.to };
  const period = Object.values(periodInput).some((v) => v !== undefined && v !== null)
    ? resolvePeriod(periodInput, await companyToday(ctx.em, companyId))
    : undefined;
  let employeeId = f.employeeId;
  if (!scope.all) {
    if (scope.ownEmployeeId === null) return null;
    if (employeeId !== undefined && employeeId !== scope.ownEmployeeId) return null;
    employeeId = scope.ownEmployeeId;
  }
  return { companyId, employeeId, type: f.type, search: f.search || undefined, period };
}

/**
 * Replaces the record's fields (bonuses.edit); an absent appliedDate keeps the old date. Refused
 * (409) when the old or the new date lies in a fixed period of the old or the new employee.
 */
export async function updateLedgerRecord(
  ctx: RequestContext,
  companyId: number,
  id: number,
  input: unknown,
): Promise<LedgerView> {
  await authorize(ctx, companyId, 'bonuses.edit');
  const data = parse(ledgerRecordSchema, input);
  const change = await ctx.em.transactional(async (em) => {
    const record = await lockRecord(em, companyId, id);
    const was = await viewOf(em, companyId, id);
    const appliedDate = data.appliedDate ?? was.appliedDate;
    if (data.employeeId !== was.employeeId) {
      await checkEmployee(em, companyId, data.employeeId);
      await assertPeriodsOpen(em, companyId, was.employeeId, [was.appliedDate]);
      await assertPeriodsOpen(em, companyId, data.employeeId, [appliedDate]);
    } else {
      await assertPeriodsOpen(em, companyId, was.employeeId, [was.appliedDate, appliedDate]);
    }
    em.assign(record, { employee: data.employeeId, ...fields(data), appliedDate });
    await em.flush();
    const now = await viewOf(em, companyId, id);
    recordActivity(em, ctx, companyId, {
      entityType: 'ledgerRecord',
      entityId: id,
      action: 'updated',
      before: was,
      after: now,
    });
    return recordEvent(em, LEDGER_RECORD_UPDATED, { before: was, after: now });
  });
  await happened(ctx, LEDGER_RECORD_UPDATED, change);
  return change.after;
}

/** bonuses.delete; refused (409) when the record's date lies in a fixed period of its employee. */
export async function deleteLedgerRecord(ctx: RequestContext, companyId: number, id: number): Promise<boolean> {
  await authorize(ctx, companyId, 'bonuses.delete');
  const before = await ctx.em.transactional(async (em) => {
    const record = await lockRecord(em, companyId, id);
    const was = await viewOf(em, companyId, id);
    await assertPeriodsOpen(em, companyId, was.employeeId, [was.appliedDate]);
    em.remove(record);
    recordActivity(em, ctx, companyId, { entityType: 'ledgerRecord', entityId: id, action: 'deleted', before: was });
    return recordEvent(em, LEDGER_RECORD_DELETED, was);
  });
  await happened(ctx, LEDGER_RECORD_DELETED, before);
  return true;
}

/**
 * An employee's records newest first (bonuses.view, or the employee role for its own record). An
 * employee of another company, or another employee for the employee role, answers 404.
 */
export async function employeeLedgerHistory(
  ctx: RequestContext,
  companyId: number,
  employeeId: number,
): Promise<LedgerHistoryEntry[]> {
  const scope = await requirePayRead(ctx, companyId, 'bonuses.view');
  if (!validId(employeeId)) throw employeeNotFound();
  if (!scope.all && scope.ownEmployeeId !== employeeId) throw employeeNotFound();
  if (!(await employeeExists(ctx.em, companyId, employeeId))) throw employeeNotFound();
  const views = await selectLedgerViews(ctx.em, { companyId, employeeId });
  return views.map(toHistoryEntry);
}

function fields(data: Pick<LedgerRecordData, 'type' | 'amount' | 'reason' | 'quantity'>) {
  return {
    type: data.type,
    amount: money(data.amount),
    reason: data.reason,
    quantity: data.quantity,
  };
}

/** '1500' or '12.5' as numeric(14,2) prints it ('1500.00', '12.50'): the same text before and after a round trip. */
function money(amount: string): string {
  const [units = '0', cents = ''] = amount.split('.');
  return `${units.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
}

async function checkEmployee(em: EntityManager, companyId: number, employeeId: number): Promise<void> {
  if (!(await employeeExists(em, companyId, employeeId))) throw employeeInvalid();
}

async function lockRecord(em: EntityManager, companyId: number, id: number): Promise<LedgerRecord> {
  if (!validId(id)) throw recordNotFound();
  const record = await em.findOne(LedgerRecord, { id, company: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!record) throw recordNotFound();
  return record;
}

async function viewOf(em: EntityManager, companyId: number, id: number): Promise<LedgerView> {
  const [view] = await selectLedgerViews(em, { companyId, id });
  if (!view) throw recordNotFound();
  return view;
}

/**
 * The record first booked with `key`, when this request repeats it; null when the key is
 * unused. The date is compared only when the retry names one: a default of "today" may have
 * moved on since the first attempt.
 */
async function replayOf(
  em: EntityManager,
  companyId: number,
  key: string,
  data: LedgerRecordData,
): Promise<LedgerView | null> {
  const [first] = await selectLedgerViews(em, { companyId, idempotencyKey: key });
  if (!first) return null;
  const wanted = fields(data);
  const same =
    first.employeeId === data.employeeId &&
    first.type === wanted.type &&
    first.amount === wanted.amount &&
    first.reason === wanted.reason &&
    first.quantity === wanted.quantity &&
    (!data.appliedDate || first.appliedDate === data.appliedDate);
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED', LEDGER_MESSAGES.idempotencyKeyReused);
  return first;
}

function isIdempotencyClash(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException &&
    (error as { constraint?: string }).constraint === IDEMPOTENCY_UNIQUE
  );
}
