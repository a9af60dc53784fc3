import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  createApiTokenSchema,
} from '@staffpay/schema/api-tokens/api-token.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize, requireUser } from '../../shared/tenancy/membership';
import { parse, validId } from '../../shared/validation';
import { hashToken, SESSIONS_ENDED } from '../accounts';
import { recordActivity } from '../activity';
import { ApiToken } from './api-token.entity';
import { toApiTokenView, type ApiTokenView } from './api-token.view';
import { happened } from '../../shared/events';

const tokenNotFound = () => new AppError('NOT_FOUND', API_TOKEN_MESSAGES.notFound);

/**
 * Tokens are managed by people only (a token cannot mint or revoke tokens), holding settings.api:
 * the owner and the developer by default.
 */
async function requireManager(ctx: RequestContext, companyId: number) {
  requireUser(ctx);
  return authorize(ctx, companyId, 'settings.api');
}

/** Creates a token; its secret is in this answer only, then kept as a keyed hash. */
export async function createApiToken(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<ApiTokenView & { token: string }> {
  const member = await requireManager(ctx, companyId);
  const data = parse(createApiTokenSchema, input);
  const expiresAt = data.expiresAt ? new Date(data.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new AppError('BAD_USER_INPUT', API_TOKEN_MESSAGES.badExpiry, { expiresAt: [API_TOKEN_MESSAGES.badExpiry] });
  }
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const token = await ctx.em.transactional(async (em) => {
    const created = em.create(ApiToken, {
      company: companyId,
      createdBy: member.userId,
      name: data.name,
      scopes: data.scopes,
      tokenHash: hashToken(ctx.app.config.sessionSecret, secret),
      expiresAt,
    });
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'apiToken',
      entityId: created.id,
      action: 'created',
      after: { name: created.name, scopes: created.scopes, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return created;
  });
  await ctx.em.populate(token, ['createdBy']);
  return { ...toApiTokenView(token), token: secret };
}

export async function listApiTokens(ctx: RequestContext, companyId: number): Promise<ApiTokenView[]> {
  await requireManager(ctx, companyId);
  const tokens = await ctx.em.find(
    ApiToken,
    { company: companyId },
    { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return tokens.map(toApiTokenView);
}

/** Revokes at once: the row goes, so the next request is refused, and open sockets of the token close. */
export async function revokeApiToken(ctx: RequestContext, id: number): Promise<boolean> {
  requireUser(ctx);
  if (!validId(id)) throw tokenNotFound();
  const token = await ctx.em.findOne(ApiToken, { id });
  if (!token) throw tokenNotFound();
  // Another company's token is reported as missing, like any record outside the caller's companies.
  await requireManager(ctx, token.company.id).catch((e: unknown) => {
    throw e instanceof AppError && e.code === 'NOT_FOUND' ? tokenNotFound() : e;
  });
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(ApiToken, { id });
    recordActivity(em, ctx, token.company.id, {
      entityType: 'apiToken',
      entityId: id,
      action: 'deleted',
      before: { name: token.name, scopes: token.scopes },
    });
  });
  await happened(ctx, SESSIONS_ENDED, { userId: token.createdBy.id, sessionId: `token:${id}`, keep: null });
  return true;
}
