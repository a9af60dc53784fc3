import { LEDGER_TYPE, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import { UPDATED_SINCE_ARG } from '../../shared/change-feed';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { AFTER_ARG, connectionTypes, DEFAULT_PAGE, FIRST_ARG } from '../../shared/graphql/connection';
import { DateTime, Decimal } from '../../shared/graphql/scalars';
import {
  correctLedgerRecord,
  createLedgerRecord,
  deleteLedgerRecord,
  employeeLedgerHistory,
  ledgerRecordsConnection,
  listLedgerRecords,
  updateLedgerRecord,
} from './ledger.service';

export const LedgerTypeEnum = declaredEnum(LEDGER_TYPE, {
  name: 'LedgerType',
  description: 'bonus, penalty, advance or piecework',
  describe: (declared) => declared.doc,
});

@ObjectType('LedgerRecord', { description: 'A bonus, penalty, advance or piecework payment' })
export class LedgerRecordType {
  @Field(() => Int, { description: 'Unique id of this LedgerRecord' }) id: number;
  @Field(() => Int, { description: 'The employee the payment is booked for' }) employeeId: number;
  @Field(() => String, { description: 'The employee’s "first last"' }) employeeName: string;
  @Field(() => LedgerTypeEnum, { description: 'bonus, penalty, advance or piecework' }) type: LedgerType;
  @Field(() => Decimal, {
    nullable: true,
    description: 'What is booked; for piecework the total, quantity × rate; null when the viewer’s role hides amounts',
  })
  amount: string | null;
  @Field(() => String, { description: 'Why it was booked, free text' }) reason: string;
  @Field(() => Int, { nullable: true, description: 'Piecework’s quantity; 1 for an advance; null otherwise' })
  quantity: number | null;
  @Field(() => String, { description: 'YYYY-MM-DD in the company’s timezone' }) appliedDate: string;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, {
    nullable: true,
    description: 'A correction after approval: the record of a fixed period it corrects; null otherwise',
  })
  correctsRecordId: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The corrected record’s appliedDate (YYYY-MM-DD); null otherwise',
  })
  correctsAppliedDate: string | null;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => DateTime, {
    description: 'When it last changed, what it shows from other records included (ISO-8601, UTC; `updatedSince`)',
  })
  updatedAt: string;
}

const LedgerRecordConnectionType = connectionTypes(
  'LedgerRecord',
  LedgerRecordType,
  'ledger records',
  'newest first (appliedDate, then id)',
);

@ObjectType('LedgerHistoryEntry', { description: 'One line of an employee’s bonus history' })
class LedgerHistoryEntryType {
  @Field(() => Int, { description: 'The ledger record’s id' }) id: number;
  @Field(() => LedgerTypeEnum, { description: 'bonus, penalty, advance or piecework' }) type: LedgerType;
  @Field(() => String, { description: 'Why it was booked, free text' }) reason: string;
  @Field(() => String, { description: 'YYYY-MM-DD in the company’s timezone' }) appliedDate: string;
  @Field(() => Decimal, {
    nullable: true,
    description: 'What is booked; for piecework the total, quantity × rate; null when the viewer’s role hides amounts',
  })
  amount: string | null;
  @Field(() => Int, { description: 'Piecework’s quantity; 1 for an advance; null otherwise', nullable: true })
  quantity: number | null;
}

@InputType({ description: 'A ledger record’s fields' })
class LedgerRecordInput {
  @Field(() => Int, { description: 'An employee of the company' }) employeeId: number;
  @Field(() => LedgerTypeEnum, { description: 'bonus, penalty, advance or piecework' }) type: LedgerType;
  @Field(() => Decimal, { description: 'At least 0.01; for piecework the total, quantity × rate' }) amount: string;
  @Field(() => String, {
    nullable: true,
    description: 'Required for bonuses and penalties; defaults to "Аванс" or "Сдельная выплата"',
  })
  reason?: string | null;
  @Field(() => Int, { nullable: true, description: 'Piecework only: at least 1 (default 1); an advance’s is 1' })
  quantity?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD; defaults to today in the company’s timezone (on update: the date kept)',
  })
  appliedDate?: string | null;
}

@InputType({ description: 'A correction’s fields: the employee is the original’s, the date the next open month’s' })
class LedgerCorrectionInput {
  @Field(() => LedgerTypeEnum, { description: 'bonus, penalty, advance or piecework' }) type: LedgerType;
  @Field(() => Decimal, { description: 'At least 0.01; for piecework the total, quantity × rate' }) amount: string;
  @Field(() => String, {
    nullable: true,
    description: 'Required for bonuses and penalties; defaults to "Аванс" or "Сдельная выплата"',
  })
  reason?: string | null;
  @Field(() => Int, { nullable: true, description: 'Piecework only: at least 1 (default 1); an advance’s is 1' })
  quantity?: number | null;
}

