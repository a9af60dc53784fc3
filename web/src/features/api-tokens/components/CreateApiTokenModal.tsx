import { Alert, Button, Checkbox, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { API_SCOPES, API_SCOPE_LABELS, API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import { todayIso } from '@/shared/format/dates';
import type { ApiTokenInput } from '@/gql/graphql';
import { apiTokenInput, checkApiToken, EMPTY_API_TOKEN, type ApiTokenValues } from '../api-token-form';
import { API_TOKENS } from '../api-tokens.messages';
import { useApiTokenActions, type CreateOutcome } from '../hooks/useApiTokenActions';

/** The one moment the secret exists in the browser: the dialog's state, dropped when it closes. */
export function SecretView({ secret, onDone }: { secret: string; onDone(): void }) {
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconKey size={18} />}>
        {API_TOKEN_MESSAGES.created}
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={API_TOKENS.secret}
          value={secret}
          readOnly
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'monospace' } }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? API_TOKENS.copied : API_TOKENS.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{API_TOKENS.done}</Button>
      </Group>
    </Stack>
  );
}

const SCOPE_OPTIONS = API_SCOPES.map((scope) => ({ value: scope, label: API_SCOPE_LABELS[scope] }));

/**
 * 'Создать токен': name, scopes and an optional last day; the contract's schema checks the form
 * before anything is sent, the server's refusals of single fields are shown under them. On
 * success the dialog turns into the secret, shown this once; closing it forgets the secret.
 */
export function CreateApiTokenModal({
  companyId,
  opened,
  onClose,
  issuer,
}: {
  companyId: number;
  opened: boolean;
  onClose(): void;
  /** Who issues it instead of the caller's own tokens: an integration (its title and its create). */
  issuer?: { title: string; create(input: ApiTokenInput): Promise<CreateOutcome>; creating: boolean };
}) {
  const own = useApiTokenActions(companyId);
  const { create, creating } = issuer ?? own;
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<ApiTokenValues>({
    mode: 'controlled',
    initialValues: EMPTY_API_TOKEN,
    validate: (values) => checkApiToken(values),
  });

  const close = () => {
    setSecret(null);
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const outcome = await create(apiTokenInput(values));
    if (outcome.ok) setSecret(outcome.token.secret);
    else form.setErrors(outcome.fieldErrors);
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? API_TOKENS.createdTitle : (issuer?.title ?? API_TOKENS.createTitle)}
      size="lg"
      // The secret is lost if the dialog closes by a stray click: only the buttons and Esc close it then.
      closeOnClickOutside={!secret}
    >
      {secret ? (
        <SecretView secret={secret} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={API_TOKENS.name}
              placeholder={API_TOKENS.namePlaceholder}
              maxLength={100}
              withAsterisk
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Checkbox.Group label={API_TOKENS.scopes} withAsterisk {...form.getInputProps('scopes')}>
              <Stack gap={6} mt={6}>
                {SCOPE_OPTIONS.map((o) => (
                  <Checkbox key={o.value} value={o.value} label={o.label} description={o.value} />
                ))}
              </Stack>
            </Checkbox.Group>
            <TextInput
              type="date"
              label={API_TOKENS.expiresAt}
              description={API_TOKENS.expiresHint}
              min={todayIso()}
              maw={240}
              {...form.getInputProps('expiresAt')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {API_TOKENS.cancel}
              </Button>
              <Button type="submit" loading={creating}>
                {API_TOKENS.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
