import { PRINCIPAL_KIND, type PrincipalKind } from '@staffpay/schema/api-tokens/integration.schemas';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { DateTime } from '../../shared/graphql/scalars';
import { createIntegrationToken, rotateIntegrationToken } from './integration-token.service';
import { createIntegration, deleteIntegration, listIntegrations, updateIntegration } from './integration.service';
import type { IntegrationTokenView, IntegrationView } from './integration.view';
import { whoAmI, type WhoAmIView } from './whoami.service';

const PrincipalKindEnum = declaredEnum(PRINCIPAL_KIND, {
  name: 'PrincipalKind',
  description: 'Who a caller is: a person or an integration',
  describe: (d) => d.doc,
});

@ObjectType('IntegrationToken', { description: 'A token of an integration, without its secret' })
class IntegrationTokenType implements IntegrationTokenView {
  @Field(() => Int, { description: 'The token’s id (for rotating and revoking)' }) id: number;
  @Field(() => Int, { description: 'The integration it belongs to' }) integrationId: number;
  @Field(() => String, { description: 'A name to recognise it by (where it is deployed)' }) name: string;
  @Field(() => [String], { description: 'Its scopes, within what the integration’s role grants' })
  scopes: IntegrationTokenView['scopes'];
  @Field(() => DateTime, { description: 'When it was issued' }) createdAt: Date;
  @Field(() => DateTime, { nullable: true, description: 'When it stops working; null: never' })
  expiresAt: Date | null;
  @Field(() => DateTime, { nullable: true, description: 'Its latest use, to the minute; null: never used' })
  lastUsedAt: Date | null;
}

@ObjectType('CreatedIntegrationToken', { description: 'A new token of an integration with its secret: shown once' })
class CreatedIntegrationTokenType extends IntegrationTokenType {
  @Field(() => String, { description: 'The secret (sp_…), sent as `Authorization: Bearer <token>`; never shown again' })
  token: string;
}

@ObjectType('Integration', { description: 'A named principal of the company with a role of its own, not a person' })
class IntegrationType implements IntegrationView {
  @Field(() => Int, { description: 'The integration’s id' }) id: number;
  @Field(() => Int, { description: 'Its company' }) companyId: number;
  @Field(() => String, { description: 'Its name, shown to people' }) name: string;
  @Field(() => String, { description: 'What it is for; empty when not given' }) description: string;
  @Field(() => String, { description: 'The code of its role (built in or custom): its tokens act through it' })
  role: string;
  @Field(() => DateTime, { description: 'When it was created' }) createdAt: Date;
  @Field(() => DateTime, { description: 'When its name, description or role last changed' }) updatedAt: Date;
  @Field(() => [IntegrationTokenType], { description: 'Its tokens, newest first' }) tokens: IntegrationTokenView[];
}

@InputType('IntegrationInput', { description: 'A new integration' })
class IntegrationInput {
  @Field(() => String, { description: 'A name, 1 to 100 characters' }) name: string;
  @Field(() => String, { nullable: true, description: 'What it is for, up to 500 characters' })
  description?: string | null;
  @Field(() => String, { description: 'A built-in role’s code or one of the company’s custom roles' }) role: string;
}

@InputType('IntegrationUpdateInput', { description: 'What to change of an integration' })
class IntegrationUpdateInput {
  @Field(() => String, { nullable: true, description: 'A new name, 1 to 100 characters' }) name?: string;
  @Field(() => String, { nullable: true, description: 'A new description, up to 500 characters' })
  description?: string | null;
  @Field(() => String, { nullable: true, description: 'A new role: its tokens act through it from their next request' })
  role?: string;
}

@InputType('IntegrationTokenInput', { description: 'A new token of an integration' })
class IntegrationTokenInput {
  @Field(() => String, { description: 'A name, 1 to 100 characters' }) name: string;
  @Field(() => [String], { description: 'At least one scope, each opening something the integration’s role grants' })
  scopes: string[];
  @Field(() => String, {
    nullable: true,
    description: 'Expiry (ISO 8601, in the future, within API_TOKEN_MAX_LIFETIME_DAYS when set); null: never',
  })
  expiresAt?: string | null;
}

