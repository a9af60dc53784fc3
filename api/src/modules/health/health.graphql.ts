import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { checkHealth } from './health.service';

@ObjectType('Health', { description: 'The service’s liveness (no sign-in needed)' })
class HealthType {
  @Field(() => String, {
    description: 'ok; error while the database cannot be reached; draining while the process shuts down',
  })
  status: string;
  @Field(() => String, { description: 'ok or error' }) database: string;
  @Field(() => String, { description: 'connected, disconnected or in-process' }) pubsub: string;
  @Field(() => String, { description: 'The server’s time (ISO-8601)' }) time: string;
}

@Resolver()
export class HealthResolver {
  @Query(() => HealthType, { description: 'Whether the service, its database and its event bus are up' })
  health(@Ctx() ctx: RequestContext) {
    return checkHealth(ctx.app);
  }
}
