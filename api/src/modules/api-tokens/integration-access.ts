import { API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import { INTEGRATION_MESSAGES } from '@staffpay/schema/api-tokens/integration.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize, requireUser, type MembershipGrant } from '../../shared/tenancy/membership';
import { validId } from '../../shared/validation';
import { Integration } from './integration.entity';

export const integrationNotFound = () => new AppError('NOT_FOUND', INTEGRATION_MESSAGES.notFound);

/**
 * Integrations and their tokens are managed by the company's owners, in person: an integration
 * holds a role of its own, which only the company's root may hand to a non-person (no permission
 * key, so no custom role can be given it). A token cannot manage them.
 */
export async function requireOwner(
  ctx: RequestContext,
  companyId: number,
): Promise<MembershipGrant & { userId: number }> {
  const userId = requireUser(ctx);
  const grant = await authorize(ctx, companyId, 'settings.api');
  if (grant.role !== 'owner') throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.integrationsOwnerOnly);
  return { ...grant, userId };
}

/**
 * The integration and its owner's grant; another company's (or a missing) one is 404, and so is one
 * outside `companyId` when the caller named its company (the REST path's).
 */
export async function ownedIntegration(ctx: RequestContext, id: number, companyId?: number) {
  requireUser(ctx);
  if (!validId(id)) throw integrationNotFound();
  const integration = await ctx.em.findOne(Integration, { id });
  if (!integration) throw integrationNotFound();
  if (companyId !== undefined) {
    await requireOwner(ctx, companyId);
    if (integration.company.id !== companyId) throw integrationNotFound();
  }
  const grant = await requireOwner(ctx, integration.company.id).catch((e: unknown) => {
    throw e instanceof AppError && e.code === 'NOT_FOUND' ? integrationNotFound() : e;
  });
  return { integration, grant };
}
