import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieOptions, CookiePort, RequestContext } from '../../shared/context';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session-token';

/** The request's cookies and the reply's Set-Cookie, as a port services can use without Fastify. */
export function httpCookies(req: FastifyRequest, reply: FastifyReply): CookiePort {
  return {
    get: (name) => req.cookies[name],
    set: (name, value, options) => void reply.setCookie(name, value, options),
    clear: (name, options) => void reply.clearCookie(name, options),
  };
}

/** HttpOnly, SameSite=Lax, Secure whenever the public address is https. */
export function cookieOptions(ctx: RequestContext, path: string, maxAgeSeconds: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.app.config.APP_URL.startsWith('https://'),
    path,
    maxAge: maxAgeSeconds,
  };
}

export function setSessionCookie(ctx: RequestContext, token: string): void {
  ctx.cookies?.set(SESSION_COOKIE, token, cookieOptions(ctx, '/', Math.floor(SESSION_TTL_MS / 1000)));
}

export function clearSessionCookie(ctx: RequestContext): void {
  ctx.cookies?.clear(SESSION_COOKIE, cookieOptions(ctx, '/', 0));
}
