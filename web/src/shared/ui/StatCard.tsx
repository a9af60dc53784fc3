import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One headline figure with its label (summary rows of the pay screens). */
export function StatCard({
  label,
  value,
  icon,
  color = 'violet',
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
  hint?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz={24} lh={1.2} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" mt={4}>
              {hint}
            </Text>
          )}
        </div>
        {icon && (
          <ThemeIcon size={44} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        )}
      </Group>
    </Card>
  );
}
