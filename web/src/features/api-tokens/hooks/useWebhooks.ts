import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_MESSAGES } from '@staffpay/schema/webhooks/webhook.schemas';
import {
  PingWebhookDocument,
  RedeliverFailedWebhookDeliveriesDocument,
  RollWebhookSecretDocument,
  WebhooksDocument,
  type WebhookRowFieldsFragment,
} from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { WEBHOOKS } from '../webhooks.messages';

export type WebhookRow = WebhookRowFieldsFragment;

/**
 * The company's webhooks (settings.webhooks) and the panel's actions: a ping, a secret roll (its
 * answer asked with 'no-cache', so the secret never enters the Apollo cache) and "everything
 * failed since". A settings list: refetched after a roll, no subscription.
 */
export function useWebhooks(companyId: number) {
  const result = useQuery(WebhooksDocument, { variables: { companyId }, fetchPolicy: 'cache-and-network' });
  const webhooks = result.data?.webhooks ?? null;
  const refetchQueries = [{ query: WebhooksDocument, variables: { companyId } }];
  const [pingMutation] = useMutation(PingWebhookDocument);
  const [rollMutation] = useMutation(RollWebhookSecretDocument, { fetchPolicy: 'no-cache', refetchQueries });
  const [redeliverMutation] = useMutation(RedeliverFailedWebhookDeliveriesDocument);

  const ping = async (id: number) => {
    try {
      await pingMutation({ variables: { companyId, id } });
      notifySuccess(WEBHOOK_MESSAGES.pinged);
    } catch (e) {
      notifyError(errorMessage(e, WEBHOOKS.pingFailed));
    }
  };

  /** The new secret and until when the old one signs, or null when refused (told in a toast). */
  const roll = async (id: number): Promise<{ secret: string; previousSecretExpiresAt: string | null } | null> => {
    try {
      const { data } = await rollMutation({ variables: { companyId, id } });
      if (!data) throw new Error('no answer');
      const { secret, previousSecretExpiresAt } = data.rollWebhookSecret;
      return { secret, previousSecretExpiresAt: previousSecretExpiresAt ?? null };
    } catch (e) {
      notifyError(errorMessage(e, WEBHOOKS.rollFailed));
      return null;
    }
  };

  const redeliverFailed = async (webhookId: number, since: string): Promise<boolean> => {
    try {
      const { data } = await redeliverMutation({ variables: { companyId, webhookId, since } });
      notifySuccess(WEBHOOK_MESSAGES.queued(data?.redeliverFailedWebhookDeliveries ?? 0));
      return true;
    } catch (e) {
      notifyError(errorMessage(e, WEBHOOKS.redeliverFailed));
      return false;
    }
  };

  return {
    webhooks,
    loading: result.loading && !webhooks,
    error: webhooks ? undefined : result.error,
    retry: () => void result.refetch().catch(() => {}),
    ping,
    roll,
    redeliverFailed,
  };
}
