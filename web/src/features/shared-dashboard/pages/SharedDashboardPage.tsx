import { useParams, useSearchParams } from 'react-router-dom';
import { errorCode } from '@/shared/errors/error-message';
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader';
import { SharedDashboardScreen } from '../components/SharedDashboardScreen';
import { SharedUnavailable } from '../components/SharedUnavailable';
import { useSharedBirthdays } from '../hooks/useSharedBirthdays';
import { useSharedBranding } from '../hooks/useSharedBranding';
import { useSharedDashboard } from '../hooks/useSharedDashboard';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

function SharedDashboard({ shareToken, kiosk }: { shareToken: string; kiosk: boolean }) {
  const { data, error, ended, live, receivedAt, lostSince } = useSharedDashboard(shareToken);
  let unavailable: string | null = null;
  if (ended || errorCode(error) === 'NOT_FOUND') unavailable = T.notFound;
  else if (error && !data) unavailable = T.loadError;
  const birthdays = useSharedBirthdays(shareToken, unavailable !== null);
  const branding = useSharedBranding(shareToken, unavailable !== null);

  if (unavailable) return <SharedUnavailable text={unavailable} />;
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
  return <SharedDashboard key={shareToken} shareToken={shareToken} kiosk={search.has('kiosk')} />;
}
