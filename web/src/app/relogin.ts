import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';

/** The path used for a forced re-login: GET /api/login redirects to the sign-in page (docs/api.md). */
export const RELOGIN_PATH = '/api/login';

/** Pages that work without a session; an UNAUTHENTICATED answer there is a normal outcome (wrong password). */
const PUBLIC_PREFIXES = ['/auth/', '/invitations/', '/shared-dashboard/'];

/**
 * True when a call made from a signed-in page was refused for lack of a session (it expired, or the
 * user signed out in another tab): the error monitor then tries to renew it, else the browser goes
 * to sign in again.
 */
export function needsRelogin(error: ErrorLike, pathname: string): boolean {
  if (PUBLIC_PREFIXES.some((p) => pathname.startsWith(p))) return false;
  if (ServerError.is(error)) return error.statusCode === 401;
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** A refused change is announced, and the browser leaves 500 ms later (docs/developer-settings.md). */
export const RELOGIN_DELAY_MS = 500;
export const RELOGIN_TITLE = 'Ошибка авторизации';
const RELOGIN_TEXT = 'Вы не авторизованы. Выполняется перенаправление...';
/** The ledger screen says it in its own words (the original's, kept: docs/architecture.md). */
const LEDGER_RELOGIN_TEXT = 'You are logged out. Logging in again...';

/** The toast's text for a change refused for lack of a session on this page. */
export function reloginText(pathname: string): string {
  return pathname === '/bonuses' || pathname.startsWith('/bonuses/') ? LEDGER_RELOGIN_TEXT : RELOGIN_TEXT;
}
