import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCopy,
  IconDeviceTv,
  IconExternalLink,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CustomDashboardCardFragment, DashboardWatchingFieldsFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { formatDate } from '@/shared/format/dates';
import { DASHBOARDS, FLAG_LABELS, SCREEN } from '../custom-dashboards.messages';
import { selectionText, shownFlags } from '../dashboard-view';
import type { DashboardStructure } from '../hooks/useDashboardStructure';
import { sharePath } from '../share-link';
import { LinkState, WatchingScreens } from './ScreenStatus';

export interface DashboardCardActions {
  onCopy(): void;
  onEdit(): void;
  onDelete(): void;
  onRotate(): void;
  onPause(): void;
  onResume(): void;
  onScreenSettings(): void;
}

function Action({
  label,
  children,
  ...props
}: {
  label: string;
  children: ReactNode;
  color?: string;
  onClick(): void;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

export function DashboardCard({
  dashboard,
  structure,
  writes,
  watching,
  onCopy,
  onEdit,
  onDelete,
  onRotate,
  onPause,
  onResume,
  onScreenSettings,
}: {
  dashboard: CustomDashboardCardFragment;
  structure: Pick<DashboardStructure, 'departmentNames' | 'branchNames'>;
  writes: Writes;
  /** The screens on its link now; null while unknown. */
  watching: DashboardWatchingFieldsFragment | null;
} & DashboardCardActions) {
  const flags = shownFlags(dashboard);
  return (
    <Card padding="lg" shadow="xs" data-testid="dashboard-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {dashboard.name}
          </Text>
          <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
            {DASHBOARDS.publicBadge}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" fs={dashboard.description ? undefined : 'italic'} lineClamp={3}>
          {dashboard.description || DASHBOARDS.noDescription}
        </Text>

        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {DASHBOARDS.shows}
          </Text>
          {flags.length > 0 ? (
            <Group gap={6}>
              {flags.map((flag) => (
                <Badge key={flag} variant="light" size="sm">
                  {FLAG_LABELS[flag]}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {DASHBOARDS.showsNothing}
            </Text>
          )}
        </Stack>
        <Detail
          label={DASHBOARDS.departments}
          value={selectionText(
            dashboard.selectedDepartments,
            structure.departmentNames,
            DASHBOARDS.allDepartments,
            DASHBOARDS.departmentCount,
          )}
        />
        <Detail
          label={DASHBOARDS.branches}
          value={selectionText(
            dashboard.selectedBranches,
            structure.branchNames,
            DASHBOARDS.allBranches,
            DASHBOARDS.branchCount,
          )}
        />
        <LinkState screen={dashboard.screen} />
        {watching && <WatchingScreens watching={watching} />}

        <Group justify="space-between" align="center" mt="auto" pt="xs" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {DASHBOARDS.createdAt} {formatDate(dashboard.createdAt)}
          </Text>
          <Group gap={4} wrap="nowrap">
            {/* The server sends the link only to members who may edit the dashboard. */}
            {dashboard.publicLink && (
              <>
                <Action label={DASHBOARDS.copyLink} onClick={onCopy}>
                  <IconCopy size={18} />
                </Action>
                <Tooltip label={DASHBOARDS.openLink}>
                  <ActionIcon
                    component="a"
                    href={sharePath(dashboard.publicLink)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="gray"
                    aria-label={DASHBOARDS.openLink}
                  >
                    <IconExternalLink size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            {writes.edit && (
              <>
                <Action label={DASHBOARDS.edit} onClick={onEdit}>
                  <IconPencil size={18} />
                </Action>
                <Action label={DASHBOARDS.rotate} onClick={onRotate}>
                  <IconRefresh size={18} />
                </Action>
                {/* A paused link stays paused past a new expiry: what it offers follows the pause alone. */}
                {dashboard.screen.pausedAt ? (
                  <Action label={SCREEN.resume} onClick={onResume}>
                    <IconPlayerPlay size={18} />
                  </Action>
                ) : (
                  <Action label={SCREEN.pause} onClick={onPause}>
                    <IconPlayerPause size={18} />
                  </Action>
                )}
                <Action label={SCREEN.settings} onClick={onScreenSettings}>
                  <IconDeviceTv size={18} />
                </Action>
              </>
            )}
            {writes.delete && (
              <Action label={DASHBOARDS.delete} color="red" onClick={onDelete}>
                <IconTrash size={18} />
              </Action>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
