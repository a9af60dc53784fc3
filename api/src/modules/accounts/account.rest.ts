import type { FastifyReply } from 'fastify';
import { body, defineRoutes } from '../../shared/rest';
import { AppError } from '../../shared/errors';
import { googleAuthUrl, googleCallback } from './google.service';
import { EMAIL_NOT_VERIFIED, login, logout, refreshSession, type LoginResult } from './login.service';
import { forgotPassword, resetPassword } from './password-reset.service';
import { currentUser, setPreferences, updateProfile } from './profile.service';
import { register, resendVerification, verifyEmail } from './registration.service';

const success = () => ({ success: true });

/** An unverified sign-in answers 403 `{ message, reason }`, so the page can offer to resend the letter. */
type LoginOutcome = LoginResult | { refused: AppError };

async function loginOrRefusal(promise: Promise<LoginResult>): Promise<LoginOutcome> {
  try {
    return await promise;
  } catch (e) {
    if (e instanceof AppError && e.extensions.reason === EMAIL_NOT_VERIFIED) return { refused: e };
    throw e;
  }
}

function sendLogin(reply: FastifyReply, outcome: LoginOutcome) {
  if ('refused' in outcome) {
    return reply.status(outcome.refused.status).send({ message: outcome.refused.message, reason: EMAIL_NOT_VERIFIED });
  }
  return reply.send({ token: outcome.token, sessionId: outcome.sessionId, account: outcome.user });
}

export const accountRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    input: (req) => body(req),
    handler: (ctx, input) => loginOrRefusal(login(ctx, input)),
    send: sendLogin,
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, input) => register(ctx, input),
    output: success,
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'none',
    input: (req) => body(req),
    handler: (ctx, input) => verifyEmail(ctx, input),
    output: success,
  },
  {
    method: 'POST',
    path: '/api/auth/resend-verification',
    auth: 'none',
    input: (req) => body(req),
    handler: (ctx, input) => resendVerification(ctx, input),
    output: success,
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'none',
    input: (req) => body(req),
    handler: (ctx, input) => forgotPassword(ctx, input),
    output: success,
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    input: (req) => body(req),
    handler: (ctx, input) => resetPassword(ctx, input),
    output: success,
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    input: () => undefined,
    handler: (ctx) => refreshSession(ctx),
    output: success,
  },
  { method: 'GET', path: '/api/auth/user', input: () => undefined, handler: (ctx) => currentUser(ctx) },
  {
    method: 'PUT',
    path: '/api/auth/profile',
    input: (req) => body(req),
    // The documented body names the avatar `profileImageUrl`; absent keeps it, null removes it.
    handler: (ctx, input) =>
      updateProfile(ctx, 'profileImageUrl' in input ? { profileImage: input.profileImageUrl } : {}),
  },
  {
    method: 'POST',
    path: '/api/auth/preferences',
    input: (req) => body(req),
    handler: (ctx, input) => setPreferences(ctx, input),
  },
  {
    method: 'GET',
    path: '/api/auth/google',
    auth: 'none',
    input: () => undefined,
    handler: (ctx) => googleAuthUrl(ctx),
    output: (authUrl) => ({ authUrl }),
  },
  {
    method: 'GET',
    path: '/api/auth/google/callback',
    auth: 'none',
    input: (req) => req.url.slice(req.url.indexOf('?') + 1 || req.url.length),
    handler: (ctx, search) => googleCallback(ctx, search),
    send: (reply, target) => reply.redirect(target, 302),
  },
  {
    method: 'GET',
    path: '/api/logout',
    auth: 'none',
    input: () => undefined,
    handler: (ctx) => logout(ctx),
    send: (reply) => reply.redirect('/', 302),
  },
  {
    method: 'GET',
    path: '/api/login',
    auth: 'none',
    input: () => undefined,
    handler: async () => '/auth/login',
    send: (reply, target) => reply.redirect(target, 302),
  },
]);
