import { JSONObjectResolver } from 'graphql-scalars';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { DateTime } from '../../shared/graphql/scalars';
import { listActivity } from './activity.service';

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

@Resolver()
export class ActivityResolver {
  @Query(() => [ActivityLogType], {
    description:
      'The company’s changes, newest first (settings.activity.view); `first` 1–200 (50), `before` the last id seen',
  })
  activityLogs(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int, {
      description: 'The company’s id; the caller must be a member (another company’s id answers NOT_FOUND)',
    })
    companyId: number,
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
