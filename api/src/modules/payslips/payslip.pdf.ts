import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { LEDGER_TYPE, LEDGER_TYPES } from '@staffpay/schema/pay/ledger-types';
import { APPLIED_RULE_MODE_LABELS, MONTH_NAMES } from '@staffpay/schema/pay/pay.enums';
import type { EmployeeCardFigures, LedgerLine, Period } from '@staffpay/pay-engine/engine.types';
import { dayText } from '../../shared/day-text';

export interface Payslip {
  companyName: string;
  /** ISO 4217 code of the company's currency. */
  currency: string;
  lastName: string;
  firstName: string;
  department: string | null;
  position: string | null;
  /** 'YYYY-MM' */
  month: string;
  period: Period;
  /** 'YYYY-MM-DD' the snapshot printed was taken, when the whole month is fixed. */
  fixedOn: string | null;
  /** Fixes covering only part of the month: the figures are live and the payslip says so. */
  partialFixes: Period[];
  figures: Omit<EmployeeCardFigures, 'employeeId' | 'paid'>;
}

// The fonts ship in an npm package, so no machine needs system fonts and nothing is fetched at run time.
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** Intl writes most of these as the bare code in ru-RU; a payslip reads better with the local sign (DejaVu has every glyph). */
const CURRENCY_SIGNS: Record<string, string> = {
  RUB: '₽',
  KGS: 'сом',
  KZT: '₸',
  UZS: 'сум',
  USD: '$',
  EUR: '€',
};
const amountFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '56600.00' → '56 600,00 сом'; Intl formats the decimal string exactly, without a float in between. */
function money(value: string, currency: string): string {
  const sign = CURRENCY_SIGNS[currency] ?? (currency || '₽');
  return `${amountFormat.format(value as unknown as number)}\u00a0${sign}`;
}

function range(p: Period): string {
  return `${dayText(p.from)}–${dayText(p.to)}`;
}

