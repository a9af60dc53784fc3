import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { verificationLetter } from '../../shared/mail/letters';
import { parse } from '../../shared/validation';
import { sendInBackground } from './account-mail';
import { consumeToken, issueToken } from './account-token.service';
import { emailOnlySchema, registerSchema, tokenOnlySchema } from '@staffpay/schema/accounts/account.schemas';
import { hashPassword } from './password';
import { User } from './user.entity';

export const emailTaken = () => new AppError('CONFLICT', 'Пользователь с таким email уже существует');
export const mailFailed = () => new AppError('NOT_CONFIGURED', 'Не удалось отправить письмо. Попробуйте позже.');
const badVerifyLink = () => new AppError('BAD_USER_INPUT', 'Недействительная или устаревшая ссылка подтверждения');

/**
 * Creates an unverified account and mails the confirmation link. The letter goes out after
 * the commit; if it cannot be sent, the account is deleted again and the caller gets a 503,
 * so no account is left that nobody can confirm and the same address can register again.
 */
export async function register(ctx: RequestContext, input: unknown): Promise<boolean> {
  const data = parse(registerSchema, input);
  await ctx.app.rateLimits.consume('registerIp', ctx.ip);
  if (await ctx.em.count(User, { email: data.email })) throw emailTaken();
  const passwordHash = await hashPassword(data.password);
  const { user, token } = await ctx.em
    .transactional(async (em) => {
      const created = em.create(User, {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        passwordHash,
      });
      await em.flush();
      return { user: created, token: await issueToken(em, ctx.app, created.id, 'verify_email') };
    })
    .catch((e: unknown) => {
      throw e instanceof UniqueConstraintViolationException ? emailTaken() : e;
    });
  try {
    await ctx.app.mailer.send(verificationLetter(ctx.app.config.APP_URL, user, token));
  } catch (error) {
    await ctx.em.fork().nativeDelete(User, { id: user.id, emailVerifiedAt: null });
    ctx.app.log.error({ err: error }, 'verification mail failed, registration undone');
    throw mailFailed();
  }
  return true;
}

export async function verifyEmail(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { token } = parse(tokenOnlySchema, input);
  const verified = await ctx.em.transactional(async (em) => {
    const userId = await consumeToken(em, ctx.app, 'verify_email', token);
    if (userId === null) return false;
    await em.nativeUpdate(User, { id: userId, emailVerifiedAt: null }, { emailVerifiedAt: new Date() });
    return true;
  });
  if (!verified) throw badVerifyLink();
  return true;
}

/** Always true: whether a letter went out (unverified account) or not is not revealed. */
export async function resendVerification(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { email } = parse(emailOnlySchema, input);
  await ctx.app.rateLimits.consume('registerIp', ctx.ip);
  await ctx.app.rateLimits.consume('resetEmail', `verify:${email}`);
  const user = await ctx.em.findOne(User, { email, emailVerifiedAt: null });
  if (!user) return true;
  const token = await ctx.em.transactional((em) => issueToken(em, ctx.app, user.id, 'verify_email'));
  sendInBackground(ctx, verificationLetter(ctx.app.config.APP_URL, user, token));
  return true;
}