@ObjectType('Principal', { description: 'Who a caller is' })
class PrincipalType {
  @Field(() => PrincipalKindEnum, { description: 'A person or an integration' }) kind: PrincipalKind;
  @Field(() => Int, { description: 'The user’s id, or the integration’s' }) id: number;
  @Field(() => String, { description: 'The person’s full name, or the integration’s name' }) name: string;
}

@ObjectType('WhoAmI', {
  description: 'The caller: its principal, and for a token its company, role, scopes and expiry',
})
class WhoAmIType implements WhoAmIView {
  @Field(() => PrincipalType, { description: 'Who the caller is' }) principal: WhoAmIView['principal'];
  @Field(() => Int, { nullable: true, description: 'The token’s company; null for a session' }) companyId:
    number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The role the token acts through now; null for a session or a creator no longer a member',
  })
  role: string | null;
  @Field(() => [String], { nullable: true, description: 'The token’s scopes; null for a session' })
  scopes: WhoAmIView['scopes'];
  @Field(() => Int, { nullable: true, description: 'The token’s id; null for a session' }) tokenId: number | null;
  @Field(() => DateTime, { nullable: true, description: 'When the token stops working; null: never, or a session' })
  expiresAt: Date | null;
}

@Resolver()
export class IntegrationResolver {
  @Query(() => [IntegrationType], { description: 'The company’s integrations with their tokens (owners only)' })
  integrations(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number): Promise<IntegrationView[]> {
    return listIntegrations(ctx, companyId);
  }

  @Mutation(() => IntegrationType, { description: 'Creates an integration (owners only)' })
  createIntegration(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => IntegrationInput, { description: 'Name, description and role' }) input: IntegrationInput,
  ): Promise<IntegrationView> {
    return createIntegration(ctx, companyId, { ...input });
  }

  @Mutation(() => IntegrationType, { description: 'Renames an integration or changes its role (owners only)' })
  updateIntegration(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The integration' }) id: number,
    @Arg('input', () => IntegrationUpdateInput, { description: 'What to change' }) input: IntegrationUpdateInput,
  ): Promise<IntegrationView> {
    return updateIntegration(ctx, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Deletes an integration and revokes its tokens at once (owners only)' })
  deleteIntegration(@Ctx() ctx: RequestContext, @Arg('id', () => Int, { description: 'The integration' }) id: number) {
    return deleteIntegration(ctx, id);
  }

  @Mutation(() => CreatedIntegrationTokenType, {
    description: 'Issues a token of an integration; its secret is answered once',
  })
  createIntegrationToken(
    @Ctx() ctx: RequestContext,
    @Arg('integrationId', () => Int, { description: 'The integration' }) integrationId: number,
    @Arg('input', () => IntegrationTokenInput, { description: 'Name, scopes and expiry' }) input: IntegrationTokenInput,
  ) {
    return createIntegrationToken(ctx, integrationId, { ...input });
  }

  @Mutation(() => CreatedIntegrationTokenType, {
    description:
      'A new secret for an integration’s token; the old one works until the overlap ends (revoke with revokeApiToken)',
  })
  rotateIntegrationToken(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The token to replace' }) id: number,
    @Arg('overlapHours', () => Int, {
      nullable: true,
      description: 'How long the old secret keeps working: 0 to 168 hours, 24 by default',
    })
    overlapHours?: number | null,
  ) {
    return rotateIntegrationToken(ctx, id, { overlapHours });
  }

  @Query(() => WhoAmIType, { description: 'Who is calling: any signed-in caller, no scope needed' })
  whoAmI(@Ctx() ctx: RequestContext): Promise<WhoAmIView> {
    return whoAmI(ctx);
  }
}
