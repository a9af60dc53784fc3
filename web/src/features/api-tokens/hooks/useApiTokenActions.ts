import { useMutation } from '@apollo/client/react';
import { API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument, type ApiTokenInput } from '@/gql/graphql';
import { errorFields, errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { API_TOKENS } from '../api-tokens.messages';

const FORM_FIELDS = new Set(['name', 'scopes', 'expiresAt']);

/** The server's field errors the dialog can show: `scopes.0` is the scopes group's; others are dropped. */
function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.split('.')[0] ?? key;
    if (FORM_FIELDS.has(field) && !out[field]) out[field] = message;
  }
  return out;
}

export type CreateOutcome =
  | { ok: true; token: { id: number; name: string; secret: string } }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Creating and revoking a token. Each refetches the tokens list of this tab (no push exists for
 * tokens; other tabs ask again when the API tab next opens). The created token's answer is asked
 * with 'no-cache': its secret is handed to the dialog only and never written to the Apollo cache,
 * so closing the dialog forgets it.
 */
export function useApiTokenActions(companyId: number) {
  const refetchQueries = [{ query: ApiTokensDocument, variables: { companyId } }];
  const [createMutation, createState] = useMutation(CreateApiTokenDocument, {
    fetchPolicy: 'no-cache',
    refetchQueries,
  });
  const [revokeMutation, revokeState] = useMutation(RevokeApiTokenDocument, { refetchQueries });

  /** The secret comes back once; the dialog shows it with API_TOKEN_MESSAGES.created (no toast over it). */
  const create = async (input: ApiTokenInput): Promise<CreateOutcome> => {
    try {
      const { data } = await createMutation({ variables: { companyId, input } });
      if (!data) throw new Error('no answer');
      const { id, name, token } = data.createApiToken;
      return { ok: true, token: { id, name, secret: token } };
    } catch (e) {
      const fieldErrors = formFieldErrors(errorFields(e));
      // A refusal of the form's fields is shown under them; anything else as a toast with the server's message.
      if (Object.keys(fieldErrors).length === 0) notifyError(errorMessage(e, API_TOKENS.createFailed));
      return { ok: false, fieldErrors };
    }
  };

  const revoke = async (id: number): Promise<boolean> => {
    try {
      await revokeMutation({ variables: { id } });
      notifySuccess(API_TOKEN_MESSAGES.revoked);
      return true;
    } catch (e) {
      notifyError(errorMessage(e, API_TOKENS.revokeFailed));
      return false;
    }
  };

  return { create, creating: createState.loading, revoke, revoking: revokeState.loading };
}
