import { parse as parseCsv } from 'csv-parse/sync';
import { createExportSchema } from '@staffpay/schema/exports/export.schemas';
import { describe, expect, it } from 'vitest';
import { csvCell, makeFile, toCsv, toJsonl } from './export-files';

const records = [
  { id: 1, name: 'Анна, "старшая"', amount: '1000.50', note: 'две\nстроки', tags: ['a', 'b'], hidden: null },
  { id: 2, name: 'Борис', amount: null, extra: true },
];

describe('export files', () => {
  it('CSV: a header of every key, CRLF ends, quoting where needed, and reads back cell for cell', () => {
    const text = toCsv(records).toString('utf8');
    expect(text.startsWith('id,name,amount,note,tags,hidden,extra\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"Анна, ""старшая"""');
    expect(text).toContain('"две\nстроки"');
    const rows = parseCsv(text, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        id: '1',
        name: 'Анна, "старшая"',
        amount: '1000.50',
        note: 'две\nстроки',
        tags: '["a","b"]',
        hidden: '',
        extra: '',
      },
      { id: '2', name: 'Борис', amount: '', note: '', tags: '', hidden: '', extra: 'true' },
    ]);
  });

  it('CSV cells: null empty, decimals and dates as written, lists as JSON', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell('0.10')).toBe('0.10');
    expect(csvCell(false)).toBe('false');
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
  });

  it('an empty list makes an empty file', () => {
    expect(toCsv([]).length).toBe(0);
    expect(toJsonl([]).length).toBe(0);
  });

  it('JSON Lines: one record per line, each its JSON', () => {
    const lines = toJsonl(records).toString('utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l))).toEqual(records);
    const file = makeFile('ledgerRecords', 'jsonl', records, 'export_1_2026-10-01_2026-10-31');
    expect(file).toMatchObject({ fileName: 'export_1_2026-10-01_2026-10-31_ledgerRecords.jsonl', rows: 2 });
  });
});

describe('the export request', () => {
  const parse = (v: unknown) => createExportSchema.safeParse(v);

  it('takes a month or dates, and the types once each in their declared order', () => {
    expect(parse({ types: ['payroll', 'employees', 'payroll'], format: 'csv', period: '2028-02' }).data).toEqual({
      types: ['employees', 'payroll'],
      format: 'csv',
      period: { from: '2028-02-01', to: '2028-02-29' },
    });
    expect(
      parse({ types: ['branches'], format: 'jsonl', period: { from: '2026-01-05', to: '2026-03-01' } }).success,
    ).toBe(true);
  });

  it('refuses unknown types and formats, broken and reversed periods, and NUL bytes', () => {
    for (const bad of [
      { types: [], format: 'csv' },
      { types: ['salaries'], format: 'csv' },
      { types: ['branches'], format: 'xml' },
      { types: ['branches'], format: 'csv\u0000' },
      { types: ['branches'], format: 'csv', period: '2026-00' },
      { types: ['branches'], format: 'csv', period: { from: '2026-02-30', to: '2026-03-01' } },
      { types: ['branches'], format: 'csv', period: { from: '2026-03-01', to: '2026-02-01' } },
      { types: ['branches'], format: 'csv', period: { from: '2025-01-01', to: '2026-01-02' } },
    ]) {
      expect(parse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
