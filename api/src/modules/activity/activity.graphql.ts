import { JSONObjectResolver } from 'graphql-scalars';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { DateTime } from '../../shared/graphql/scalars';
import { listActivity } from './activity.service';

@ObjectType('ActivityLog')
class ActivityLogType {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true }) actorUserId: number | null;
  @Field(() => String, { nullable: true, description: 'The actor’s "first last"; null when the account is gone' })
  actorName: string | null;
  @Field(() => String, { description: 'employee, department, branch, …' }) entityType: string;
  @Field(() => Int, { nullable: true }) entityId: number | null;
  @Field(() => String, { description: 'created, updated, deleted, …' }) action: string;
  @Field(() => JSONObjectResolver, { nullable: true, description: 'The record’s view before the change' })
  before: Record<string, unknown> | null;
  @Field(() => JSONObjectResolver, { nullable: true, description: 'The record’s view after the change' })
  after: Record<string, unknown> | null;
  @Field(() => DateTime) createdAt: string;
}

@Resolver()
export class ActivityResolver {
  @Query(() => [ActivityLogType], {
    description:
      'The company’s changes, newest first (settings.activity.view); `first` 1–200 (50), `before` the last id seen',
  })
  activityLogs(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('before', () => Int, { nullable: true }) before?: number | null,
  ) {
    return listActivity(ctx, companyId, { limit: first, before });
  }
}
