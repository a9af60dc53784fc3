import type { RequestContext } from '../../shared/context';
import { AppError, unauthenticated, type ErrorReason } from '../../shared/errors';
import { parse } from '../../shared/validation';
import { loginSchema } from '@staffpay/schema/accounts/account.schemas';
import { toUserView, type UserView } from './account.view';
import { verifyPassword } from './password';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { Session } from './session.entity';
import { openSession } from './session.service';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session-token';
import { User } from './user.entity';
import { happened } from '../../shared/events';
import { SESSIONS_ENDED } from './account.events';

export interface LoginResult {
  token: string;
  sessionId: string;
  user: UserView;
}

export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED' satisfies ErrorReason;

export const emailNotVerified = () => new AppError(EMAIL_NOT_VERIFIED, 'Подтвердите email, чтобы войти');

const wrongCredentials = () => new AppError('UNAUTHENTICATED', 'Неверный email или пароль');

/**
 * Password sign-in. Every attempt counts against the caller's IP and the address (a 429
 * once spent); a success clears the address's count. The password is checked before the
 * verification state, so "confirm your e-mail" is only said to someone who knows it.
 */
export async function login(ctx: RequestContext, input: unknown): Promise<LoginResult> {
  const { email, password } = parse(loginSchema, input);
  await ctx.app.rateLimits.consume('loginIp', ctx.ip);
  await ctx.app.rateLimits.consume('loginEmail', email);
  const user = await ctx.em.findOne(User, { email });
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) throw wrongCredentials();
  if (!user.emailVerifiedAt) throw emailNotVerified();
  await ctx.app.rateLimits.reset('loginEmail', email);
  return startSession(ctx, user);
}

/** Opens a session for a user already proven, sets the cookie and returns the bearer token too. */
export async function startSession(ctx: RequestContext, user: User): Promise<LoginResult> {
  await ctx.em.nativeDelete(Session, { user: user.id, expiresAt: { $lte: new Date() } });
  const { token, session } = await openSession(ctx.em, ctx.app, user, { ip: ctx.ip, userAgent: ctx.userAgent });
  setSessionCookie(ctx, token);
  return { token, sessionId: session.id, user: await toUserView(ctx, user) };
}

/** Ends the caller's session (if any) and clears the cookie; signing out twice is not an error. */
export async function logout(ctx: RequestContext): Promise<boolean> {
  // An API token is not a session: it ends only when revoked.
  if (ctx.auth && !ctx.auth.apiToken && ctx.auth.userId !== null) {
    await ctx.em.nativeDelete(Session, { id: ctx.auth.sessionId });
    await happened(ctx, SESSIONS_ENDED, { userId: ctx.auth.userId, sessionId: ctx.auth.sessionId, keep: null });
  }
  clearSessionCookie(ctx);
  return true;
}

/** Extends a live session by the full lifetime; an ended or expired one cannot be revived. */
export async function refreshSession(ctx: RequestContext): Promise<boolean> {
  const auth = ctx.auth;
  if (!auth) throw unauthenticated();
  const now = new Date();
  const extended = await ctx.em.nativeUpdate(
    Session,
    { id: auth.sessionId, expiresAt: { $gt: now } },
    { expiresAt: new Date(now.getTime() + SESSION_TTL_MS), lastSeenAt: now },
  );
  if (extended !== 1) throw unauthenticated();
  const cookie = ctx.cookies?.get(SESSION_COOKIE);
  if (auth.via === 'cookie' && cookie) setSessionCookie(ctx, cookie);
  return true;
}
