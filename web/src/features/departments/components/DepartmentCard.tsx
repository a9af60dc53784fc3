import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DepartmentCardFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { pluralRu } from '@/shared/format/plural';
import { departmentEmoji } from '../department-emoji';
import { managerLabel } from '../department-view';
import { DEPARTMENTS } from '../departments.messages';

function Detail({ label, value, dimmed }: { label: string; value: string; dimmed?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" truncate c={dimmed ? 'dimmed' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

export function DepartmentCard({
  department,
  writes,
  onEdit,
  onDelete,
}: {
  department: DepartmentCardFragment;
  writes: Writes;
  onEdit(): void;
  onDelete(): void;
}) {
  const { name, description, branchName, employeeCount } = department;
  return (
    <Card padding="lg" shadow="xs" data-testid="department-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Text fz={32} lh={1} aria-hidden>
            {departmentEmoji(name)}
          </Text>
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <Badge size="sm" variant="light" w="fit-content">
              {employeeCount} {pluralRu(employeeCount, DEPARTMENTS.employees)}
            </Badge>
          </Stack>
        </Group>
        {(writes.edit || writes.delete) && (
          <Group gap={4} wrap="nowrap">
            {writes.edit && (
              <Tooltip label={DEPARTMENTS.editLabel(name)}>
                <ActionIcon variant="subtle" color="gray" aria-label={DEPARTMENTS.editLabel(name)} onClick={onEdit}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {writes.delete && (
              <Tooltip label={DEPARTMENTS.deleteLabel(name)}>
                <ActionIcon variant="subtle" color="red" aria-label={DEPARTMENTS.deleteLabel(name)} onClick={onDelete}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt="sm" lineClamp={3} fs={description ? undefined : 'italic'}>
        {description || DEPARTMENTS.noDescription}
      </Text>
      <Stack gap={4} mt="md">
        <Detail label={DEPARTMENTS.branch} value={branchName ?? DEPARTMENTS.noBranch} dimmed={!branchName} />
        <Detail label={DEPARTMENTS.manager} value={managerLabel(department)} dimmed={!department.managerName} />
      </Stack>
    </Card>
  );
}
