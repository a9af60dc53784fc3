import { ListSection } from './ListSection';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconRefresh, IconSend, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useWebhooks, type WebhookRow } from '../hooks/useWebhooks';
import { WEBHOOKS } from '../webhooks.messages';
import { RedeliverFailedModal, RolledSecretModal } from './WebhookDialogs';

function Row({
  hook,
  onPing,
  onRoll,
  onRedeliver,
}: {
  hook: WebhookRow;
  onPing(): void;
  onRoll(): void;
  onRedeliver(): void;
}) {
  return (
    <Table.Tr data-testid="webhook">
      <Table.Td>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {hook.url}
        </Text>
        {hook.description && (
          <Text size="xs" c="dimmed">
            {hook.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={hook.events.join(', ')}>
          {WEBHOOKS.events(hook.events.length)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={hook.active ? 'teal' : 'gray'} variant="light">
          {hook.active ? WEBHOOKS.active : WEBHOOKS.disabled}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconSend size={14} />}
            aria-label={WEBHOOKS.pingLabel(hook.url)}
            disabled={!hook.active}
            onClick={onPing}
          >
            {WEBHOOKS.ping}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconKey size={14} />}
            aria-label={WEBHOOKS.rollLabel(hook.url)}
            onClick={onRoll}
          >
            {WEBHOOKS.roll}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRefresh size={14} />}
            aria-label={WEBHOOKS.redeliverLabel(hook.url)}
            disabled={!hook.active}
            onClick={onRedeliver}
          >
            {WEBHOOKS.redeliver}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Settings → API, for holders of settings.webhooks: the company's webhooks with a ping, a secret
 * roll (the new secret shown once; the old one signs for 24 h more) and "everything failed since".
 * A webhook that is off can be neither pinged nor redelivered (the server refuses it too).
 */
export function WebhooksPanel({ companyId }: { companyId: number }) {
  const { webhooks, loading, error, retry, ping, roll, redeliverFailed } = useWebhooks(companyId);
  const [rolled, setRolled] = useState<{ secret: string; previousSecretExpiresAt: string | null } | null>(null);
  const [redelivering, setRedelivering] = useState<WebhookRow | null>(null);

  const confirmRoll = (hook: WebhookRow) =>
    modals.openConfirmModal({
      title: WEBHOOKS.rollTitle,
      children: <Text size="sm">{WEBHOOKS.rollText}</Text>,
      labels: { confirm: WEBHOOKS.roll, cancel: WEBHOOKS.cancel },
      onConfirm: () => void roll(hook.id).then((answer) => answer && setRolled(answer)),
    });

  return (
    <>
      <ListSection
        title={WEBHOOKS.title}
        hint={WEBHOOKS.hint}
        items={webhooks}
        loading={loading}
        error={error}
        loadError={WEBHOOKS.loadError}
        retryLabel={WEBHOOKS.retry}
        onRetry={retry}
        empty={{ icon: <IconWebhook size={16} />, text: WEBHOOKS.empty }}
        testId="webhooks-panel"
      >
        {(listed) => (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" striped>
              <Table.Tbody>
                {listed.map((hook) => (
                  <Row
                    key={hook.id}
                    hook={hook}
                    onPing={() => void ping(hook.id)}
                    onRoll={() => confirmRoll(hook)}
                    onRedeliver={() => setRedelivering(hook)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListSection>
      <RolledSecretModal rolled={rolled} onClose={() => setRolled(null)} />
      {redelivering && (
        <RedeliverFailedModal
          opened
          onClose={() => setRedelivering(null)}
          onSubmit={(since) => redeliverFailed(redelivering.id, since)}
        />
      )}
    </>
  );
}
