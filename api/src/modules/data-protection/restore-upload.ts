import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { AppError } from '../../shared/errors';
import { collectingEvery } from '../../shared/memory/collect-garbage';

/** Read from the spooled file in slices of this size: a slice's rows are handled before the next is read. */
const READ_CHUNK = 64 * 1024;
/** A full collection after every this much of the file: the restore's peak memory stays near the idle process's. */
const COLLECT_EVERY = 8 * 1024 * 1024;

/**
 * Writes a restore's upload to a private temporary file (mode 0600, in the system's temp folder),
 * then hands `use` a stream of it and deletes it after. The restore's transaction, and its pool
 * connection, then last as long as the disk takes to read, never as long as a slow client takes to
 * send: ten slow uploads hold ten files, not the pool. Nothing of the file is kept in memory.
 */
export async function spoolUpload<T>(
  body: AsyncIterable<Uint8Array>,
  use: (file: AsyncIterable<Uint8Array>) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'staffpay-restore-'));
  try {
    const file = path.join(dir, 'upload.json');
    await pipeline(body, createWriteStream(file, { mode: 0o600 })).catch((error: NodeJS.ErrnoException) => {
      // The client went away mid-upload: its request, not the server, failed (and nothing was written).
      if (error.code === 'ECONNRESET' || error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message === 'aborted') {
        throw new AppError('BAD_USER_INPUT', PROTECTION_MESSAGES.uploadCut);
      }
      throw error;
    });
    return await use(collectingEvery(createReadStream(file, { highWaterMark: READ_CHUNK }), COLLECT_EVERY));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
