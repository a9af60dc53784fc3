import { PassThrough, type Readable } from 'node:stream';
import { IsolationLevel } from '@mikro-orm/core';
import { backupFileName } from '@staffpay/schema/data-protection/backup.schemas';
import { todayInZone } from '../../shared/calendar/calendar-dates';
import type { RequestContext } from '../../shared/context';
import { requireMembership } from '../../shared/tenancy/membership';
import { recordActivity } from '../activity';
import { loadCompany } from '../companies';
import { writeBackup } from './backup-writer';

export interface BackupDownload {
  fileName: string;
  stream: Readable;
}

/**
 * POST /api/database/backup/company/{companyId} (settings.backup.create): the company's backup
 * file, streamed as it is read from one snapshot. The download is logged before it starts; a
 * failure midway cuts the file short, which a restore refuses as damaged.
 */
export async function backupCompany(ctx: RequestContext, companyId: number): Promise<BackupDownload> {
  await requireMembership(ctx, companyId, 'settings.backup.create');
  const now = new Date();
  const company = await loadCompany(ctx.em, companyId);
  await ctx.em.transactional(async (em) => {
    recordActivity(em, ctx, companyId, { entityType: 'company', entityId: companyId, action: 'backedUp' });
  });
  const stream = new PassThrough();
  const { app } = ctx;
  app.orm.em
    .fork()
    .transactional((tx) => writeBackup(tx, companyId, stream, now), {
      isolationLevel: IsolationLevel.REPEATABLE_READ,
      readOnly: true,
    })
    .then(
      () => stream.end(),
      (err: unknown) => {
        if (!stream.destroyed) app.log.error({ err, companyId }, 'backup failed');
        stream.destroy(err instanceof Error ? err : new Error('backup failed'));
      },
    );
  return { fileName: backupFileName(company.name, todayInZone(company.timezone, now)), stream };
}
