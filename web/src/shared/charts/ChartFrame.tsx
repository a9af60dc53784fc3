import type { ChartSeries } from '@mantine/charts';
import {
  ActionIcon,
  Alert,
  Center,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDotsVertical, IconFileSpreadsheet, IconPhoto } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { notifyError } from '@/shared/ui/notify';
import { drawnRows, shownColumns, type ChartTable } from './chart-data';
import { downloadCsv, downloadPng } from './chart-export';
import { ChartTableView, type ChartValueFormat } from './ChartTableView';
import { CHARTS } from './charts.messages';

/** A series as the Mantine charts take it; a dashed one only where the chart draws lines. */
export type DrawnSeries = ChartSeries & { strokeDasharray?: string };

export interface ChartFrameProps {
  title: string;
  testId: string;
  table: ChartTable;
  /** The download's name without its extension. */
  fileName: string;
  format: ChartValueFormat;
  loading?: boolean;
  error?: string | null;
  /** Draws the chart from the drawn rows (numbers) and the series that have values. */
  children: (data: Record<string, string | number | null>[], series: DrawnSeries[]) => ReactNode;
  /** data-* attributes the browser test reads (the latest figure). */
  attributes?: Record<`data-${string}`, string>;
}

/**
 * A chart with its title, a 'Таблица' toggle showing the same data as a real table (always in the
 * page for screen readers, visually hidden while the chart shows), and downloads as PNG and CSV.
 * Series whose values are all null (a figure the role may not see) are in neither.
 */
export function ChartFrame({
  title,
  testId,
  table,
  fileName,
  format,
  loading,
  error,
  children,
  attributes,
}: ChartFrameProps) {
  const [asTable, setAsTable] = useState(false);
  const chart = useRef<HTMLDivElement>(null);
  const columns = shownColumns(table);
  const empty = table.rows.length === 0 || columns.length === 0;
  const series: DrawnSeries[] = columns.map((c) => ({
    name: c.key,
    label: c.label,
    color: c.color,
    ...(c.dashed ? { strokeDasharray: '5 5' } : {}),
  }));
  const tableView = <ChartTableView title={title} table={table} columns={columns} format={format} />;

  let body: ReactNode;
  if (loading) {
    body = (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  } else if (error) {
    body = (
      <Alert color="red" title={CHARTS.loadError}>
        {error}
      </Alert>
    );
  } else if (empty) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {CHARTS.empty}
      </Text>
    );
  } else if (asTable) {
    body = tableView;
  } else {
    body = (
      <>
        <div ref={chart} aria-hidden>
          {children(drawnRows(table, columns), series)}
        </div>
        <VisuallyHidden>{tableView}</VisuallyHidden>
      </>
    );
  }

  const savePng = () => {
    if (chart.current) void downloadPng(chart.current, fileName).catch(() => notifyError(CHARTS.pngError));
  };

  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId} data-points={String(table.rows.length)} {...attributes}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Title order={4}>{title}</Title>
          <Group gap="xs" wrap="nowrap">
            <Switch
              size="sm"
              label={CHARTS.table}
              checked={asTable}
              onChange={(e) => setAsTable(e.currentTarget.checked)}
              disabled={empty}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={CHARTS.menu} disabled={empty}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPhoto size={16} />} onClick={savePng} disabled={asTable}>
                  {CHARTS.png}
                </Menu.Item>
                <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => downloadCsv(table, fileName)}>
                  {CHARTS.csv}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
