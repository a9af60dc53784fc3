import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { EmployeeHistoryChartChangedDocument, EmployeeHistoryChartDocument } from '@/gql/graphql';
import { ChartFrame } from '@/shared/charts/ChartFrame';
import type { ChartTable } from '@/shared/charts/chart-data';
import { useChartFormat } from '@/shared/charts/useChartFormat';
import { useLiveChart } from '@/shared/charts/useLiveChart';
import { errorCode, errorMessage } from '@/shared/errors/error-message';
import { monthLabel } from '@/shared/format/months';
import { EMPLOYEE_HISTORY as T } from '../employee-history.messages';

const MONTHS = 12;

/**
 * The passport's 12 months of pay and KPIs (employeePayHistory), pushed by
 * employeePayHistoryChanged. A viewer who may not read this employee's pay sees no chart at all.
 */
export function EmployeeHistoryCharts({
  companyId,
  employeeId,
  timeZone,
}: {
  companyId: number;
  employeeId: number;
  timeZone: string;
}) {
  const { data, loading, error } = useLiveChart(EmployeeHistoryChartDocument, EmployeeHistoryChartChangedDocument, {
    variables: { companyId, employeeId, months: MONTHS },
    timeZone,
    apply: (current, { employeePayHistoryChanged }) => ({
      ...current,
      employeePayHistory: employeePayHistoryChanged,
    }),
  });
  const format = useChartFormat();
  const code = errorCode(error);
  if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return null;
  const months = data?.employeePayHistory ?? [];
  const category = { key: 'month', label: T.month };
  const pay: ChartTable = {
    category,
    columns: [
      { key: 'totalSalary', label: T.totalSalary, color: 'blue.6', kind: 'money' },
      { key: 'baseSalary', label: T.baseSalary, color: 'gray.6', kind: 'money' },
      { key: 'bonuses', label: T.bonuses, color: 'green.6', kind: 'money' },
      { key: 'penalties', label: T.penalties, color: 'red.6', kind: 'money' },
      { key: 'advances', label: T.advances, color: 'orange.6', kind: 'money' },
    ],
    rows: months.map((m) => ({
      month: monthLabel(m.period.from.slice(0, 7)),
      totalSalary: m.totalSalary ?? null,
      baseSalary: m.baseSalary ?? null,
      bonuses: m.bonuses ?? null,
      penalties: m.penalties ?? null,
      advances: m.advances ?? null,
    })),
  };
  const kpi: ChartTable = {
    category,
    columns: [
      { key: 'employeeProfit', label: T.employeeProfit, color: 'teal.6', kind: 'money' },
      { key: 'averageCheck', label: T.averageCheck, color: 'violet.6', kind: 'money' },
      { key: 'ordersCount', label: T.ordersCount, color: 'cyan.6', kind: 'count' },
    ],
    rows: months.map((m) => ({
      month: monthLabel(m.period.from.slice(0, 7)),
      employeeProfit: m.employeeProfit ?? null,
      averageCheck: m.averageCheck ?? null,
      ordersCount: m.ordersCount ?? null,
    })),
  };
  const frame = {
    format: format.cell,
    loading: loading && !data,
    error: error && !data ? errorMessage(error, T.payTitle) : null,
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartFrame title={T.payTitle} testId="chart-employee-history" table={pay} fileName={T.payFile} {...frame}>
        {(rows, series) => (
          <LineChart h={240} data={rows} dataKey="month" series={series} withLegend valueFormatter={format.axis} />
        )}
      </ChartFrame>
      <ChartFrame title={T.kpiTitle} testId="chart-employee-kpi" table={kpi} fileName={T.kpiFile} {...frame}>
        {(rows, series) => <BarChart h={240} data={rows} dataKey="month" series={series} withLegend />}
      </ChartFrame>
    </SimpleGrid>
  );
}
