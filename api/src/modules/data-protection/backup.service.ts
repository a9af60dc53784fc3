import type { Readable } from 'node:stream';
import { backupFileName } from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { todayInZone } from '../../shared/calendar/calendar-dates';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { recordActivity } from '../activity';
import { loadCompany } from '../companies';
import { spoolBackup } from './backup-spool';

export interface BackupDownload {
  fileName: string;
  stream: Readable;
}

/** Companies whose backup this process is writing or sending: from the request until the download closes. */
const running = new Set<number>();

/**
 * POST /api/database/backup/company/{companyId} (settings.backup.create): the company's backup
 * file, read from one snapshot into a temporary file and then sent from it (backup-spool.ts).
 * One backup per company at a time: a second is refused (409) until the first download ends.
 * The download is logged before it starts; a failure while writing answers an error, not a
 * file cut short.
 */
export async function backupCompany(ctx: RequestContext, companyId: number): Promise<BackupDownload> {
  await authorize(ctx, companyId, 'settings.backup.create');
  if (running.has(companyId)) throw new AppError('CONFLICT', PROTECTION_MESSAGES.backupRunning);
  running.add(companyId);
  try {
    const now = new Date();
    const company = await loadCompany(ctx.em, companyId);
    await ctx.em.transactional(async (em) => {
      recordActivity(em, ctx, companyId, { entityType: 'company', entityId: companyId, action: 'backedUp' });
    });
    const stream = await spoolBackup(ctx.app, companyId, now);
    stream.once('close', () => running.delete(companyId));
    return { fileName: backupFileName(company.name, todayInZone(company.timezone, now)), stream };
  } catch (error) {
    running.delete(companyId);
    throw error;
  }
}
