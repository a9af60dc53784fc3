import type { UserView } from './account.view';

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by user id: the user's own profile or preferences changed (any tab, any device). */
    meChanged: UserView;
    /**
     * Scoped by user id, after the commit that ended sessions: one (`sessionId`, a sign-out) or
     * every session of the user but `keep` (a password reset, a takeover by Google sign-in).
     * Open sockets of an ended session stop delivering at once (app/ws.ts).
     */
    sessionsEnded: SessionsEnded;
  }
}

export interface SessionsEnded {
  sessionId: string | null;
  keep: string | null;
}

/** Whether the event ends this session. */
export function endsSession(event: SessionsEnded, sessionId: string): boolean {
  // Signing out everywhere (a password reset) ends sessions, not API tokens: those end when revoked.
  if (event.sessionId === null) return event.keep !== sessionId && !sessionId.startsWith('token:');
  return event.sessionId === sessionId;
}
