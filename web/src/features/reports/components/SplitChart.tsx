import { BarChart } from '@mantine/charts';
import type { ReportsScreenQuery } from '@/gql/graphql';
import { ChartFrame } from '@/shared/charts/ChartFrame';
import type { ChartTable } from '@/shared/charts/chart-data';
import { useChartFormat } from '@/shared/charts/useChartFormat';
import { REPORT_CHARTS as T } from '../reports-charts.messages';

type Summary = ReportsScreenQuery['reportSummary'];

/**
 * The period's split by department and branch, drawn from the reports summary the screen already
 * holds (its groups' fund and profit), so it moves whenever the summary does.
 */
export function SplitChart({ summary }: { summary: Summary }) {
  const format = useChartFormat();
  const table: ChartTable = {
    category: { key: 'group', label: T.group },
    columns: [
      { key: 'payrollFund', label: T.payrollFund, color: 'blue.6', kind: 'money' },
      { key: 'profit', label: T.profit, color: 'teal.6', kind: 'money' },
    ],
    rows: [
      ...summary.departments.map((d) => ({
        group: T.department(d.name),
        payrollFund: d.totalSalaryFund ?? null,
        profit: d.totalProfit ?? null,
      })),
      ...summary.branches.map((b) => ({
        group: T.branch(b.name),
        payrollFund: b.totalSalaryFund ?? null,
        profit: b.totalProfit ?? null,
      })),
    ],
  };
  return (
    <ChartFrame title={T.splitTitle} testId="chart-split" table={table} fileName={T.splitFile} format={format.cell}>
      {(rows, series) => (
        <BarChart h={280} data={rows} dataKey="group" series={series} withLegend valueFormatter={format.axis} />
      )}
    </ChartFrame>
  );
}
