import {
  Arg,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { whileMember } from '../../shared/tenancy/live';
import { requireMembership } from '../../shared/tenancy/membership';
import { listClientErrors, reportClientErrors } from './client-error.service';
import type { ClientErrorView } from './client-error.view';

@ObjectType('ClientError')
class ClientErrorType {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'script, rejection, console, auth, api or network' }) kind: string;
  @Field(() => String, { description: 'Scrubbed of e-mails, numbers, tokens and query strings' }) message: string;
  @Field(() => String, { nullable: true }) path: string | null;
  @Field(() => Int, { nullable: true }) status: number | null;
  @Field(() => String, { nullable: true }) operation: string | null;
  @Field(() => Int, { description: 'How many times the tab saw it' }) count: number;
  @Field(() => String) occurredAt: string;
  @Field(() => String) receivedAt: string;
}

@InputType()
class ClientErrorInput {
  @Field(() => String) kind: string;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) path?: string | null;
  @Field(() => Int, { nullable: true }) status?: number | null;
  @Field(() => String, { nullable: true }) operation?: string | null;
  @Field(() => String, { description: 'ISO 8601' }) occurredAt: string;
  @Field(() => Int, { nullable: true }) count?: number | null;
}

@ObjectType('ClientErrorReceipt')
class ClientErrorReceiptType {
  @Field(() => Int, { description: 'How many errors were kept for the company’s developers' }) accepted: number;
}

@Resolver()
export class ClientErrorResolver {
  @Query(() => [ClientErrorType], { description: 'The latest errors members’ browsers reported (settings.developer)' })
  clientErrors(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listClientErrors(ctx, companyId);
  }

  @Mutation(() => ClientErrorReceiptType, { description: 'Reports errors a browser saw (rate-limited)' })
  reportClientErrors(
    @Ctx() ctx: RequestContext,
    @Arg('errors', () => [ClientErrorInput]) errors: ClientErrorInput[],
    @Arg('companyId', () => Int, { nullable: true }) companyId?: number | null,
  ) {
    return reportClientErrors(ctx, {
      companyId,
      errors: errors.map((e) => ({ ...e, count: e.count ?? undefined })),
    });
  }

  @Subscription(() => [ClientErrorType], {
    description: 'clientErrors of the company whenever a browser reports more',
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      await requireMembership(ctx, args.companyId, 'settings.developer');
      return whileMember(
        ctx,
        args.companyId,
        'settings.developer',
        ctx.app.events.subscribe('clientErrorsChanged', args.companyId),
      );
    },
  })
  clientErrorsChanged(
    @Root() errors: ClientErrorView[],
    @Arg('companyId', () => Int) _companyId: number,
  ): ClientErrorView[] {
    return errors;
  }
}
