import { Badge, Button, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import type { DashboardScreenFieldsFragment, DashboardWatchingFieldsFragment, ShareLinkState } from '@/gql/graphql';
import { formatDateTime } from '@/shared/format/dates';
import { SCREEN } from '../custom-dashboards.messages';
import { useLinkState } from '../hooks/useLinkState';
import { SHARE_LINK_STATE_LABELS } from '@staffpay/schema/dashboards/screen.schemas';

const STATE_COLORS: Record<ShareLinkState, string> = { active: 'teal', paused: 'yellow', expired: 'red' };

/** 'Активна' / 'Приостановлена' / 'Истекла', and until when it runs when an expiry is set. */
export function LinkState({ screen }: { screen: DashboardScreenFieldsFragment }) {
  const state = useLinkState(screen);
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color={STATE_COLORS[state]} data-testid="link-state">
        {SHARE_LINK_STATE_LABELS[state]}
      </Badge>
      {screen.expiresAt && (
        <Text size="xs" c="dimmed">
          {SCREEN.expires} {formatDateTime(screen.expiresAt)}
        </Text>
      )}
    </Group>
  );
}

/** How many screens watch the link now; the list (since when, from which network, which browser) opens on click. */
export function WatchingScreens({ watching }: { watching: DashboardWatchingFieldsFragment }) {
  return (
    <Stack gap={2}>
      <Popover position="bottom-start" shadow="md" withArrow>
        <Popover.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            color={watching.count > 0 ? 'teal' : 'gray'}
            leftSection={<IconDeviceTv size={16} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {SCREEN.watching(watching.count)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown maw={420}>
          <Text size="sm" fw={600} mb="xs">
            {SCREEN.screensTitle}
          </Text>
          {watching.screens.length === 0 ? (
            <Text size="sm" c="dimmed">
              {SCREEN.noScreens}
            </Text>
          ) : (
            <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{SCREEN.connectedAt}</Table.Th>
                  <Table.Th>{SCREEN.network}</Table.Th>
                  <Table.Th>{SCREEN.agent}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {watching.screens.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{formatDateTime(s.connectedAt)}</Table.Td>
                    <Table.Td>{s.network}</Table.Td>
                    <Table.Td>{s.agent}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Popover.Dropdown>
      </Popover>
      <Text size="xs" c="dimmed">
        {watching.lastConnectedAt
          ? `${SCREEN.lastConnected}: ${formatDateTime(watching.lastConnectedAt)}`
          : SCREEN.neverConnected}
      </Text>
    </Stack>
  );
}
