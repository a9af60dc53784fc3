import { BarChart } from '@mantine/charts';
import { DepartmentPayChartChangedDocument, DepartmentPayChartDocument } from '@/gql/graphql';
import { ChartFrame } from '@/shared/charts/ChartFrame';
import type { ChartTable } from '@/shared/charts/chart-data';
import { useChartFormat } from '@/shared/charts/useChartFormat';
import { useLiveChart } from '@/shared/charts/useLiveChart';
import { errorMessage } from '@/shared/errors/error-message';
import { DASHBOARD_CHARTS as T } from '../dashboard-charts.messages';

/** This month's bonuses, penalties and advances per department, pushed by departmentPayBreakdownChanged. */
export function DepartmentPayChart({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const { data, loading, error } = useLiveChart(DepartmentPayChartDocument, DepartmentPayChartChangedDocument, {
    variables: { companyId },
    timeZone,
    apply: (current, { departmentPayBreakdownChanged }) => ({
      ...current,
      departmentPayBreakdown: departmentPayBreakdownChanged,
    }),
  });
  const format = useChartFormat();
  const table: ChartTable = {
    category: { key: 'department', label: T.department },
    columns: [
      { key: 'bonuses', label: T.bonuses, color: 'green.6', kind: 'money' },
      { key: 'penalties', label: T.penalties, color: 'red.6', kind: 'money' },
      { key: 'advances', label: T.advances, color: 'orange.6', kind: 'money' },
    ],
    rows: (data?.departmentPayBreakdown ?? []).map((d) => ({
      department: d.departmentName,
      bonuses: d.bonuses ?? null,
      penalties: d.penalties ?? null,
      advances: d.advances ?? null,
    })),
  };
  return (
    <ChartFrame
      title={T.departmentsTitle}
      testId="chart-department-breakdown"
      table={table}
      fileName={T.departmentsFile}
      format={format.cell}
      loading={loading && !data}
      error={error && !data ? errorMessage(error, T.departmentsTitle) : null}
    >
      {(rows, series) => (
        <BarChart h={260} data={rows} dataKey="department" series={series} withLegend valueFormatter={format.axis} />
      )}
    </ChartFrame>
  );
}