@InputType({ description: 'Narrows the ledger records; every field given must match' })
class LedgerFilterInput {
  @Field(() => Int, { description: 'Only this employee’s records', nullable: true }) employeeId?: number | null;
  @Field(() => LedgerTypeEnum, { description: 'Only records of this type', nullable: true }) type?: LedgerType | null;
  @Field(() => String, { nullable: true, description: 'Substring of the reason or the employee’s "first last"' })
  search?: string | null;
}

/** Nulls from GraphQL clients mean "not given". */
const given = (o: object | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v != null));

@Resolver()
export class LedgerResolver {
  @Query(() => [LedgerRecordType], {
    deprecationReason: 'Use ledgerRecordsConnection: this list has no bound',
    description:
      'Ledger records newest first (bonuses.view; the employee role: its own); every date unless period (YYYY-MM) or from/to is given',
  })
  ledgerRecords(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('filter', () => LedgerFilterInput, {
      description: 'Narrows the records; absent: every record the caller may read',
      nullable: true,
    })
    filter: LedgerFilterInput | null,
    @Arg('period', () => String, { nullable: true, description: 'YYYY-MM' }) period: string | null,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD, with to' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD, with from' }) to: string | null,
  ) {
    return listLedgerRecords(ctx, companyId, { ...given(filter), ...given({ period, from, to }) });
  }

  @Query(() => LedgerRecordConnectionType, {
    description:
      'A page of ledgerRecords (Relay connection), newest first by appliedDate then id; the same access and filters (bonuses.view; the employee role: its own)',
  })
  ledgerRecordsConnection(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: DEFAULT_PAGE, description: FIRST_ARG })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
    @Arg('filter', () => LedgerFilterInput, {
      description: 'Narrows the records; absent: every record the caller may read',
      nullable: true,
    })
    filter: LedgerFilterInput | null,
    @Arg('period', () => String, { nullable: true, description: 'YYYY-MM' }) period: string | null,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD, with to' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD, with from' }) to: string | null,
    @Arg('updatedSince', () => DateTime, { nullable: true, description: UPDATED_SINCE_ARG }) updatedSince: Date | null,
  ) {
    return ledgerRecordsConnection(ctx, companyId, {
      first,
      after,
      filter: { ...given(filter), ...given({ period, from, to }) },
      updatedSince,
    });
  }

  @Query(() => [LedgerHistoryEntryType], {
    deprecationReason: 'Use ledgerRecordsConnection with filter.employeeId: this list has no bound',
    description: 'An employee’s bonus history, newest first (bonuses.view; the employee role: its own)',
  })
  employeeLedgerHistory(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('employeeId', () => Int, { description: 'The employee’s id (another company’s answers NOT_FOUND)' })
    employeeId: number,
  ) {
    return employeeLedgerHistory(ctx, companyId, employeeId);
  }

  @Mutation(() => LedgerRecordType, {
    description: 'bonuses.create; a retry with the same idempotencyKey books nothing and answers the first record',
  })
  createLedgerRecord(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => LedgerRecordInput, { description: 'The new record' }) input: LedgerRecordInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: '1 to 200 characters, unique per company' })
    idempotencyKey: string | null,
  ) {
    return createLedgerRecord(ctx, companyId, given(input), idempotencyKey);
  }

  @Mutation(() => LedgerRecordType, {
    description: 'Replaces the fields (bonuses.edit); CONFLICT when the old or new date is in a fixed period',
  })
  updateLedgerRecord(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The record’s id' }) id: number,
    @Arg('input', () => LedgerRecordInput, {
      description: 'The record’s new fields (all replaced; an absent appliedDate keeps the date)',
    })
    input: LedgerRecordInput,
  ) {
    return updateLedgerRecord(ctx, companyId, id, given(input));
  }

  @Mutation(() => LedgerRecordType, {
    description:
      'A correction after approval (bonuses.create): a new record of the original’s employee on the first day of the first later month without a fixed day, naming the original; CONFLICT when the original is not in a fixed period',
  })
  correctLedgerRecord(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('recordId', () => Int, { description: 'The record of a fixed period to correct' }) recordId: number,
    @Arg('input', () => LedgerCorrectionInput, { description: 'The correction' }) input: LedgerCorrectionInput,
  ) {
    return correctLedgerRecord(ctx, companyId, recordId, given(input));
  }

  @Mutation(() => Boolean, { description: 'bonuses.delete; CONFLICT when its date is in a fixed period' })
  deleteLedgerRecord(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The record’s id' }) id: number,
  ) {
    return deleteLedgerRecord(ctx, companyId, id);
  }
}
