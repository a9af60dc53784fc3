import { BackupRefused, readBackupStream, type BackupSource } from '@staffpay/schema/data-protection/backup-reader';
import { backupFileName, type BackupPreview } from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION } from './data-protection.messages';

export type BackupFileCheck = { ok: true; preview: BackupPreview } | { ok: false; message: string };

/** Slices read where a Blob has no stream() (older engines, jsdom): a megabyte at a time. */
const SLICE = 1 << 20;

async function* slicesOf(blob: Blob): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < blob.size; at += SLICE) yield new Uint8Array(await blob.slice(at, at + SLICE).arrayBuffer());
}

const chunksOf = (file: Blob): BackupSource =>
  typeof file.stream === 'function' ? (file.stream() as BackupSource) : slicesOf(file);

/**
 * A chosen file, read as a stream and checked row by row as the server will check it (the
 * contract's reader), so a wrong file is refused before anything is sent: its name, date and
 * per-section counts, never its whole text in memory. The file itself is what is sent.
 */
export async function readBackupFile(file: Blob): Promise<BackupFileCheck> {
  try {
    const { head, counts } = await readBackupStream(chunksOf(file));
    return {
      ok: true,
      preview: { companyName: head.company.name, createdAt: head.createdAt, version: head.version, counts },
    };
  } catch (error) {
    if (error instanceof BackupRefused) return { ok: false, message: error.message };
    // The browser could not read the file (moved, permissions): not the file's fault.
    return { ok: false, message: PROTECTION.readFailed };
  }
}

/**
 * The download's name: the UTF-8 one the server sends in `filename*` (the plain `filename` is
 * only its ASCII stand-in), else the contract's name for the company and day.
 */
export function backupDownloadName(disposition: string | null, companyName: string, day: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the contract's name below.
    }
  }
  return backupFileName(companyName, day);
}
