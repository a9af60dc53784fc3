import { Group, Paper, RingProgress, SimpleGrid, Text, Title } from '@mantine/core';
import type { SharedDashboardFieldsFragment } from '@/gql/graphql';
import { gaugeColor, gaugePercent } from '../shared-dashboard-logic';
import { sharedNumber } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

type Threshold = NonNullable<SharedDashboardFieldsFragment['thresholdProgress']>[number];

/** One ring per bonus threshold of the chosen tab; nothing when the tab has none. */
export function ThresholdGauges({ items }: { items: readonly Threshold[] }) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="lg" px={{ base: 'sm', md: 'lg' }} py="sm">
      <Title order={2} fz={{ base: 18, md: 22 }} mb="xs">
        {T.thresholds}
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '900px': 3, '1300px': 4, '1700px': 5 }} spacing="sm">
        {items.map((t, i) => {
          const percent = gaugePercent(t.currentValue, t.thresholdValue);
          const color = gaugeColor(percent);
          return (
            <Group
              key={`${i}-${t.templateName}`}
              wrap="nowrap"
              gap="sm"
              data-testid="shared-threshold"
              data-color={color}
            >
              <RingProgress
                size={80}
                thickness={9}
                roundCaps
                sections={[{ value: percent, color }]}
                label={
                  <Text ta="center" fw={800} fz="md">
                    {percent}%
                  </Text>
                }
              />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} fz="lg" truncate>
                  {t.templateName}
                </Text>
                <Text c="dimmed" fz="sm" truncate>
                  {t.departmentName}
                </Text>
                <Text fz="sm">{T.ofThreshold(sharedNumber(t.currentValue), sharedNumber(t.thresholdValue))}</Text>
              </div>
            </Group>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
