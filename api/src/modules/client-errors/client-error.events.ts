import { declareEvent, sent } from '../../shared/events';
import type { ClientErrorView } from './client-error.view';

/** The company's latest client errors, after a member's browser reported more. */
export interface ClientErrorsChanged {
  companyId: number;
  errors: ClientErrorView[];
}

declare module '../../shared/events' {
  interface DomainEvents {
    clientErrorsChanged: ClientErrorsChanged;
  }
}

/** Sent on the company's channel. */
export const CLIENT_ERRORS_CHANGED = declareEvent('clientErrorsChanged', (event) =>
  sent('clientErrorsChanged', event.companyId, event),
);
