import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RegisterDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { AUTH } from '../auth.messages';
import { registerFormSchema, type RegisterForm } from '../auth.schemas';
import { AuthLayout } from '../components/AuthLayout';
import { ResultText, ResultView } from '../components/ResultView';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterDocument);
  const [error, setError] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: zodValidate(registerFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const parsed = registerFormSchema.parse(values);
    try {
      // The confirmation is checked here and never sent.
      const { firstName, lastName, email, password } = parsed;
      await register({ variables: { input: { firstName, lastName, email, password } } });
      setDoneFor(email);
    } catch (e) {
      setError(errorMessage(e, AUTH.registerFailed));
    }
  });

  if (doneFor) {
    return (
      <AuthLayout>
        <ResultView
          kind="mail"
          title={AUTH.registeredTitle}
          actions={<Button onClick={() => navigate('/auth/login')}>{AUTH.goToLogin}</Button>}
        >
          <ResultText>{AUTH.registeredText(doneFor)}</ResultText>
        </ResultView>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH.registerTitle}>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput label={AUTH.firstName} autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label={AUTH.lastName} autoComplete="family-name" {...form.getInputProps('lastName')} />
            </Group>
            <TextInput label={AUTH.email} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <PasswordInput label={AUTH.password} autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput
              label={AUTH.confirmPassword}
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" fullWidth mt="xs" disabled={loading}>
              {loading ? AUTH.registerSending : AUTH.registerButton}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center">
          {AUTH.haveAccount}{' '}
          <Anchor component={Link} to="/auth/login">
            {AUTH.loginLink}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
