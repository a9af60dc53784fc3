import {
  createIntegrationSchema,
  INTEGRATION_MESSAGES,
  updateIntegrationSchema,
} from '@staffpay/schema/api-tokens/integration.schemas';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { happened } from '../../shared/events';
import { integrationChannel } from '../../shared/tenancy/membership';
import { roleOfCompany } from '../../shared/tenancy/role-directory';
import { parse } from '../../shared/validation';
import { SESSIONS_ENDED } from '../accounts';
import { recordActivity } from '../activity';
import { ApiToken } from './api-token.entity';
import { ownedIntegration, requireOwner } from './integration-access';
import { INTEGRATION_ACCESS_CHANGED } from './integration.events';
import { Integration } from './integration.entity';
import { toIntegrationView, type IntegrationView } from './integration.view';

const badRole = () =>
  new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.roleRequired, { role: [INTEGRATION_MESSAGES.roleRequired] });

/** A role an integration may be given: built in, or one of this company's custom roles (as a member's). */
async function requireRole(ctx: RequestContext, companyId: number, code: string): Promise<string> {
  if (!(await roleOfCompany(ctx.app, ctx.em, companyId, code))) throw badRole();
  return code;
}

async function tokensOf(em: EntityManager, integrationIds: number[]): Promise<Map<number, ApiToken[]>> {
  const tokens = integrationIds.length
    ? await em.find(ApiToken, { integration: integrationIds }, { orderBy: { createdAt: 'desc', id: 'desc' } })
    : [];
  const byIntegration = new Map<number, ApiToken[]>();
  for (const t of tokens) {
    const id = t.integration!.id;
    byIntegration.set(id, [...(byIntegration.get(id) ?? []), t]);
  }
  return byIntegration;
}

export async function viewOf(ctx: RequestContext, integration: Integration): Promise<IntegrationView> {
  return toIntegrationView(integration, (await tokensOf(ctx.em, [integration.id])).get(integration.id) ?? []);
}

/** The company's integrations with their tokens (never secrets), oldest first. */
export async function listIntegrations(ctx: RequestContext, companyId: number): Promise<IntegrationView[]> {
  await requireOwner(ctx, companyId);
  const integrations = await ctx.em.find(Integration, { company: companyId }, { orderBy: { id: 'asc' } });
  const tokens = await tokensOf(
    ctx.em,
    integrations.map((i) => i.id),
  );
  return integrations.map((i) => toIntegrationView(i, tokens.get(i.id) ?? []));
}

export async function getIntegration(
  ctx: RequestContext,
  id: number,
  pathCompanyId?: number,
): Promise<IntegrationView> {
  const { integration } = await ownedIntegration(ctx, id, pathCompanyId);
  return viewOf(ctx, integration);
}

export async function createIntegration(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<IntegrationView> {
  const owner = await requireOwner(ctx, companyId);
  const data = parse(createIntegrationSchema, input);
  const role = await requireRole(ctx, companyId, data.role);
  const integration = await ctx.em.transactional(async (em) => {
    const created = em.create(Integration, {
      company: companyId,
      name: data.name,
      description: data.description ?? '',
      role,
      createdBy: owner.userId,
    });
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'integration',
      entityId: created.id,
      action: 'created',
      after: { name: created.name, role },
    });
    return created;
  });
  return toIntegrationView(integration, []);
}

/** Renames it or changes its role: its tokens act through the new role from their next request. */
export async function updateIntegration(
  ctx: RequestContext,
  id: number,
  input: unknown,
  pathCompanyId?: number,
): Promise<IntegrationView> {
  const { integration } = await ownedIntegration(ctx, id, pathCompanyId);
  const data = parse(updateIntegrationSchema, input);
  const companyId = integration.company.id;
  const role = data.role === undefined ? integration.role : await requireRole(ctx, companyId, data.role);
  const before = { name: integration.name, role: integration.role };
  await ctx.em.transactional(async (em) => {
    const row = await em.findOneOrFail(Integration, { id });
    em.assign(row, {
      name: data.name ?? row.name,
      description: data.description === undefined ? row.description : (data.description ?? ''),
      role,
    });
    recordActivity(em, ctx, companyId, {
      entityType: 'integration',
      entityId: id,
      action: 'updated',
      before,
      after: { name: row.name, role },
    });
  });
  if (role !== before.role) await happened(ctx, INTEGRATION_ACCESS_CHANGED, { integrationId: id, companyId });
  await ctx.em.refresh(integration);
  return viewOf(ctx, integration);
}

/** Deletes it with its tokens: their next request is refused and their open sockets close. */
export async function deleteIntegration(ctx: RequestContext, id: number, pathCompanyId?: number): Promise<boolean> {
  const { integration } = await ownedIntegration(ctx, id, pathCompanyId);
  const companyId = integration.company.id;
  const tokenIds = await ctx.em.transactional(async (em) => {
    const tokens = await em.find(ApiToken, { integration: id }, { fields: ['id'] });
    await em.nativeDelete(ApiToken, { integration: id });
    await em.nativeDelete(Integration, { id });
    recordActivity(em, ctx, companyId, {
      entityType: 'integration',
      entityId: id,
      action: 'deleted',
      before: { name: integration.name, role: integration.role, tokens: tokens.length },
    });
    return tokens.map((t) => t.id);
  });
  for (const tokenId of tokenIds) {
    await happened(ctx, SESSIONS_ENDED, { userId: integrationChannel(id), sessionId: `token:${tokenId}`, keep: null });
  }
  await happened(ctx, INTEGRATION_ACCESS_CHANGED, { integrationId: id, companyId });
  return true;
}
