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
import type { SharedAppliedRule, SharedDashboardData, SharedEmployee, SharedThreshold } from './shared-dashboard.view';

@ObjectType('SharedDashboardConfig', { description: 'The public dashboard’s texts, flags and selections' })
export class SharedDashboardConfigType {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => [Int]) selectedDepartments: number[];
  @Field(() => [Int]) selectedBranches: number[];
  @Field(() => Boolean) showCompanyProfit: boolean;
  @Field(() => Boolean) showDepartmentProfit: boolean;
  @Field(() => Boolean) showEmployeeProfit: boolean;
  @Field(() => Boolean) showTeamBonuses: boolean;
  @Field(() => Boolean) showAdvances: boolean;
  @Field(() => Boolean) showSalaryPayouts: boolean;
  @Field(() => Boolean) showThresholdProgress: boolean;
  @Field(() => [Int]) thresholdProgressDepartments: number[];
  @Field(() => Boolean) showEmployeeCards: boolean;
  @Field(() => [Int]) employeeCardsDepartments: number[];
}

@ObjectType('SharedCompany')
class SharedCompanyType {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String) currency: string;
  @Field(() => String) language: string;
  @Field(() => String, { description: 'IANA zone of the company’s calendar: its month turns at midnight there' })
  timezone: string;
}

@ObjectType('SharedNamed')
class SharedNamedType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
}

@ObjectType('SharedAppliedRule')
class SharedAppliedRuleType {
  @Field(() => String) name: string;
  @Field(() => AppliedRuleModeEnum) salaryMode: AppliedRuleMode;
  @Field(() => Decimal, { nullable: true }) calculatedAmount: string | null;
}

@ObjectType('SharedEmployee', { description: 'Figures the dashboard hides are null here and absent over REST' })
class SharedEmployeeType {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => RoleCode) role: CompanyRole;
  @Field(() => Int, { nullable: true }) departmentId: number | null;
  @Field(() => EmployeeStatusEnum) status: EmployeeStatus;
  @Field(() => Int, { nullable: true }) ordersCount?: number;
  @Field(() => Decimal, { nullable: true }) employeeProfit?: string;
  @Field(() => Decimal, { nullable: true }) averageCheck?: string | null;
  @Field(() => Boolean, { nullable: true }) shouldShowOrdersAndProfit?: boolean;
  @Field(() => Decimal, { nullable: true }) totalSalary?: string;
  @Field(() => Decimal, { nullable: true }) baseSalary: string | null;
  @Field(() => Decimal, { nullable: true }) bonusAmount: string | null;
  @Field(() => Decimal, { nullable: true }) penaltyAmount: string | null;
  @Field(() => Decimal, { nullable: true }) advanceAmount?: string;
  @Field(() => [SharedAppliedRuleType]) appliedRules: SharedAppliedRule[];
}

@ObjectType('SharedThreshold')
class SharedThresholdType {
  @Field(() => String) templateName: string;
  @Field(() => String) departmentName: string;
  @Field(() => Decimal, { nullable: true }) currentValue: string | null;
  @Field(() => Decimal, { nullable: true }) thresholdValue: string | null;
}

@ObjectType('SharedBranding', { description: 'The service logo and slogan of the company’s developer settings' })
class SharedBrandingType {
  @Field(() => String, { nullable: true, description: 'Null: the product’s default logo' }) serviceLogo: string | null;
  @Field(() => String) logoSize: string;
  @Field(() => Int) logoSizePx: number;
  @Field(() => String, { nullable: true }) companySlogan: string | null;
}

@ObjectType('SharedDashboardData', { description: 'The public dashboard of the company’s current month' })
export class SharedDashboardDataType {
  @Field(() => SharedDashboardConfigType) dashboard: SharedDashboardConfigType;
  @Field(() => SharedCompanyType) company: SharedCompanyType;
  @Field(() => Int) companyId: number;
  @Field(() => [SharedNamedType]) departments: SharedNamedType[];
  @Field(() => [SharedNamedType]) branches: SharedNamedType[];
  @Field(() => [SharedEmployeeType], { nullable: true, description: 'Null unless showEmployeeCards' })
  employees?: SharedEmployee[];
  @Field(() => [SharedThresholdType], { nullable: true, description: 'Null unless showThresholdProgress' })
  thresholdProgress?: SharedThreshold[];
  @Field(() => Decimal, { nullable: true }) baseRatePercentage?: string | null;
  @Field(() => Decimal, { nullable: true }) totalBaseRateAmount?: string;
  @Field(() => Decimal, { nullable: true }) totalTeamBonuses?: string;
  @Field(() => Decimal, { nullable: true }) totalAdvances?: string;
  @Field(() => Decimal, { nullable: true }) totalSalaryPayouts?: string;
}

@Resolver()
export class SharedDashboardResolver {
  @Query(() => SharedDashboardDataType, {
    description: "No sign-in: a link's dashboard data, only what its flags allow; unknown or rotated: NOT_FOUND",
  })
  sharedDashboardData(@Ctx() ctx: RequestContext, @Arg('shareUrl', () => String) shareUrl: string) {
    return sharedDashboardData(ctx, shareUrl);
  }

  @Subscription(() => SharedDashboardDataType, {
    description:
      'No sign-in: the data, whole, whenever a change moves it; completes when the link is rotated or the dashboard deleted',
    subscribe: ({ args, context }) => sharedDashboardChanges(context as RequestContext, args.shareUrl),
  })
  sharedDashboard(
    @Root() data: SharedDashboardData,
    @Arg('shareUrl', () => String) _shareUrl: string,
  ): SharedDashboardData {
    return data;
  }

  @Query(() => SharedBrandingType, { description: 'No sign-in: the service logo and slogan the wall screen shows' })
  sharedDashboardBranding(@Ctx() ctx: RequestContext, @Arg('shareUrl', () => String) shareUrl: string) {
    return sharedDashboardBranding(ctx, shareUrl);
  }

  @Subscription(() => SharedBrandingType, {
    description:
      'No sign-in: sharedDashboardBranding whenever a developer saves it; completes when the link is rotated or the dashboard deleted',
    subscribe: ({ args, context }) => sharedDashboardBrandingChanges(context as RequestContext, args.shareUrl),
  })
  sharedDashboardBrandingChanged(
    @Root() branding: BrandingView,
    @Arg('shareUrl', () => String) _shareUrl: string,
  ): BrandingView {
    return branding;
  }

  @Query(() => [BirthdayEntryType], {
    description:
      'No sign-in: today’s birthdays of the employees the link’s dashboard shows; empty when the company turned the widget off',
  })
  sharedDashboardBirthdays(@Ctx() ctx: RequestContext, @Arg('shareUrl', () => String) shareUrl: string) {
    return sharedDashboardBirthdays(ctx, shareUrl);
  }

  @Subscription(() => [BirthdayEntryType], {
    description:
      'No sign-in: sharedDashboardBirthdays, whole, whenever it changes; completes when the link is rotated or the dashboard deleted',
    subscribe: ({ args, context }) => sharedDashboardBirthdaysChanges(context as RequestContext, args.shareUrl),
  })
  sharedDashboardBirthdaysChanged(
    @Root() list: BirthdayView[],
    @Arg('shareUrl', () => String) _shareUrl: string,
  ): BirthdayView[] {
    return list;
  }
}
