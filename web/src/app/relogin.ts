import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';

/** Spec 2: the path used for a forced re-login (the server answers with a redirect to /auth/login). */
export const RELOGIN_PATH = '/api/login';

/** Pages that work without a session; an UNAUTHENTICATED answer there is a normal outcome (wrong password). */
const PUBLIC_PREFIXES = ['/auth/', '/invitations/', '/shared-dashboard/'];

/**
 * True when a call made from a signed-in page was refused for lack of a session (it expired, or the
 * user signed out in another tab): the browser then goes to sign in again.
 */
export function needsRelogin(error: ErrorLike, pathname: string): boolean {
  if (PUBLIC_PREFIXES.some((p) => pathname.startsWith(p))) return false;
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
