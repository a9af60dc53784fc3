import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { SharedBirthdayFragment, SharedBrandingFieldsFragment, SharedScreenFieldsFragment } from '@/gql/graphql';
import { errorCode, errorReason } from '@/shared/errors/error-message';
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader';
import { NightClock } from '../components/NightClock';
import { SharedDashboardScreen } from '../components/SharedDashboardScreen';
import { SharedUnavailable } from '../components/SharedUnavailable';
import { useBurnInShift } from '../hooks/useBurnInShift';
import { useConnectionLost } from '../hooks/useConnectionLost';
import { useForcedColorScheme } from '../hooks/useForcedColorScheme';
import { useNow } from '../hooks/useNow';
import { usePlaylist } from '../hooks/usePlaylist';
import { useSharedBirthdays } from '../hooks/useSharedBirthdays';
import { useSharedBranding } from '../hooks/useSharedBranding';
import { useSharedDashboard } from '../hooks/useSharedDashboard';
import { useSharedScreen } from '../hooks/useSharedScreen';
import { isNight } from '../night';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

/** How often the night schedule is looked at: a client timer, a minute's edge is met within this. */
const NIGHT_CHECK_MS = 15_000;

const SHARED_PAGE_TEXTS = { paused: T.paused, expired: T.expired } as const;

/**
 * One playlist slot's dashboard; a new slot (or the same one read and subscribed anew) is a new
 * instance. What outlives the slots comes from the link: since when the connection is lost, and
 * the burn-in shift.
 */
function SharedSlot({
  shareToken,
  slot,
  settings,
  birthdays,
  branding,
  kiosk,
  dim,
  lostSince,
  shift,
  onOver,
}: {
  shareToken: string;
  slot: number;
  settings: SharedScreenFieldsFragment;
  birthdays: SharedBirthdayFragment[];
  branding: SharedBrandingFieldsFragment | null | undefined;
  kiosk: boolean;
  dim: boolean;
  lostSince: Date | null;
  shift: string;
  onOver(): void;
}) {
  const { data, error, gone, live, receivedAt } = useSharedDashboard(shareToken, slot, onOver);
  if (gone || errorCode(error) === 'NOT_FOUND') return <SharedUnavailable text={T.notFound} />;
  if (errorReason(error) === 'SHARE_LINK_NETWORK') return <SharedUnavailable title={T.network} />;
  if (error && !data) return <SharedUnavailable text={T.loadError} />;
  if (!data) return <FullScreenLoader />;
  return (
    <SharedDashboardScreen
      data={data}
      birthdays={birthdays}
      branding={branding}
      live={live}
      receivedAt={receivedAt}
      lostSince={lostSince}
      kiosk={kiosk}
      dark={settings.theme === 'dark'}
      dim={dim}
      rotationSeconds={settings.departmentRotationSeconds}
      shift={shift}
    />
  );
}

/**
 * A link: its settings say whether it shows (paused and expired links say so at once, and come
 * back by themselves on resume), how (theme, night, privacy) and what (the playlist's slots in turn).
 * After a lost connection (or the data's feed ended) it reads the settings again, and the slot
 * reads its data and subscribes anew: what happened meanwhile shows, then the pushes.
 */
function SharedLink({ shareToken, kiosk }: { shareToken: string; kiosk: boolean }) {
  const screen = useSharedScreen(shareToken);
  const { settings } = screen;
  const [epoch, setEpoch] = useState(0);
  const catchUp = () => void screen.recheck().finally(() => setEpoch((n) => n + 1));
  const lostSince = useConnectionLost(catchUp);
  const shift = useBurnInShift();
  const slot = usePlaylist(settings?.playlist ?? []);
  const now = useNow(NIGHT_CHECK_MS);
  const night = settings?.night && isNight(settings.night, settings.timezone, now) ? settings.night.mode : null;
  useForcedColorScheme(night === 'clock' ? 'dark' : (settings?.theme ?? null));

  let unavailable: { title?: string; text?: string } | null = null;
  if (screen.ended) unavailable = { text: T.notFound };
  else if (errorReason(screen.error) === 'SHARE_LINK_NETWORK') unavailable = { title: T.network };
  else if (settings && settings.state !== 'active') unavailable = { title: SHARED_PAGE_TEXTS[settings.state] };
  else if (screen.error && !settings) unavailable = { text: T.loadError };
  const birthdays = useSharedBirthdays(shareToken, unavailable !== null);
  const branding = useSharedBranding(shareToken, unavailable !== null);

  if (unavailable) return <SharedUnavailable {...unavailable} />;
  if (!settings || !slot) return <FullScreenLoader />;
  if (night === 'clock') return <NightClock timezone={settings.timezone} branding={branding} shift={shift} />;
  return (
    <SharedSlot
      key={`${slot.slot}:${epoch}`}
      shareToken={shareToken}
      slot={slot.slot}
      settings={settings}
      birthdays={birthdays}
      branding={branding}
      kiosk={kiosk}
      dim={night === 'dim'}
      lostSince={lostSince}
      shift={shift}
      onOver={catchUp}
    />
  );
}

/**
 * /shared-dashboard/:shareUrl, open to everyone: a read-only wall screen of one dashboard link;
 * `?kiosk` shows it with nothing to click and no cursor.
 */
export default function SharedDashboardPage() {
  // The route's parameter keeps the link's first name (app/router.tsx); it holds the secret token.
  const { shareUrl: shareToken = '' } = useParams();
  const [search] = useSearchParams();
  // A new link is a new page: nothing of the previous link's feed or tabs carries over.
  return <SharedLink key={shareToken} shareToken={shareToken} kiosk={search.has('kiosk')} />;
}
