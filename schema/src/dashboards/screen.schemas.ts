import { z } from 'zod';
import { labelsOf, valuesOf } from '../enumerations/declaration';

/** The wall screen's texts, on both sides: the public page's notices and the settings' checks. */
export const SCREEN_MESSAGES = {
  paused: 'Ссылка приостановлена',
  expired: 'Срок действия ссылки истёк',
  network: 'Ссылка недоступна из этой сети',
  badExpiry: 'Укажите дату и время в будущем',
  badNetwork: 'Сеть указывается как CIDR, например 10.0.0.0/8',
  tooManyNetworks: 'Не больше 50 сетей',
  badTime: 'Время указывается как ЧЧ:ММ',
  badNightMode: 'Выберите, что показывать ночью',
  badTheme: 'Выберите тему',
  badSeconds: 'Показ дашборда — от 5 до 3600 секунд',
  badRotation: 'Смена отделов — 0 (выключена) или от 5 до 3600 секунд',
  tooManySlots: 'Не больше 20 дашбордов в показе',
  dashboardNotInCompany: 'Дашборд не найден в этой компании',
  badId: 'Некорректный идентификатор',
  badFlag: 'Ожидается да или нет',
} as const;

/** A screen's colours. */
export const SCREEN_THEME = { light: { label: 'Светлая' }, dark: { label: 'Тёмная' } } as const;
export type ScreenTheme = keyof typeof SCREEN_THEME;
export const SCREEN_THEMES = valuesOf(SCREEN_THEME);
export const SCREEN_THEME_LABELS = labelsOf(SCREEN_THEME);

/** What a screen shows during its night hours. */
export const NIGHT_MODE = {
  dim: { label: 'Приглушить экран' },
  clock: { label: 'Только часы и логотип' },
} as const;
export type NightMode = keyof typeof NIGHT_MODE;
export const NIGHT_MODES = valuesOf(NIGHT_MODE);
export const NIGHT_MODE_LABELS = labelsOf(NIGHT_MODE);

/** Where a public link stands: paused by a manager, past its expiry, or showing. */
export const SHARE_LINK_STATE = {
  active: { label: 'Активна' },
  paused: { label: 'Приостановлена' },
  expired: { label: 'Истекла' },
} as const;
export type ShareLinkState = keyof typeof SHARE_LINK_STATE;
export const SHARE_LINK_STATES = valuesOf(SHARE_LINK_STATE);
export const SHARE_LINK_STATE_LABELS = labelsOf(SHARE_LINK_STATE);

export const SCREEN_NETWORKS_MAX = 50;
export const SCREEN_SLOTS_MAX = 20;
export const SCREEN_SECONDS_MIN = 5;
export const SCREEN_SECONDS_MAX = 3600;
/** The department tabs' rotation when a link does not set it: the original's 15 s. */
export const DEFAULT_ROTATION_SECONDS = 15;

const time = z.string(SCREEN_MESSAGES.badTime).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCREEN_MESSAGES.badTime);
const seconds = z
  .number(SCREEN_MESSAGES.badSeconds)
  .int(SCREEN_MESSAGES.badSeconds)
  .min(SCREEN_SECONDS_MIN, SCREEN_MESSAGES.badSeconds)
  .max(SCREEN_SECONDS_MAX, SCREEN_MESSAGES.badSeconds);
const dashboardId = z
  .number(SCREEN_MESSAGES.badId)
  .int(SCREEN_MESSAGES.badId)
  .positive(SCREEN_MESSAGES.badId)
  .max(2_147_483_647, SCREEN_MESSAGES.badId);

/** Night hours in the company's time zone; `from` after `to` spans midnight. */
export const screenNightSchema = z.object({
  from: time,
  to: time,
  mode: z.enum(NIGHT_MODES, SCREEN_MESSAGES.badNightMode),
});
export type ScreenNight = z.output<typeof screenNightSchema>;

export const playlistEntrySchema = z.object({ dashboardId, seconds });
export type PlaylistEntry = z.output<typeof playlistEntrySchema>;

/**
 * A link's screen settings, every field replaced (PUT): an absent field takes its default. The
 * expiry must lie ahead when it is saved; a network is a CIDR block, kept as written.
 */
export const dashboardScreenSchema = z.object({
  expiresAt: z.iso
    .datetime({ offset: true, message: SCREEN_MESSAGES.badExpiry })
    .nullish()
    .transform((v) => (v ? new Date(v).toISOString() : null))
    .refine((v) => v === null || Date.parse(v) > Date.now(), SCREEN_MESSAGES.badExpiry),
  allowedNetworks: z
    .array(z.union([z.cidrv4(), z.cidrv6()], SCREEN_MESSAGES.badNetwork), SCREEN_MESSAGES.badNetwork)
    .max(SCREEN_NETWORKS_MAX, SCREEN_MESSAGES.tooManyNetworks)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  privacyMode: z
    .boolean(SCREEN_MESSAGES.badFlag)
    .nullish()
    .transform((v) => v ?? false),
  night: screenNightSchema.nullish().transform((v) => v ?? null),
  theme: z
    .enum(SCREEN_THEMES, SCREEN_MESSAGES.badTheme)
    .nullish()
    .transform((v) => v ?? 'light'),
  playlist: z
    .array(playlistEntrySchema, SCREEN_MESSAGES.badId)
    .max(SCREEN_SLOTS_MAX, SCREEN_MESSAGES.tooManySlots)
    .nullish()
    .transform((v) => v ?? []),
  departmentRotationSeconds: z
    .number(SCREEN_MESSAGES.badRotation)
    .int(SCREEN_MESSAGES.badRotation)
    .refine((v) => v === 0 || (v >= SCREEN_SECONDS_MIN && v <= SCREEN_SECONDS_MAX), SCREEN_MESSAGES.badRotation)
    .nullish()
    .transform((v) => v ?? DEFAULT_ROTATION_SECONDS),
});
export type DashboardScreenInput = z.input<typeof dashboardScreenSchema>;
export type DashboardScreenSettings = z.output<typeof dashboardScreenSchema>;
