import { Button } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH } from '../auth.messages';
import { AuthLayout } from '../components/AuthLayout';
import { ResultText, ResultView } from '../components/ResultView';

export const GOOGLE_REDIRECT_MS = 2_000;

/**
 * The callback already set the HttpOnly session cookie; the token in the address is not kept
 * anywhere script-readable. It is wiped from the address bar and history at once.
 */
export default function GoogleSuccessPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const [hasToken] = useState(() => Boolean(params.get('token')));

  useEffect(() => {
    if (!hasToken) return;
    window.history.replaceState(window.history.state, '', '/auth/google/success');
    void client.clearStore();
    const timer = window.setTimeout(() => navigate('/', { replace: true }), GOOGLE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [hasToken, client, navigate]);

  if (!hasToken) return <Navigate to="/auth/google/error" replace />;

  return (
    <AuthLayout>
      <ResultView
        kind="success"
        title={AUTH.googleSuccessTitle}
        actions={<Button onClick={() => navigate('/', { replace: true })}>{AUTH.goHome}</Button>}
      >
        <ResultText>{AUTH.googleSuccessText}</ResultText>
      </ResultView>
    </AuthLayout>
  );
}
