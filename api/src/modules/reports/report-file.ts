import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import { LEDGER_TYPE, LEDGER_TYPE_LABELS, LEDGER_TYPES, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import { STATUS_LABELS } from '@staffpay/schema/staff/staff.enums';
import type { EmployeeCardView, PayFields } from '../payroll';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { inSalary } from '@staffpay/pay-engine/ledger-effect';
import { dec, fmt2, sum } from '@staffpay/pay-engine/money';
import { dayText } from '../../shared/day-text';

export type ReportFormat = 'xlsx' | 'csv';

export interface ReportOperation {
  date: string;
  employee: string;
  type: LedgerType;
  reason: string;
  quantity: number | null;
  amount: string;
}

export interface ReportData {
  period: Period;
  /** The paid employees' cards in list order. */
  employees: EmployeeCardView[];
  operations: ReportOperation[];
}

export interface ReportFile {
  fileName: string;
  /** The same name in Russian, for clients that read RFC 5987 `filename*`. */
  displayName: string;
  contentType: string;
  bytes: Buffer;
}

/** text: as is; count: an integer; money: a decimal string with 2 places; date: 'YYYY-MM-DD'. */
type Kind = 'text' | 'count' | 'money' | 'date';
type Raw = string | number | null;

interface Column<R> {
  header: string;
  width: number;
  kind: Kind;
  get: (row: R) => Raw;
  /** The sensitive field the column shows: a role that may not see it gets no such column. */
  field?: keyof PayFields;
}

/** A ledger type's total, under the heading it declares: the salary's parts before 'Итого', advances after. */
function ledgerColumn(type: LedgerType): Column<EmployeeCardView> {
  const { total, totalLabel } = LEDGER_TYPE[type].card;
  return { header: totalLabel, width: 14, kind: 'money', get: (c) => c[total], field: 'amounts' };
}

const EMPLOYEE_COLUMNS: Column<EmployeeCardView>[] = [
  { header: 'Сотрудник', width: 30, kind: 'text', get: (c) => `${c.lastName} ${c.firstName}` },
  { header: 'Отдел', width: 20, kind: 'text', get: (c) => c.departmentName ?? '' },
  { header: 'Роль', width: 16, kind: 'text', get: (c) => ROLE_LABELS[c.role] },
  { header: 'Статус', width: 12, kind: 'text', get: (c) => STATUS_LABELS[c.status] },
  { header: 'Заказы', width: 10, kind: 'count', get: (c) => c.ordersCount, field: 'profit' },
  { header: 'Прибыль', width: 16, kind: 'money', get: (c) => c.employeeProfit, field: 'profit' },
  { header: 'Оклад', width: 14, kind: 'money', get: (c) => c.baseSalary, field: 'amounts' },
  { header: 'Бонусы по правилам', width: 14, kind: 'money', get: (c) => c.ruleBonuses, field: 'amounts' },
  ...LEDGER_TYPES.filter(inSalary).map(ledgerColumn),
  { header: 'Итого', width: 14, kind: 'money', get: (c) => c.totalSalary, field: 'amounts' },
  ...LEDGER_TYPES.filter((type) => !inSalary(type)).map(ledgerColumn),
  { header: 'К доплате', width: 14, kind: 'money', get: (c) => c.amountDue, field: 'amounts' },
];

const OPERATION_COLUMNS: Column<ReportOperation>[] = [
  { header: 'Дата', width: 12, kind: 'date', get: (o) => o.date },
  { header: 'Сотрудник', width: 30, kind: 'text', get: (o) => o.employee },
  { header: 'Тип', width: 18, kind: 'text', get: (o) => LEDGER_TYPE_LABELS[o.type] },
  { header: 'Причина', width: 40, kind: 'text', get: (o) => o.reason },
  { header: 'Количество', width: 12, kind: 'count', get: (o) => o.quantity },
  { header: 'Сумма', width: 14, kind: 'money', get: (o) => o.amount, field: 'amounts' },
];

/** The totals line under the employees: money summed exactly as decimals, counts as integers. */
function totalsRow(columns: Column<EmployeeCardView>[], cards: EmployeeCardView[]): Raw[] {
  return columns.map((col, i) => {
    if (col.kind === 'money') return fmt2(sum(cards.map((c) => dec(col.get(c) as string))));
    if (col.kind === 'count') return cards.reduce((n, c) => n + ((col.get(c) as number | null) ?? 0), 0);
    return i === 0 ? 'Итого' : '';
  });
}

const rows = <R>(columns: Column<R>[], items: R[]): Raw[][] => items.map((r) => columns.map((c) => c.get(r)));

const visible = <R>(columns: Column<R>[], fields: PayFields) => columns.filter((c) => !c.field || fields[c.field]);

/** The report file; the columns of fields the caller's role may not see are left out. */
export async function buildReport(data: ReportData, format: ReportFormat, fields: PayFields): Promise<ReportFile> {
  const { from, to } = data.period;
  const names = { fileName: `otchet-${from}_${to}.${format}`, displayName: `Отчёт ${from}–${to}.${format}` };
  const sheets: Sheets = {
    employees: visible(EMPLOYEE_COLUMNS, fields),
    operations: visible(OPERATION_COLUMNS, fields),
  };
  if (format === 'csv') return { ...names, contentType: 'text/csv; charset=utf-8', bytes: csvReport(data, sheets) };
  return {
    ...names,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: await xlsxReport(data, sheets),
  };
}

interface Sheets {
  employees: Column<EmployeeCardView>[];
  operations: Column<ReportOperation>[];
}

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd.mm.yyyy';

async function xlsxReport(data: ReportData, { employees, operations }: Sheets): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addSheet(book, 'Сотрудники', employees, rows(employees, data.employees), totalsRow(employees, data.employees));
  addSheet(book, 'Операции', operations, rows(operations, data.operations));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function addSheet<R>(book: ExcelJS.Workbook, name: string, columns: Column<R>[], body: Raw[][], totals?: Raw[]) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.kind === 'money' ? { numFmt: MONEY_FORMAT } : c.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const raw of body) sheet.addRow(raw.map((v, i) => xlsxValue(columns[i]!.kind, v)));
  if (totals) sheet.addRow(totals.map((v, i) => xlsxValue(columns[i]!.kind, v))).font = { bold: true };
}

