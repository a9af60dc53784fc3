import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardScreenQuery } from '@/gql/graphql';
import { barValue, isCountThreshold, thresholdColor } from '../dashboard-logic';
import { DASHBOARD } from '../dashboard.messages';

type Item = NonNullable<DashboardScreenQuery['thresholdProgress']>[number];

/** One bar per threshold item; the figures are the engine's, the bar caps at 100 % (docs/payroll.md, 'Summaries'). */
export function ThresholdPanel({
  items,
  names,
  money,
}: {
  items: Item[];
  names: ReadonlyMap<number, string>;
  money: (value: string | null) => string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="thresholds">
      <Title order={4} mb="md">
        {DASHBOARD.thresholds}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{DASHBOARD.noThresholds}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {items.map((item) => {
            // A hidden figure (null) shows as '—', a count as it is, an amount as money.
            const value = (v: string | null) =>
              v === null ? '—' : isCountThreshold(item.thresholdType) ? v : money(v);
            const who = [
              item.employeeId !== null && item.employeeId !== undefined ? names.get(item.employeeId) : null,
              item.departments.map((d) => d.name).join(', '),
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <Stack
                key={`${item.ruleId}-${item.employeeId ?? ''}-${item.departments.map((d) => d.id).join('.')}`}
                gap={4}
                data-testid="threshold-item"
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {item.ruleName}
                  </Text>
                  {item.isAchieved ? (
                    <Badge color="teal" variant="light">
                      {DASHBOARD.achieved}
                    </Badge>
                  ) : (
                    <Text size="sm" fw={600}>
                      {item.progress}%
                    </Text>
                  )}
                </Group>
                {who && (
                  <Text size="xs" c="dimmed" truncate>
                    {who}
                  </Text>
                )}
                <Progress
                  value={barValue(item.progress)}
                  color={thresholdColor(item.progress)}
                  size="lg"
                  radius="xl"
                  aria-label={item.ruleName}
                  data-color={thresholdColor(item.progress)}
                />
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    {DASHBOARD.ofThreshold(value(item.currentValue), value(item.thresholdValue))}
                  </Text>
                  {!item.isAchieved && (
                    <Text size="xs" c="dimmed">
                      {DASHBOARD.remaining}: {value(item.remaining)}
                    </Text>
                  )}
                </Group>
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Card>
  );
}
