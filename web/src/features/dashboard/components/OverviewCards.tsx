import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { DashboardScreenQuery } from '@/gql/graphql';
import { negate } from '@/shared/format/money';
import { DASHBOARD } from '../dashboard.messages';

type Summary = NonNullable<DashboardScreenQuery['payrollSummary']>;
/** Formats an amount; null (hidden from the caller's role) shows as '—'. */
type Money = (value: string | null) => string;

function Line({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
        {hint && (
          <Text span size="xs" c="dimmed" ml={6}>
            {hint}
          </Text>
        )}
      </Text>
    </Group>
  );
}

/**
 * The financial overview (docs/payroll.md, 'Summaries'): employees, profit, salaries with their
 * share of profit, advances (negative) and 'К доплате'.
 */
export function FinancialOverviewCard({ overview, money }: { overview: Summary['overview']; money: Money }) {
  const percent = overview.salaryPercentOfProfit;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="financial-overview">
      <Title order={4} mb="sm">
        {DASHBOARD.overview}
      </Title>
      <Stack gap={6}>
        <Line label={DASHBOARD.employees} value={String(overview.employeeCount)} testId="overview-employees" />
        <Line label={DASHBOARD.profit} value={money(overview.totalProfit)} testId="overview-profit" />
        <Line
          label={DASHBOARD.salaries}
          value={money(overview.totalSalaries)}
          hint={percent === null ? DASHBOARD.notApplicable : DASHBOARD.ofProfit(percent)}
          testId="overview-salaries"
        />
        <Line label={DASHBOARD.advances} value={money(negate(overview.totalAdvances))} testId="overview-advances" />
        <Line label={DASHBOARD.amountDue} value={money(overview.amountDue)} testId="overview-due" />
      </Stack>
    </Card>
  );
}

/** The paid employee with the highest profit, or 'Нет данных'. */
export function BestEmployeeCard({ best, money }: { best: Summary['bestEmployee']; money: Money }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="best-employee">
      <Group gap="xs" mb="sm">
        <IconTrophy size={20} color="var(--mantine-color-yellow-6)" />
        <Title order={4}>{DASHBOARD.best}</Title>
      </Group>
      {best ? (
        <Group wrap="nowrap">
          <Avatar src={best.photoUrl || null} size={56} radius="xl" color="violet" alt={best.name}>
            {best.name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {best.name}
            </Text>
            {best.departmentName && (
              <Text size="sm" c="dimmed" truncate>
                {best.departmentName}
              </Text>
            )}
            <Text size="sm">
              {DASHBOARD.employeeProfit}: <b>{money(best.employeeProfit)}</b> · {DASHBOARD.orders}:{' '}
              {best.ordersCount ?? '—'}
            </Text>
          </div>
        </Group>
      ) : (
        <Text c="dimmed">{DASHBOARD.noData}</Text>
      )}
    </Card>
  );
}

export function OverviewRow({ summary, money }: { summary: Summary; money: Money }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ flex: 1 }}>
      <FinancialOverviewCard overview={summary.overview} money={money} />
      <BestEmployeeCard best={summary.bestEmployee} money={money} />
    </SimpleGrid>
  );
}
