import { stringify } from 'csv-stringify/browser/esm/sync';

/** A value of a chart as the API sends it: a decimal string (money), a count, or null (hidden or not yet). */
export type ChartValue = string | number | null;

/** One series of a chart: its field in the rows, its Russian name, its colour. */
export interface ChartColumn {
  key: string;
  label: string;
  color: string;
  /** money: a decimal string formatted in the company's currency; count: a whole number. */
  kind: 'money' | 'count';
  /** Drawn dashed: a comparison (the month before). */
  dashed?: boolean;
}

/** What a chart shows: its category column (a day, a month, a department) and its series, row by row. */
export interface ChartTable {
  category: { key: string; label: string };
  columns: ChartColumn[];
  rows: Record<string, ChartValue>[];
}

/**
 * The series that have something to show: a series whose values are all null (a role without
 * profit, for which the server sends no profit) is left out of the chart and the table alike.
 */
export function shownColumns(table: ChartTable): ChartColumn[] {
  return table.columns.filter((c) => table.rows.some((r) => r[c.key] !== null && r[c.key] !== undefined));
}

/**
 * The rows as the chart library draws them: numbers for the series. Only drawing converts;
 * the table and the CSV keep the decimal strings the server sent.
 */
export function drawnRows(table: ChartTable, columns = shownColumns(table)): Record<string, string | number | null>[] {
  return table.rows.map((row) => {
    const drawn: Record<string, string | number | null> = { [table.category.key]: row[table.category.key] ?? null };
    for (const c of columns) drawn[c.key] = toNumber(row[c.key]);
    return drawn;
  });
}

/** A decimal string or count as a number for drawing; null stays null (a gap, not a zero). */
export function toNumber(value: ChartValue | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}

/** The table as CSV: Russian headers, values as the server sent them (decimal strings untouched), empty for null. */
export function chartCsv(table: ChartTable): string {
  const columns = shownColumns(table);
  const header = [table.category.label, ...columns.map((c) => c.label)];
  const rows = table.rows.map((row) => [
    String(row[table.category.key] ?? ''),
    ...columns.map((c) => (row[c.key] === null || row[c.key] === undefined ? '' : String(row[c.key]))),
  ]);
  return stringify([header, ...rows]);
}

/** The latest non-null value of a series (the pay trend's payroll so far), or null. */
export function lastValue(rows: Record<string, ChartValue>[], key: string): ChartValue {
  for (let i = rows.length - 1; i >= 0; i--) {
    const v = rows[i]![key];
    if (v !== null && v !== undefined) return v;
  }
  return null;
}
