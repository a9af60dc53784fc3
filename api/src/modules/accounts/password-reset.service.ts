import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { passwordResetLetter } from '../../shared/mail/letters';
import { parse } from '../../shared/validation';
import { sendInBackground } from './account-mail';
import { AccountToken } from './account-token.entity';
import { consumeToken, issueToken } from './account-token.service';
import { emailOnlySchema, resetPasswordSchema } from '@staffpay/schema/accounts/account.schemas';
import { hashPassword } from './password';
import { Session } from './session.entity';
import { User } from './user.entity';
import { happened } from '../../shared/events';
import { SESSIONS_ENDED } from './account.events';

const badResetToken = () => new AppError('BAD_USER_INPUT', 'Недействительный токен сброса пароля');

/**
 * Always true, and the same answer for unknown addresses: the letter (if any) is sent after
 * the commit without waiting for it. Requests count per IP and per address (429 when spent).
 */
export async function forgotPassword(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { email } = parse(emailOnlySchema, input);
  await ctx.app.rateLimits.consume('resetIp', ctx.ip);
  await ctx.app.rateLimits.consume('resetEmail', email);
  const user = await ctx.em.findOne(User, { email });
  if (!user) return true;
  const token = await ctx.em.transactional((em) => issueToken(em, ctx.app, user.id, 'reset_password'));
  sendInBackground(ctx, passwordResetLetter(ctx.app.config.APP_URL, user, token));
  return true;
}

/**
 * Sets a new password with a single-use token (1 h). Every other session of the user ends
 * (the caller's own is kept when the caller is that user). Following the letter's link proves
 * the address, so an unconfirmed account becomes confirmed.
 */
export async function resetPassword(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { token, newPassword } = parse(resetPasswordSchema, input);
  const passwordHash = await hashPassword(newPassword);
  const done = await ctx.em.transactional(async (em) => {
    const userId = await consumeToken(em, ctx.app, 'reset_password', token);
    if (userId === null) return null;
    const user = await em.findOneOrFail(User, userId);
    user.passwordHash = passwordHash;
    user.emailVerifiedAt ??= new Date();
    await em.flush();
    const keep = ctx.auth?.userId === userId ? ctx.auth.sessionId : null;
    await em.nativeDelete(Session, keep ? { user: userId, id: { $ne: keep } } : { user: userId });
    await em.nativeDelete(AccountToken, { user: userId, purpose: 'reset_password', usedAt: null });
    return { userId, keep };
  });
  if (!done) throw badResetToken();
  await happened(ctx, SESSIONS_ENDED, { userId: done.userId, sessionId: null, keep: done.keep });
  return true;
}
