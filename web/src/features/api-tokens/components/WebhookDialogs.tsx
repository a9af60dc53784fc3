import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { instantOfLocalInput, localInputBefore } from '../webhook-since';
import { WEBHOOKS } from '../webhooks.messages';

/** The rolled secret, shown this once: the dialog's state only, forgotten when it closes. */
export function RolledSecretModal({
  rolled,
  onClose,
}: {
  rolled: { secret: string; previousSecretExpiresAt: string | null } | null;
  onClose(): void;
}) {
  return (
    <Modal opened={!!rolled} onClose={onClose} title={WEBHOOKS.rolledTitle} closeOnClickOutside={false}>
      {rolled && (
        <Stack gap="md">
          <Alert color="teal" icon={<IconKey size={18} />}>
            {WEBHOOKS.rolledText(rolled.previousSecretExpiresAt ? formatDateTime(rolled.previousSecretExpiresAt) : '—')}
          </Alert>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={WEBHOOKS.secret}
              value={rolled.secret}
              readOnly
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'monospace' } }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={rolled.secret} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'light'}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? WEBHOOKS.copied : WEBHOOKS.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{WEBHOOKS.done}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** "Повторить неудачные с…": a moment (a day back by default), then the server's count in a toast. */
export function RedeliverFailedModal({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose(): void;
  onSubmit(since: string): Promise<boolean>;
}) {
  const [value, setValue] = useState(() => localInputBefore(new Date(), 24));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const since = instantOfLocalInput(value);
    if (!since) return setError(WEBHOOKS.sinceInvalid);
    setSending(true);
    const done = await onSubmit(since);
    setSending(false);
    if (done) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={WEBHOOKS.redeliverTitle}>
      <Stack gap="md">
        <Text size="sm">{WEBHOOKS.redeliverText}</Text>
        <TextInput
          type="datetime-local"
          label={WEBHOOKS.since}
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {WEBHOOKS.cancel}
          </Button>
          <Button loading={sending} onClick={() => void submit()}>
            {WEBHOOKS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
