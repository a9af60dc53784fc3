import { COMPANY_ROLES } from '@staffpay/schema/auth/roles';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  BackupRefused,
  readBackupStream,
  type BackupReadHandlers,
  type RequestField,
} from '@staffpay/schema/data-protection/backup-reader';
import {
  BACKUP_SECTIONS,
  restoreRequestSchema,
  type BackupHead,
  type BackupRow,
} from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { AppError } from '../../shared/errors';
import { authorize, requireUser } from '../../shared/tenancy/membership';
import { intId } from '../../shared/rest';
import { findUnsafeText, unsafeTextError } from '../../shared/unsafe-text';
import { parse } from '../../shared/validation';
import { recordActivity } from '../activity';
import {
  announceAccessChanged,
  announceRestoredCompany,
  companyMembers,
  createCompanyFromBackup,
  demoteMembersWithout,
  loadCompany,
  replaceCompanySettings,
} from '../companies';
import { announceDashboardsReplaced } from '../dashboards';
import { announceDeveloperSettings, restoreDeveloperSettings } from '../developer-settings';
import { deleteImage } from '../images';
import { PAY_CHANGED } from '../pay-core';
import { publishRoleChanged } from '../roles';
import { announceStaffReplaced } from '../staff';
import { clearRecords, RecordsRestore, type ClearedRecords, type RestoredIds } from './restore-records';
import { spoolUpload } from './restore-upload';

const refuse = (message: string) => new AppError('BAD_USER_INPUT', message);

/** What the restore's query string names (`?mode=replace&companyId=`): known before the file is read. */
export interface RestoreTarget {
  mode?: string;
  companyId?: string;
  /** What the owner typed, for a file sent as the body itself (no request around it to carry it). */
  confirmName?: string;
}

/**
 * Decides from the query alone, before the body is read, whether the caller may restore there:
 * any user a new company, only the owner over an existing one; and counts the user's restores
 * (429 past RESTORES_PER_WINDOW), so a refused upload is never read. The service checks again
 * with the body, so a request that names its target only in the body is refused there instead.
 */
export async function admitRestore(ctx: RequestContext, target: RestoreTarget): Promise<void> {
  const userId = requireUser(ctx);
  await ctx.app.rateLimits.consume('restore', String(userId), PROTECTION_MESSAGES.tooManyRestores);
  if (target.mode === 'replace') await requireReplacer(ctx, intId(target.companyId));
}

async function requireReplacer(ctx: RequestContext, companyId: number): Promise<void> {
  const member = await authorize(ctx, companyId, 'settings.backup.create');
  if (member.role !== 'owner') throw new AppError('FORBIDDEN', PROTECTION_MESSAGES.ownerOnly);
}

type Fields = Partial<Record<RequestField, unknown>>;
type RestoreRequest = z.output<typeof restoreRequestSchema>;

/** A field of the body against the query's: each named in both places must agree. */
function agree(target: RestoreTarget, name: RequestField, value: unknown): void {
  const named = target[name];
  if (named !== undefined && value !== undefined && String(value) !== named) {
    throw refuse(PROTECTION_MESSAGES.targetMismatch);
  }
}

/** The request the body's fields and the query name together, with the caller's right to it checked. */
async function resolveRequest(ctx: RequestContext, fields: Fields, target: RestoreTarget): Promise<RestoreRequest> {
  const named = Object.fromEntries(Object.entries(target).filter(([, v]) => v !== undefined));
  const request = parse(restoreRequestSchema, { ...fields, ...named, backup: null });
  if (request.mode === 'replace') {
    await requireReplacer(ctx, request.companyId);
    if (request.confirmName !== undefined) await checkName(ctx, request.companyId, request.confirmName);
  }
  return request;
}

async function checkName(ctx: RequestContext, companyId: number, confirmName: string): Promise<void> {
  const company = await loadCompany(ctx.em, companyId);
  if (confirmName.trim() !== company.name.trim()) throw refuse(PROTECTION_MESSAGES.confirmMismatch);
}

/**
 * POST /api/database/restore. `new`: a new company owned by the caller, from the file. `replace`
 * (the company's owner; `confirmName`, when sent, must be its name): the company's records and
 * settings become the file's, its members stay (a member whose custom role the file lacks becomes
 * an employee). The body (the file, or a request wrapping it) is spooled to a private temporary
 * file first, so the transaction lasts as long as the disk takes, not as long as the upload; then
 * it is read as a stream, each row checked and written a page at a time in one transaction: a
 * file refused or failing anywhere changes nothing.
 */
