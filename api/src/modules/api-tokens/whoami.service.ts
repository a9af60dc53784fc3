import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { PrincipalKind } from '@staffpay/schema/api-tokens/integration.schemas';
import type { RequestContext } from '../../shared/context';
import { unauthenticated } from '../../shared/errors';
import { callerMembership } from '../../shared/tenancy/membership';
import { userNames } from '../accounts';

export interface WhoAmIView {
  principal: { kind: PrincipalKind; id: number; name: string };
  /** The token's company; null for a session (a person acts in each of their companies). */
  companyId: number | null;
  /** The role the caller acts through in that company now; null for a session, or a creator who left. */
  role: string | null;
  /** The token's scopes; null for a session (no narrowing). */
  scopes: ApiScope[] | null;
  tokenId: number | null;
  expiresAt: Date | null;
}

/**
 * Who is calling, for any signed-in caller and without any scope: a program can check at start
 * that its token is the one it expects (company, principal, scopes, expiry).
 */
export async function whoAmI(ctx: RequestContext): Promise<WhoAmIView> {
  const auth = ctx.auth;
  if (!auth) throw unauthenticated();
  const token = auth.apiToken;
  const integration = token?.integration;
  const userName = async (id: number) => (await userNames(ctx.em, [id])).get(id) ?? '';
  const principal = integration
    ? { kind: 'INTEGRATION' as const, id: integration.id, name: integration.name }
    : { kind: 'USER' as const, id: auth.userId!, name: await userName(auth.userId!) };
  if (!token) return { principal, companyId: null, role: null, scopes: null, tokenId: null, expiresAt: null };
  const member = await callerMembership(ctx, token.companyId);
  return {
    principal,
    companyId: token.companyId,
    role: member?.role ?? null,
    scopes: [...token.scopes],
    tokenId: token.id,
    expiresAt: token.expiresAt,
  };
}
