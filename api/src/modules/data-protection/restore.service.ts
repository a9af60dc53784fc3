import { announceDeveloperSettings } from '../developer-settings';
import { COMPANY_ROLES } from '@staffpay/schema/auth/roles';
import { brokenReference } from '@staffpay/schema/data-protection/backup-references';
import {
  checkBackup,
  previewBackup,
  restoreRequestSchema,
  type BackupDocument,
} from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { AppError } from '../../shared/errors';
import { authorize, requireUser } from '../../shared/tenancy/membership';
import { intId } from '../../shared/rest';
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
import { deleteImage, restoreImages } from '../images';
import { PAY_CHANGED } from '../pay-core';
import { publishRoleChanged } from '../roles';
import { announceStaffReplaced } from '../staff';
import { clearRecords, restoreRecords, type ClearedRecords, type RestoredIds } from './restore-records';

const refuse = (message: string) => new AppError('BAD_USER_INPUT', message);
const IMAGE_MESSAGES = { notImage: PROTECTION_MESSAGES.badImage, tooLarge: PROTECTION_MESSAGES.badImage };

/** The file's document, checked against its version and for references outside it; refused whole otherwise. */
export function readBackup(backup: unknown): BackupDocument {
  let value = backup;
  if (typeof backup === 'string') {
    try {
      value = JSON.parse(backup);
    } catch {
      throw refuse(PROTECTION_MESSAGES.notJson);
    }
  }
  const checked = checkBackup(value);
  if (!checked.ok) throw refuse(checked.message);
  const broken = brokenReference(checked.document);
  if (broken) throw refuse(broken);
  return checked.document;
}

/** What the restore's query string names (`?mode=replace&companyId=`): known before the file is read. */
export interface RestoreTarget {
  mode?: string;
  companyId?: string;
}

/**
 * Decides from the query alone, before the body is read, whether the caller may restore there:
 * any user a new company, only the owner over an existing one. The service checks again with
 * the body, so a request that names its target only in the body is refused there instead.
 */
export async function admitRestore(ctx: RequestContext, target: RestoreTarget): Promise<void> {
  requireUser(ctx);
  if (target.mode === 'replace') await requireReplacer(ctx, intId(target.companyId));
}

async function requireReplacer(ctx: RequestContext, companyId: number): Promise<void> {
  const member = await authorize(ctx, companyId, 'settings.backup.create');
  if (member.role !== 'owner') throw new AppError('FORBIDDEN', PROTECTION_MESSAGES.ownerOnly);
}

/** The body with the query's mode and company: each named in both places must agree. */
function withTarget(input: unknown, target: RestoreTarget): unknown {
  const named = Object.entries(target).filter(([, v]) => v !== undefined);
  if (named.length === 0 || typeof input !== 'object' || input === null) return input;
  const body = input as Record<string, unknown>;
  for (const [key, value] of named) {
    if (body[key] !== undefined && String(body[key]) !== value) throw refuse(PROTECTION_MESSAGES.targetMismatch);
  }
  return { ...body, ...Object.fromEntries(named) };
}

/**
 * POST /api/database/restore. `new`: a new company owned by the caller, from the file. `replace`
 * (the company's owner; `confirmName`, when sent, must be its name): the company's records and
 * settings become the file's, its members stay (a member whose custom role the file lacks becomes
 * an employee). One transaction: a file refused or failing midway changes nothing.
 */
export async function restoreBackup(
  ctx: RequestContext,
  input: unknown,
  target: RestoreTarget = {},
): Promise<{ companyId: number; created: boolean }> {
  const userId = requireUser(ctx);
  const request = parse(restoreRequestSchema, withTarget(input, target));
  if (request.mode === 'replace') {
    await requireReplacer(ctx, request.companyId);
    const company = await loadCompany(ctx.em, request.companyId);
    if (request.confirmName !== undefined && request.confirmName.trim() !== company.name.trim()) {
      throw refuse(PROTECTION_MESSAGES.confirmMismatch);
    }
  }
  const doc = readBackup(request.backup);
  const done = await ctx.em.transactional(async (em) => {
    const images = await restoreImages(em, doc.images, IMAGE_MESSAGES);
    const logo = doc.company.logoImageId ? images.get(doc.company.logoImageId)! : null;
    let companyId: number;
    let cleared: ClearedRecords | null = null;
    if (request.mode === 'new') {
      companyId = await createCompanyFromBackup(em, userId, doc.company, logo);
    } else {
      companyId = request.companyId;
      const oldLogo = await replaceCompanySettings(em, companyId, doc.company, logo);
      cleared = await clearRecords(em, companyId);
      for (const id of [...cleared.photoIds, ...(oldLogo ? [oldLogo] : [])]) await deleteImage(em, id);
      await demoteMembersWithout(em, companyId, [...COMPANY_ROLES, ...doc.roles.map((r) => r.code)]);
    }
    const restored = await restoreRecords(em, companyId, doc, images, userId);
    recordActivity(em, ctx, companyId, {
      entityType: 'company',
      entityId: companyId,
      action: 'restored',
      after: { mode: request.mode, backupCreatedAt: doc.createdAt, counts: previewBackup(doc).counts },
    });
    return { companyId, cleared, restored };
  });
  await ctx.em.execute('analyze employees, employee_departments, employee_branches, ledger_records');
  if (done.cleared) await announceReplaced(ctx, done.companyId, done.cleared, done.restored);
  else await announceRestoredCompany(ctx, done.companyId, 'created');
  await announceDeveloperSettings(ctx, done.companyId);
  return { companyId: done.companyId, created: done.cleared === null };
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
