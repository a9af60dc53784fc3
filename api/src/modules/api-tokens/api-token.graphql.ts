import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service';
import type { ApiTokenView } from './api-token.view';

@ObjectType('ApiTokenCreator', { description: 'The member who created a token; the token acts with their role' })
class ApiTokenCreatorType {
  @Field(() => Int, { description: 'The creator’s user id' }) id: number;
  @Field(() => String, { description: 'The creator’s full name' }) name: string;
}

@ObjectType('ApiToken', { description: 'A company API token, without its secret' })
class ApiTokenType {
  @Field(() => Int, { description: 'The token’s id (for revoking)' }) id: number;
  @Field(() => Int, { description: 'The only company the token acts in' }) companyId: number;
  @Field(() => String, { description: 'A name to recognise the integration by' }) name: string;
  @Field(() => [String], {
    description: 'staff:read, staff:write, pay:read, pay:write, dashboards:read, webhooks:manage',
  })
  scopes: string[];
  @Field(() => String, { description: 'When it was created (ISO 8601)' }) createdAt: string;
  @Field(() => String, { nullable: true, description: 'When it stops working (ISO 8601); null: never' })
  expiresAt: string | null;
  @Field(() => String, { nullable: true, description: 'Its latest use, to the minute; null: never used' })
  lastUsedAt: string | null;
  @Field(() => ApiTokenCreatorType, { description: 'Who created it' }) createdBy: ApiTokenCreatorType;
}

@ObjectType('CreatedApiToken', { description: 'A new token with its secret: shown in this answer only' })
class CreatedApiTokenType extends ApiTokenType {
  @Field(() => String, { description: 'The secret (sp_…), sent as `Authorization: Bearer <token>`; never shown again' })
  token: string;
}

@InputType('ApiTokenInput', { description: 'A new API token' })
class ApiTokenInput {
  @Field(() => String, { description: 'A name, 1 to 100 characters' }) name: string;
  @Field(() => [String], { description: 'At least one scope' }) scopes: string[];
  @Field(() => String, { nullable: true, description: 'Expiry (ISO 8601, in the future); null: never' })
  expiresAt?: string | null;
}

@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiTokenType], { description: 'The company’s API tokens, newest first (settings.api; people only)' })
  apiTokens(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
  ): Promise<ApiTokenView[]> {
    return listApiTokens(ctx, companyId);
  }

  @Mutation(() => CreatedApiTokenType, { description: 'Creates an API token; its secret is answered once' })
  createApiToken(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company the token will act in' }) companyId: number,
    @Arg('input', () => ApiTokenInput, { description: 'Name, scopes and expiry' }) input: ApiTokenInput,
  ) {
    return createApiToken(ctx, companyId, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Revokes a token at once: its next request is refused' })
  revokeApiToken(@Ctx() ctx: RequestContext, @Arg('id', () => Int, { description: 'The token’s id' }) id: number) {
    return revokeApiToken(ctx, id);
  }
}