export function monthTitle(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

const LEFT = 40;
const RIGHT = 555;
const TOP = 36;
const BOTTOM = 806;
const SIZE = 9;
const GRAY = '#666666';
const ROW_GAP = 2;
const TITLE_HEIGHT = 21;
const LINE_HEIGHT = 4;

interface Cell {
  text: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
  color?: string;
}

const RULE_COLUMNS = { name: [LEFT, 300], mode: [350, 80], amount: [430, RIGHT - 430] } as const;
const LEDGER_COLUMNS = { date: [LEFT, 70], reason: [110, 310], amount: [430, RIGHT - 430] } as const;

/**
 * Lays the payslip out on A4 from the top down, tracking the position itself: a row that does
 * not fit starts a new page (its section's title repeated) instead of being cut, and the totals
 * stay together.
 */
class Layout {
  y = TOP;
  private continued: string | null = null;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private height(c: Cell): number {
    this.doc.font(c.bold ? 'bold' : 'regular').fontSize(SIZE);
    return this.doc.heightOfString(c.text, { width: c.width });
  }

  /** Starts a new page when `h` points do not fit on this one. */
  ensure(h: number): void {
    if (this.y + h <= BOTTOM) return;
    this.doc.addPage();
    this.y = TOP;
    if (this.continued) this.title(`${this.continued} (продолжение)`, this.continued);
  }

  row(cells: Cell[], gap = ROW_GAP): void {
    const h = Math.max(...cells.map((c) => this.height(c)));
    this.ensure(h + gap);
    for (const c of cells) {
      this.doc
        .font(c.bold ? 'bold' : 'regular')
        .fontSize(SIZE)
        .fillColor(c.color ?? 'black')
        .text(c.text, c.x, this.y, { width: c.width, align: c.align ?? 'left' });
    }
    this.y += h + gap;
  }

  /** A section title; rows after it that spill onto a new page repeat it. */
  title(text: string, section = text): void {
    this.continued = null;
    this.ensure(TITLE_HEIGHT + 2 * this.lineHeight());
    this.doc
      .font('bold')
      .fontSize(10.5)
      .fillColor('black')
      .text(text, LEFT, this.y + 6, { width: RIGHT - LEFT });
    this.y += TITLE_HEIGHT;
    this.continued = section;
  }

  /** The height of a one-line row. */
  lineHeight(): number {
    return this.height({ text: 'Ag', x: LEFT, width: RIGHT - LEFT, bold: true }) + ROW_GAP;
  }

  endSection(): void {
    this.continued = null;
  }

  line(): void {
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(0.5).strokeColor('#999999').stroke();
    this.y += LINE_HEIGHT;
  }
}

const cell = (text: string, [x, width]: readonly [number, number], extra: Partial<Cell> = {}): Cell => ({
  text,
  x,
  width,
  ...extra,
});

/** The one-page payslip (two or more pages only for an unusually long card). */
export function renderPayslip(p: Payslip): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    // The layout keeps its own bottom; pdfkit's own would add pages behind its back.
    margins: { top: TOP, left: LEFT, right: 595.28 - RIGHT, bottom: 0 },
    bufferPages: true,
    info: { Title: `Расчётный лист ${monthTitle(p.month)}`, Creator: 'StaffPay' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const out = new Layout(doc);
  const cur = (v: string) => money(v, p.currency);
  const f = p.figures;

  header(doc, out, p);

  out.title('Начисления по правилам');
  if (f.appliedRules.length === 0) out.row([cell('нет', RULE_COLUMNS.name, { color: GRAY })]);
  else
    out.row([
      cell('Правило', RULE_COLUMNS.name, { color: GRAY }),
      cell('Вид', RULE_COLUMNS.mode, { color: GRAY }),
      cell('Сумма', RULE_COLUMNS.amount, { color: GRAY, align: 'right' }),
    ]);
  for (const r of f.appliedRules) {
    out.row([
      cell(r.name, RULE_COLUMNS.name),
      cell(APPLIED_RULE_MODE_LABELS[r.salaryMode], RULE_COLUMNS.mode),
      cell(cur(r.calculatedAmount), RULE_COLUMNS.amount, { align: 'right' }),
    ]);
  }
  out.row([
    cell('Оклад', RULE_COLUMNS.name, { bold: true }),
    cell(cur(f.baseSalary), RULE_COLUMNS.amount, { align: 'right', bold: true }),
  ]);
  out.endSection();

  // One section and one total per ledger type, under the headings it declares.
  for (const type of LEDGER_TYPES) ledger(out, LEDGER_TYPE[type].card.linesLabel, f[LEDGER_TYPE[type].card.lines], cur);

  const totals: [string, string][] = [
    ['Оклад', f.baseSalary],
    ...LEDGER_TYPES.map((type): [string, string] => [
      LEDGER_TYPE[type].card.totalLabel,
      f[LEDGER_TYPE[type].card.total],
    ]),
  ];
  out.ensure(TITLE_HEIGHT + (totals.length + 2) * out.lineHeight() + LINE_HEIGHT);
  out.title('Итоги');
  out.endSection();
  for (const [label, value] of totals) {
    out.row([cell(label, [LEFT, 300]), cell(cur(value), RULE_COLUMNS.amount, { align: 'right' })]);
  }
  out.line();
  out.row([
    cell('Итого начислено', [LEFT, 300], { bold: true }),
    cell(cur(f.totalSalary), RULE_COLUMNS.amount, { align: 'right', bold: true }),
  ]);
  out.row([
    cell('К доплате', [LEFT, 300], { bold: true }),
    cell(cur(f.amountDue), RULE_COLUMNS.amount, { align: 'right', bold: true }),
  ]);

  pageNumbers(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, out: Layout, p: Payslip): void {
  doc.font('bold').fontSize(16).fillColor('black').text('РАСЧЁТНЫЙ ЛИСТ', LEFT, out.y, { width: 300 });
  doc
    .font('bold')
    .fontSize(12)
    .text(monthTitle(p.month), 345, out.y + 3, { width: RIGHT - 345, align: 'right' });
  out.y += 24;
  doc.font('regular').fontSize(11);
  const companyHeight = doc.heightOfString(p.companyName, { width: 330 });
  doc.text(p.companyName, LEFT, out.y, { width: 330 });
  doc
    .fontSize(10)
    .fillColor(GRAY)
    .text(range(p.period), 380, out.y + 1, { width: RIGHT - 380, align: 'right' });
  out.y += Math.max(companyHeight, 14) + 6;
  out.line();
  out.y += 2;
  const facts: [string, string | null][] = [
    ['Сотрудник', `${p.lastName} ${p.firstName}`],
    ['Отдел', p.department],
    ['Должность', p.position],
  ];
  for (const [label, value] of facts) {
    out.row([cell(label, [LEFT, 80], { color: GRAY }), cell(value || '—', [LEFT + 80, RIGHT - LEFT - 80])], 2);
  }
  if (p.fixedOn) {
    out.row([
      cell(`Период зафиксирован ${dayText(p.fixedOn)}`, [LEFT, RIGHT - LEFT], { bold: true, color: '#1b5e20' }),
    ]);
  } else if (p.partialFixes.length > 0) {
    const parts = p.partialFixes.map(range).join(', ');
    out.row([
      cell(`Зафиксирована часть месяца (${parts}); суммы — по текущим данным за весь месяц`, [LEFT, RIGHT - LEFT], {
        color: '#8a5a00',
      }),
    ]);
  }
}

function ledger(out: Layout, title: string, lines: LedgerLine[], cur: (v: string) => string): void {
  if (lines.length === 0) {
    out.ensure(30);
    out.y += 6;
    out.row([
      cell(title, [LEFT, 150], { bold: true }),
      cell('нет', LEDGER_COLUMNS.amount, { color: GRAY, align: 'right' }),
    ]);
    return;
  }
  out.title(title);
  for (const l of lines) {
    out.row([
      cell(dayText(l.appliedDate), LEDGER_COLUMNS.date),
      cell(l.reason || '—', LEDGER_COLUMNS.reason),
      cell(cur(l.amount), LEDGER_COLUMNS.amount, { align: 'right' }),
    ]);
  }
  out.endSection();
}

function pageNumbers(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GRAY)
      .text(`Лист ${i - start + 1} из ${count}`, LEFT, BOTTOM + 14, { width: RIGHT - LEFT, align: 'right' });
  }
}
