import { Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { databaseHealth } from './database-health';
import { dataIntegrity } from './integrity.service';
import { healthChanges, integrityChanges } from './protection-live';
import type { DatabaseHealthView, DataIntegrityView } from './protection.view';

@ObjectType('DatabaseHealthDetails', { description: 'The figures behind the database’s health' })
class DatabaseHealthDetailsType {
  @Field(() => String, { description: 'connected, slow or disconnected' }) connection: string;
  @Field(() => String, { description: 'When the check ran (ISO 8601)' }) timestamp: string;
  @Field(() => Int, { nullable: true, description: 'A trivial query’s round trip in ms' }) latencyMs?: number | null;
  @Field(() => Int, { nullable: true, description: 'The company’s employees (null without a company)' })
  employeeCount?: number;
  @Field(() => Int, { nullable: true, description: 'Indexes of the application’s schema' }) indexCount?: number;
  @Field(() => Int, { nullable: true, description: 'Triggers of the schema’s tables, the foreign keys’ included' })
  triggerCount?: number;
  @Field(() => Int, { nullable: true, description: 'Checked-in migrations not applied yet' })
  pendingMigrations?: number;
  @Field(() => String, {
    nullable: true,
    description: 'Whether events reach the other replicas: connected, disconnected or in-process',
  })
  events?: string;
}

@ObjectType('DatabaseHealth', { description: 'The database’s health and, with a company, its own figures' })
class DatabaseHealthType {
  @Field(() => String, { description: 'healthy, warning or error' }) status: string;
  @Field(() => DatabaseHealthDetailsType, { description: 'The figures' }) details: DatabaseHealthDetailsType;
  @Field(() => [String], { description: 'Why the status is not healthy, one sentence each' }) problems: string[];
}

@ObjectType('DataIntegrity', {
  description: 'The company’s records checked for broken references and values (settings.protection.view)',
})
class DataIntegrityType {
  @Field(() => Boolean, { description: 'true when no issue was found' }) valid: boolean;
  @Field(() => Int, { description: 'How many records the checks looked at' }) checkedCount: number;
  @Field(() => [String], { description: 'One Russian sentence per problem, naming the record' }) issues: string[];
  @Field(() => String, { description: 'When the check ran (ISO-8601)' }) checkedAt: string;
}

@Resolver()
export class DataProtectionResolver {
  @Query(() => DatabaseHealthType, {
    description: 'The database’s health; with a company (settings.protection.view) also its own figures',
  })
  databaseHealth(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({
      description: 'A company of the caller (settings.protection.view); absent: the database only',
      nullable: true,
    })
    companyId?: number | null,
  ) {
    return databaseHealth(ctx, companyId);
  }

  @Query(() => DataIntegrityType, { description: 'The company’s records checked for broken references and values' })
  dataIntegrity(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return dataIntegrity(ctx, companyId);
  }

  @Subscription(() => DatabaseHealthType, {
    description: 'databaseHealth of the company, whenever a change moves it',
    subscribe: ({ args, context }) => healthChanges(context as RequestContext, args.companyId),
  })
  databaseHealthChanged(@Root() health: DatabaseHealthView, @CompanyIdArg() _companyId: number): DatabaseHealthView {
    return health;
  }

  @Subscription(() => DataIntegrityType, {
    description: 'dataIntegrity of the company, rechecked once per burst of changes, whenever it moved',
    subscribe: ({ args, context }) => integrityChanges(context as RequestContext, args.companyId),
  })
  dataIntegrityChanged(@Root() integrity: DataIntegrityView, @CompanyIdArg() _companyId: number): DataIntegrityView {
    return integrity;
  }
}
