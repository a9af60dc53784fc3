import {
  backupFileName,
  checkBackup,
  previewBackup,
  type BackupPreview,
} from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';

export type BackupFileCheck = { ok: true; preview: BackupPreview; text: string } | { ok: false; message: string };

/** A chosen file's text, checked as the server will check it, so a wrong file is refused before anything is sent. */
export function readBackupText(text: string): BackupFileCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: PROTECTION_MESSAGES.notJson };
  }
  const checked = checkBackup(value);
  // The file's own text is what is sent: a large file is not serialised again in the browser.
  return checked.ok ? { ok: true, preview: previewBackup(checked.document), text } : checked;
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
