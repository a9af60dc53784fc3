import type { ClientErrorView } from './client-error.view';

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by company id: the latest client errors, after a member's browser reported more. */
    clientErrorsChanged: ClientErrorView[];
  }
}
