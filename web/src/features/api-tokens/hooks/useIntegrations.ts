import { useMutation, useQuery } from '@apollo/client/react';
import { API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import { INTEGRATION_MESSAGES } from '@staffpay/schema/api-tokens/integration.schemas';
import {
  CreateIntegrationDocument,
  CreateIntegrationTokenDocument,
  DeleteIntegrationDocument,
  IntegrationsDocument,
  RevokeApiTokenDocument,
  RotateIntegrationTokenDocument,
  UpdateIntegrationDocument,
  type IntegrationFieldsFragment,
  type IntegrationInput,
  type IntegrationTokenInput,
} from '@/gql/graphql';
import { errorFields, errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { API_TOKENS, INTEGRATIONS } from '../api-tokens.messages';
import type { CreateOutcome } from './useApiTokenActions';

export type Integration = IntegrationFieldsFragment;
export type IntegrationToken = Integration['tokens'][number];

/** The server's field errors a dialog shows under its fields (`scopes.0` is the scopes group's). */
function fieldErrorsOf(e: unknown, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errorFields(e))) {
    const field = key.split('.')[0] ?? key;
    if (fields.includes(field) && !out[field]) out[field] = message;
  }
  return out;
}

/**
 * The company's integrations with their tokens (owners only). As the tokens list, a settings list
 * without a push: each change refetches it; another tab sees it when the API tab next opens.
 */
export function useIntegrations(companyId: number) {
  const result = useQuery(IntegrationsDocument, { variables: { companyId }, fetchPolicy: 'cache-and-network' });
  const integrations = result.data?.integrations ?? null;
  return {
    integrations,
    loading: result.loading && !integrations,
    error: integrations ? undefined : result.error,
    retry: () => void result.refetch().catch(() => {}),
  };
}

/**
 * Creating, re-roling and deleting integrations, issuing, rotating and revoking their tokens. A
 * secret comes back once, asked with 'no-cache' so it never enters the Apollo cache.
 */
export function useIntegrationActions(companyId: number) {
  const refetchQueries = [{ query: IntegrationsDocument, variables: { companyId } }];
  const [createMutation, createState] = useMutation(CreateIntegrationDocument, { refetchQueries });
  const [updateMutation] = useMutation(UpdateIntegrationDocument, { refetchQueries });
  const [deleteMutation] = useMutation(DeleteIntegrationDocument, { refetchQueries });
  const [issueMutation, issueState] = useMutation(CreateIntegrationTokenDocument, {
    fetchPolicy: 'no-cache',
    refetchQueries,
  });
  const [rotateMutation, rotateState] = useMutation(RotateIntegrationTokenDocument, {
    fetchPolicy: 'no-cache',
    refetchQueries,
  });
  const [revokeMutation] = useMutation(RevokeApiTokenDocument, { refetchQueries });

  const create = async (input: IntegrationInput) => {
    try {
      await createMutation({ variables: { companyId, input } });
      return { ok: true as const };
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e, ['name', 'description', 'role']);
      if (Object.keys(fieldErrors).length === 0) notifyError(errorMessage(e, INTEGRATIONS.createFailed));
      return { ok: false as const, fieldErrors };
    }
  };

  const changeRole = async (id: number, role: string) => {
    try {
      await updateMutation({ variables: { id, input: { role } } });
      notifySuccess(INTEGRATIONS.roleChanged);
    } catch (e) {
      notifyError(errorMessage(e, INTEGRATIONS.updateFailed));
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteMutation({ variables: { id } });
      notifySuccess(INTEGRATION_MESSAGES.deleted);
    } catch (e) {
      notifyError(errorMessage(e, INTEGRATIONS.deleteFailed));
    }
  };

  const issue = async (integrationId: number, input: IntegrationTokenInput): Promise<CreateOutcome> => {
    try {
      const { data } = await issueMutation({ variables: { integrationId, input } });
      if (!data) throw new Error('no answer');
      const { id, name, token } = data.createIntegrationToken;
      return { ok: true, token: { id, name, secret: token } };
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e, ['name', 'scopes', 'expiresAt']);
      if (Object.keys(fieldErrors).length === 0) notifyError(errorMessage(e, INTEGRATIONS.issueFailed));
      return { ok: false, fieldErrors };
    }
  };

  const rotate = async (id: number, overlapHours: number): Promise<string | null> => {
    try {
      const { data } = await rotateMutation({ variables: { id, overlapHours } });
      return data?.rotateIntegrationToken.token ?? null;
    } catch (e) {
      notifyError(errorMessage(e, INTEGRATIONS.rotateFailed));
      return null;
    }
  };

  const revoke = async (id: number) => {
    try {
      await revokeMutation({ variables: { id } });
      notifySuccess(API_TOKEN_MESSAGES.revoked);
    } catch (e) {
      notifyError(errorMessage(e, API_TOKENS.revokeFailed));
    }
  };

  return {
    create,
    creating: createState.loading,
    changeRole,
    remove,
    issue,
    issuing: issueState.loading,
    rotate,
    rotating: rotateState.loading,
    revoke,
  };
}
