import { JSONObjectResolver } from 'graphql-scalars';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { AFTER_ARG, connectionTypes, DEFAULT_PAGE, FIRST_ARG } from '../../shared/graphql/connection';
import { DateTime } from '../../shared/graphql/scalars';
import { activityLogsConnection, listActivity } from './activity.service';

@ObjectType('ActivityLog', {
  description: 'One change in the company: who, when, what, and the record before and after (settings.activity.view)',
})
class ActivityLogType {
  @Field(() => Int, { description: 'Unique id of this ActivityLog' }) id: number;
  @Field(() => Int, { description: 'The user who made the change; null for the system’s changes', nullable: true })
  actorUserId: number | null;
  @Field(() => String, { nullable: true, description: 'The actor’s "first last"; null when the account is gone' })
  actorName: string | null;
  @Field(() => String, { description: 'employee, department, branch, …' }) entityType: string;
  @Field(() => Int, {
    description: 'The changed record’s id; null when the change concerns no single record',
    nullable: true,
  })
  entityId: number | null;
  @Field(() => String, { description: 'created, updated, deleted, …' }) action: string;
  @Field(() => JSONObjectResolver, { nullable: true, description: 'The record’s view before the change' })
  before: Record<string, unknown> | null;
  @Field(() => JSONObjectResolver, { nullable: true, description: 'The record’s view after the change' })
  after: Record<string, unknown> | null;
  @Field(() => DateTime, { description: 'When the change was committed (ISO-8601, UTC)' }) createdAt: string;
}

const ActivityLogConnectionType = connectionTypes(
  'ActivityLog',
  ActivityLogType,
  'activity log entries',
  'newest first (createdAt, then id)',
);

@Resolver()
export class ActivityResolver {
  @Query(() => ActivityLogConnectionType, {
    description:
      'A page of the company’s changes (Relay connection), newest first by createdAt then id (settings.activity.view); fields the caller’s role may not read are null in before and after',
  })
  activityLogsConnection(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: DEFAULT_PAGE, description: FIRST_ARG })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
  ) {
    return activityLogsConnection(ctx, companyId, { first, after });
  }

  @Query(() => [ActivityLogType], {
    deprecationReason: 'Use activityLogsConnection',
    description:
      'The company’s changes, newest first (settings.activity.view); `first` 1–200 (50), `before` the last id seen',
  })
  activityLogs(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, { description: 'Page size, 1–200 (default 50)', nullable: true }) first?: number | null,
    @Arg('before', () => Int, {
      description: 'The id of the last entry already seen; absent for the newest',
      nullable: true,
    })
    before?: number | null,
  ) {
    return listActivity(ctx, companyId, { limit: first, before });
  }
}
