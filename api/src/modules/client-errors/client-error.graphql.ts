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
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { mapEvents } from '../../shared/live/mapped-events';
import { whileMember } from '../../shared/tenancy/live';
import { authorize } from '../../shared/tenancy/membership';
import { listClientErrors, reportClientErrors } from './client-error.service';
import type { ClientErrorView } from './client-error.view';

@ObjectType('ClientError', { description: 'An error a member’s browser reported (settings.developer)' })
class ClientErrorType {
  @Field(() => Int, { description: 'Unique id of this ClientError' }) id: number;
  @Field(() => String, { description: 'script, rejection, console, auth, api or network' }) kind: string;
  @Field(() => String, { description: 'Scrubbed of e-mails, numbers, tokens and query strings' }) message: string;
  @Field(() => String, { description: 'The page’s path, scrubbed; null when unknown', nullable: true }) path:
    string | null;
  @Field(() => Int, { description: 'The HTTP status, for api and network errors; null otherwise', nullable: true })
  status: number | null;
  @Field(() => String, { description: 'The GraphQL operation’s name; null when none', nullable: true }) operation:
    string | null;
  @Field(() => Int, { description: 'How many times the tab saw it' }) count: number;
  @Field(() => String, { description: 'When the browser saw it (ISO-8601)' }) occurredAt: string;
  @Field(() => String, { description: 'When the server received it (ISO-8601)' }) receivedAt: string;
}

@InputType({ description: 'An error a browser saw' })
class ClientErrorInput {
  @Field(() => String, { description: 'script, rejection, console, auth, api or network' }) kind: string;
  @Field(() => String, { description: 'The message; scrubbed again on the server' }) message: string;
  @Field(() => String, { description: 'The page’s path', nullable: true }) path?: string | null;
  @Field(() => Int, { description: 'The HTTP status, for api and network errors', nullable: true }) status?:
    number | null;
  @Field(() => String, { description: 'The GraphQL operation’s name', nullable: true }) operation?: string | null;
  @Field(() => String, { description: 'ISO 8601' }) occurredAt: string;
  @Field(() => Int, { description: 'How many times the tab saw it (default 1)', nullable: true }) count?: number | null;
}

@ObjectType('ClientErrorReceipt', { description: 'What the server kept of a report' })
class ClientErrorReceiptType {
  @Field(() => Int, { description: 'How many errors were kept for the company’s developers' }) accepted: number;
}

@Resolver()
export class ClientErrorResolver {
  @Query(() => [ClientErrorType], { description: 'The latest errors members’ browsers reported (settings.developer)' })
  clientErrors(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return listClientErrors(ctx, companyId);
  }

  @Mutation(() => ClientErrorReceiptType, { description: 'Reports errors a browser saw (rate-limited)' })
  reportClientErrors(
    @Ctx() ctx: RequestContext,
    @Arg('errors', () => [ClientErrorInput], { description: 'The errors, at most a small batch per call' })
    errors: ClientErrorInput[],
    @CompanyIdArg({ description: 'The company the browser was in; null when none', nullable: true })
    companyId?: number | null,
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
      await authorize(ctx, args.companyId, 'settings.developer');
      return whileMember(
        ctx,
        args.companyId,
        'settings.developer',
        mapEvents(ctx.app.events.subscribe('clientErrorsChanged', args.companyId), (event) => event.errors),
      );
    },
  })
  clientErrorsChanged(@Root() errors: ClientErrorView[], @CompanyIdArg() _companyId: number): ClientErrorView[] {
    return errors;
  }
}
