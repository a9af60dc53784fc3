import { API_TOKEN_MESSAGES, createApiTokenSchema } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize, integrationChannel, requireUser } from '../../shared/tenancy/membership';
import { parse, validId } from '../../shared/validation';
import { SESSIONS_ENDED } from '../accounts';
import { recordActivity } from '../activity';
import { ApiToken } from './api-token.entity';
import { toApiTokenView, type ApiTokenView } from './api-token.view';
import { happened } from '../../shared/events';
import { requireOwner } from './integration-access';
import { checkedExpiry } from './token-expiry';
import { hashApiToken, newApiTokenSecret } from './token-hash';

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
  const userId = requireUser(ctx);
  await requireManager(ctx, companyId);
  const data = parse(createApiTokenSchema, input);
  const expiresAt = checkedExpiry(ctx.app.config, data.expiresAt);
  const secret = newApiTokenSecret();
  const token = await ctx.em.transactional(async (em) => {
    const created = em.create(ApiToken, {
      company: companyId,
      createdBy: userId,
      name: data.name,
      scopes: data.scopes,
      tokenHash: hashApiToken(ctx.app.config, secret),
      legacyKey: ctx.app.config.apiTokenKeyIsLegacy,
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
  // Integrations' tokens are listed with their integration (integrations query), to owners.
  const tokens = await ctx.em.find(
    ApiToken,
    { company: companyId, integration: null },
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
  const manage = token.integration ? requireOwner : requireManager;
  await manage(ctx, token.company.id).catch((e: unknown) => {
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
  // Sent on the channel the token's sockets watch: its integration's, or its creator's.
  const channel = token.integration ? integrationChannel(token.integration.id) : token.createdBy.id;
  await happened(ctx, SESSIONS_ENDED, { userId: channel, sessionId: `token:${id}`, keep: null });
  return true;
}
