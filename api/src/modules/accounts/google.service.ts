import * as oidc from 'openid-client';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { cookieOptions } from './session-cookie';
import { googleClient, googleNotConfigured, googleRedirectUri } from './google-client';
import { startSession } from './login.service';
import { OAUTH_COOKIE, OAUTH_STATE_TTL_MS, openState, sealState } from './oauth-state';
import { Session } from './session.entity';
import { User } from './user.entity';
import { happened } from '../../shared/events';
import { SESSIONS_ENDED } from './account.events';

const COOKIE_PATH = '/api/auth/google';

/**
 * Starts Google sign-in: PKCE verifier, state and nonce go into a signed HttpOnly cookie
 * (10 minutes, sent only to /api/auth/google*), so the callback accepts only the browser
 * that started the flow. Returns the address the browser navigates to.
 */
export async function googleAuthUrl(ctx: RequestContext): Promise<string> {
  const { config } = ctx.app;
  if (!config.GOOGLE_CLIENT_ID) throw googleNotConfigured();
  if (!ctx.cookies) throw new AppError('BAD_USER_INPUT', 'Вход через Google доступен только по HTTP');
  const client = await googleClient(config).catch((error: unknown) => {
    ctx.app.log.warn({ err: error, issuer: config.GOOGLE_ISSUER }, 'Google discovery failed');
    throw new AppError('NOT_CONFIGURED', 'Ошибка Google авторизации');
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: googleRedirectUri(config),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'select_account',
  });
  const sealed = sealState(config.sessionSecret, {
    state,
    verifier,
    nonce,
    expiresAt: Date.now() + OAUTH_STATE_TTL_MS,
  });
  ctx.cookies.set(OAUTH_COOKIE, sealed, cookieOptions(ctx, COOKIE_PATH, OAUTH_STATE_TTL_MS / 1000));
  return url.href;
}

/**
 * The redirect target from Google. Exchanges the code (state, PKCE and nonce checked), signs
 * the Google account in, and answers with where the browser goes next: the success page with
 * a token, or the error page. Nothing is thrown: every failure ends on the error page.
 */
export async function googleCallback(ctx: RequestContext, search: string): Promise<string> {
  const { config } = ctx.app;
  const saved = openState(config.sessionSecret, ctx.cookies?.get(OAUTH_COOKIE));
  ctx.cookies?.clear(OAUTH_COOKIE, cookieOptions(ctx, COOKIE_PATH, 0));
  try {
    if (!saved) throw new Error('missing, altered or expired state cookie');
    const client = await googleClient(config);
    const current = new URL(`${googleRedirectUri(config)}?${search}`);
    const tokens = await oidc.authorizationCodeGrant(client, current, {
      pkceCodeVerifier: saved.verifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const userId = await linkGoogleAccount(ctx, {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
    });
    const { token } = await startSession(ctx, await ctx.em.findOneOrFail(User, userId));
    return `${config.APP_URL}/auth/google/success?token=${encodeURIComponent(token)}`;
  } catch (error) {
    ctx.app.log.warn({ err: error }, 'Google sign-in failed');
    return `${config.APP_URL}/auth/google/error`;
  }
}

interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Finds the account by Google subject, else links the account with the same (Google-verified)
 * address, else creates one; all are verified. When linking an account whose address was
 * never confirmed, its password is dropped and its sessions end: whoever set that password
 * never proved the address, and must not keep access to the real owner's account.
 */
async function linkGoogleAccount(ctx: RequestContext, g: GoogleIdentity): Promise<number> {
  let takenOver: number | null = null;
  const userId = await ctx.em.transactional(async (em) => {
    const known = await em.findOne(User, { googleSubject: g.sub });
    if (known) return known.id;
    if (!g.email || !g.emailVerified) throw new Error('Google did not confirm the e-mail address');
    const existing = await em.findOne(User, { email: g.email });
    if (existing) {
      if (existing.googleSubject) throw new Error('the account is linked to another Google account');
      if (!existing.emailVerifiedAt) {
        existing.passwordHash = null;
        existing.emailVerifiedAt = new Date();
        await em.nativeDelete(Session, { user: existing.id });
        takenOver = existing.id;
      }
      existing.googleSubject = g.sub;
      return existing.id;
    }
    const created = em.create(User, {
      firstName: (g.firstName ?? g.email.split('@')[0]).slice(0, 100),
      lastName: (g.lastName ?? '').slice(0, 100),
      email: g.email,
      googleSubject: g.sub,
      emailVerifiedAt: new Date(),
    });
    await em.flush();
    return created.id;
  });
  if (takenOver !== null) await happened(ctx, SESSIONS_ENDED, { userId: takenOver, sessionId: null, keep: null });
  return userId;
}
