import { SYNCED_TYPE, type SyncedType } from '@staffpay/schema/sync/sync.schemas';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { AFTER_ARG, connectionTypes } from '../../shared/graphql/connection';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { DateTime } from '../../shared/graphql/scalars';
import { listDeletions } from './deletions.service';

export const SyncedTypeEnum = declaredEnum(SYNCED_TYPE, {
  name: 'SyncedType',
  description: 'A type of record an integrator keeps in step (updatedSince and deletions)',
  describe: (declared) => declared.doc,
});

@ObjectType('Tombstone', { description: 'A deleted record, kept for the events’ retention period' })
class TombstoneType {
  @Field(() => SyncedTypeEnum, { description: 'What was deleted' }) type: SyncedType;
  @Field(() => Int, { description: 'The deleted record’s id' }) id: number;
  @Field(() => DateTime, { description: 'When it was deleted (ISO-8601, UTC)' }) deletedAt: string;
}

const TombstoneConnectionType = connectionTypes('Tombstone', TombstoneType, 'deletions', 'in the order they happened');

@Resolver()
export class DeletionsResolver {
  @Query(() => TombstoneConnectionType, {
    description:
      'Deleted records of the company (cascades included), kept EVENT_RETENTION_DAYS; each type only for callers who may read its list',
  })
  deletions(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('since', () => DateTime, { nullable: true, description: 'Only deletions at or after this instant' })
    since: Date | null,
    @Arg('types', () => [SyncedTypeEnum], { nullable: true, description: 'Only these types; absent: every type' })
    types: SyncedType[] | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size: 50 when absent, at most 500' })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
  ) {
    return listDeletions(ctx, companyId, { since, types, first, after });
  }
}
