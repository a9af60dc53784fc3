import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

export interface CountRow {
  key: string;
  label: string;
  count: number;
  percent: number;
}

/** Employees by status or role: the count and its share of all employees. */
export function CountsCard({ title, rows, empty }: { title: string; rows: CountRow[]; empty: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="report-counts">
      <Title order={4} mb="md">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="sm">
          {rows.map((row) => (
            <div key={row.key}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{row.label}</Text>
                <Text size="sm" fw={600}>
                  {row.count} · {row.percent}%
                </Text>
              </Group>
              <Progress value={Math.min(row.percent, 100)} size="sm" mt={4} aria-label={row.label} />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
