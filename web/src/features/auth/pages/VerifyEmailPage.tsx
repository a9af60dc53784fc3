import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VerifyEmailDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { AUTH } from '../auth.messages';
import { AuthLayout } from '../components/AuthLayout';
import { ResultText, ResultView } from '../components/ResultView';

type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

export default function VerifyEmailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [verify] = useMutation(VerifyEmailDocument);
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: AUTH.verifyTokenNotInUrl },
  );
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: one call even when React runs effects twice.
    if (!token || started.current) return;
    started.current = true;
    verify({ variables: { token } })
      .then(() => setState({ kind: 'success' }))
      .catch((e: unknown) => setState({ kind: 'error', message: errorMessage(e, AUTH.verifyFailed) }));
  }, [token, verify]);

  return (
    <AuthLayout>
      {state.kind === 'loading' && <ResultView kind="loading" title={AUTH.verifying} />}
      {state.kind === 'success' && (
        <ResultView
          kind="success"
          title={AUTH.verifiedTitle}
          actions={<Button onClick={() => navigate('/auth/login')}>{AUTH.signIn}</Button>}
        >
          <ResultText>{AUTH.verifiedText}</ResultText>
        </ResultView>
      )}
      {state.kind === 'error' && (
        <ResultView
          kind="error"
          title={AUTH.verifyErrorTitle}
          actions={
            <>
              <Button onClick={() => navigate('/auth/login')}>{AUTH.tryLogin}</Button>
              <Button variant="default" onClick={() => navigate('/auth/register')}>
                {AUTH.registerAgain}
              </Button>
            </>
          }
        >
          <ResultText>{state.message}</ResultText>
          <ResultText>{AUTH.verifyErrorHint}</ResultText>
        </ResultView>
      )}
    </AuthLayout>
  );
}
