import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { Decimal } from '../../shared/graphql/scalars';
import { PeriodType } from '../payroll';
import {
  departmentPayBreakdownChanges,
  employeePayHistoryChanges,
  payHistoryChanges,
  payTrendChanges,
} from './charts-live.service';
import { employeePayHistory, payHistory, type EmployeePayMonth, type PayHistoryMonth } from './pay-history.service';
import { departmentPayBreakdown, payTrend, type DepartmentPay, type PayTrend } from './pay-trend.service';

const AMOUNT = 'A decimal string (money); null without salaries.field.amounts';
const PROFIT = 'A decimal string (money); null without salaries.field.profit';

@ObjectType('PayTrendPoint', { description: 'One day of the month against the same day of the month before' })
class PayTrendPointType {
  @Field(() => Int, { description: 'The day of the month, 1..31' }) day: number;
  @Field(() => String, {
    nullable: true,
    description: "The current month's date of that day, YYYY-MM-DD; null past its end",
  })
  date: string | null;
  @Field(() => Decimal, { nullable: true, description: `Profit so far this month; null after today. ${PROFIT}` })
  profit: string | null;
  @Field(() => Decimal, { nullable: true, description: `Payroll so far this month; null after today. ${AMOUNT}` })
  payroll: string | null;
  @Field(() => Decimal, { nullable: true, description: `Profit so far the month before. ${PROFIT}` })
  previousProfit: string | null;
  @Field(() => Decimal, { nullable: true, description: `Payroll so far the month before. ${AMOUNT}` })
  previousPayroll: string | null;
}

@ObjectType('PayTrend', { description: 'Cumulative profit and payroll by day: a month against the month before' })
class PayTrendType {
  @Field(() => PeriodType, { description: 'The month' }) period: PeriodType;
  @Field(() => PeriodType, { description: 'The month before' }) previousPeriod: PeriodType;
  @Field(() => [PayTrendPointType], { description: 'One per day over the longer of the two months' })
  points: PayTrendPointType[];
}

@ObjectType('DepartmentPay', { description: 'A department’s bonuses, penalties and advances of a month' })
class DepartmentPayType {
  @Field(() => Int, { description: 'The department' }) departmentId: number;
  @Field(() => String, { description: 'Its name' }) departmentName: string;
  @Field(() => Decimal, { nullable: true, description: `Its members’ bonuses. ${AMOUNT}` }) bonuses: string | null;
  @Field(() => Decimal, { nullable: true, description: `Its members’ penalties. ${AMOUNT}` }) penalties: string | null;
  @Field(() => Decimal, { nullable: true, description: `Its members’ advances. ${AMOUNT}` }) advances: string | null;
}

@ObjectType('PayHistoryMonth', { description: 'One month of the company’s (or a group’s) pay' })
class PayHistoryMonthType {
  @Field(() => PeriodType, { description: 'The month' }) period: PeriodType;
  @Field(() => Decimal, { nullable: true, description: `The paid employees’ total salary. ${AMOUNT}` })
  payrollFund: string | null;
  @Field(() => Decimal, { nullable: true, description: `payrollFund per paid employee. ${AMOUNT}` })
  averagePay: string | null;
  @Field(() => Decimal, { nullable: true, description: `Every member’s profit. ${PROFIT}` }) profit: string | null;
  @Field(() => Int, { description: 'Employees paid in the month' }) employeeCount: number;
}

@ObjectType('EmployeePayMonth', { description: 'One month of an employee’s card' })
class EmployeePayMonthType {
  @Field(() => Int, { description: 'The employee' }) employeeId: number;
  @Field(() => PeriodType, { description: 'The month' }) period: PeriodType;
  @Field(() => Decimal, { nullable: true, description: AMOUNT }) totalSalary: string | null;
  @Field(() => Decimal, { nullable: true, description: AMOUNT }) baseSalary: string | null;
  @Field(() => Decimal, { nullable: true, description: `Bonuses with the rules’ bonuses. ${AMOUNT}` })
  bonuses: string | null;
  @Field(() => Decimal, { nullable: true, description: `Penalties with the templates’ penalties. ${AMOUNT}` })
  penalties: string | null;
  @Field(() => Decimal, { nullable: true, description: AMOUNT }) advances: string | null;
  @Field(() => Decimal, { nullable: true, description: PROFIT }) employeeProfit: string | null;
  @Field(() => Int, { nullable: true, description: 'Orders; null without salaries.field.profit' })
  ordersCount: number | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Profit per order; null without orders or without salaries.field.profit',
  })
  averageCheck: string | null;
}

