import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { AUTH } from '../auth.messages';
import { resetFormSchema } from '../auth.schemas';
import { AuthLayout } from '../components/AuthLayout';
import { ResultText, ResultView } from '../components/ResultView';

type State = { kind: 'form' } | { kind: 'done' } | { kind: 'invalid'; message: string };

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'form' } : { kind: 'invalid', message: AUTH.resetTokenNotInUrl },
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodValidate(resetFormSchema),
  });

  const submit = form.onSubmit(async ({ newPassword }) => {
    if (!token) {
      setState({ kind: 'invalid', message: AUTH.resetTokenMissing });
      return;
    }
    try {
      await reset({ variables: { token, newPassword } });
      setState({ kind: 'done' });
    } catch (e) {
      setState({ kind: 'invalid', message: errorMessage(e, AUTH.resetFailed) });
    }
  });

  if (state.kind === 'done') {
    return (
      <AuthLayout>
        <ResultView
          kind="success"
          title={AUTH.resetDoneTitle}
          actions={<Button onClick={() => navigate('/auth/login')}>{AUTH.signIn}</Button>}
        >
          <ResultText>{AUTH.resetDoneText}</ResultText>
        </ResultView>
      </AuthLayout>
    );
  }

  if (state.kind === 'invalid') {
    return (
      <AuthLayout>
        <ResultView
          kind="error"
          title={AUTH.invalidLinkTitle}
          actions={
            <>
              <Button onClick={() => navigate('/auth/forgot-password')}>{AUTH.requestNewLink}</Button>
              <Button variant="default" onClick={() => navigate('/auth/login')}>
                {AUTH.backToLogin}
              </Button>
            </>
          }
        >
          <ResultText>{state.message}</ResultText>
        </ResultView>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH.resetTitle} subtitle={AUTH.resetSubtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput label={AUTH.newPassword} autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput
            label={AUTH.confirmPassword}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth mt="xs" disabled={loading}>
            {loading ? AUTH.resetSending : AUTH.resetButton}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
