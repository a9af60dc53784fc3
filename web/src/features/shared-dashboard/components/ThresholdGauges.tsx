import { Group, Paper, RingProgress, SimpleGrid, Text, Title } from '@mantine/core';
import type { SharedDashboardFieldsFragment } from '@/gql/graphql';
import { gaugeColor, gaugePercent, progressOnly } from '../shared-dashboard-logic';
import { sharedNumber } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

type Threshold = NonNullable<SharedDashboardFieldsFragment['thresholdProgress']>[number];

/**
 * One ring per bonus threshold of the chosen tab; nothing when the tab has none. The rings are
 * drawn in pixels: `scale` grows them with the screen's text (useScreenScale).
 */
export function ThresholdGauges({ items, scale = 1 }: { items: readonly Threshold[]; scale?: number }) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="lg" px="sm" py={6}>
      <Title order={2} fz="sm" c="dimmed" fw={600}>
        {T.thresholds}
      </Title>
      <SimpleGrid
        type="container"
        cols={{ base: 1, '480px': 2, '800px': 3, '1100px': 4, '1400px': 5, '1600px': 6, '1800px': 7 }}
        spacing="sm"
        verticalSpacing={4}
      >
        {items.map((t, i) => {
          // Without the figures (privacy mode, or hidden by the dashboard's editor) the server's
          // progress alone; '—', grey, if even that cannot be read.
          const { currentValue, thresholdValue } = t;
          const figures = currentValue !== null && thresholdValue !== null;
          const percent = figures ? gaugePercent(currentValue, thresholdValue) : progressOnly(t.progressPercent);
          const color = percent === null ? 'gray' : gaugeColor(percent);
          // The month-end projection's share of the threshold: a percent, never money (privacy mode too).
          const projected = progressOnly(t.projectedPercent);
          return (
            <Group
              key={`${i}-${t.templateName}`}
              wrap="nowrap"
              gap="sm"
              data-testid="shared-threshold"
              data-color={color}
            >
              <RingProgress
                size={60 * scale}
                thickness={7 * scale}
                roundCaps
                sections={[{ value: percent ?? 0, color }]}
                label={
                  <Text ta="center" fw={800} fz="sm">
                    {percent === null ? '—' : `${percent}%`}
                  </Text>
                }
              />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} fz="md" lh={1.25} truncate>
                  {t.templateName}
                </Text>
                <Text c="dimmed" fz="xs" truncate>
                  {t.departmentName}
                </Text>
                {(figures || percent === null) && (
                  <Text fz="xs" fw={600}>
                    {T.ofThreshold(sharedNumber(t.currentValue), sharedNumber(t.thresholdValue))}
                  </Text>
                )}
                {projected !== null && (
                  <Text c="dimmed" fz="xs" data-testid="shared-threshold-projection">
                    {T.projected(projected)}
                  </Text>
                )}
              </div>
            </Group>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
