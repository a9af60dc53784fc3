import {
  Arg,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { ChangeKindEnum } from '../../shared/graphql/enums';
import { DateTime } from '../../shared/graphql/scalars';
import type { ChangeKind } from '../../shared/events';
import type { DashboardEvent } from './dashboard.events';
import {
  createBaseDashboard,
  createDashboard,
  dashboardChanges,
  deleteDashboard,
  listDashboards,
  rotateDashboardLink,
  updateDashboard,
} from './dashboard.service';
import type { DashboardView } from './dashboard.view';
import { SharedDashboardConfigType } from './shared-dashboard.graphql';

@ObjectType('CustomDashboard', { description: 'Empty selections mean every department (or branch)' })
export class CustomDashboardType extends SharedDashboardConfigType {
  @Field(() => Int) id: number;
  @Field(() => Int) companyId: number;
  @Field(() => String, { description: 'The public link token: /shared-dashboard/{shareUrl}' }) shareUrl: string;
  @Field(() => DateTime) createdAt: string;
  @Field(() => DateTime) updatedAt: string;
}

@ObjectType('CustomDashboardEvent')
class CustomDashboardEventType {
  @Field(() => ChangeKindEnum) kind: ChangeKind;
  @Field(() => Int) companyId: number;
  @Field(() => Int) id: number;
  @Field(() => CustomDashboardType, { nullable: true }) dashboard: DashboardView | null;
}

@InputType()
class CustomDashboardInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [Int], { nullable: true }) selectedDepartments?: number[] | null;
  @Field(() => [Int], { nullable: true }) selectedBranches?: number[] | null;
  @Field(() => Boolean, { nullable: true }) showCompanyProfit?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showDepartmentProfit?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showEmployeeProfit?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showTeamBonuses?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showAdvances?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showSalaryPayouts?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showThresholdProgress?: boolean | null;
  @Field(() => [Int], { nullable: true }) thresholdProgressDepartments?: number[] | null;
  @Field(() => Boolean, { nullable: true }) showEmployeeCards?: boolean | null;
  @Field(() => [Int], { nullable: true }) employeeCardsDepartments?: number[] | null;
}

@Resolver()
export class CustomDashboardResolver {
  @Query(() => [CustomDashboardType], {
    description: 'The company’s custom dashboards, oldest first (dashboard.view)',
  })
  customDashboards(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listDashboards(ctx, companyId);
  }

  @Mutation(() => CustomDashboardType, { description: 'dashboard.create; an absent flag is off, an empty list is all' })
  createCustomDashboard(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => CustomDashboardInput) input: CustomDashboardInput,
  ) {
    return createDashboard(ctx, companyId, { ...input });
  }

  @Mutation(() => CustomDashboardType, {
    description: "'Базовый дашборд': every department and branch, every flag on (dashboard.create)",
  })
  createBaseDashboard(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return createBaseDashboard(ctx, companyId);
  }

  @Mutation(() => CustomDashboardType, { description: 'Replaces every field (dashboard.edit); the link stays' })
  updateCustomDashboard(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CustomDashboardInput) input: CustomDashboardInput,
  ) {
    return updateDashboard(ctx, companyId, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'dashboard.delete; its public link dies with it' })
  deleteCustomDashboard(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return deleteDashboard(ctx, companyId, id);
  }

  @Mutation(() => CustomDashboardType, {
    description: 'A new public link (dashboard.edit); the old one stops answering and its open screens end',
  })
  rotateDashboardLink(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return rotateDashboardLink(ctx, companyId, id);
  }

  @Subscription(() => CustomDashboardEventType, {
    description: 'Custom dashboards created, changed or deleted (dashboard.view); ends when the caller loses access',
    subscribe: ({ args, context }) => dashboardChanges(context as RequestContext, args.companyId),
  })
  customDashboardChanged(
    @Root() event: DashboardEvent,
    @Arg('companyId', () => Int) _companyId: number,
  ): DashboardEvent {
    return event;
  }
}
