import { z } from 'zod';
import { answerId, instant } from '../records/answer-fields';
import { NIGHT_MODES, SCREEN_THEMES, SHARE_LINK_STATES } from './screen.schemas';

const night = z
  .object({
    from: z.string().meta({ description: 'HH:MM, when the night starts (company time zone)' }),
    to: z.string().meta({ description: 'HH:MM, when the day starts again' }),
    mode: z.enum(NIGHT_MODES).meta({ description: 'dim, or clock (only a clock and the logo)' }),
  })
  .nullable()
  .meta({ description: 'Night hours; null: none' });
const state = z.enum(SHARE_LINK_STATES).meta({ description: 'active, paused or expired' });
const theme = z.enum(SCREEN_THEMES).meta({ description: 'light or dark' });
const seconds = (description: string) => z.int().nonnegative().meta({ description });

/** A link's life cycle and screen settings, on every dashboard answer. */
export const dashboardScreenAnswer = z
  .object({
    state,
    expiresAt: instant('When the link stops answering').nullable(),
    pausedAt: instant('When it was paused').nullable(),
    allowedNetworks: z.array(z.string()).meta({ description: 'CIDR blocks it answers from; empty: any' }),
    privacyMode: z.boolean().meta({ description: 'Money as progress only: no amount is sent' }),
    night,
    theme,
    playlist: z
      .array(z.object({ dashboardId: answerId('A dashboard of the company'), seconds: seconds('Seconds on screen') }))
      .meta({ description: 'Dashboards shown in turn; empty: only this one' }),
    departmentRotationSeconds: seconds('Seconds per department tab; 0: no rotation'),
  })
  .meta({ id: 'DashboardScreen', description: "A public link's life cycle and its screens' settings" });

/** What a wall screen needs to run a link (GET /api/shared-dashboard/{shareUrl}/screen). */
export const sharedScreenAnswer = z
  .object({
    state,
    expiresAt: instant('When the link expires').nullable(),
    theme,
    privacyMode: z.boolean().meta({ description: 'Money as progress only' }),
    night,
    timezone: z.string().meta({ description: "The company's IANA zone" }),
    departmentRotationSeconds: seconds('Seconds per department tab; 0: no rotation'),
    playlist: z
      .array(
        z.object({
          slot: seconds('Its index: /data?slot='),
          name: z.string().meta({ description: "The dashboard's title" }),
          seconds: seconds('Seconds on screen'),
        }),
      )
      .meta({ description: 'At least one slot' }),
  })
  .meta({ id: 'SharedScreen', description: 'What a wall screen needs to run a link; never a figure' });

/** Who is watching one dashboard's link now (GET /api/custom-dashboards/screens). */
export const dashboardWatchingAnswer = z
  .object({
    dashboardId: answerId('The dashboard'),
    count: seconds('Screens connected now'),
    lastConnectedAt: instant('When a screen last connected').nullable(),
    screens: z
      .array(
        z.object({
          id: z.string().meta({ description: "This connection's id" }),
          connectedAt: instant('When it connected'),
          network: z.string().meta({ description: 'Its network, coarsely (IPv4 /24, IPv6 /48)' }),
          agent: z.string().meta({ description: "Its browser's family" }),
        }),
      )
      .meta({ description: 'Newest first' }),
  })
  .meta({ id: 'DashboardWatching', description: "The wall screens watching a dashboard's link now" });
