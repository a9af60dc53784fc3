import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { useState } from 'react';
import { todayInZone } from '@/shared/format/months';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { backupDownloadName } from '../backup-file';
import { saveBlob } from '@/shared/ui/save-blob';
import { fetchBackup } from '../protection-api';

/** Downloads the company's backup as the server names it; a failure is logged and told. */
export function useBackupDownload(company: { id: number; name: string; timezone: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, disposition } = await fetchBackup(company.id);
      saveBlob(blob, backupDownloadName(disposition, company.name, todayInZone(company.timezone)));
      notifySuccess(PROTECTION_MESSAGES.backupDone);
    } catch (e) {
      console.warn(PROTECTION_MESSAGES.backupFailed, e);
      notifyError(PROTECTION_MESSAGES.backupFailed);
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
