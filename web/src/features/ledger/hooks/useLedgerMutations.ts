import { useMutation } from '@apollo/client/react';
import {
  LedgerCreateRecordDocument,
  LedgerDeleteRecordDocument,
  LedgerUpdateRecordDocument,
  type LedgerRecordInput,
} from '@/gql/graphql';
import { errorFields, errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { LEDGER } from '../ledger.messages';

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

interface Texts {
  success: string;
  failure: string;
}

/**
 * Ledger writes with their toasts: the server's message when it gives one (e.g. 409
 * 'Период зафиксирован…'), otherwise the fallback. The lists refresh from the server (the
 * caller's `onSaved`, and every screen's pay events), since totals are the engine's.
 */
export function useLedgerMutations(companyId: number) {
  const [create, createState] = useMutation(LedgerCreateRecordDocument);
  const [update, updateState] = useMutation(LedgerUpdateRecordDocument);
  const [remove, removeState] = useMutation(LedgerDeleteRecordDocument);

  const attempt = async (run: () => Promise<unknown>, texts: Texts): Promise<SaveResult> => {
    try {
      await run();
      notifySuccess(texts.success, LEDGER.successTitle);
      return { ok: true };
    } catch (e) {
      notifyError(errorMessage(e, texts.failure));
      return { ok: false, fieldErrors: errorFields(e) };
    }
  };

  return {
    createRecord: (input: LedgerRecordInput, idempotencyKey: string, texts: Texts) =>
      attempt(() => create({ variables: { companyId, input, idempotencyKey } }), texts),
    updateRecord: (id: number, input: LedgerRecordInput, texts: Texts) =>
      attempt(() => update({ variables: { companyId, id, input } }), texts),
    deleteRecord: (id: number) =>
      attempt(() => remove({ variables: { companyId, id } }), {
        success: LEDGER.deleted,
        failure: LEDGER.deleteFailed,
      }),
    saving: createState.loading || updateState.loading,
    deleting: removeState.loading,
  };
}
