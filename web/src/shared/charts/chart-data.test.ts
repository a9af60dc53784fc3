import { describe, expect, it } from 'vitest';
import { chartCsv, drawnRows, lastValue, shownColumns, toNumber, type ChartTable } from './chart-data';

const table: ChartTable = {
  category: { key: 'day', label: 'День' },
  columns: [
    { key: 'payroll', label: 'Фонд оплаты', color: 'blue.6', kind: 'money' },
    { key: 'profit', label: 'Прибыль', color: 'teal.6', kind: 'money' },
  ],
  rows: [
    { day: 1, payroll: '1000.10', profit: null },
    { day: 2, payroll: '2000.20', profit: null },
    { day: 3, payroll: null, profit: null },
  ],
};

describe('chart data', () => {
  it('leaves out a series whose values are all null', () => {
    expect(shownColumns(table).map((c) => c.key)).toEqual(['payroll']);
  });

  it('turns decimal strings into numbers for drawing only, keeping gaps', () => {
    expect(drawnRows(table)).toEqual([
      { day: 1, payroll: 1000.1 },
      { day: 2, payroll: 2000.2 },
      { day: 3, payroll: null },
    ]);
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber(null)).toBeNull();
  });

  it('writes CSV with Russian headers and the decimal strings as they are', () => {
    expect(chartCsv(table)).toBe('День,Фонд оплаты\n1,1000.10\n2,2000.20\n3,\n');
  });

  it('reads the latest non-null value', () => {
    expect(lastValue(table.rows, 'payroll')).toBe('2000.20');
    expect(lastValue(table.rows, 'profit')).toBeNull();
  });
});
