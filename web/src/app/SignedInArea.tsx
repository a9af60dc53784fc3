import { lazy, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe } from '@/features/auth';
import { CurrentCompanyProvider } from '@/shared/company/CurrentCompanyProvider';
import { LiveUpdates } from '@/features/live';
import { isConnectionFailure, useConnectionLost } from '@/shared/error-monitor';
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader';
import { AppLayout } from './shell/AppLayout';
import { MembersDialogHost } from './shell/MembersDialogHost';

const LandingPage = lazy(() => import('@/features/landing/pages/LandingPage'));

/** How long the spinner waits before asking for `me` again when the API did not answer it. */
export const ME_AGAIN_MS = 3_000;

/**
 * Everything under / : a spinner while `me` loads, the landing page at / for visitors (any other
 * shell path sends them to sign in and back), the shell with the company context for users.
 * A `me` the API could not answer (no connection, its database away) says nothing about the
 * session: the spinner stays, under the connection notice, until it answers — the monitor refetches
 * it when the notice goes, and it is asked again while no notice shows.
 */
export function SignedInArea() {
  const { me, loading, error, refetch } = useMe();
  const location = useLocation();
  const lost = useConnectionLost();
  const unanswered = !me && !!error && isConnectionFailure(error);

  useEffect(() => {
    if (!unanswered || lost) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), ME_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [unanswered, lost, error, refetch]);

  if (loading || unanswered) return <FullScreenLoader />;
  if (!me) {
    if (location.pathname === '/') return <LandingPage />;
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth/login?redirect=${back}`} replace />;
  }
  return (
    <CurrentCompanyProvider>
      <LiveUpdates />
      <AppLayout user={me} />
      <MembersDialogHost />
    </CurrentCompanyProvider>
  );
}
