import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CustomDashboardCardFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { pluralRu } from '@/shared/format/plural';
import { DASHBOARDS } from '../custom-dashboards.messages';
import { useCustomDashboards } from '../hooks/useCustomDashboards';
import { useDashboardMutations } from '../hooks/useDashboardMutations';
import { useDashboardScreens } from '../hooks/useDashboardScreens';
import { useDashboardStructure } from '../hooks/useDashboardStructure';
import { useScreenActions } from '../hooks/useScreenActions';
import { copyShareLink } from '../share-link';
import { DashboardCard } from './DashboardCard';
import { DashboardFormModal } from './DashboardFormModal';
import { ScreenSettingsModal } from './ScreenSettingsModal';

type FormState = { dashboard: CustomDashboardCardFragment | null } | null;

function confirm(title: string, text: string, confirmLabel: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: DASHBOARDS.cancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

export function DashboardsScreen({
  companyId,
  writes,
  canReadStaff,
}: {
  companyId: number;
  writes: Writes;
  canReadStaff: boolean;
}) {
  const { dashboards, loading, error } = useCustomDashboards(companyId);
  const structure = useDashboardStructure(companyId, canReadStaff);
  const actions = useDashboardMutations(companyId, structure.ready);
  const watching = useDashboardScreens(companyId);
  const screenActions = useScreenActions(companyId);
  const [form, setForm] = useState<FormState>(null);
  // By id: a rename reaches the dialog's title, and a dashboard deleted meanwhile closes it.
  const [screenOf, setScreenOf] = useState<number | null>(null);
  const screenDashboard = dashboards.find((d) => d.id === screenOf);

  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  // A failed refetch keeps the cards already shown; only a list never loaded gives way to the error.
  if (error && dashboards.length === 0) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={DASHBOARDS.loadError} maw={560}>
        {errorMessage(error, DASHBOARDS.loadError)}
      </Alert>
    );
  }

  const buttons = writes.create && (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconLayoutDashboard size={16} />}
        loading={actions.creatingBase}
        onClick={() => void actions.createBaseDashboard()}
      >
        {DASHBOARDS.createBase}
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ dashboard: null })}>
        {DASHBOARDS.create}
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm">
          {dashboards.length} {pluralRu(dashboards.length, DASHBOARDS.count)}
        </Text>
        {dashboards.length > 0 && buttons}
      </Group>

      {dashboards.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack align="center" gap="xs">
            <Title order={3}>{DASHBOARDS.empty}</Title>
            <Text c="dimmed" maw={520}>
              {writes.create ? DASHBOARDS.emptyHint : DASHBOARDS.emptyHintReadOnly}
            </Text>
            {buttons && <Group mt="sm">{buttons}</Group>}
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {dashboards.map((dashboard) => (
            <DashboardCard
              key={dashboard.id}
              dashboard={dashboard}
              structure={structure}
              writes={writes}
              watching={watching(dashboard.id)}
              onCopy={() => dashboard.publicLink && void copyShareLink(dashboard.publicLink)}
              onEdit={() => setForm({ dashboard })}
              onDelete={() =>
                confirm(
                  DASHBOARDS.deleteTitle,
                  DASHBOARDS.deleteText(dashboard.name),
                  DASHBOARDS.deleteConfirm,
                  () => void actions.deleteDashboard(dashboard.id),
                )
              }
              onRotate={() =>
                confirm(
                  DASHBOARDS.rotateTitle,
                  DASHBOARDS.rotateText(dashboard.name),
                  DASHBOARDS.rotateConfirm,
                  () => void actions.rotateLink(dashboard.id),
                )
              }
              onPause={() => void screenActions.pauseLink(dashboard.id)}
              onResume={() => void screenActions.resumeLink(dashboard.id)}
              onScreenSettings={() => setScreenOf(dashboard.id)}
            />
          ))}
        </SimpleGrid>
      )}

      {form && (
        <DashboardFormModal
          key={form.dashboard?.id ?? 'new'}
          dashboard={form.dashboard}
          structure={structure}
          saving={actions.saving}
          onClose={() => setForm(null)}
          onSubmit={(input) =>
            form.dashboard ? actions.updateDashboard(form.dashboard.id, input) : actions.createDashboard(input)
          }
        />
      )}
      {screenDashboard && (
        <ScreenSettingsModal
          key={screenDashboard.id}
          dashboard={screenDashboard}
          dashboards={dashboards.map((d) => ({ value: String(d.id), label: d.name }))}
          saving={screenActions.savingScreen}
          onClose={() => setScreenOf(null)}
          onSubmit={(input) => screenActions.updateScreen(screenDashboard.id, input)}
        />
      )}
    </Stack>
  );
}
