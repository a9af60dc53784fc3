import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  ROLE_NOTIFICATION_TYPE_LABELS,
  ROLE_NOTIFICATION_TYPES,
} from '@staffpay/schema/notifications/notification.enums';
import { Link } from 'react-router-dom';
import { roleLabel, type RoleCode, type RoleNames } from '@/shared/auth/roles';
import { useRoleNotificationSettings } from '../hooks/useRoleNotificationSettings';
import { NOTIFICATION_SETTINGS } from '../notification-settings.messages';
import { SETTINGS_EDITORS, toMatrix, typesOf } from '../role-notification-settings';
import { SettingsLoadState } from './SettingsLoadState';

/** The user's own view: which notification types their role receives in this company. */
export function NotificationsTab({
  companyId,
  role,
  names,
  canWrite,
}: {
  companyId: number;
  role: RoleCode;
  /** The company's custom roles by code, when known. */
  names?: RoleNames;
  /** The caller's role may change the settings (notifications.edit). */
  canWrite: boolean;
}) {
  const { settings, error, retry } = useRoleNotificationSettings(companyId);
  if (!settings) return <SettingsLoadState error={error} onRetry={retry} />;

  const mine = typesOf(toMatrix(settings), role);
  const anyOn = ROLE_NOTIFICATION_TYPES.some((t) => mine[t]);
  return (
    <Stack gap="md" maw={640}>
      <Title order={3} size="h4">
        {NOTIFICATION_SETTINGS.ownTitle}
      </Title>
      <Text size="sm">{NOTIFICATION_SETTINGS.ownRole(roleLabel(role, names))}</Text>
      <List spacing="xs" center aria-label={NOTIFICATION_SETTINGS.ownTitle}>
        {ROLE_NOTIFICATION_TYPES.map((type) => (
          <List.Item
            key={type}
            data-enabled={mine[type] ? 'true' : 'false'}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                color={mine[type] ? 'teal' : 'gray'}
                variant={mine[type] ? 'filled' : 'light'}
                role="img"
                aria-label={mine[type] ? NOTIFICATION_SETTINGS.enabled : NOTIFICATION_SETTINGS.disabled}
              >
                {mine[type] ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={mine[type] ? undefined : 'dimmed'}>
              {ROLE_NOTIFICATION_TYPE_LABELS[type]}
            </Text>
          </List.Item>
        ))}
      </List>
      {!anyOn && <Text c="dimmed">{NOTIFICATION_SETTINGS.noneEnabled}</Text>}
      <Text size="sm" c="dimmed">
        {canWrite ? NOTIFICATION_SETTINGS.editableHere : NOTIFICATION_SETTINGS.editableBy(SETTINGS_EDITORS)}
      </Text>
      <Group>
        <Button component={Link} to="/notifications" variant="light">
          {NOTIFICATION_SETTINGS.openNotifications}
        </Button>
      </Group>
    </Stack>
  );
}
