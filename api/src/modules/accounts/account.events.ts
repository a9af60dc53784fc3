import { declareEvent, sent } from '../../shared/events';
import type { UserView } from './account.view';

/**
 * After the commit that ended sessions of `userId`: one (`sessionId`, a sign-out) or every
 * session of the user but `keep` (a password reset, a takeover by Google sign-in). Open sockets
 * of an ended session stop delivering at once (app/ws.ts).
 */
export interface SessionsEnded {
  /** The channel: the user's id, or an integration's (`integration:<id>`, shared/tenancy principalChannel). */
  userId: number | string;
  sessionId: string | null;
  keep: string | null;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** The user's own profile or preferences changed (any tab, any device). */
    meChanged: UserView;
    sessionsEnded: SessionsEnded;
  }
}

/** Sent on the user's channel. */
export const ME_CHANGED = declareEvent('meChanged', (view) => sent('meChanged', view.id, view));
/** Sent on the user's channel. */
export const SESSIONS_ENDED = declareEvent('sessionsEnded', (event) => sent('sessionsEnded', event.userId, event));

/** Whether the event ends this session. */
export function endsSession(event: Pick<SessionsEnded, 'sessionId' | 'keep'>, sessionId: string): boolean {
  // Signing out everywhere (a password reset) ends sessions, not API tokens: those end when revoked.
  if (event.sessionId === null) return event.keep !== sessionId && !sessionId.startsWith('token:');
  return event.sessionId === sessionId;
}
