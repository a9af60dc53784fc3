import { SimpleGrid } from '@mantine/core';
import { IconCash, IconGift, IconReceipt, IconUserDollar } from '@tabler/icons-react';
import type { SalaryFiguresQuery } from '@/gql/graphql';
import { useMoney } from '@/features/companies/current/useMoney';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { StatCard } from '@/shared/ui/StatCard';
import { SALARY } from '../salary.messages';

type Stats = Omit<SalaryFiguresQuery['payrollSummary']['stats'], '__typename'>;

/** The four figures of the month (spec 2.6), as the engine computed them. */
export function SummaryCards({ stats }: { stats: Stats }) {
  const money = useMoney(MONEY_DECIMALS.dashboard);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        label={SALARY.totalSalaryFund}
        value={money(stats.totalSalaryFund)}
        icon={<IconCash size={22} />}
        color="blue"
        testId="salary-summary-card"
      />
      <StatCard
        label={SALARY.averageSalary}
        value={money(stats.averageSalary)}
        icon={<IconUserDollar size={22} />}
        color="teal"
        testId="salary-summary-card"
      />
      <StatCard
        label={SALARY.totalBonuses}
        value={money(stats.totalBonuses)}
        icon={<IconGift size={22} />}
        color="green"
        testId="salary-summary-card"
      />
      <StatCard
        label={SALARY.totalPenalties}
        value={money(stats.totalPenalties)}
        icon={<IconReceipt size={22} />}
        color="red"
        testId="salary-summary-card"
      />
    </SimpleGrid>
  );
}
