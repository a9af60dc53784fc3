import { Field, Int, ObjectType } from 'type-graphql';
import {
  NIGHT_MODE,
  SCREEN_THEME,
  SHARE_LINK_STATE,
  type NightMode,
  type PlaylistEntry,
  type ScreenNight,
  type ScreenTheme,
  type ShareLinkState,
} from '@staffpay/schema/dashboards/screen.schemas';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { DateTime } from '../../shared/graphql/scalars';

/** The screen settings' GraphQL types, shared by the dashboard and the public screen. */

export const ScreenThemeEnum = declaredEnum(SCREEN_THEME, {
  name: 'ScreenTheme',
  description: 'A wall screen’s colours',
  describe: (declared) => declared.label,
});
export const NightModeEnum = declaredEnum(NIGHT_MODE, {
  name: 'NightMode',
  description: 'What a wall screen shows in its night hours: dimmed figures, or only a clock and the logo',
  describe: (declared) => declared.label,
});
export const ShareLinkStateEnum = declaredEnum(SHARE_LINK_STATE, {
  name: 'ShareLinkState',
  description: 'Whether a public link shows: active, paused by its company, or past its expiry',
  describe: (declared) => declared.label,
});

@ObjectType('ScreenNight', { description: 'Night hours in the company’s time zone; from after to spans midnight' })
export class ScreenNightType {
  @Field(() => String, { description: 'HH:MM, when the night starts' }) from: string;
  @Field(() => String, { description: 'HH:MM, when the day starts again' }) to: string;
  @Field(() => NightModeEnum, { description: 'dim or clock' }) mode: NightMode;
}

@ObjectType('ScreenPlaylistEntry', { description: 'A dashboard a link shows in turn, and for how long' })
class ScreenPlaylistEntryType {
  @Field(() => Int, { description: 'The dashboard (of the same company)' }) dashboardId: number;
  @Field(() => Int, { description: 'Seconds on screen, 5 to 3600' }) seconds: number;
}

@ObjectType('DashboardScreen', { description: 'A public link’s life cycle and its screens’ settings' })
export class DashboardScreenType {
  @Field(() => ShareLinkStateEnum, { description: 'active, paused or expired' }) state: ShareLinkState;
  @Field(() => DateTime, { nullable: true, description: 'When the link stops answering; null: never' })
  expiresAt: string | null;
  @Field(() => DateTime, { nullable: true, description: 'When it was paused; null unless paused' })
  pausedAt: string | null;
  @Field(() => [String], { description: 'CIDR blocks it answers from; empty: any network' })
  allowedNetworks: string[];
  @Field(() => Boolean, { description: 'Money shown as progress only (percentages, ranks): no amount is sent' })
  privacyMode: boolean;
  @Field(() => ScreenNightType, { nullable: true, description: 'Night hours; null: none' }) night: ScreenNight | null;
  @Field(() => ScreenThemeEnum, { description: 'light or dark' }) theme: ScreenTheme;
  @Field(() => [ScreenPlaylistEntryType], { description: 'Dashboards shown in turn; empty: only this one' })
  playlist: PlaylistEntry[];
  @Field(() => Int, { description: 'Seconds per department tab inside each dashboard; 0: no rotation' })
  departmentRotationSeconds: number;
}
