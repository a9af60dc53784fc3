import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import type { AppDeps } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { writeBackup } from './backup-writer';

/** A download whose reader takes nothing for this long is cut off, and its file let go. */
export const BACKUP_STALL_MS = 5 * 60_000;

/** The advisory lock's first key (the second is the company): one backup per company across replicas. */
const BACKUP_LOCK = 0x5b_ac_c0;

/**
 * Writes the company's backup to a private temporary file in one repeatable-read, read-only
 * transaction, then hands back a stream of that file. The transaction, and its pool connection,
 * last as long as the disk takes, never as long as a client takes to read: a reader that never
 * reads pins a file, not the database. The file is deleted when the stream closes.
 */
export async function spoolBackup(app: AppDeps, companyId: number, now: Date): Promise<Readable> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'staffpay-backup-'));
  const file = path.join(dir, 'backup.json');
  const drop = () => rm(dir, { recursive: true, force: true });
  try {
    const out = createWriteStream(file, { mode: 0o600 });
    try {
      await app.orm.em.fork().transactional(
        async (tx) => {
          await lockBackup(tx, companyId);
          await writeBackup(tx, companyId, out, now);
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
      );
    } catch (error) {
      out.destroy();
      throw error;
    }
    out.end();
    await once(out, 'finish');
  } catch (error) {
    await drop();
    throw error;
  }
  const stream = createReadStream(file);
  stream.once('close', () => void drop());
  return stallGuard(stream, BACKUP_STALL_MS);
}

/** Another replica writing this company's backup right now: refused rather than queued. */
async function lockBackup(tx: EntityManager, companyId: number): Promise<void> {
  const [row] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?, ?) as locked', [
    BACKUP_LOCK,
    companyId,
  ]);
  if (!row?.locked) throw new AppError('CONFLICT', PROTECTION_MESSAGES.backupRunning);
}

/** Destroys `stream` once its reader has taken nothing for `ms`: whoever pipes it sees the error and lets go. */
export function stallGuard<S extends Readable>(stream: S, ms: number): S {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => stream.destroy(new Error('backup reader stalled')), ms).unref();
  };
  arm();
  stream.on('data', arm);
  stream.once('close', () => clearTimeout(timer));
  return stream;
}
