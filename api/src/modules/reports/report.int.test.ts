import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { todayInZone } from '../../shared/calendar/calendar-dates';

/**
 * The payroll report through the API: October 2026 with templates, a performance record and
 * ledger lines, the file's figures against the dashboard's cards to the cent, the period keywords
 * against ledger lines placed around the company's today, and who may download it.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
const emp = { a: 0, b: 0, x: 0 };
const OCT = 'period=2026-10';
const EMPLOYEE_HEADERS = [
  'Сотрудник',
  'Отдел',
  'Роль',
  'Статус',
  'Заказы',
  'Прибыль',
  'Оклад',
  'Бонусы по правилам',
  'Бонусы',
  'Штрафы',
  'Сдельная',
  'Итого',
  'Авансы',
  'К доплате',
];
const MONEY_FIELDS = [
  ['Прибыль', 'employeeProfit'],
  ['Оклад', 'baseSalary'],
  ['Бонусы по правилам', 'ruleBonuses'],
  ['Бонусы', 'totalBonuses'],
  ['Штрафы', 'totalPenalties'],
  ['Сдельная', 'piecework'],
  ['Итого', 'totalSalary'],
  ['Авансы', 'totalAdvances'],
  ['К доплате', 'amountDue'],
] as const;
const OPERATION_HEADERS = ['Дата', 'Сотрудник', 'Тип', 'Причина', 'Количество', 'Сумма'];

/** Where the keyword periods fall: today's month, this year outside today's quarter, last year. */
const today = todayInZone('Asia/Bishkek');
const year = Number(today.slice(0, 4));
const quarterOfToday = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
const outsideQuarter = quarterOfToday === 0 ? `${year}-12-15` : `${year}-01-15`;
const lastYear = `${year - 1}-06-15`;

async function download(path: string, user: TestUser = owner) {
  const res = await fetch(app.url + path, { headers: user.headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const exportPath = (q: string) => `/api/reports/export?companyId=${companyId}&${q}`;

async function workbook(q: string) {
  const res = await download(exportPath(q));
  expect(res.status, res.bytes.toString()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
  return { res, book };
}

/** The CSV's two sections as rows of text: employees (with the totals line), then operations. */
async function csv(q: string) {
  const res = await download(exportPath(`${q}&format=csv`));
  expect(res.status, res.bytes.toString()).toBe(200);
  const text = res.bytes.toString('utf8');
  const [employees, operations] = text.replace(/^\uFEFF/, '').split('\r\n\r\n');
  const rows = (part: string) => parseCsv(part, { delimiter: ';' }) as string[][];
  return { res, text, employees: rows(employees!), operations: rows(operations!) };
}

const cards = async () => {
  const res = await rest(app, 'GET', `/api/dashboard/employee-cards?companyId=${companyId}&${OCT}`, { user: owner });
  expect(res.status).toBe(200);
  return res.body as Record<string, any>[];
};
const reasons = (rows: string[][]) => rows.slice(1).map((r) => r[3]);

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Отчётная'));
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  const dep = await post('/api/departments', { name: 'Продажи' });
  emp.a = await f.employee(companyId, { firstName: 'Айгерим', lastName: 'Абаева' });
  emp.b = await f.employee(companyId, { firstName: 'Бакыт', lastName: 'Бекова', status: 'vacation' });
  emp.x = await f.employee(companyId, { firstName: 'Икс', lastName: 'Иксов', status: 'inactive' });
  for (const id of [emp.a, emp.b, emp.x]) await f.placeInDepartment(id, dep);
  await post('/api/departments', { name: 'Архив' });
  const branch = await post('/api/branches', { name: 'Центр', city: 'Бишкек' });
  for (const id of [emp.a, emp.x]) await f.placeInBranch(id, branch);
  await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '30000.33',
    period: 'monthly',
    salaryMode: 'base',
    appliesTo: { departments: [dep], employees: [] },
  });
  await post('/api/salary-rule-templates', {
    templateName: 'Личные продажи',
    ruleType: 'percent_individual',
    value: '7.5',
    salaryMode: 'base',
    appliesTo: { departments: [], employees: [emp.a] },
  });
  await post('/api/employee-performance', {
    employeeId: emp.a,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    ordersCount: 12,
    employeeProfit: '123456.78',
  });
  const ledger = (employeeId: number, type: string, amount: string, appliedDate: string, reason: string, extra = {}) =>
    post('/api/bonuses-penalties', { employeeId, type, amount, appliedDate, reason, ...extra });
  await ledger(emp.a, 'bonus', '1234.56', '2026-10-15', 'Премия');
  await ledger(emp.b, 'penalty', '500.05', '2026-10-10', '=1+1');
  await ledger(emp.a, 'advance', '10000', '2026-10-20', 'Аванс');
  await ledger(emp.b, 'piecework', '3000', '2026-10-05', 'Сдельно', { quantity: 3 });
  await ledger(emp.a, 'bonus', '777', '2026-09-30', 'Сентябрь');
  // Written directly: the API refuses future dates, and this year outside the quarter may lie ahead.
  for (const [date, reason] of [
    [today, 'Сегодня'],
    [outsideQuarter, 'Вне квартала'],
    [lastYear, 'Прошлый год'],
  ]) {
    await db.query(
      `insert into ledger_records (company_id, employee_id, type, amount, reason, applied_date, created_at, updated_at)
       values ($1, $2, 'bonus', '1.00', $3, $4, now(), now())`,
      [companyId, emp.a, reason, date],
    );
  }
}, 60_000);

