import { useApolloClient } from '@apollo/client/react';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CompaniesDocument } from '@/gql/graphql';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { readBackupFile, type BackupFileCheck } from '../backup-file';
import { failureText, postRestore } from '../protection-api';

/**
 * A restore in its steps: the chosen file is read and checked in the browser (the preview or why
 * not), then restored as a new company or over `company` (its owner, with the name typed as
 * confirmation). The restored new company becomes current once the companies list holds it.
 */
export function useRestore(company: { id: number } | null) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { companies, setCurrentCompany } = useCurrentCompany();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<BackupFileCheck | null>(null);
  const [busy, setBusy] = useState<'new' | 'replace' | null>(null);
  const [restoredId, setRestoredId] = useState<number | null>(null);
  // Only the latest chosen file's reading counts.
  const attempt = useRef(0);

  const choose = async (next: File | null) => {
    const mine = ++attempt.current;
    setFile(next);
    setCheck(null);
    setRestoredId(null);
    if (!next) return;
    const checked = await readBackupFile(next);
    if (mine === attempt.current) setCheck(checked);
  };

  const backup = check?.ok ? file : null;

  const restoreNew = async () => {
    if (!backup) return;
    setBusy('new');
    try {
      const companyId = await postRestore({ mode: 'new' }, backup);
      notifySuccess(PROTECTION_MESSAGES.restoreDone);
      setRestoredId(companyId);
      // The push brings the new company too; this covers a socket that is down.
      await client.refetchQueries({ include: [CompaniesDocument] }).catch(() => {});
    } catch (e) {
      notifyError(failureText(e, PROTECTION_MESSAGES.restoreFailed));
    } finally {
      setBusy(null);
    }
  };

  const replace = async (confirmName: string): Promise<boolean> => {
    if (!backup || !company) return false;
    setBusy('replace');
    try {
      await postRestore({ mode: 'replace', companyId: company.id, confirmName }, backup);
      notifySuccess(PROTECTION_MESSAGES.restoreDone);
      attempt.current++;
      setFile(null);
      setCheck(null);
      // Every open screen showed the data just replaced.
      await client.refetchQueries({ include: 'active' }).catch(() => {});
      return true;
    } catch (e) {
      notifyError(failureText(e, PROTECTION_MESSAGES.restoreFailed));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const restored = companies.find((c) => c.id === restoredId) ?? null;
  const openRestored = () => {
    if (!restored) return;
    setCurrentCompany(restored.id);
    navigate('/dashboard');
  };

  return {
    file,
    choose,
    check,
    busy,
    restoreNew,
    replace,
    /** A new company was restored (its id), whether or not the list holds it yet. */
    restoredId,
    openRestored: restored ? openRestored : null,
  };
}
