import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import type { BranchCardFragment } from '@/gql/graphql';
import { formatDate } from '@/shared/format/dates';
import type { Writes } from '@/shared/auth/roles';
import { pluralRu } from '@/shared/format/plural';
import { branchEmoji } from '../branch-emoji';
import { BRANCHES } from '../branches.messages';

export function BranchCard({
  branch,
  writes,
  onEdit,
  onDelete,
}: {
  branch: BranchCardFragment;
  writes: Writes;
  onEdit(): void;
  onDelete(): void;
}) {
  const { name, city, address, departmentCount, employeeCount } = branch;
  return (
    <Card padding="lg" shadow="xs" data-testid="branch-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Text fz={32} lh={1} aria-hidden>
            {branchEmoji(city)}
          </Text>
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {city}
            </Text>
          </Stack>
        </Group>
        {(writes.edit || writes.delete) && (
          <Group gap={4} wrap="nowrap">
            {writes.edit && (
              <Tooltip label={BRANCHES.editLabel(name)}>
                <ActionIcon variant="subtle" color="gray" aria-label={BRANCHES.editLabel(name)} onClick={onEdit}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {writes.delete && (
              <Tooltip label={BRANCHES.deleteLabel(name)}>
                <ActionIcon variant="subtle" color="red" aria-label={BRANCHES.deleteLabel(name)} onClick={onDelete}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Group>
      <Group gap={6} mt="sm" wrap="nowrap" align="flex-start">
        <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed" fs={address ? undefined : 'italic'} lineClamp={2}>
          {address || BRANCHES.noAddress}
        </Text>
      </Group>
      <Group gap="xs" mt="md">
        <Badge variant="light">
          {departmentCount} {pluralRu(departmentCount, BRANCHES.departments)}
        </Badge>
        <Badge variant="light" color="teal">
          {employeeCount} {pluralRu(employeeCount, BRANCHES.employees)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        {BRANCHES.createdAt} {formatDate(branch.createdAt)}
      </Text>
    </Card>
  );
}
