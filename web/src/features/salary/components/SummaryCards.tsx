import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconGift, IconReceipt, IconUserDollar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SalaryFiguresQuery } from '@/gql/graphql';
import { useMoney } from '@/features/companies/current/useMoney';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { SALARY } from '../salary.messages';

type Stats = SalaryFiguresQuery['payrollSummary']['stats'];

function SummaryCard({ label, value, icon, color }: { label: string; value: string; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="salary-summary-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" mt={4}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The four figures of the month (spec 2.6), as the engine computed them. */
export function SummaryCards({ stats }: { stats: Stats }) {
  const money = useMoney(MONEY_DECIMALS.dashboard);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <SummaryCard
        label={SALARY.totalSalaryFund}
        value={money(stats.totalSalaryFund)}
        icon={<IconCash size={22} />}
        color="blue"
      />
      <SummaryCard
        label={SALARY.averageSalary}
        value={money(stats.averageSalary)}
        icon={<IconUserDollar size={22} />}
        color="teal"
      />
      <SummaryCard
        label={SALARY.totalBonuses}
        value={money(stats.totalBonuses)}
        icon={<IconGift size={22} />}
        color="green"
      />
      <SummaryCard
        label={SALARY.totalPenalties}
        value={money(stats.totalPenalties)}
        icon={<IconReceipt size={22} />}
        color="red"
      />
    </SimpleGrid>
  );
}