afterAll(async () => {
  await db?.end();
  await app?.close();
});

describe('XLSX', () => {
  it('two sheets, the cards to the cent as numbers, a totals line, the ledger lines', async () => {
    const { res, book } = await workbook(OCT);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toContain('attachment; filename="otchet-2026-10-01_2026-10-31.xlsx"');
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Отчёт 2026-10-01–2026-10-31.xlsx')}`);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Сотрудники', 'Операции']);

    const sheet = book.getWorksheet('Сотрудники')!;
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual(EMPLOYEE_HEADERS);
    expect(header.font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const col = (name: string) => EMPLOYEE_HEADERS.indexOf(name) + 1;

    const expected = await cards();
    expect(expected.map((c) => c.id)).toEqual([emp.a, emp.b]);
    expect(sheet.rowCount).toBe(1 + expected.length + 1);
    expected.forEach((card, i) => {
      const row = sheet.getRow(2 + i);
      expect(row.getCell(1).value).toBe(`${card.lastName} ${card.firstName}`);
      expect(row.getCell(col('Статус')).value).toBe(card.status === 'vacation' ? 'В отпуске' : 'Активный');
      expect(row.getCell(col('Заказы')).value).toBe(card.ordersCount);
      for (const [name, field] of MONEY_FIELDS) {
        const cell = row.getCell(col(name));
        expect(cell.type, name).toBe(ExcelJS.ValueType.Number);
        expect(cell.numFmt).toBe('#,##0.00');
        expect((cell.value as number).toFixed(2), name).toBe(card[field]);
      }
    });
    const a = expected[0]!;
    expect(a.baseSalary).toBe('39259.59'); // 30000.33 + 7.5% of 123456.78, so the cents are the engine's
    expect(a.amountDue).not.toBe('0.00');

    const totals = sheet.getRow(2 + expected.length);
    expect(totals.getCell(1).value).toBe('Итого');
    expect(totals.font?.bold).toBe(true);
    expect(totals.getCell(col('Заказы')).value).toBe(12);
    for (const [name, field] of MONEY_FIELDS) {
      const cents = expected.reduce((s, c) => s + Math.round(Number(c[field]) * 100), 0);
      expect(Math.round((totals.getCell(col(name)).value as number) * 100), name).toBe(cents);
    }

    const ops = book.getWorksheet('Операции')!;
    expect((ops.getRow(1).values as unknown[]).slice(1)).toEqual(OPERATION_HEADERS);
    const lines = ops.getRows(2, ops.rowCount - 1)!.map((r) => (r.values as unknown[]).slice(1));
    expect(lines.map((l) => l[3])).toEqual(['Сдельно', '=1+1', 'Премия', 'Аванс']);
    const [piece, penalty] = lines;
    expect(piece![0]).toEqual(new Date('2026-10-05T00:00:00Z'));
    expect(ops.getRow(2).getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect(piece!.slice(1)).toEqual(['Бекова Бакыт', 'Сдельная выплата', 'Сдельно', 3, 3000]);
    expect(penalty![2]).toBe('Штраф');
    expect(ops.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(ops.getRow(3).getCell(6).value).toBe(500.05);
  });
});

describe('CSV', () => {
  it('BOM, ";" and decimal commas, the same figures as the cards, then the ledger lines', async () => {
    const { res, text, employees, operations } = await csv(OCT);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('filename="otchet-2026-10-01_2026-10-31.csv"');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(employees[0]).toEqual(EMPLOYEE_HEADERS);
    const expected = await cards();
    expected.forEach((card, i) => {
      const row = employees[1 + i]!;
      expect(row[0]).toBe(`${card.lastName} ${card.firstName}`);
      for (const [name, field] of MONEY_FIELDS) {
        expect(row[EMPLOYEE_HEADERS.indexOf(name)], name).toBe((card[field] as string).replace('.', ','));
      }
    });
    expect(employees.at(-1)![0]).toBe('Итого');
    expect(operations[0]).toEqual(OPERATION_HEADERS);
    expect(operations.slice(1)).toEqual([
      ['05.10.2026', 'Бекова Бакыт', 'Сдельная выплата', 'Сдельно', '3', '3000,00'],
      ['10.10.2026', 'Бекова Бакыт', 'Штраф', "'=1+1", '', '500,05'],
      ['15.10.2026', 'Абаева Айгерим', 'Бонус', 'Премия', '', '1234,56'],
      ['20.10.2026', 'Абаева Айгерим', 'Аванс', 'Аванс', '1', '10000,00'],
    ]);
  });
});

describe('periods', () => {
  it('month, quarter and year are the company’s current ones', async () => {
    const month = await csv('period=month');
    expect(reasons(month.operations)).toContain('Сегодня');
    expect(reasons(month.operations)).not.toContain('Прошлый год');
    const quarter = await csv('period=quarter');
    expect(reasons(quarter.operations)).toContain('Сегодня');
    expect(reasons(quarter.operations)).not.toContain('Вне квартала');
    const whole = await csv('period=year');
    expect(reasons(whole.operations)).toEqual(expect.arrayContaining(['Сегодня', 'Вне квартала']));
    expect(reasons(whole.operations)).not.toContain('Прошлый год');
    expect(whole.res.headers.get('content-disposition')).toContain(`otchet-${year}-01-01_${year}-12-31.csv`);
    const byDefault = await download(exportPath(''));
    expect(byDefault.headers.get('content-disposition')).toContain(`otchet-${today.slice(0, 7)}-01_`);
  });

  it('from/to, both ends included', async () => {
    const { operations, res } = await csv('from=2026-09-30&to=2026-10-10');
    expect(reasons(operations)).toEqual(['Сентябрь', 'Сдельно', "'=1+1"]);
    expect(res.headers.get('content-disposition')).toContain('otchet-2026-09-30_2026-10-10.csv');
  });

  it('a bad period or format is 400', async () => {
    for (const q of [
      'period=week',
      'period=2026-13',
      'from=2026-10-05',
      'from=2026-10-05&to=2026-10-01',
      'period=quarter&from=2026-10-01&to=2026-10-02',
    ]) {
      const res = await rest(app, 'GET', exportPath(q), { user: owner });
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toBe('Некорректный период');
    }
    const res = await rest(app, 'GET', exportPath('format=pdf'), { user: owner });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Формат: xlsx или csv');
  });
});

describe('access', () => {
  it('another company’s member 404, the employee role 403, a verifier 200, nobody 401', async () => {
    const f = fixtures(app, db);
    const stranger = await signedInUser(app);
    expect((await download(exportPath(OCT), stranger)).status).toBe(404);
    const employee = await f.member(companyId, 'employee');
    expect((await download(exportPath(OCT), employee)).status).toBe(403);
    const verifier = await f.member(companyId, 'verifier');
    expect((await download(exportPath(OCT), verifier)).status).toBe(200);
    expect((await fetch(app.url + exportPath(OCT))).status).toBe(401);
  });
});

describe('GraphQL reportExportUrl', () => {
  const query = `query ($companyId: Int!, $period: String, $from: String, $to: String, $format: String) {
    reportExportUrl(companyId: $companyId, period: $period, from: $from, to: $to, format: $format)
  }`;

  it('a URL that downloads with the same token', async () => {
    const res = await gql(app, query, { companyId, period: '2026-10', format: 'csv' }, owner);
    const url = res.data?.reportExportUrl as string;
    expect(url).toBe(`/api/reports/export?companyId=${companyId}&period=2026-10&format=csv`);
    const file = await download(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');

    const range = await gql(app, query, { companyId, from: '2026-10-01', to: '2026-10-15' }, owner);
    expect(range.data?.reportExportUrl).toBe(
      `/api/reports/export?companyId=${companyId}&from=2026-10-01&to=2026-10-15&format=xlsx`,
    );
    const plain = await gql(app, query, { companyId }, owner);
    expect(plain.data?.reportExportUrl).toBe(`/api/reports/export?companyId=${companyId}&period=month&format=xlsx`);
  });

  it('the same checks: 403 for the employee role, 404 for strangers, 400 for a bad format', async () => {
    const employee = await fixtures(app, db).member(companyId, 'employee');
    expect((await gql(app, query, { companyId }, employee)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await signedInUser(app);
    expect((await gql(app, query, { companyId }, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await gql(app, query, { companyId, format: 'pdf' }, owner);
    expect(bad.errors?.[0]?.message).toBe('Формат: xlsx или csv');
  });
});

describe('summary', () => {
  const query = `query ($companyId: Int!, $period: String) {
    reportSummary(companyId: $companyId, period: $period) {
      period { from to }
      stats { totalSalaryFund }
      statuses { key count percent }
      statusCounts { status count percent }
      roles { key count percent }
      departments { name employeeCount paidCount totalSalaryFund averageSalary totalBonuses totalPenalties totalAdvances totalProfit }
      branches { name city departmentCount employeeCount paidCount totalSalaryFund totalProfit }
      latestRecords { reason amount employeeName }
    }
  }`;

  it('headcount, the groups’ figures from the dashboard’s cards, the period’s latest records', async () => {
    const res = await rest(app, 'GET', `/api/reports/summary?companyId=${companyId}&${OCT}`, { user: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body;
    const [a, b] = await cards();
    expect(s.period).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(s.statuses).toEqual([
      { key: 'active', count: 1, percent: 33 },
      { key: 'inactive', count: 1, percent: 33 },
      { key: 'vacation', count: 1, percent: 33 },
    ]);
    expect(s.roles).toEqual([{ key: 'employee', count: 3, percent: 100 }]);
    const cents = (...v: string[]) => (v.reduce((t, x) => t + Math.round(Number(x) * 100), 0) / 100).toFixed(2);
    expect(s.departments).toEqual([
      expect.objectContaining({ name: 'Архив', employeeCount: 0, totalSalaryFund: '0.00' }),
      expect.objectContaining({
        name: 'Продажи',
        employeeCount: 3,
        paidCount: 2,
        totalSalaryFund: cents(a.totalSalary, b.totalSalary),
        totalBonuses: cents(a.totalBonuses, b.totalBonuses),
        totalPenalties: '500.05',
        totalAdvances: '10000.00',
        totalProfit: '123456.78',
      }),
    ]);
    expect(s.branches).toEqual([
      expect.objectContaining({
        name: 'Центр',
        city: 'Бишкек',
        departmentCount: 0,
        employeeCount: 2,
        paidCount: 1,
        totalSalaryFund: a.totalSalary,
      }),
    ]);
    expect(s.latestRecords.map((r: { reason: string }) => r.reason)).toEqual(['Аванс', 'Премия', '=1+1', 'Сдельно']);

    const gq = await gql(app, query, { companyId, period: 'year' }, owner);
    expect(gq.errors).toBeUndefined();
    const year = gq.data?.reportSummary as Record<string, any>;
    expect(year.period.from).toMatch(/-01-01$/);
    // The enum twin of statuses (issue 32): the same counts, the status as an EmployeeStatus.
    expect(year.statusCounts).toHaveLength(3);
    expect(year.statusCounts).toEqual(year.statuses.map(({ key, ...rest }: any) => ({ status: key, ...rest })));
    expect(year.latestRecords).toHaveLength(5);
    expect(year.latestRecords[0].reason).toBe('Сегодня');
  });

  it('the same checks as the export', async () => {
    const employee = await fixtures(app, db).member(companyId, 'employee');
    expect((await gql(app, query, { companyId }, employee)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await signedInUser(app);
    expect((await gql(app, query, { companyId }, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await rest(app, 'GET', `/api/reports/summary?companyId=${companyId}&period=week`, { user: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Некорректный период');
  });
});
