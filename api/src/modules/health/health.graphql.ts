import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { checkHealth } from './health.service';

@ObjectType('Health')
class HealthType {
  @Field(() => String) status: string;
  @Field(() => String) database: string;
  @Field(() => String) pubsub: string;
  @Field(() => String) time: string;
}

@Resolver()
export class HealthResolver {
  @Query(() => HealthType)
  health(@Ctx() ctx: RequestContext) {
    return checkHealth(ctx.app);
  }
}
