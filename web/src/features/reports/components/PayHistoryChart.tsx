import { LineChart } from '@mantine/charts';
import { PayHistoryChartChangedDocument, PayHistoryChartDocument } from '@/gql/graphql';
import { ChartFrame } from '@/shared/charts/ChartFrame';
import type { ChartTable } from '@/shared/charts/chart-data';
import { useChartFormat } from '@/shared/charts/useChartFormat';
import { useLiveChart } from '@/shared/charts/useLiveChart';
import { errorMessage } from '@/shared/errors/error-message';
import { monthLabel } from '@/shared/format/months';
import { REPORT_CHARTS as T } from '../reports-charts.messages';

const MONTHS = 12;

/** The company's last 12 months (payHistory): fund, average pay and profit, pushed by payHistoryChanged. */
export function PayHistoryChart({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const { data, loading, error } = useLiveChart(PayHistoryChartDocument, PayHistoryChartChangedDocument, {
    variables: { companyId, months: MONTHS },
    timeZone,
    apply: (current, { payHistoryChanged }) => ({ ...current, payHistory: payHistoryChanged }),
  });
  const format = useChartFormat();
  const table: ChartTable = {
    category: { key: 'month', label: T.month },
    columns: [
      { key: 'payrollFund', label: T.payrollFund, color: 'blue.6', kind: 'money' },
      { key: 'averagePay', label: T.averagePay, color: 'grape.6', kind: 'money' },
      { key: 'profit', label: T.profit, color: 'teal.6', kind: 'money' },
    ],
    rows: (data?.payHistory ?? []).map((m) => ({
      month: monthLabel(m.period.from.slice(0, 7)),
      payrollFund: m.payrollFund ?? null,
      averagePay: m.averagePay ?? null,
      profit: m.profit ?? null,
    })),
  };
  return (
    <ChartFrame
      title={T.historyTitle}
      testId="chart-pay-history"
      table={table}
      fileName={T.historyFile}
      format={format.cell}
      loading={loading && !data}
      error={error && !data ? errorMessage(error, T.historyTitle) : null}
    >
      {(rows, series) => (
        <LineChart h={280} data={rows} dataKey="month" series={series} withLegend valueFormatter={format.axis} />
      )}
    </ChartFrame>
  );
}
