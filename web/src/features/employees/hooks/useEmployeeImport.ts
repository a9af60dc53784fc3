import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { IMPORT_MESSAGES } from '@staffpay/schema/staff/import.schemas';
import { EmployeesDocument, ImportEmployeesDocument, PreviewEmployeeImportDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { EMPLOYEES, IMPORT } from '../employees.messages';
import { fileToBase64, IMPORT_MAX_BYTES } from '../import-file';
import type { ImportPreviewData } from '../components/ImportPreview';

interface Picked {
  fileName: string;
  content: string;
}

/**
 * The import's two steps: a chosen file is read, sent to previewEmployeeImport and its totals
 * and row errors kept; `commit` imports it (all or nothing) and refreshes the lists.
 */
export function useEmployeeImport(companyId: number) {
  const client = useApolloClient();
  const [previewCall, previewState] = useMutation(PreviewEmployeeImportDocument);
  const [importCall, importState] = useMutation(ImportEmployeesDocument);
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [preview, setPreview] = useState<ImportPreviewData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Only the latest chosen file's check counts.
  const attempt = useRef(0);

  const choose = async (next: File | null) => {
    const mine = ++attempt.current;
    setFile(next);
    setPicked(null);
    setPreview(null);
    setProblem(null);
    if (!next) return;
    if (!/\.(csv|xlsx)$/i.test(next.name) || next.size > IMPORT_MAX_BYTES) {
      setProblem(IMPORT_MESSAGES.badFile);
      return;
    }
    try {
      const content = await fileToBase64(next);
      const { data } = await previewCall({ variables: { companyId, fileName: next.name, content } });
      if (mine !== attempt.current) return;
      setPicked({ fileName: next.name, content });
      setPreview(data?.previewEmployeeImport ?? null);
    } catch (e) {
      if (mine === attempt.current) setProblem(errorMessage(e, IMPORT.readFailed));
    }
  };

  const commit = async (): Promise<boolean> => {
    if (!picked) return false;
    try {
      const { data } = await importCall({ variables: { companyId, ...picked } });
      notifySuccess(IMPORT_MESSAGES.imported(data?.importEmployees.imported ?? 0), EMPLOYEES.successTitle);
      void client.refetchQueries({ include: [EmployeesDocument] }).catch(() => {});
      return true;
    } catch (e) {
      const message = errorMessage(e, IMPORT.failed);
      setProblem(message);
      notifyError(message);
      return false;
    }
  };

  return {
    file,
    choose,
    preview,
    problem,
    checking: previewState.loading,
    importing: importState.loading,
    canImport: Boolean(picked && preview && preview.errors.length === 0 && preview.valid > 0),
    commit,
  };
}
