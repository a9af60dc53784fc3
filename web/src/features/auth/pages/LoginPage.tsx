import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ResendVerificationDocument } from '@/gql/graphql';
import { errorMessage, errorReason } from '@/shared/errors/error-message';
import { notifySuccess } from '@/shared/ui/notify';
import { AUTH } from '../auth.messages';
import { loginFormSchema, type LoginForm } from '../auth.schemas';
import { AuthLayout } from '../components/AuthLayout';
import { GoogleButton } from '../components/GoogleButton';
import { useSignIn } from '../hooks/useSignIn';
import { safeRedirect } from '../redirect';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn, loading } = useSignIn();
  const [resend, resendState] = useMutation(ResendVerificationDocument);
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState(false);
  const form = useForm<LoginForm>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setUnverified(false);
    setResent(false);
    try {
      await signIn(values.email, values.password);
      notifySuccess(AUTH.loginSuccess, AUTH.loginSuccessTitle);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(errorMessage(e, AUTH.loginFailed));
      setUnverified(errorReason(e) === 'EMAIL_NOT_VERIFIED');
    }
  });

  const resendLetter = async () => {
    await resend({ variables: { email: form.getValues().email.trim() } }).catch(() => undefined);
    setResent(true);
  };

  return (
    <AuthLayout title={AUTH.loginTitle} subtitle={AUTH.loginSubtitle}>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{error}</Text>
              {unverified && !resent && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  loading={resendState.loading}
                  onClick={resendLetter}
                >
                  {AUTH.resend}
                </Button>
              )}
              {resent && <Text size="sm">{AUTH.resent}</Text>}
            </Stack>
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={AUTH.email}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...form.getInputProps('email')}
            />
            <PasswordInput label={AUTH.password} autoComplete="current-password" {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Anchor component={Link} to="/auth/forgot-password" size="sm">
                {AUTH.forgotLink}
              </Anchor>
            </Group>
            <Button type="submit" fullWidth disabled={loading}>
              {loading ? AUTH.loginSending : AUTH.loginButton}
            </Button>
          </Stack>
        </form>
        <Divider label={AUTH.or} labelPosition="center" />
        <GoogleButton onError={setError} disabled={loading} />
        <Text size="sm" ta="center">
          {AUTH.noAccount}{' '}
          <Anchor component={Link} to="/auth/register">
            {AUTH.registerLink}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
