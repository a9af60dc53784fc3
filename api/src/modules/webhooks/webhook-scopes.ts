import { API_TOKEN_MESSAGES, type ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { Permissions } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { narrowToScopes } from '../../shared/tenancy/membership';
import type { Webhook } from './webhook.entity';

/** What a webhook made by the caller remembers: an API token's scopes, or null for a person. */
export const scopesOfMaker = (ctx: RequestContext): ApiScope[] | null =>
  ctx.auth?.apiToken ? [...ctx.auth.apiToken.scopes] : null;

/** The grants a webhook's events are seen with: its creator's role, narrowed to the scopes of the token that made it. */
export const webhookPermissions = (role: Permissions, scopes: readonly ApiScope[] | null): Permissions =>
  scopes ? narrowToScopes(role, scopes) : role;

/**
 * A token may change where a webhook sends or what it listens to, and send its stored bodies again,
 * only for a webhook its creator made with scopes the token holds: otherwise it could point events
 * shaped for someone else (a person's whole role) at an address of its choosing.
 */
export function assertTokenMaySteer(ctx: RequestContext, hook: Webhook): void {
  const token = ctx.auth?.apiToken;
  if (!token) return;
  // Made by the same principal: the same integration, or the same person's token.
  const sameMaker = token.integration
    ? hook.integrationId === token.integration.id
    : hook.integrationId == null && hook.createdBy === ctx.auth!.userId;
  const within = hook.scopes != null && sameMaker && hook.scopes.every((scope) => token.scopes.includes(scope));
  if (!within) throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.webhookBeyondScopes);
}
