import { API_SCOPE_KEYS, API_TOKEN_MESSAGES, type ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import {
  createIntegrationTokenSchema,
  INTEGRATION_MESSAGES,
  rotateTokenSchema,
} from '@staffpay/schema/api-tokens/integration.schemas';
import type { Permissions } from '@staffpay/schema/auth/policy';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { happened } from '../../shared/events';
import { integrationChannel, requireUser } from '../../shared/tenancy/membership';
import { permissionsOfRole } from '../../shared/tenancy/role-directory';
import { parse, validId } from '../../shared/validation';
import { SESSIONS_ENDED } from '../accounts';
import { recordActivity } from '../activity';
import { ApiToken } from './api-token.entity';
import { ownedIntegration } from './integration-access';
import type { Integration } from './integration.entity';
import { toIntegrationTokenView, type IntegrationTokenView } from './integration.view';
import { checkedExpiry, rotatedExpiry } from './token-expiry';
import { hashApiToken, newApiTokenSecret } from './token-hash';

const HOUR_MS = 60 * 60 * 1000;

export type IssuedToken = IntegrationTokenView & { token: string };

/** Scopes the role opens nothing through would give the token nothing: refused, by name. */
function requireScopesWithinRole(scopes: ApiScope[], role: Permissions) {
  const beyond = scopes.filter((scope) => !API_SCOPE_KEYS[scope].some((key) => role.has(key)));
  if (beyond.length > 0) {
    const message = `${INTEGRATION_MESSAGES.scopeBeyondRole}: ${beyond.join(', ')}`;
    throw new AppError('BAD_USER_INPUT', message, { scopes: [message] });
  }
}

function issue(
  ctx: RequestContext,
  em: EntityManager,
  integration: Integration,
  createdBy: number,
  fields: { name: string; scopes: ApiScope[]; expiresAt: Date | null },
) {
  const secret = newApiTokenSecret();
  const row = em.create(ApiToken, {
    company: integration.company.id,
    integration: integration.id,
    createdBy,
    ...fields,
    tokenHash: hashApiToken(ctx.app.config, secret),
    legacyKey: ctx.app.config.apiTokenKeyIsLegacy,
  });
  return { row, secret };
}

/** A token of the integration, issued by an owner: it acts through the integration's role, whoever issued it. */
export async function createIntegrationToken(
  ctx: RequestContext,
  integrationId: number,
  input: unknown,
  pathCompanyId?: number,
): Promise<IssuedToken> {
  const { integration, grant } = await ownedIntegration(ctx, integrationId, pathCompanyId);
  const data = parse(createIntegrationTokenSchema, input);
  const companyId = integration.company.id;
  const role = (await permissionsOfRole(ctx.app, ctx.em, companyId, integration.role)) ?? new Set<string>();
  requireScopesWithinRole(data.scopes, role);
  const expiresAt = checkedExpiry(ctx.app.config, data.expiresAt);
  const { row, secret } = await ctx.em.transactional(async (em) => {
    const issued = issue(ctx, em, integration, grant.userId, { name: data.name, scopes: data.scopes, expiresAt });
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'apiToken',
      entityId: issued.row.id,
      action: 'created',
      after: { integrationId, name: data.name, scopes: data.scopes, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return issued;
  });
  return { ...toIntegrationTokenView(row, integrationId), token: secret };
}

/**
 * Issues a new secret for an integration's token (a new token, same name and scopes) and lets the
 * old one work `overlapHours` more (24 by default, 168 at most; 0: revoked at once, its sockets
 * closed), so a deployment can switch without a gap.
 */
export async function rotateIntegrationToken(
  ctx: RequestContext,
  tokenId: number,
  input: unknown,
  /** The company the REST path names: a token outside it is 404. */
  pathCompanyId?: number,
): Promise<IssuedToken> {
  requireUser(ctx);
  if (!validId(tokenId)) throw tokenNotFound();
  const { overlapHours } = parse(rotateTokenSchema, input ?? {});
  const old = await ctx.em.findOne(ApiToken, { id: tokenId, integration: { $ne: null } });
  if (!old) throw tokenNotFound();
  const { integration, grant } = await ownedIntegration(ctx, old.integration!.id, pathCompanyId).catch((e: unknown) => {
    throw e instanceof AppError && e.code === 'NOT_FOUND' ? tokenNotFound() : e;
  });
  const now = Date.now();
  const oldEnds = Math.min(old.expiresAt?.getTime() ?? Infinity, now + overlapHours * HOUR_MS);
  const expiresAt = rotatedExpiry(ctx.app.config, old, now);
  const companyId = integration.company.id;
  const { row, secret } = await ctx.em.transactional(async (em) => {
    const issued = issue(ctx, em, integration, grant.userId, { name: old.name, scopes: old.scopes, expiresAt });
    if (overlapHours === 0) await em.nativeDelete(ApiToken, { id: old.id });
    else await em.nativeUpdate(ApiToken, { id: old.id }, { expiresAt: new Date(oldEnds) });
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'apiToken',
      entityId: issued.row.id,
      action: 'rotated',
      before: { tokenId: old.id, endsAt: new Date(oldEnds).toISOString() },
      after: { integrationId: integration.id, name: old.name, scopes: old.scopes },
    });
    return issued;
  });
  if (overlapHours === 0) {
    await happened(ctx, SESSIONS_ENDED, {
      userId: integrationChannel(integration.id),
      sessionId: `token:${old.id}`,
      keep: null,
    });
  }
  return { ...toIntegrationTokenView(row, integration.id), token: secret };
}

const tokenNotFound = () => new AppError('NOT_FOUND', API_TOKEN_MESSAGES.notFound);
