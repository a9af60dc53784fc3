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
import type { NightMode, ScreenNight, ScreenTheme, ShareLinkState } from '@staffpay/schema/dashboards/screen.schemas';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { DateTime } from '../../shared/graphql/scalars';
import { CustomDashboardType } from './dashboard.graphql';
import { NightModeEnum, ScreenNightType, ScreenThemeEnum, ShareLinkStateEnum } from './screen.types';
import { pauseDashboardLink, resumeDashboardLink, updateDashboardScreen } from './screen.service';
import {
  dashboardScreens,
  dashboardScreensChanges,
  type DashboardWatchingView,
  type WatchingScreenView,
} from './screen-watchers';
import { sharedScreen, sharedScreenChanges, type SharedScreenView } from './shared-screen';

const IdArg = () => Arg('id', () => Int, { description: 'The dashboard’s id' });
const ShareTokenArg = () =>
  Arg('shareUrl', () => String, { description: 'The dashboard’s share token (the last part of its public link)' });

@InputType('ScreenNightInput', { description: 'Night hours in the company’s time zone' })
class ScreenNightInput {
  @Field(() => String, { description: 'HH:MM' }) from: string;
  @Field(() => String, { description: 'HH:MM' }) to: string;
  @Field(() => NightModeEnum, { description: 'dim or clock' }) mode: NightMode;
}

@InputType('ScreenPlaylistEntryInput', { description: 'A dashboard of the company and its seconds on screen' })
class ScreenPlaylistEntryInput {
  @Field(() => Int, { description: 'The dashboard’s id' }) dashboardId: number;
  @Field(() => Int, { description: '5 to 3600' }) seconds: number;
}

@InputType('DashboardScreenInput', { description: 'Every field replaced; an absent one takes its default' })
class DashboardScreenInput {
  @Field(() => DateTime, { nullable: true, description: 'In the future; null: never expires' })
  expiresAt?: string | null;
  @Field(() => [String], { nullable: true, description: 'Up to 50 CIDR blocks; empty: any network' })
  allowedNetworks?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Progress only, no amounts (default off)' })
  privacyMode?: boolean | null;
  @Field(() => ScreenNightInput, { nullable: true, description: 'Night hours; null: none' })
  night?: ScreenNightInput | null;
  @Field(() => ScreenThemeEnum, { nullable: true, description: 'Default light' }) theme?: ScreenTheme | null;
  @Field(() => [ScreenPlaylistEntryInput], { nullable: true, description: 'Up to 20 entries; empty: only this one' })
  playlist?: ScreenPlaylistEntryInput[] | null;
  @Field(() => Int, { nullable: true, description: '0 (off) or 5 to 3600; default 15' })
  departmentRotationSeconds?: number | null;
}

@ObjectType('WatchingScreen', { description: 'A wall screen watching a link now; nothing more of its viewer' })
class WatchingScreenType {
  @Field(() => String, { description: 'This connection’s id' }) id: string;
  @Field(() => DateTime, { description: 'When it connected' }) connectedAt: string;
  @Field(() => String, { description: 'Its network, coarsely: an IPv4 /24 or an IPv6 /48' }) network: string;
  @Field(() => String, { description: 'Its browser’s family, e.g. Chrome' }) agent: string;
}

@ObjectType('DashboardWatching', { description: 'Who is watching a dashboard’s public link now' })
class DashboardWatchingType {
  @Field(() => Int, { description: 'The dashboard’s id' }) dashboardId: number;
  @Field(() => Int, { description: 'Screens connected now, on every replica' }) count: number;
  @Field(() => DateTime, { nullable: true, description: 'When a screen last connected; null: not lately' })
  lastConnectedAt: string | null;
  @Field(() => [WatchingScreenType], { description: 'The screens, newest first' }) screens: WatchingScreenView[];
}

