import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
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
import type { DashboardScreenView, DashboardView } from './dashboard.view';
import { DashboardScreenType } from './screen.types';
import { SharedDashboardConfigType } from './shared-dashboard.graphql';

@ObjectType('CustomDashboard', { description: 'Empty selections mean every department (or branch)' })
export class CustomDashboardType extends SharedDashboardConfigType {
  @Field(() => Int, { description: 'Unique id of this CustomDashboard' }) id: number;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => String, {
    description: 'The public link token: /shared-dashboard/{shareUrl}',
    deprecationReason: 'Use publicLink: here an empty string for callers who may not edit the dashboard',
  })
  shareUrl: string;
  @Field(() => String, {
    description:
      'The public link token (/shared-dashboard/{publicLink}); null unless the caller may edit the dashboard (dashboard.edit) and is a person, not an API token',
    nullable: true,
  })
  publicLink: string | null;
  @Field(() => DashboardScreenType, { description: 'Its public link’s life cycle and screen settings' })
  screen: DashboardScreenView;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => DateTime, { description: 'When it was last changed (ISO-8601, UTC)' }) updatedAt: string;
}

@ObjectType('CustomDashboardEvent', { description: 'A custom dashboard was created, updated or deleted' })
class CustomDashboardEventType {
  @Field(() => ChangeKindEnum, { description: 'created, updated or deleted' }) kind: ChangeKind;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, { description: 'The dashboard’s id' }) id: number;
  @Field(() => CustomDashboardType, {
    description: 'The dashboard after the change; null when deleted',
    nullable: true,
  })
  dashboard: DashboardView | null;
}

@InputType({ description: 'A custom dashboard’s fields; absent flags take their defaults' })
class CustomDashboardInput {
  @Field(() => String, { description: 'Required, the title' }) name: string;
  @Field(() => String, { description: 'Free text', nullable: true }) description?: string | null;
  @Field(() => [Int], { description: 'Departments shown; empty: every department', nullable: true })
  selectedDepartments?: number[] | null;
  @Field(() => [Int], { description: 'Branches shown; empty: every branch', nullable: true }) selectedBranches?:
    number[] | null;
  @Field(() => Boolean, { description: 'Show the company’s profit', nullable: true }) showCompanyProfit?:
    boolean | null;
  @Field(() => Boolean, { description: 'Show departments’ profit', nullable: true }) showDepartmentProfit?:
    boolean | null;
  @Field(() => Boolean, { description: 'Show employees’ orders and profit', nullable: true }) showEmployeeProfit?:
    boolean | null;
  @Field(() => Boolean, { description: 'Show team bonuses', nullable: true }) showTeamBonuses?: boolean | null;
  @Field(() => Boolean, { description: 'Show advances', nullable: true }) showAdvances?: boolean | null;
  @Field(() => Boolean, { description: 'Show salary payouts', nullable: true }) showSalaryPayouts?: boolean | null;
  @Field(() => Boolean, { description: 'Show threshold progress', nullable: true }) showThresholdProgress?:
    boolean | null;
  @Field(() => [Int], { description: 'Departments whose progress is shown; empty: every one', nullable: true })
  thresholdProgressDepartments?: number[] | null;
  @Field(() => Boolean, { description: 'Show employee cards', nullable: true }) showEmployeeCards?: boolean | null;
  @Field(() => [Int], { description: 'Departments whose cards are shown; empty: every one', nullable: true })
  employeeCardsDepartments?: number[] | null;
}

@Resolver(() => CustomDashboardType)
export class CustomDashboardResolver {
  @FieldResolver(() => String, { nullable: true })
  // Both read the link; the field guard decides who sees it (docs/permissions.md).
  publicLink(@Root() dashboard: DashboardView): string | null {
    return dashboard.shareUrl;
  }

  @Query(() => [CustomDashboardType], {
    description: 'The company’s custom dashboards, oldest first (dashboard.view)',
  })
  customDashboards(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return listDashboards(ctx, companyId);
  }

  @Mutation(() => CustomDashboardType, { description: 'dashboard.create; an absent flag is off, an empty list is all' })
  createCustomDashboard(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => CustomDashboardInput, { description: 'The new dashboard' }) input: CustomDashboardInput,
  ) {
    return createDashboard(ctx, companyId, { ...input });
  }

  @Mutation(() => CustomDashboardType, {
    description: "'Базовый дашборд': every department and branch, every flag on (dashboard.create)",
  })
  createBaseDashboard(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return createBaseDashboard(ctx, companyId);
  }

  @Mutation(() => CustomDashboardType, { description: 'Replaces every field (dashboard.edit); the link stays' })
  updateCustomDashboard(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The dashboard’s id' }) id: number,
    @Arg('input', () => CustomDashboardInput, { description: 'The dashboard’s new fields' })
    input: CustomDashboardInput,
  ) {
    return updateDashboard(ctx, companyId, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'dashboard.delete; its public link dies with it' })
  deleteCustomDashboard(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The dashboard’s id' }) id: number,
  ) {
    return deleteDashboard(ctx, companyId, id);
  }

  @Mutation(() => CustomDashboardType, {
    description: 'A new public link (dashboard.edit); the old one stops answering and its open screens end',
  })
  rotateDashboardLink(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The dashboard’s id' }) id: number,
  ) {
    return rotateDashboardLink(ctx, companyId, id);
  }

  @Subscription(() => CustomDashboardEventType, {
    description: 'Custom dashboards created, changed or deleted (dashboard.view); ends when the caller loses access',
    subscribe: ({ args, context }) => dashboardChanges(context as RequestContext, args.companyId),
  })
  customDashboardChanged(@Root() event: DashboardEvent, @CompanyIdArg() _companyId: number): DashboardEvent {
    return event;
  }
}
