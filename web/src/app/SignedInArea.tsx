import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe } from '@/features/auth';
import { CurrentCompanyProvider } from '@/shared/company/CurrentCompanyProvider';
import { LiveUpdates } from '@/features/live';
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader';
import { AppLayout } from './shell/AppLayout';
import { MembersDialogHost } from './shell/MembersDialogHost';

const LandingPage = lazy(() => import('@/features/landing/pages/LandingPage'));

/**
 * Everything under / : a spinner while `me` loads, the landing page at / for visitors (any other
 * shell path sends them to sign in and back), the shell with the company context for users.
 */
export function SignedInArea() {
  const { me, loading } = useMe();
  const location = useLocation();

  if (loading) return <FullScreenLoader />;
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
