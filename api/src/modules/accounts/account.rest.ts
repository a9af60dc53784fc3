import type { FastifyReply } from 'fastify';
import { body, defineRoutes, successBody, UPLOAD_BODY_LIMIT } from '../../shared/rest';
import { z } from 'zod';
import {
  emailOnlySchema,
  loginSchema,
  preferencesSchema,
  registerSchema,
  updateProfileSchema,
  resetPasswordSchema,
  tokenOnlySchema,
} from '@staffpay/schema/accounts/account.schemas';
import { AppError, errorBody } from '../../shared/errors';
import { googleAuthUrl, googleCallback } from './google.service';
import { EMAIL_NOT_VERIFIED, login, logout, refreshSession, type LoginResult } from './login.service';
import { forgotPassword, resetPassword } from './password-reset.service';
import { currentUser, setPreferences, updateProfile } from './profile.service';
import { register, resendVerification, verifyEmail } from './registration.service';
import { loginAnswer, userAnswer } from '@staffpay/schema/accounts/account.responses';

/** The documented body names the avatar `profileImageUrl`: a data URL sets it, null removes it. */
const profileBody = z.object({ profileImageUrl: updateProfileSchema.shape.profileImage });

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
    return reply.status(outcome.refused.status).send(errorBody(outcome.refused, reply.request.id));
  }
  return reply.send({ token: outcome.token, sessionId: outcome.sessionId, account: outcome.user });
}

export const accountRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/auth/login',
      doc: {
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: loginAnswer,
        responses: { 403: 'The e-mail is not confirmed yet: `{ message, reason }`' },
      },
      auth: 'none',
      input: (req) => body(req),
      handler: (ctx, input) => loginOrRefusal(login(ctx, input)),
      send: sendLogin,
    },
    {
      method: 'POST',
      path: '/api/auth/register',
      doc: { summary: 'Register; sends the confirmation letter', body: registerSchema, response: successBody },
      auth: 'none',
      status: 201,
      input: (req) => body(req),
      handler: (ctx, input) => register(ctx, input),
      output: success,
    },
    {
      method: 'POST',
      path: '/api/auth/verify-email',
      doc: {
        summary: 'Confirm the e-mail with the token from the letter',
        body: tokenOnlySchema,
        response: successBody,
      },
      auth: 'none',
      input: (req) => body(req),
      handler: (ctx, input) => verifyEmail(ctx, input),
      output: success,
    },
    {
      method: 'POST',
      path: '/api/auth/resend-verification',
      doc: { summary: 'Send the confirmation letter again', body: emailOnlySchema, response: successBody },
      auth: 'none',
      input: (req) => body(req),
      handler: (ctx, input) => resendVerification(ctx, input),
      output: success,
    },
    {
      method: 'POST',
      path: '/api/auth/forgot-password',
      doc: { summary: 'Send a password reset letter (always succeeds)', body: emailOnlySchema, response: successBody },
      auth: 'none',
      input: (req) => body(req),
      handler: (ctx, input) => forgotPassword(ctx, input),
      output: success,
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      doc: {
        summary: 'Set a new password with the token from the letter',
        body: resetPasswordSchema,
        response: successBody,
      },
      auth: 'none',
      input: (req) => body(req),
      handler: (ctx, input) => resetPassword(ctx, input),
      output: success,
    },
    {
      method: 'POST',
      path: '/api/auth/refresh',
      doc: { summary: 'Extend the current session', response: successBody },
      input: () => undefined,
      handler: (ctx) => refreshSession(ctx),
      output: success,
    },
    {
      method: 'GET',
      path: '/api/auth/user',
      doc: { summary: 'The signed-in user', response: userAnswer },
      input: () => undefined,
      handler: (ctx) => currentUser(ctx),
    },
    {
      method: 'PUT',
      path: '/api/auth/profile',
      doc: { summary: 'Change the avatar', body: profileBody, response: userAnswer },
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => body(req),
      // The documented body names the avatar `profileImageUrl`; absent keeps it, null removes it.
      handler: (ctx, input) =>
        updateProfile(ctx, 'profileImageUrl' in input ? { profileImage: input.profileImageUrl } : {}),
    },
    {
      method: 'POST',
      path: '/api/auth/preferences',
      doc: { summary: 'Remember the current company', body: preferencesSchema, response: userAnswer },
      input: (req) => body(req),
      handler: (ctx, input) => setPreferences(ctx, input),
    },
    {
      method: 'GET',
      path: '/api/auth/google',
      doc: { summary: 'Where to start Google sign-in', response: z.object({ authUrl: z.string() }) },
      auth: 'none',
      input: () => undefined,
      handler: (ctx) => googleAuthUrl(ctx),
      output: (authUrl) => ({ authUrl }),
    },
    {
      method: 'GET',
      path: '/api/auth/google/callback',
      doc: { summary: "Google's redirect target: signs in", responses: { 302: 'Redirects to the web app' } },
      auth: 'none',
      input: (req) => req.url.slice(req.url.indexOf('?') + 1 || req.url.length),
      handler: (ctx, search) => googleCallback(ctx, search),
      send: (reply, target) => reply.redirect(target, 302),
    },
    {
      method: 'GET',
      path: '/api/logout',
      doc: { summary: 'End the session and clear the cookie', responses: { 302: 'Redirects to `/`' } },
      auth: 'none',
      input: () => undefined,
      handler: (ctx) => logout(ctx),
      send: (reply) => reply.redirect('/', 302),
    },
    {
      method: 'GET',
      path: '/api/login',
      doc: { summary: 'The sign-in page', responses: { 302: 'Redirects to the sign-in page' } },
      auth: 'none',
      input: () => undefined,
      handler: async () => '/auth/login',
      send: (reply, target) => reply.redirect(target, 302),
    },
  ],
  'Accounts',
);
