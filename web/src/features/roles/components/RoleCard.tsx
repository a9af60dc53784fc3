import { ActionIcon, Badge, Card, ColorSwatch, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RoleItemFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { pluralRu } from '@/shared/format/plural';
import { mantineColor } from '../role-view';
import { ROLES } from '../roles.messages';

/**
 * One role: colour, name, code, the 'Системная' badge of a built-in role, priority, how many
 * members hold it and its description. Editing with roles.edit (a built-in role only opens);
 * deleting with roles.delete, and only while no member holds the role.
 */
export function RoleCard({
  role,
  writes,
  onEdit,
  onDelete,
}: {
  role: RoleItemFragment;
  writes: Writes;
  onEdit(): void;
  onDelete(): void;
}) {
  const { name, code, description, priority, userCount, isBuiltIn } = role;
  const color = mantineColor(role.color);
  const editable = writes.edit && !isBuiltIn;
  const deletable = writes.delete && !isBuiltIn;
  const inUse = userCount > 0;
  return (
    <Card padding="lg" shadow="xs" data-testid="role-card" data-role-code={code}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
          <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={18} mt={3} style={{ flexShrink: 0 }} />
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {code}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={editable ? ROLES.editLabel(name) : ROLES.openLabel(name)}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={editable ? ROLES.editLabel(name) : ROLES.openLabel(name)}
              onClick={onEdit}
            >
              {editable ? <IconPencil size={18} /> : <IconEye size={18} />}
            </ActionIcon>
          </Tooltip>
          {deletable && (
            // A disabled button swallows pointer events; the wrapper carries the tooltip.
            <Tooltip label={inUse ? ROLES.inUse : ROLES.deleteLabel(name)} multiline w={inUse ? 240 : undefined}>
              <span>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={ROLES.deleteLabel(name)}
                  disabled={inUse}
                  onClick={onDelete}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </span>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Group gap={6} mt="sm">
        {isBuiltIn && (
          <Badge size="sm" variant="filled" color="gray">
            {ROLES.builtInBadge}
          </Badge>
        )}
        <Badge size="sm" variant="light" color={color}>
          {ROLES.priority(priority)}
        </Badge>
        <Badge size="sm" variant="outline" color="gray">
          {userCount} {pluralRu(userCount, ROLES.members)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt="sm" lineClamp={3} fs={description ? undefined : 'italic'}>
        {description || ROLES.noDescription}
      </Text>
    </Card>
  );
}
