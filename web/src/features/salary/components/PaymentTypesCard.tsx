import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { paymentTypeShares, type PaymentType } from '../payment-types';
import { SALARY } from '../salary.messages';

const COLORS: Record<PaymentType, string> = { fixed: 'blue', percentage: 'teal', team: 'grape' };

/**
 * Fixed, percentage and team pay: count and share of the month's paid employees (docs/payroll.md,
 * 'In the product').
 */
export function PaymentTypesCard({
  stats,
  paidEmployees,
}: {
  stats: Record<PaymentType, number>;
  paidEmployees: number;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4">
        {SALARY.paymentTypes}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {SALARY.paymentTypesHint(paidEmployees)}
      </Text>
      <Stack gap="md">
        {paymentTypeShares(stats, paidEmployees).map(({ type, count, share }) => {
          const label = SALARY.paymentTypeLabels[type];
          return (
            <div key={type} data-testid={`payment-type-${type}`}>
              <Group justify="space-between" mb={4}>
                <Text fw={500}>{label}</Text>
                <Text size="sm" c="dimmed">
                  {SALARY.employees(count)} · {share}%
                </Text>
              </Group>
              <Progress value={share} color={COLORS[type]} aria-label={SALARY.shareLabel(label)} />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
