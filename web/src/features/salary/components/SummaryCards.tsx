import { SimpleGrid } from '@mantine/core';
import { IconCash, IconGift, IconReceipt, IconUserDollar } from '@tabler/icons-react';
import type { SalaryFiguresQuery } from '@/gql/graphql';
import { useMoney } from '@/shared/company/useMoney';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { StatCard } from '@/shared/ui/StatCard';
import { SALARY } from '../salary.messages';

type Stats = Omit<SalaryFiguresQuery['payrollSummary']['stats'], '__typename'>;

const CARDS = [
  { field: 'totalSalaryFund', label: SALARY.totalSalaryFund, Icon: IconCash, color: 'blue' },
  { field: 'averageSalary', label: SALARY.averageSalary, Icon: IconUserDollar, color: 'teal' },
  { field: 'totalBonuses', label: SALARY.totalBonuses, Icon: IconGift, color: 'green' },
  { field: 'totalPenalties', label: SALARY.totalPenalties, Icon: IconReceipt, color: 'red' },
] as const;

/** The four figures of the month (dashboard stats: docs/payroll.md, 'Summaries'), as the engine computed them. */
export function SummaryCards({ stats }: { stats: Stats }) {
  const money = useMoney(MONEY_DECIMALS.dashboard);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {CARDS.map(({ field, label, Icon, color }) => (
        <StatCard
          key={field}
          label={label}
          value={money(stats[field])}
          icon={<Icon size={22} />}
          color={color}
          testId="salary-summary-card"
        />
      ))}
    </SimpleGrid>
  );
}
