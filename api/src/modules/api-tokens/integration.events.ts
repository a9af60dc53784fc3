import { declareEvent, sent } from '../../shared/events';
import { integrationChannel } from '../../shared/tenancy/membership';

export interface IntegrationAccessChanged {
  integrationId: number;
  companyId: number;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** An integration's role changed or it was deleted: its live subscriptions re-read its grants. */
    integrationAccessChanged: IntegrationAccessChanged;
  }
}

/** Sent as `membershipChanged` on the integration's channel, which its tokens' subscriptions watch. */
export const INTEGRATION_ACCESS_CHANGED = declareEvent('integrationAccessChanged', ({ integrationId, companyId }) =>
  sent('membershipChanged', integrationChannel(integrationId), { userId: null, companyId }),
);