@ArgsType()
class ChartMonthArgs {
  @Field(() => String, { nullable: true, description: "The month, 'YYYY-MM'; the company’s current month when absent" })
  period?: string | null;
}

@ArgsType()
class PayHistoryArgs {
  @Field(() => Int, { defaultValue: 12, description: 'How many months, ending with the current one (1..24)' })
  months: number;
  @Field(() => Int, { nullable: true, description: 'Only this department’s members' }) departmentId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Only this branch’s employees' }) branchId?: number | null;
}

@ArgsType()
class EmployeePayHistoryArgs {
  @Field(() => Int, { description: 'The employee' }) employeeId: number;
  @Field(() => Int, { defaultValue: 12, description: 'How many months, ending with the current one (1..24)' })
  months: number;
}

const ctxOf = (context: unknown) => context as RequestContext;
const withoutCompany = <A extends { companyId?: unknown }>({ companyId: _c, ...rest }: A) => rest;

/** The managers' charts (docs/api.md, 'Charts'): a query each, and its subscription pushing it whole when it moves. */
@Resolver()
export class ChartsResolver {
  @Query(() => PayTrendType, {
    description: 'Cumulative profit and payroll by day, a month against the month before (salaries.view)',
  })
  payTrend(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Args(() => ChartMonthArgs) args: ChartMonthArgs,
  ): Promise<PayTrend> {
    return payTrend(ctx, companyId, args);
  }

  @Query(() => [DepartmentPayType], {
    description: 'Bonuses, penalties and advances of a month per department (salaries.view)',
  })
  departmentPayBreakdown(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Args(() => ChartMonthArgs) args: ChartMonthArgs,
  ): Promise<DepartmentPay[]> {
    return departmentPayBreakdown(ctx, companyId, args);
  }

  @Query(() => [PayHistoryMonthType], {
    description: 'Payroll fund, average pay and profit of the last months (reports.view)',
  })
  payHistory(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Args(() => PayHistoryArgs) args: PayHistoryArgs,
  ): Promise<PayHistoryMonth[]> {
    return payHistory(ctx, companyId, args);
  }

  @Query(() => [EmployeePayMonthType], {
    description: 'An employee’s pay and KPIs of the last months (salaries.view; the employee role their own)',
  })
  employeePayHistory(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Args(() => EmployeePayHistoryArgs) args: EmployeePayHistoryArgs,
  ): Promise<EmployeePayMonth[]> {
    return employeePayHistory(ctx, companyId, args);
  }

  @Subscription(() => PayTrendType, {
    description: 'payTrend, whole, when a change moves it (salaries.view)',
    subscribe: ({ args, context }) => payTrendChanges(ctxOf(context), args.companyId, withoutCompany(args)),
  })
  payTrendChanged(
    @Root() trend: PayTrend,
    @CompanyIdArg() _companyId: number,
    @Args(() => ChartMonthArgs) _args: ChartMonthArgs,
  ): PayTrend {
    return trend;
  }

  @Subscription(() => [DepartmentPayType], {
    description: 'departmentPayBreakdown, whole, when a change moves it (salaries.view)',
    subscribe: ({ args, context }) =>
      departmentPayBreakdownChanges(ctxOf(context), args.companyId, withoutCompany(args)),
  })
  departmentPayBreakdownChanged(
    @Root() departments: DepartmentPay[],
    @CompanyIdArg() _companyId: number,
    @Args(() => ChartMonthArgs) _args: ChartMonthArgs,
  ): DepartmentPay[] {
    return departments;
  }

  @Subscription(() => [PayHistoryMonthType], {
    description: 'payHistory, whole, when a change moves it (reports.view)',
    subscribe: ({ args, context }) => payHistoryChanges(ctxOf(context), args.companyId, withoutCompany(args)),
  })
  payHistoryChanged(
    @Root() months: PayHistoryMonth[],
    @CompanyIdArg() _companyId: number,
    @Args(() => PayHistoryArgs) _args: PayHistoryArgs,
  ): PayHistoryMonth[] {
    return months;
  }

  @Subscription(() => [EmployeePayMonthType], {
    description: 'employeePayHistory, whole, when a change moves it (salaries.view; the employee role their own)',
    subscribe: ({ args, context }) => employeePayHistoryChanges(ctxOf(context), args.companyId, withoutCompany(args)),
  })
  employeePayHistoryChanged(
    @Root() months: EmployeePayMonth[],
    @CompanyIdArg() _companyId: number,
    @Args(() => EmployeePayHistoryArgs) _args: EmployeePayHistoryArgs,
  ): EmployeePayMonth[] {
    return months;
  }
}
