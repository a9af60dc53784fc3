import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SCREEN } from '../custom-dashboards.messages';
import { SCREEN_SECONDS_MAX, SCREEN_SECONDS_MIN, SCREEN_SLOTS_MAX } from '@staffpay/schema/dashboards/screen.schemas';
import { playlistRow, type ScreenFormValues } from '../screen-form';
import type { Option } from '../hooks/useDashboardStructure';

function RowAction({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The dashboards a screen shows in turn, each for its seconds: picked among the company's,
 * ordered, removed. A new row proposes a dashboard not in the list yet.
 */
export function PlaylistEditor({
  form,
  dashboards,
}: {
  form: UseFormReturnType<ScreenFormValues>;
  dashboards: Option[];
}) {
  const rows = form.values.playlist;
  const add = () => {
    const taken = new Set(rows.map((r) => r.dashboardId));
    const next = dashboards.find((d) => !taken.has(d.value));
    form.insertListItem('playlist', playlistRow(next ? Number(next.value) : null));
  };

  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {SCREEN.playlist}
        </Text>
        <Text size="xs" c="dimmed">
          {SCREEN.playlistHint}
        </Text>
      </div>
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap" data-testid="playlist-row">
          <Select
            aria-label={`${SCREEN.playlistDashboard} ${index + 1}`}
            placeholder={SCREEN.playlistDashboard}
            data={dashboards}
            searchable
            style={{ flex: 1 }}
            {...form.getInputProps(`playlist.${index}.dashboardId`)}
          />
          <NumberInput
            aria-label={`${SCREEN.playlistSeconds} ${index + 1}`}
            placeholder={SCREEN.playlistSeconds}
            min={SCREEN_SECONDS_MIN}
            max={SCREEN_SECONDS_MAX}
            allowDecimal={false}
            allowNegative={false}
            w={110}
            {...form.getInputProps(`playlist.${index}.seconds`)}
          />
          <Group gap={0} wrap="nowrap" mt={4}>
            <RowAction
              label={SCREEN.moveUp}
              disabled={index === 0}
              onClick={() => form.reorderListItem('playlist', { from: index, to: index - 1 })}
            >
              <IconArrowUp size={16} />
            </RowAction>
            <RowAction
              label={SCREEN.moveDown}
              disabled={index === rows.length - 1}
              onClick={() => form.reorderListItem('playlist', { from: index, to: index + 1 })}
            >
              <IconArrowDown size={16} />
            </RowAction>
            <RowAction label={SCREEN.remove} onClick={() => form.removeListItem('playlist', index)}>
              <IconX size={16} />
            </RowAction>
          </Group>
        </Group>
      ))}
      {form.errors.playlist && (
        <Text size="xs" c="red">
          {form.errors.playlist}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        disabled={rows.length >= SCREEN_SLOTS_MAX}
        onClick={add}
      >
        {SCREEN.playlistAdd}
      </Button>
    </Stack>
  );
}
