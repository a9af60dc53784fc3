import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { AppliedRuleMode } from '@staffpay/schema/pay/pay.enums';
import type { EmployeeStatus } from '@staffpay/schema/staff/staff.enums';
import type { RequestContext } from '../../shared/context';
import { RoleCode } from '../../shared/graphql/enums';
import { Decimal } from '../../shared/graphql/scalars';
import { EmployeeStatusEnum } from '../staff';
import { AppliedRuleModeEnum } from '../pay-core';
import { BirthdayEntryType, type BirthdayView } from '../birthdays';
import { sharedDashboardBirthdays, sharedDashboardBirthdaysChanges } from './shared-birthdays';
import { sharedDashboardBranding, sharedDashboardBrandingChanges } from './shared-branding';
import { sharedDashboardChanges } from './shared-dashboard-live';
import { sharedDashboardData } from './shared-dashboard.service';
import type { BrandingView } from '../developer-settings';
import type {
  SharedBestEmployee,
  SharedAppliedRule,
  SharedDashboardData,
  SharedEmployee,
  SharedThreshold,
} from './shared-dashboard.view';

/** The public link's secret token; the argument keeps its first name, `shareUrl`, on the wire. */
const ShareTokenArg = () =>
  Arg('shareUrl', () => String, { description: 'The dashboard’s share token (the last part of its public link)' });

/** Which dashboard of the link's playlist: sharedScreen lists them. */
const SlotArg = () =>
  Arg('slot', () => Int, {
    defaultValue: 0,
    description: 'The playlist slot (sharedScreen.playlist); past the end it wraps around',
  });

@ObjectType('SharedDashboardConfig', { description: 'The public dashboard’s texts, flags and selections' })
export class SharedDashboardConfigType {
  @Field(() => String, { description: 'The dashboard’s title' }) name: string;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) description: string | null;
  @Field(() => [Int], { description: 'Departments shown; empty: every department' }) selectedDepartments: number[];
  @Field(() => [Int], { description: 'Branches shown; empty: every branch' }) selectedBranches: number[];
  @Field(() => Boolean, { description: 'Whether the company’s profit is shown' }) showCompanyProfit: boolean;
  @Field(() => Boolean, { description: 'Whether departments’ profit is shown' }) showDepartmentProfit: boolean;
  @Field(() => Boolean, { description: 'Whether employees’ orders and profit are shown' }) showEmployeeProfit: boolean;
  @Field(() => Boolean, { description: 'Whether team bonuses are shown' }) showTeamBonuses: boolean;
  @Field(() => Boolean, { description: 'Whether advances are shown' }) showAdvances: boolean;
  @Field(() => Boolean, { description: 'Whether salary payouts are shown' }) showSalaryPayouts: boolean;
  @Field(() => Boolean, { description: 'Whether threshold progress is shown' }) showThresholdProgress: boolean;
  @Field(() => [Int], { description: 'Departments whose threshold progress is shown; empty: every one' })
  thresholdProgressDepartments: number[];
  @Field(() => Boolean, { description: 'Whether employee cards are shown' }) showEmployeeCards: boolean;
  @Field(() => [Int], { description: 'Departments whose cards are shown; empty: every one' })
  employeeCardsDepartments: number[];
}

@ObjectType('SharedCompany', { description: 'The company as the public dashboard shows it' })
class SharedCompanyType {
  @Field(() => String, { description: 'The company’s name' }) name: string;
  @Field(() => String, { description: '/api/images/{id}; null without a logo', nullable: true }) logoUrl: string | null;
  @Field(() => String, { description: 'ISO 4217 code, e.g. RUB' }) currency: string;
  @Field(() => String, { description: 'ru or en' }) language: string;
  @Field(() => String, { description: 'IANA zone of the company’s calendar: its month turns at midnight there' })
  timezone: string;
}

@ObjectType('SharedNamed', { description: 'A department or branch shown on the public dashboard' })
class SharedNamedType {
  @Field(() => Int, { description: 'Its id' }) id: number;
  @Field(() => String, { description: 'Its name' }) name: string;
}

@ObjectType('SharedAppliedRule', { description: 'A rule on a public dashboard card' })
class SharedAppliedRuleType {
  @Field(() => String, { description: 'The rule’s name' }) name: string;
  @Field(() => AppliedRuleModeEnum, { description: 'base, bonus or penalty' }) salaryMode: AppliedRuleMode;
  @Field(() => Decimal, { description: 'A decimal string (money); null when the dashboard hides it', nullable: true })
  calculatedAmount: string | null;
}