export async function restoreBackup(
  ctx: RequestContext,
  body: AsyncIterable<Uint8Array>,
  target: RestoreTarget = {},
): Promise<{ companyId: number; created: boolean }> {
  const userId = requireUser(ctx);
  let done: { companyId: number; cleared: ClearedRecords | null; restored: RestoredIds };
  try {
    done = await spoolUpload(body, (file) => ctx.em.transactional((em) => restoreFile(ctx, em, userId, file, target)));
  } catch (error) {
    throw error instanceof BackupRefused ? refuse(error.message) : error;
  }
  await ctx.em.execute('analyze employees, employee_departments, employee_branches, ledger_records');
  if (done.cleared) await announceReplaced(ctx, done.companyId, done.cleared, done.restored);
  else await announceRestoredCompany(ctx, done.companyId, 'created');
  await announceDeveloperSettings(ctx, done.companyId);
  return { companyId: done.companyId, created: done.cleared === null };
}

/** The company's part of a restore, inside its transaction: where the file goes, then its rows as they come. */
async function restoreFile(
  ctx: RequestContext,
  em: EntityManager,
  userId: number,
  file: AsyncIterable<Uint8Array>,
  target: RestoreTarget,
) {
  const fields: Fields = {};
  let request: RestoreRequest | null = null;
  let companyId = 0;
  let cleared: ClearedRecords | null = null;
  let records: RecordsRestore | null = null;
  let fileHead: BackupHead | null = null;
  let logo: string | null = null;
  const written = () => records!;
  const rows = Object.fromEntries(
    BACKUP_SECTIONS.map((section) => [
      section,
      async (row: BackupRow<typeof section>) => {
        // What a form would refuse (NUL, lone surrogates) is refused in a file too, before PostgreSQL sees it.
        const unsafe = findUnsafeText(row, section);
        if (unsafe) throw unsafeTextError(unsafe);
        await written().row(section, row);
      },
    ]),
  ) as BackupReadHandlers['rows'];

  const read = readBackupStream(file, {
    field: (name, value) => {
      agree(target, name, value);
      // After the file began, its target is settled: a mode or company named later must be the same.
      const settled = request as Record<string, unknown> | null;
      if (settled && name !== 'confirmName' && String(value) !== String(settled[name])) {
        throw refuse(PROTECTION_MESSAGES.targetMismatch);
      }
      fields[name] = value;
    },
    beforeHead: async () => {
      request = await resolveRequest(ctx, fields, target);
    },
    head: async (head) => {
      fileHead = head;
      logo = head.company.logoImageId;
      const into = request!;
      if (into.mode === 'new') {
        companyId = await createCompanyFromBackup(em, userId, head.company, null);
      } else {
        companyId = into.companyId;
        const oldLogo = await replaceCompanySettings(em, companyId, head.company, null);
        cleared = await clearRecords(em, companyId);
        for (const id of [...cleared.photoIds, ...(oldLogo ? [oldLogo] : [])]) await deleteImage(em, id);
      }
      records = new RecordsRestore(em, companyId, userId);
    },
    rows,
    sectionEnd: async (section) => {
      await written().sectionEnd(section);
      // The logo is an image of the file, known once the images are written.
      if (section === 'images' && logo) {
        await written().settle();
        await replaceCompanySettings(em, companyId, fileHead!.company, written().images.get(logo)!);
      }
    },
  });
  // A page may still be in the database's hands when the file is refused: the transaction ends after it.
  const { head, counts } = await read.catch(async (error: unknown) => {
    await records?.settle().catch(() => {});
    throw error;
  });
  await written().settle();
  // A confirmation that came after the file is checked before anything is committed.
  const last = request!;
  if (last.mode === 'replace' && last.confirmName === undefined && typeof fields.confirmName === 'string') {
    await checkName(ctx, last.companyId, fields.confirmName);
  }
  const restore = written();
  if (cleared) await demoteMembersWithout(em, companyId, [...COMPANY_ROLES, ...restore.roleCodes]);
  const serviceLogo = head.developerSettings?.serviceLogoImageId;
  await restoreDeveloperSettings(
    em,
    companyId,
    head.developerSettings,
    serviceLogo ? restore.images.get(serviceLogo)! : null,
  );
  recordActivity(em, ctx, companyId, {
    entityType: 'company',
    entityId: companyId,
    action: 'restored',
    after: { mode: last.mode, backupCreatedAt: head.createdAt, counts },
  });
  return { companyId, cleared: cleared as ClearedRecords | null, restored: restore.ids() };
}

/** After a replace: every screen of the company shows the restored data, and members' grants are re-checked. */
async function announceReplaced(
  ctx: RequestContext,
  companyId: number,
  cleared: ClearedRecords,
  restored: RestoredIds,
): Promise<void> {
  await announceRestoredCompany(ctx, companyId, 'updated');
  await announceStaffReplaced(ctx, companyId, cleared, restored);
  await announceDashboardsReplaced(ctx, companyId, cleared.dashboards, restored.dashboards);
  await happened(ctx, PAY_CHANGED, {
    companyId,
    source: 'restore',
    action: 'replaced',
    id: companyId,
    employeeIds: null,
    dates: [],
  });
  await publishRoleChanged(ctx, companyId, null);
  await announceAccessChanged(ctx, companyId, await companyMembers(ctx.em.fork(), companyId));
}
