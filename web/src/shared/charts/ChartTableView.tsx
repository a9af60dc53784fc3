import { Table } from '@mantine/core';
import type { ChartColumn, ChartTable, ChartValue } from './chart-data';

export type ChartValueFormat = (column: ChartColumn, value: ChartValue) => string;

/** The chart's data as a real table: what a screen reader reads, and what the 'Таблица' toggle shows. */
export function ChartTableView({
  title,
  table,
  columns,
  format,
}: {
  title: string;
  table: ChartTable;
  columns: ChartColumn[];
  format: ChartValueFormat;
}) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped withTableBorder fz="sm">
        <caption>{title}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{table.category.label}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr key={`${String(row[table.category.key])}-${i}`}>
              <Table.Th scope="row" fw={400}>
                {String(row[table.category.key] ?? '')}
              </Table.Th>
              {columns.map((c) => (
                <Table.Td key={c.key}>{row[c.key] === null ? '—' : format(c, row[c.key] ?? null)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