@ObjectType('SharedEmployee', { description: 'Figures the dashboard hides are null here and absent over REST' })
class SharedEmployeeType {
  @Field(() => Int, { description: 'The employee’s id' }) id: number;
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
  @Field(() => String, { description: '"first last"' }) name: string;
  @Field(() => String, { description: '/api/images/{id}; null without a photo', nullable: true }) photoUrl:
    string | null;
  @Field(() => RoleCode, { description: 'The employee’s role code' }) role: CompanyRole;
  @Field(() => Int, { description: 'The main department; null when none', nullable: true }) departmentId: number | null;
  @Field(() => EmployeeStatusEnum, { description: 'active, inactive or vacation' }) status: EmployeeStatus;
  @Field(() => Int, {
    description: 'Orders in the month; null when the dashboard hides employees’ profit',
    nullable: true,
  })
  ordersCount?: number;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null when the dashboard hides employees’ profit',
    nullable: true,
  })
  employeeProfit?: string;
  @Field(() => Decimal, {
    description: 'Profit per order, a decimal string; null when hidden or without orders',
    nullable: true,
  })
  averageCheck?: string | null;
  @Field(() => Boolean, { description: 'Whether a rule considers orders and profit; null when hidden', nullable: true })
  shouldShowOrdersAndProfit?: boolean;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null when the dashboard hides salary payouts',
    nullable: true,
  })
  totalSalary?: string;
  @Field(() => Decimal, { description: 'A decimal string (money); null when hidden', nullable: true }) baseSalary:
    string | null;
  @Field(() => Decimal, { description: 'A decimal string (money); null when hidden', nullable: true }) bonusAmount:
    string | null;
  @Field(() => Decimal, { description: 'A decimal string (money); null when hidden', nullable: true }) penaltyAmount:
    string | null;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null when the dashboard hides advances',
    nullable: true,
  })
  advanceAmount?: string;
  @Field(() => Int, {
    description: '1 for the highest profit among the shown (ties share a rank); null unless employees’ profit is shown',
    nullable: true,
  })
  rank?: number | null;
  @Field(() => [SharedAppliedRuleType], { description: 'The rules applied this month' })
  appliedRules: SharedAppliedRule[];
}

@ObjectType('SharedThreshold', { description: 'A threshold rule’s progress on the public dashboard' })
class SharedThresholdType {
  @Field(() => String, { description: 'The rule’s name' }) templateName: string;
  @Field(() => String, { description: 'The department it counts' }) departmentName: string;
  @Field(() => Decimal, { description: 'A decimal string; null when none yet', nullable: true }) currentValue:
    string | null;
  @Field(() => Decimal, { description: 'A decimal string; null without a threshold', nullable: true }) thresholdValue:
    string | null;
  @Field(() => Decimal, {
    description:
      'current / threshold × 100, a decimal string with one decimal (may pass 100); shown in privacy mode too',
  })
  progressPercent: string;
  @Field(() => Decimal, {
    description:
      'The month-end projection at the current pace (working days in the company’s time zone) as a share of the threshold, one decimal; shown in privacy mode too',
  })
  projectedPercent: string;
}

@ObjectType('SharedBranding', { description: 'The service logo and slogan of the company’s developer settings' })
class SharedBrandingType {
  @Field(() => String, { nullable: true, description: 'Null: the product’s default logo' }) serviceLogo: string | null;
  @Field(() => String, { description: 'small, medium, large, extra-large or huge' }) logoSize: string;
  @Field(() => Int, { description: 'The logo’s height in pixels' }) logoSizePx: number;
  @Field(() => String, { description: 'null when none', nullable: true }) companySlogan: string | null;
}

@ObjectType('SharedBestEmployee', {
  description: 'The best of the shown employees by the engine’s definition: the highest profit (lowest id on a tie)',
})
class SharedBestEmployeeType {
  @Field(() => Int, { description: 'The employee’s id' }) id: number;
  @Field(() => String, { description: 'First and last name' }) name: string;
  @Field(() => Decimal, {
    description: 'The month’s total, a decimal string (money); null when the link may not show amounts',
    nullable: true,
  })
  totalSalary: string | null;
}

