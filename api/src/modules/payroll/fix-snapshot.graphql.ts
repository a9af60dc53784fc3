import type { LedgerTotals } from '@staffpay/schema/pay/ledger-types';
import type { FixedCard, FixedFigures, FixedLedgerLine, FixSnapshot } from '@staffpay/schema/pay/fix-snapshot.schemas';
import type { LedgerType } from '@staffpay/schema/pay/ledger-types';
import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal } from '../../shared/graphql/scalars';
import { LedgerTypeEnum } from '../ledger';
import { AppliedRuleType, PeriodType } from './figures.graphql';

/**
 * The fixed snapshot's GraphQL types (the contract's `fixSnapshotSchema`; test
 * fix-snapshot-shape.test.ts keeps the two in step). Figures are masked like the live card's
 * (FixedFigures in pay.records.ts); one's own fix shows in full.
 */
const HIDDEN = 'null when the caller lacks salaries.field.amounts (one’s own fix is always shown)';
const HIDDEN_PROFIT = 'null when the caller lacks salaries.field.profit (one’s own fix is always shown)';

@ObjectType('FixedLedgerLine', { description: 'A ledger record the fixed card summed, as it was when fixed' })
export class FixedLedgerLineType implements FixedLedgerLine {
  @Field(() => LedgerTypeEnum, { description: 'The record’s ledger type' }) type: LedgerType;
  @Field(() => Int, { description: 'The ledger record’s id' }) id: number;
  @Field(() => Decimal, { nullable: true, description: `The amount, a decimal string (money); ${HIDDEN}` })
  amount: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Units counted (piecework); null for types without a count and in fixes made before counts were kept',
  })
  quantity: number | null;
  @Field(() => String, { description: 'Why it was booked' }) reason: string;
  @Field(() => String, { description: 'The day it counts for, YYYY-MM-DD (a date, not an instant)' })
  appliedDate: string;
}

@ObjectType('FixedFigures', { description: 'The engine’s figures of a fixed card, as they were when fixed' })
export class FixedFiguresType implements FixedFigures, LedgerTotals<string | null> {
  @Field(() => Int, { nullable: true, description: `Orders in the period; ${HIDDEN_PROFIT}` })
  ordersCount: number | null;
  @Field(() => Decimal, { nullable: true, description: `Profit in the period, a decimal string; ${HIDDEN_PROFIT}` })
  employeeProfit: string | null;
  @Field(() => Decimal, { nullable: true, description: `profit / orders; null without orders; ${HIDDEN_PROFIT}` })
  averageCheck: string | null;
  @Field(() => Decimal, { nullable: true, description: `The base rules’ sum; ${HIDDEN}` }) baseSalary: string | null;
  @Field(() => Decimal, { nullable: true, description: `Bonuses accrued by rules; ${HIDDEN}` })
  ruleBonuses: string | null;
  @Field(() => Decimal, { nullable: true, description: `Penalties accrued by templates; ${HIDDEN}` })
  rulePenalties: string | null;
  @Field(() => Decimal, { nullable: true, description: `Rule bonuses plus bonus records; ${HIDDEN}` })
  totalBonuses: string | null;
  @Field(() => Decimal, { nullable: true, description: `Rule penalties plus penalty records; ${HIDDEN}` })
  totalPenalties: string | null;
  @Field(() => Decimal, { nullable: true, description: `Advances paid in the period; ${HIDDEN}` })
  totalAdvances: string | null;
  @Field(() => Decimal, { nullable: true, description: `Piecework payments’ sum; ${HIDDEN}` })
  piecework: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: `baseSalary + totalBonuses + piecework − totalPenalties; ${HIDDEN}`,
  })
  totalSalary: string | null;
  @Field(() => Decimal, { nullable: true, description: `'К доплате': totalSalary − totalAdvances; ${HIDDEN}` })
  amountDue: string | null;
}

@ObjectType('FixedCard', { description: 'An employee’s card as fixed: the person then, the figures, rules and lines' })
export class FixedCardType implements Omit<FixedCard, 'appliedRules'> {
  @Field(() => Int, { description: 'The employee’s id' }) id: number;
  @Field(() => String, { description: '"first last" when fixed' }) name: string;
  @Field(() => String, { description: 'First name when fixed' }) firstName: string;
  @Field(() => String, { description: 'Last name when fixed' }) lastName: string;
  @Field(() => String, {
    nullable: true,
    description: 'The role code when fixed (history: may be a code since removed)',
  })
  role: string | null;
  @Field(() => String, { nullable: true, description: 'active, inactive or vacation, when fixed' })
  status: string | null;
  @Field(() => String, { nullable: true, description: 'full_time or remote, when fixed' }) employmentType:
    string | null;
  @Field(() => String, { nullable: true, description: "A position code, free text, or 'custom'" }) jobPosition:
    string | null;
  @Field(() => String, { nullable: true, description: "The position’s text when jobPosition is 'custom'" })
  customPosition: string | null;
  @Field(() => Int, { nullable: true, description: 'The main department when fixed; null when none' })
  departmentId: number | null;
  @Field(() => String, { nullable: true, description: 'The main department’s name when fixed' })
  departmentName: string | null;
  @Field(() => Int, { nullable: true, description: 'The main branch when fixed; null when none' }) branchId:
    number | null;
  @Field(() => FixedFiguresType, { description: 'The figures of the period' }) figures: FixedFiguresType;
  @Field(() => [AppliedRuleType], { description: 'The salary rules and templates applied, with their amounts' })
  appliedRules: AppliedRuleType[];
  @Field(() => [FixedLedgerLineType], { description: 'The ledger records summed, every type, with their type' })
  ledgerLines: FixedLedgerLineType[];
}

@ObjectType('FixSnapshot', { description: 'A fixed payroll snapshot in typed fields, versioned with the backup file' })
export class FixSnapshotType implements Omit<FixSnapshot, 'card'> {
  @Field(() => Int, {
    description:
      'The snapshot format’s version: the backup file format’s version, bumped with any change to this shape',
  })
  formatVersion: number;
  @Field(() => PeriodType, { description: 'The fixed days' }) period: PeriodType;
  @Field(() => FixedCardType, { description: 'The card as fixed' }) card: FixedCardType;
}