function xlsxValue(kind: Kind, v: Raw): ExcelJS.CellValue {
  if (v === null) return null;
  // exceljs stores numbers as doubles, so the exact decimal strings become numbers only here, in
  // the file: a 2-place amount below 2^53 cents (about 9·10^13) round-trips to the same cents.
  if (kind === 'money') return Number(v);
  // A real date (UTC midnight is what exceljs turns into the bare day), shown as dd.mm.yyyy, so
  // the column sorts and filters as dates.
  if (kind === 'date') return new Date(`${v as string}T00:00:00Z`);
  return v;
}

/**
 * What a Russian-locale spreadsheet opens without an import dialog: UTF-8 with a BOM, ';' between
 * fields, a decimal comma, dates as dd.mm.yyyy. The employees, an empty line, the operations.
 */
function csvReport(data: ReportData, { employees, operations }: Sheets): Buffer {
  const line = <R>(columns: Column<R>[], raw: Raw[]) => raw.map((v, i) => csvValue(columns[i]!.kind, v));
  const records = [
    employees.map((c) => c.header),
    ...rows(employees, data.employees).map((r) => line(employees, r)),
    line(employees, totalsRow(employees, data.employees)),
    [],
    operations.map((c) => c.header),
    ...rows(operations, data.operations).map((r) => line(operations, r)),
  ];
  return Buffer.from('\uFEFF' + stringify(records, { delimiter: ';', record_delimiter: '\r\n' }));
}

function csvValue(kind: Kind, v: Raw): string {
  if (v === null) return '';
  if (kind === 'money') return (v as string).replace('.', ',');
  if (kind === 'date') return dayText(v as string);
  if (kind === 'text') return neutralised(v as string);
  return String(v);
}

/**
 * Names and reasons are typed by users; a cell starting with = + - @ (or a tab or CR) is run as a
 * formula by spreadsheet programs, so such text is kept as text with a leading apostrophe.
 */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
