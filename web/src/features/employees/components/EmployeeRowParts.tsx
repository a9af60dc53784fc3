import { ActionIcon, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { EmployeeRowFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { fullName, jobTitle, STATUS_COLORS, statusLabel } from '../employee-display';
import { EMPLOYEES } from '../employees.messages';
import { EmployeeAvatar } from './EmployeeAvatar';

export interface RowHandlers {
  onPassport(employee: EmployeeRowFragment): void;
  onEdit(employee: EmployeeRowFragment): void;
  onDelete(employee: EmployeeRowFragment): void;
}

/** Avatar (opens the passport), name, and job position or e-mail underneath. */
export const EmployeeIdentity = memo(function EmployeeIdentity({
  employee,
  onPassport,
}: {
  employee: EmployeeRowFragment;
  onPassport: RowHandlers['onPassport'];
}) {
  const name = fullName(employee);
  const subtitle = jobTitle(employee) ?? employee.email ?? employee.phone;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <UnstyledButton
        aria-label={EMPLOYEES.passportOf(name)}
        onClick={() => onPassport(employee)}
        style={{ borderRadius: '50%' }}
      >
        <EmployeeAvatar employee={employee} size={40} />
      </UnstyledButton>
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        )}
      </Stack>
    </Group>
  );
});

export function StatusBadge({ status }: { status: EmployeeRowFragment['status'] }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {statusLabel(status)}
    </Badge>
  );
}

/** Edit and delete, each offered only to roles with its key (employees.edit, employees.delete). */
export function EmployeeActions({
  employee,
  writes,
  onEdit,
  onDelete,
}: {
  employee: EmployeeRowFragment;
  writes: Writes;
  onEdit: RowHandlers['onEdit'];
  onDelete: RowHandlers['onDelete'];
}) {
  const name = fullName(employee);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {writes.edit && (
        <ActionIcon variant="subtle" aria-label={EMPLOYEES.editOf(name)} onClick={() => onEdit(employee)}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {writes.delete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={EMPLOYEES.deleteOf(name)}
          onClick={() => onDelete(employee)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
