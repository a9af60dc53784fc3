import { LEDGER_TYPES, type LedgerType } from '@staffpay/schema/pay/pay.enums';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { DateTime, Decimal } from '../../shared/graphql/scalars';
import {
  createLedgerRecord,
  deleteLedgerRecord,
  employeeLedgerHistory,
  listLedgerRecords,
  updateLedgerRecord,
} from './ledger.service';

export const LedgerTypeEnum = Object.fromEntries(LEDGER_TYPES.map((t) => [t, t])) as { [K in LedgerType]: K };
registerEnumType(LedgerTypeEnum, { name: 'LedgerType', description: 'bonus, penalty, advance or piecework' });

@ObjectType('LedgerRecord', { description: 'A bonus, penalty, advance or piecework payment' })
export class LedgerRecordType {
  @Field(() => Int) id: number;
  @Field(() => Int) employeeId: number;
  @Field(() => String, { description: 'The employee’s "first last"' }) employeeName: string;
  @Field(() => LedgerTypeEnum) type: LedgerType;
  @Field(() => Decimal, { description: 'What is booked; for piecework the total, quantity × rate' }) amount: string;
  @Field(() => String) reason: string;
  @Field(() => Int, { nullable: true, description: 'Piecework’s quantity; 1 for an advance; null otherwise' })
  quantity: number | null;
  @Field(() => String, { description: 'YYYY-MM-DD in the company’s timezone' }) appliedDate: string;
  @Field(() => Int) companyId: number;
  @Field(() => DateTime) createdAt: string;
}

@ObjectType('LedgerHistoryEntry', { description: 'One line of an employee’s bonus history' })
class LedgerHistoryEntryType {
  @Field(() => Int) id: number;
  @Field(() => LedgerTypeEnum) type: LedgerType;
  @Field(() => String) reason: string;
  @Field(() => String) appliedDate: string;
  @Field(() => Decimal) amount: string;
  @Field(() => Int, { nullable: true }) quantity: number | null;
}

@InputType()
class LedgerRecordInput {
  @Field(() => Int) employeeId: number;
  @Field(() => LedgerTypeEnum) type: LedgerType;
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

@InputType()
class LedgerFilterInput {
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
  @Field(() => LedgerTypeEnum, { nullable: true }) type?: LedgerType | null;
  @Field(() => String, { nullable: true, description: 'Substring of the reason or the employee’s "first last"' })
  search?: string | null;
}

/** Nulls from GraphQL clients mean "not given". */
const given = (o: object | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v != null));

@Resolver()
export class LedgerResolver {
  @Query(() => [LedgerRecordType], {
    description:
      'Ledger records newest first (bonuses.view; the employee role: its own); every date unless period (YYYY-MM) or from/to is given',
  })
  ledgerRecords(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('filter', () => LedgerFilterInput, { nullable: true }) filter: LedgerFilterInput | null,
    @Arg('period', () => String, { nullable: true, description: 'YYYY-MM' }) period: string | null,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD, with to' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD, with from' }) to: string | null,
  ) {
    return listLedgerRecords(ctx, companyId, { ...given(filter), ...given({ period, from, to }) });
  }

  @Query(() => [LedgerHistoryEntryType], {
    description: 'An employee’s bonus history, newest first (bonuses.view; the employee role: its own)',
  })
  employeeLedgerHistory(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('employeeId', () => Int) employeeId: number,
  ) {
    return employeeLedgerHistory(ctx, companyId, employeeId);
  }

  @Mutation(() => LedgerRecordType, {
    description: 'bonuses.create; a retry with the same idempotencyKey books nothing and answers the first record',
  })
  createLedgerRecord(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => LedgerRecordInput) input: LedgerRecordInput,
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
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => LedgerRecordInput) input: LedgerRecordInput,
  ) {
    return updateLedgerRecord(ctx, companyId, id, given(input));
  }

  @Mutation(() => Boolean, { description: 'bonuses.delete; CONFLICT when its date is in a fixed period' })
  deleteLedgerRecord(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return deleteLedgerRecord(ctx, companyId, id);
  }
}
