import { Alert, Button, Group, Paper, Stack, Switch, Table, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  ROLE_NOTIFICATION_TYPE_LABELS,
  ROLE_NOTIFICATION_TYPES,
  type RoleNotificationType,
} from '@staffpay/schema/notifications/notification.enums';
import { useState } from 'react';
import { roleLabel, type RoleNames } from '@/shared/auth/roles';
import { useRoleNotificationSettings } from '../hooks/useRoleNotificationSettings';
import { NOTIFICATION_SETTINGS } from '../notification-settings.messages';
import {
  SETTINGS_EDITORS,
  sameMatrix,
  toMatrix,
  toSettingsInput,
  typesOf,
  withSwitch,
  type NotificationMatrix,
} from '../role-notification-settings';
import { SettingsLoadState } from './SettingsLoadState';

interface CellProps {
  matrix: NotificationMatrix;
  /** The company's custom roles by code, for their names. */
  names: RoleNames;
  role: string;
  type: RoleNotificationType;
  canWrite: boolean;
  onToggle(role: string, type: RoleNotificationType, enabled: boolean): void;
}

/** A switch for those who may change it; for others only whether the pair is on. */
function Cell({ matrix, names, role, type, canWrite, onToggle }: CellProps) {
  const on = typesOf(matrix, role)[type];
  const label = NOTIFICATION_SETTINGS.switchLabel(roleLabel(role, names), ROLE_NOTIFICATION_TYPE_LABELS[type]);
  if (canWrite) {
    return <Switch checked={on} aria-label={label} onChange={(e) => onToggle(role, type, e.currentTarget.checked)} />;
  }
  return (
    <ThemeIcon
      size={22}
      radius="xl"
      color={on ? 'teal' : 'gray'}
      variant={on ? 'filled' : 'light'}
      role="img"
      aria-label={`${label} — ${on ? NOTIFICATION_SETTINGS.enabled : NOTIFICATION_SETTINGS.disabled}`}
    >
      {on ? <IconCheck size={14} /> : <IconX size={14} />}
    </ThemeIcon>
  );
}

type MatrixProps = Omit<CellProps, 'role' | 'type'>;

/** Desktop: types down, roles across (the type names are long, the role names short). */
function MatrixTable(props: MatrixProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{NOTIFICATION_SETTINGS.type}</Table.Th>
            {[...props.matrix.keys()].map((role) => (
              <Table.Th key={role} ta="center">
                {roleLabel(role, props.names)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROLE_NOTIFICATION_TYPES.map((type) => (
            <Table.Tr key={type}>
              <Table.Td>{ROLE_NOTIFICATION_TYPE_LABELS[type]}</Table.Td>
              {[...props.matrix.keys()].map((role) => (
                <Table.Td key={role}>
                  <Group justify="center">
                    <Cell {...props} role={role} type={type} />
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per role with its types. */
function MatrixCards(props: MatrixProps) {
  return (
    <Stack gap="sm">
      {[...props.matrix.keys()].map((role) => (
        <Paper key={role} withBorder radius="md" p="md">
          <Text fw={600} mb="xs">
            {roleLabel(role, props.names)}
          </Text>
          <Stack gap="xs">
            {ROLE_NOTIFICATION_TYPES.map((type) => (
              <Group key={type} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{ROLE_NOTIFICATION_TYPE_LABELS[type]}</Text>
                <Cell {...props} role={role} type={type} />
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Roles tab: which notification types each role receives (the change applies to all users with that
 * role: docs/permissions.md, 'Rules beyond the tree'). Changes stay local until 'Сохранить' sends
 * the whole matrix.
 */
export function RoleNotificationsTab({
  companyId,
  canWrite,
  names,
}: {
  companyId: number;
  canWrite: boolean;
  /** The company's custom roles by code, for their names. */
  names: RoleNames;
}) {
  const { settings, error, retry, save, saving } = useRoleNotificationSettings(companyId);
  const mobile = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState<NotificationMatrix | null>(null);
  if (!settings) return <SettingsLoadState error={error} onRetry={retry} />;

  const saved = toMatrix(settings);
  const matrix = draft ?? saved;
  const changed = draft !== null && !sameMatrix(draft, saved);
  const onToggle = (role: string, type: RoleNotificationType, enabled: boolean) =>
    setDraft(withSwitch(matrix, role, type, enabled));
  const submit = async () => {
    if (await save(toSettingsInput(matrix))) setDraft(null);
  };

  const Matrix = mobile ? MatrixCards : MatrixTable;
  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>{NOTIFICATION_SETTINGS.rolesTitle}</Text>
        <Text size="sm" c="dimmed">
          {NOTIFICATION_SETTINGS.rolesHint}
        </Text>
      </div>
      {!canWrite && (
        <Alert color="gray" py="xs">
          {NOTIFICATION_SETTINGS.readOnly(SETTINGS_EDITORS)}
        </Alert>
      )}
      <Matrix matrix={matrix} names={names} canWrite={canWrite} onToggle={onToggle} />
      {canWrite && (
        <Group>
          <Button onClick={() => void submit()} loading={saving} disabled={!changed}>
            {NOTIFICATION_SETTINGS.save}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
