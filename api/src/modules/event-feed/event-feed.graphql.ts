import { JSONObjectResolver } from 'graphql-scalars';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { connectionTypes } from '../../shared/graphql/connection';
import { DateTime } from '../../shared/graphql/scalars';
import { readEventFeed } from './event-feed.service';

const TYPES_NOTE =
  'employee.*, department.*, branch.*, ledger.record.*, payroll.period.fixed|reopened, payRun.* (the webhook event types)';

@ObjectType('StoredEvent', {
  description: 'One stored event of the company: the same id, type, occurredAt and data as its webhook delivery',
})
class StoredEventType {
  @Field(() => String, { description: 'The event’s id (a UUID): the webhook payload’s id and X-StaffPay-Event-Id' })
  id: string;
  @Field(() => String, { description: `The event’s type: ${TYPES_NOTE}` }) type: string;
  @Field(() => Int, { description: 'The company it happened in' }) companyId: number;
  @Field(() => DateTime, { description: 'When its change was committed' }) occurredAt: string;
  @Field(() => JSONObjectResolver, {
    nullable: true,
    description: 'The record as the caller may see it (the caller’s role, narrowed to a token’s scopes)',
  })
  data: unknown;
}

const StoredEventConnectionType = connectionTypes(
  'StoredEvent',
  StoredEventType,
  'stored events',
  'oldest first, in the order they committed',
);

@Resolver()
export class EventFeedResolver {
  @Query(() => StoredEventConnectionType, {
    description:
      'The company’s events feed (kept EVENT_RETENTION_DAYS, 30): every change in the order it committed, of the types the caller may read (employee, department and branch events: employees.view; ledger: bonuses.view; payroll: salaries.view). The cursor is stable; on an empty page endCursor is the position to ask from next time (never null). A cursor older than the retention fails with CONFLICT (extensions.reason EVENT_CURSOR_EXPIRED): read everything again and start without a cursor.',
  })
  async events(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The endCursor (or an edge’s cursor) of a previous page',
    })
    after: string | null,
    @Arg('types', () => [String], { nullable: true, description: `Only these types: ${TYPES_NOTE}; absent: all` })
    types: string[] | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–500 (100 by default)' })
    first: number | null,
  ) {
    const page = await readEventFeed(ctx, companyId, { after, types, limit: first });
    return {
      edges: page.events.map((node) => ({ cursor: node.cursor, node })),
      pageInfo: { hasNextPage: page.hasMore, endCursor: page.nextCursor },
      totalCount: page.totalCount,
    };
  }
}
