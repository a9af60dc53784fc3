import { ActionIcon, Badge, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Writes } from '@/shared/auth/roles';
import { TEMPLATES } from '../rule-templates.messages';

export interface TemplateCardActions {
  /** Edit and the active switch need salaries.edit, delete salaries.delete. */
  writes: Writes;
  onToggle(isActive: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

/**
 * The frame every template card shares: name, edit and delete, the badges, the figure, details,
 * and the active switch. Roles without salaries.edit see the status as a badge instead of a switch.
 */
export function TemplateCard({
  name,
  description,
  icon,
  badges,
  figure,
  isActive,
  warning,
  children,
  writes,
  onToggle,
  onEdit,
  onDelete,
}: TemplateCardActions & {
  name: string;
  description: string | null | undefined;
  icon?: ReactNode;
  badges: ReactNode;
  figure: string;
  isActive: boolean;
  /** A hint that the template does nothing as it stands. */
  warning?: string | null;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" shadow="xs" data-testid="template-card" h="100%" opacity={isActive ? 1 : 0.75}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {icon}
            <Text fw={700} truncate title={name}>
              {name}
            </Text>
          </Group>
          {(writes.edit || writes.delete) && (
            <Group gap={4} wrap="nowrap">
              {writes.edit && (
                <Tooltip label={TEMPLATES.editLabel(name)}>
                  <ActionIcon variant="subtle" color="gray" aria-label={TEMPLATES.editLabel(name)} onClick={onEdit}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {writes.delete && (
                <Tooltip label={TEMPLATES.deleteLabel(name)}>
                  <ActionIcon variant="subtle" color="red" aria-label={TEMPLATES.deleteLabel(name)} onClick={onDelete}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          )}
        </Group>
        <Group gap={6}>{badges}</Group>
        <Text fz="xl" fw={700} data-testid="template-figure">
          {figure}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} fs={description ? undefined : 'italic'}>
          {description || TEMPLATES.noDescription}
        </Text>
        <Stack gap={4}>{children}</Stack>
        {warning && (
          <Group gap={6} wrap="nowrap" align="flex-start" c="orange.8">
            <IconAlertTriangle size={16} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{warning}</Text>
          </Group>
        )}
        <Group mt="auto" pt="xs">
          {writes.edit ? (
            <Switch
              checked={isActive}
              onChange={(e) => onToggle(e.currentTarget.checked)}
              label={isActive ? TEMPLATES.active : TEMPLATES.inactive}
              aria-label={TEMPLATES.activeLabel(name)}
            />
          ) : (
            <Badge variant="light" color={isActive ? 'teal' : 'gray'}>
              {isActive ? TEMPLATES.active : TEMPLATES.inactive}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** One line of a card: a label and its value. */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** How many names a card lists before 'и еще N'. */
export const NAMES_SHOWN = 5;

/** A list of names on a card, shortened past NAMES_SHOWN; nothing when empty. */
export function NamesDetail({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const rest = names.length - NAMES_SHOWN;
  return <Detail label={label} value={rest > 0 ? `${shown} ${TEMPLATES.more(rest)}` : shown} />;
}