@ObjectType('SharedDashboardData', { description: 'The public dashboard of the company’s current month' })
export class SharedDashboardDataType {
  @Field(() => SharedDashboardConfigType, { description: 'The dashboard’s texts, flags and selections' })
  dashboard: SharedDashboardConfigType;
  @Field(() => Boolean, {
    description: 'The link shows money as progress only: every amount and profit figure is null',
  })
  privacyMode: boolean;
  @Field(() => SharedCompanyType, { description: 'The company as shown' }) company: SharedCompanyType;
  @Field(() => Int, { description: 'The company’s id' }) companyId: number;
  @Field(() => [SharedNamedType], { description: 'The departments shown' }) departments: SharedNamedType[];
  @Field(() => [SharedNamedType], { description: 'The branches shown' }) branches: SharedNamedType[];
  @Field(() => [SharedEmployeeType], { nullable: true, description: 'Null unless showEmployeeCards' })
  employees?: SharedEmployee[];
  @Field(() => [SharedThresholdType], { nullable: true, description: 'Null unless showThresholdProgress' })
  thresholdProgress?: SharedThreshold[];
  @Field(() => Decimal, {
    description: 'The base rule’s percentage, a decimal string; null when none or hidden',
    nullable: true,
  })
  baseRatePercentage?: string | null;
  @Field(() => Decimal, { description: 'A decimal string (money); null when hidden', nullable: true })
  totalBaseRateAmount?: string;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null when the dashboard hides team bonuses',
    nullable: true,
  })
  totalTeamBonuses?: string;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null when the dashboard hides advances',
    nullable: true,
  })
  totalAdvances?: string;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null when the dashboard hides payouts',
    nullable: true,
  })
  totalSalaryPayouts?: string;
  @Field(() => SharedBestEmployeeType, {
    description:
      'The best employee among those shown (the same person the company’s dashboard names), with the month’s total; null when no one has profit or the dashboard hides employee cards',
    nullable: true,
  })
  bestEmployee?: SharedBestEmployee | null;
}

@Resolver()
export class SharedDashboardResolver {
  @Query(() => SharedDashboardDataType, {
    description: "No sign-in: a link's dashboard data, only what its flags allow; unknown or rotated: NOT_FOUND",
  })
  sharedDashboardData(
    @Ctx() ctx: RequestContext,
    @ShareTokenArg()
    shareToken: string,
    @SlotArg() slot: number,
  ) {
    return sharedDashboardData(ctx, shareToken, slot);
  }

  @Subscription(() => SharedDashboardDataType, {
    description:
      'No sign-in: one slot’s data, whole, whenever a change moves it; completes when the link is rotated, paused or expires, the dashboard is deleted, or the playlist moves under the slot',
    subscribe: ({ args, context }) => sharedDashboardChanges(context as RequestContext, args.shareUrl, args.slot),
  })
  sharedDashboard(
    @Root() data: SharedDashboardData,
    @ShareTokenArg()
    _shareToken: string,
    @SlotArg() _slot: number,
  ): SharedDashboardData {
    return data;
  }

  @Query(() => SharedBrandingType, { description: 'No sign-in: the service logo and slogan the wall screen shows' })
  sharedDashboardBranding(
    @Ctx() ctx: RequestContext,
    @ShareTokenArg()
    shareToken: string,
  ) {
    return sharedDashboardBranding(ctx, shareToken);
  }

  @Subscription(() => SharedBrandingType, {
    description:
      'No sign-in: sharedDashboardBranding whenever a developer saves it; completes when the link is rotated or the dashboard deleted',
    subscribe: ({ args, context }) => sharedDashboardBrandingChanges(context as RequestContext, args.shareUrl),
  })
  sharedDashboardBrandingChanged(
    @Root() branding: BrandingView,
    @ShareTokenArg()
    _shareToken: string,
  ): BrandingView {
    return branding;
  }

  @Query(() => [BirthdayEntryType], {
    description:
      'No sign-in: today’s birthdays of the employees the link’s dashboard shows; empty when the company turned the widget off',
  })
  sharedDashboardBirthdays(
    @Ctx() ctx: RequestContext,
    @ShareTokenArg()
    shareToken: string,
  ) {
    return sharedDashboardBirthdays(ctx, shareToken);
  }

  @Subscription(() => [BirthdayEntryType], {
    description:
      'No sign-in: sharedDashboardBirthdays, whole, whenever it changes; completes when the link is rotated or the dashboard deleted',
    subscribe: ({ args, context }) => sharedDashboardBirthdaysChanges(context as RequestContext, args.shareUrl),
  })
  sharedDashboardBirthdaysChanged(
    @Root() list: BirthdayView[],
    @ShareTokenArg()
    _shareToken: string,
  ): BirthdayView[] {
    return list;
  }
}
