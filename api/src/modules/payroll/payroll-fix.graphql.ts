import type { FixSnapshot } from '@staffpay/schema/pay/fix-snapshot.schemas';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { typedSnapshot, type PayrollFixView } from '../pay-core';
import { FixSnapshotType } from './fix-snapshot.graphql';
import { PayrollFixType } from './payroll.graphql';

/** PayrollFix.typedSnapshot: the stored JSON read into the typed shape, for each fix answered. */
@Resolver(() => PayrollFixType)
export class PayrollFixSnapshotResolver {
  @FieldResolver(() => FixSnapshotType, {
    description: 'The card as fixed, in typed fields (formatVersion tells the shape’s version)',
  })
  typedSnapshot(@Root() fix: PayrollFixView): FixSnapshot {
    return typedSnapshot(fix.snapshot);
  }
}
