import { LineChart } from '@mantine/charts';
import { PayTrendChartChangedDocument, PayTrendChartDocument } from '@/gql/graphql';
import { ChartFrame } from '@/shared/charts/ChartFrame';
import { lastValue, type ChartTable } from '@/shared/charts/chart-data';
import { useChartFormat } from '@/shared/charts/useChartFormat';
import { useLiveChart } from '@/shared/charts/useLiveChart';
import { errorMessage } from '@/shared/errors/error-message';
import { DASHBOARD_CHARTS as T } from '../dashboard-charts.messages';

/**
 * This month's profit and payroll by day, cumulative, against last month's (docs/payroll.md,
 * 'Daily series'), pushed by payTrendChanged. Days still to come are gaps, not zeros.
 */
export function PayTrendChart({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const { data, loading, error } = useLiveChart(PayTrendChartDocument, PayTrendChartChangedDocument, {
    variables: { companyId },
    timeZone,
    apply: (current, { payTrendChanged }) => ({ ...current, payTrend: payTrendChanged }),
  });
  const format = useChartFormat();
  const points = data?.payTrend.points ?? [];
  const table: ChartTable = {
    category: { key: 'day', label: T.day },
    columns: [
      { key: 'payroll', label: T.payroll, color: 'blue.6', kind: 'money' },
      { key: 'profit', label: T.profit, color: 'teal.6', kind: 'money' },
      { key: 'previousPayroll', label: T.previousPayroll, color: 'blue.3', kind: 'money', dashed: true },
      { key: 'previousProfit', label: T.previousProfit, color: 'teal.3', kind: 'money', dashed: true },
    ],
    rows: points.map((p) => ({
      day: p.day,
      payroll: p.payroll ?? null,
      profit: p.profit ?? null,
      previousPayroll: p.previousPayroll ?? null,
      previousProfit: p.previousProfit ?? null,
    })),
  };
  return (
    <ChartFrame
      title={T.trendTitle}
      testId="chart-pay-trend"
      table={table}
      fileName={T.trendFile}
      format={format.cell}
      loading={loading && !data}
      error={error && !data ? errorMessage(error, T.trendTitle) : null}
      attributes={{ 'data-last-payroll': String(lastValue(table.rows, 'payroll') ?? '') }}
    >
      {(rows, series) => (
        <LineChart
          h={260}
          data={rows}
          dataKey="day"
          series={series}
          withLegend
          curveType="linear"
          withDots={false}
          valueFormatter={format.axis}
        />
      )}
    </ChartFrame>
  );
}