@ObjectType('SharedScreenSlot', { description: 'One dashboard of a link’s playlist' })
class SharedScreenSlotType {
  @Field(() => Int, { description: 'Its index: sharedDashboardData(slot)' }) slot: number;
  @Field(() => String, { description: 'The dashboard’s title' }) name: string;
  @Field(() => Int, { description: 'Seconds on screen before the next' }) seconds: number;
}

@ObjectType('SharedScreen', { description: 'What a wall screen needs to run a link; never a figure' })
class SharedScreenType {
  @Field(() => ShareLinkStateEnum, { description: 'active, paused or expired' }) state: ShareLinkState;
  @Field(() => DateTime, { nullable: true, description: 'When the link expires; null: never' })
  expiresAt: string | null;
  @Field(() => ScreenThemeEnum, { description: 'light or dark' }) theme: ScreenTheme;
  @Field(() => Boolean, { description: 'Money shown as progress only' }) privacyMode: boolean;
  @Field(() => ScreenNightType, { nullable: true, description: 'Night hours; null: none' }) night: ScreenNight | null;
  @Field(() => String, { description: 'The company’s IANA zone: the night hours and the clock' }) timezone: string;
  @Field(() => Int, { description: 'Seconds per department tab; 0: no rotation' }) departmentRotationSeconds: number;
  @Field(() => [SharedScreenSlotType], { description: 'At least one slot' })
  playlist: SharedScreenView['playlist'];
}

@Resolver(() => CustomDashboardType)
export class DashboardScreenResolver {
  @Mutation(() => CustomDashboardType, {
    description: 'Replaces a link’s screen settings (dashboard.edit); its open screens follow at once',
  })
  updateDashboardScreen(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @IdArg() id: number,
    @Arg('input', () => DashboardScreenInput, { description: 'The settings' }) input: DashboardScreenInput,
  ) {
    return updateDashboardScreen(ctx, companyId, id, { ...input });
  }

  @Mutation(() => CustomDashboardType, {
    description: 'Pauses the public link (dashboard.edit): it answers SHARE_LINK_PAUSED, open screens show so at once',
  })
  pauseDashboardLink(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number, @IdArg() id: number) {
    return pauseDashboardLink(ctx, companyId, id);
  }

  @Mutation(() => CustomDashboardType, {
    description: 'Resumes a paused link (dashboard.edit); its waiting screens show it again by themselves',
  })
  resumeDashboardLink(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number, @IdArg() id: number) {
    return resumeDashboardLink(ctx, companyId, id);
  }

  @Query(() => [DashboardWatchingType], {
    description: 'Per dashboard, the wall screens watching its link now (dashboard.view)',
  })
  dashboardScreens(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return dashboardScreens(ctx, companyId);
  }

  @Subscription(() => DashboardWatchingType, {
    description: 'A dashboard’s watching screens, whole, when one connects or leaves (dashboard.view)',
    subscribe: ({ args, context }) => dashboardScreensChanges(context as RequestContext, args.companyId),
  })
  dashboardScreensChanged(
    @Root() watching: DashboardWatchingView,
    @CompanyIdArg() _companyId: number,
  ): DashboardWatchingView {
    return watching;
  }

  @Query(() => SharedScreenType, {
    description:
      'No sign-in: a link’s state, look and playlist (paused and expired links too); unknown: NOT_FOUND; outside its networks: SHARE_LINK_NETWORK',
  })
  sharedScreen(@Ctx() ctx: RequestContext, @ShareTokenArg() shareToken: string) {
    return sharedScreen(ctx, shareToken);
  }

  @Subscription(() => SharedScreenType, {
    description:
      'No sign-in: sharedScreen on every change, pause, resume and at the expiry; counts as a screen watching; completes when the link is rotated or the dashboard deleted',
    subscribe: ({ args, context }) => sharedScreenChanges(context as RequestContext, args.shareUrl),
  })
  sharedScreenChanged(@Root() screen: SharedScreenView, @ShareTokenArg() _shareToken: string): SharedScreenView {
    return screen;
  }
}
