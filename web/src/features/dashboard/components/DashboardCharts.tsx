import { SimpleGrid } from '@mantine/core';
import { DepartmentPayChart } from './DepartmentPayChart';
import { PayTrendChart } from './PayTrendChart';

/** The month's charts under the cards (salaries.view): the daily trend and the departments' ledger totals. */
export function DashboardCharts({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <PayTrendChart companyId={companyId} timeZone={timeZone} />
      <DepartmentPayChart companyId={companyId} timeZone={timeZone} />
    </SimpleGrid>
  );
}
