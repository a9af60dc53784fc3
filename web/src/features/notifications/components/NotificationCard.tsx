import { Group, Indicator, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { NotificationItemFragment } from '@/gql/graphql';
import { NOTIFICATION_TYPE } from '@staffpay/schema/notifications/notification.enums';
import { DECLARED_ICONS } from '@/shared/icons/declared-icons';
import { formatNotificationTime } from '../notification-view';
import { NOTIFICATIONS } from '../notifications.messages';

/**
 * One notification: the type's icon and colour, title, message and time. A read one is dimmed;
 * an unread one is a button that marks it read.
 */
export function NotificationCard({
  notification,
  onMarkRead,
}: {
  notification: NotificationItemFragment;
  onMarkRead(id: number): void;
}) {
  // How each type looks is declared in the contract: money gains green, losses red, staff changes blue-ish.
  const view = NOTIFICATION_TYPE[notification.type];
  const TypeIcon = DECLARED_ICONS[view.icon];
  const unread = !notification.isRead;
  const body = (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Indicator disabled={!unread} color="red" size={10} offset={3}>
        <ThemeIcon color={view.color} variant="light" size={40} radius="xl" aria-label={view.label} role="img">
          <TypeIcon size={22} />
        </ThemeIcon>
      </Indicator>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={unread ? 700 : 500}>{notification.title}</Text>
          <Text size="xs" c="dimmed">
            {formatNotificationTime(notification.createdAt)}
          </Text>
        </Group>
        <Text size="sm" c={unread ? undefined : 'dimmed'} style={{ wordBreak: 'break-word' }}>
          {notification.message}
        </Text>
      </Stack>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="notification"
      data-read={unread ? 'false' : 'true'}
      opacity={unread ? 1 : 0.6}
      bg={unread ? 'var(--mantine-color-violet-light)' : undefined}
    >
      {unread ? (
        <UnstyledButton
          w="100%"
          onClick={() => onMarkRead(notification.id)}
          aria-label={NOTIFICATIONS.markLabel(notification.title)}
        >
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </Paper>
  );
}
