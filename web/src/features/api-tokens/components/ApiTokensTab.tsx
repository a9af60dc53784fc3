import { ListSection } from './ListSection';
import { ScopeBadges } from './ScopeBadges';
import { Badge, Button, Divider, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { API_TOKENS } from '../api-tokens.messages';
import { useApiTokenActions } from '../hooks/useApiTokenActions';
import { useApiTokens, type ApiToken } from '../hooks/useApiTokens';
import { CreateApiTokenModal } from './CreateApiTokenModal';
import { IntegrationsSection, type IntegrationRoles } from './IntegrationsSection';

function TokenRow({ token, now, onRevoke }: { token: ApiToken; now: number; onRevoke(token: ApiToken): void }) {
  const expired = !!token.expiresAt && Date.parse(token.expiresAt) <= now;
  return (
    <Table.Tr data-testid="api-token">
      <Table.Td>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
          {token.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <ScopeBadges scopes={token.scopes} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{token.createdBy.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(token.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} c={expired ? 'red' : undefined}>
          {token.expiresAt ? formatDateTime(token.expiresAt) : API_TOKENS.noExpiry}
        </Text>
        {expired && (
          <Badge color="red" variant="light" size="xs">
            {API_TOKENS.expired}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : API_TOKENS.never}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          aria-label={API_TOKENS.revokeLabel(token.name)}
          onClick={() => onRevoke(token)}
        >
          {API_TOKENS.revoke}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Settings → API (holders of settings.api): the company's tokens, creating one (its secret shown
 * once) and revoking one after a confirmation. No push exists for tokens: this tab refetches its
 * list after its own changes; another tab sees them when it next opens the API tab.
 */
export function ApiTokensTab({
  companyId,
  integrations = null,
}: {
  companyId: number;
  /** The roles an integration may hold, for an owner; null: no integrations section (not an owner). */
  integrations?: IntegrationRoles | null;
}) {
  const { tokens, loading, error, retry } = useApiTokens(companyId);
  const { revoke } = useApiTokenActions(companyId);
  const [creating, setCreating] = useState(false);
  // "Expired" is judged as of when the tab opened: a settings list, not a clock.
  const [now] = useState(() => Date.now());

  const confirmRevoke = (token: ApiToken) =>
    modals.openConfirmModal({
      title: API_TOKENS.revokeTitle,
      children: <Text size="sm">{API_TOKENS.revokeText(token.name)}</Text>,
      labels: { confirm: API_TOKENS.revoke, cancel: API_TOKENS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void revoke(token.id),
    });

  return (
    <Stack gap="md">
      <ListSection
        title={API_TOKENS.title}
        hint={API_TOKENS.hint}
        create={{ label: API_TOKENS.create, onClick: () => setCreating(true) }}
        items={tokens}
        loading={loading}
        error={error}
        loadError={API_TOKENS.loadError}
        retryLabel={API_TOKENS.retry}
        onRetry={retry}
        empty={{ icon: <IconKey size={16} />, text: API_TOKENS.empty }}
      >
        {(listed) => (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" striped data-testid="api-tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{API_TOKENS.columns.name}</Table.Th>
                  <Table.Th>{API_TOKENS.columns.scopes}</Table.Th>
                  <Table.Th>{API_TOKENS.columns.createdBy}</Table.Th>
                  <Table.Th>{API_TOKENS.columns.createdAt}</Table.Th>
                  <Table.Th>{API_TOKENS.columns.expiresAt}</Table.Th>
                  <Table.Th>{API_TOKENS.columns.lastUsedAt}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {listed.map((t) => (
                  <TokenRow key={t.id} token={t} now={now} onRevoke={confirmRevoke} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListSection>
      <CreateApiTokenModal companyId={companyId} opened={creating} onClose={() => setCreating(false)} />
      {integrations && (
        <>
          <Divider my="sm" />
          <IntegrationsSection companyId={companyId} roles={integrations} />
        </>
      )}
    </Stack>
  );
}
