import { Alert, Button, Center, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useNotificationMarking } from '../hooks/useNotificationMarking';
import { useNotifications } from '../hooks/useNotifications';
import { NOTIFICATIONS } from '../notifications.messages';
import { NotificationCard } from './NotificationCard';

type Tab = 'all' | 'unread';

/** The caller's notifications in one company: two tabs, mark one or all read. */
export function NotificationsScreen({ companyId }: { companyId: number }) {
  const { notifications, loading, error, retry } = useNotifications(companyId);
  const { markRead, markAllRead, markingAll } = useNotificationMarking(companyId);
  const [tab, setTab] = useState<Tab>('all');

  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={NOTIFICATIONS.loadError} maw={640}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={retry}>
          {NOTIFICATIONS.retry}
        </Button>
      </Alert>
    );
  }
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const unread = notifications.filter((n) => !n.isRead);
  const shown = tab === 'unread' ? unread : notifications;
  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" gap="sm">
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'all')} variant="pills">
          <Tabs.List>
            <Tabs.Tab value="all">{NOTIFICATIONS.all(notifications.length)}</Tabs.Tab>
            <Tabs.Tab value="unread">{NOTIFICATIONS.unread(unread.length)}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {unread.length > 0 && (
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            loading={markingAll}
            onClick={() => void markAllRead()}
          >
            {NOTIFICATIONS.markAll}
          </Button>
        )}
      </Group>
      {shown.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text c="dimmed">{NOTIFICATIONS.empty}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" role="list">
          {shown.map((n) => (
            <div role="listitem" key={n.id}>
              <NotificationCard notification={n} onMarkRead={(id) => void markRead(id)} />
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
