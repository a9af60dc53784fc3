import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { DashboardScreenFieldsFragment, DashboardScreenInput, NightMode, ScreenTheme } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import { dashboardScreenSchema } from '@staffpay/schema/dashboards/screen.schemas';

/** One dashboard of the playlist as the editor holds it: `key` keeps a row's inputs while rows move. */
export interface PlaylistRow {
  key: string;
  dashboardId: string | null;
  seconds: number | string;
}

export interface ScreenFormValues {
  /** A `datetime-local` value in the browser's zone; empty: the link never expires. */
  expiresAt: string;
  allowedNetworks: string[];
  privacyMode: boolean;
  nightOn: boolean;
  night: { from: string; to: string; mode: NightMode };
  theme: ScreenTheme;
  departmentRotationSeconds: number | string;
  playlist: PlaylistRow[];
}

/** A new playlist row shows a dashboard for a minute. */
export const PLAYLIST_SECONDS = 60;
/** The night the switch proposes when it is turned on: the usual closed hours. */
const DEFAULT_NIGHT = { from: '22:00', to: '07:00', mode: 'dim' as NightMode };

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value ('YYYY-MM-DDTHH:MM') in the browser's zone. */
export function localInputOf(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const playlistRow = (dashboardId: number | null, seconds: number = PLAYLIST_SECONDS): PlaylistRow => ({
  key: randomId(),
  dashboardId: dashboardId === null ? null : String(dashboardId),
  seconds,
});

export function initialScreenValues(screen: DashboardScreenFieldsFragment): ScreenFormValues {
  return {
    expiresAt: screen.expiresAt ? localInputOf(screen.expiresAt) : '',
    allowedNetworks: [...screen.allowedNetworks],
    privacyMode: screen.privacyMode,
    nightOn: screen.night !== null,
    night: screen.night ? { from: screen.night.from, to: screen.night.to, mode: screen.night.mode } : DEFAULT_NIGHT,
    theme: screen.theme,
    departmentRotationSeconds: screen.departmentRotationSeconds,
    playlist: screen.playlist.map((entry) => playlistRow(entry.dashboardId, entry.seconds)),
  };
}

// An empty number field becomes NaN, which the contract's schema refuses with the field's own message.
const toNumber = (value: number | string | null) => (value === '' || value === null ? NaN : Number(value));

/** The values as updateDashboardScreen takes them: every field, since the update replaces them all. */
export function toScreenInput(values: ScreenFormValues): DashboardScreenInput {
  const expiry = values.expiresAt.trim();
  const parsed = expiry ? new Date(expiry) : null;
  return {
    // A value the browser cannot read goes as typed, so the schema names the field.
    expiresAt: parsed ? (Number.isNaN(parsed.getTime()) ? expiry : parsed.toISOString()) : null,
    allowedNetworks: values.allowedNetworks.map((n) => n.trim()).filter(Boolean),
    privacyMode: values.privacyMode,
    night: values.nightOn ? { ...values.night } : null,
    theme: values.theme,
    playlist: values.playlist.map((row) => ({
      dashboardId: toNumber(row.dashboardId),
      seconds: toNumber(row.seconds),
    })),
    departmentRotationSeconds: toNumber(values.departmentRotationSeconds),
  };
}

const FIELDS =
  /^(expiresAt|allowedNetworks|privacyMode|night\.(from|to|mode)|theme|departmentRotationSeconds|playlist(\.\d+\.(dashboardId|seconds))?)$/;

/**
 * The input's error paths (the contract's schema here, the API's `fieldErrors` there) as the
 * dialog's fields: a network's error goes to the networks field, an entry's as a whole to the
 * playlist. Paths the dialog has no field for are left out: the caller shows those as a toast.
 */
export function screenFormErrors(errors: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [head, index, leaf] = path.split('.');
    let field = path;
    if (head === 'allowedNetworks') field = head;
    else if (head === 'playlist' && leaf === undefined) field = head;
    else if (head === 'night' && index === undefined) field = 'night.mode';
    if (FIELDS.test(field) && out[field] === undefined) out[field] = message as FormErrors[string];
  }
  return out;
}

const check = zodValidate<DashboardScreenInput>(dashboardScreenSchema);

/** The dialog's validator: the contract's schema over what would be sent. */
export const validateScreen = (values: ScreenFormValues): FormErrors => screenFormErrors(check(toScreenInput(values)));
