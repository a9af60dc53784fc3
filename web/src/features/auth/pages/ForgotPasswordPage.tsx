import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ForgotPasswordDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { AUTH } from '../auth.messages';
import { forgotFormSchema } from '../auth.schemas';
import { AuthLayout } from '../components/AuthLayout';
import { ResultText, ResultView } from '../components/ResultView';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [forgot, { loading }] = useMutation(ForgotPasswordDocument);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: zodValidate(forgotFormSchema) });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await forgot({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (e) {
      setError(errorMessage(e, AUTH.forgotFailed));
    }
  });

  if (sentTo) {
    return (
      <AuthLayout>
        <ResultView
          kind="mail"
          title={AUTH.checkEmailTitle}
          actions={<Button onClick={() => navigate('/auth/login')}>{AUTH.backToLogin}</Button>}
        >
          <ResultText>{AUTH.checkEmailText(sentTo)}</ResultText>
        </ResultView>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH.forgotTitle} subtitle={AUTH.forgotSubtitle}>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label={AUTH.email} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" fullWidth disabled={loading}>
              {loading ? AUTH.forgotSending : AUTH.forgotButton}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/auth/login">
            {AUTH.backToLogin}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
