import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../../test/harness';

/** Employee import: template, preview with every row's errors, all-or-nothing commit. */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let sales: number;
let marketing: number;
let central: number;

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const count = async () =>
  Number((await db.query('select count(*) from employees where company_id = $1', [companyId])).rows[0].count);

async function member(role: string, email?: string) {
  const user = await signedInUser(app, email ? { email } : {});
  await db.query('insert into memberships (user_id, company_id, role, created_at) values ($1, $2, $3, now())', [
    user.user.id,
    companyId,
    role,
  ]);
  return user;
}

beforeAll(async () => {
  app = await startTestApp();
  db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  owner = await signedInUser(app);
  companyId = (await rest(app, 'POST', '/api/companies', { user: owner, body: { name: 'Импорт' } })).body.id;
  const insert = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as number;
  central = await insert(
    `insert into branches (company_id, name, city, created_at, updated_at) values ($1, 'Центральный', 'Бишкек', now(), now()) returning id`,
    [companyId],
  );
  const dept = (name: string) =>
    insert(
      `insert into departments (company_id, name, created_at, updated_at) values ($1, $2, now(), now()) returning id`,
      [companyId, name],
    );
  sales = await dept('Продажи');
  marketing = await dept('Маркетинг');
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const HEADER = 'Имя;Фамилия;Email;Телефон;Отделы;Филиалы;Роль;Статус;Дата рождения;Гибкий график';
const GOOD = [
  HEADER,
  'Айгерим;Садыкова;aigerim@example.test;+996 555 1;"Продажи; Маркетинг";Центральный;Руководитель;Активный;15.03.1990;нет',
  'Бакыт;Осмонов;;+996 555 2;маркетинг;;employee;vacation;;да',
].join('\n');

describe('template', () => {
  it('downloads as XLSX and as CSV with the columns, required ones marked', async () => {
    const xlsx = await fetch(`${app.url}/api/employees/import/template?companyId=${companyId}&format=xlsx`, {
      headers: owner.headers,
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('employees-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const header = book.worksheets[0]!.getRow(1).values as string[];
    expect(header.slice(1, 5)).toEqual(['Имя*', 'Фамилия*', 'Email', 'Телефон*']);

    const csv = await fetch(`${app.url}/api/employees/import/template?companyId=${companyId}&format=csv`, {
      headers: owner.headers,
    });
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toContain('Имя*,Фамилия*,Email,Телефон*,Отделы*');
  });
});

describe('preview', () => {
  it("lists every row's errors with the form's messages and writes nothing", async () => {
    const file = [
      HEADER,
      ';Петров;not-an-email;+996;Продажи;;;;;',
      'Иван;;;;Склад;Южный;Царь;;31.02.1990;может быть',
      'Ок;Строка;dup@example.test;1;Продажи;;;;;',
      'Дубль;Строка;DUP@example.test;2;Продажи;;;;;',
    ].join('\n');
    const res = await rest(app, 'POST', '/api/employees/import/preview', {
      user: owner,
      body: { companyId, fileName: 'staff.csv', content: b64(file) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, valid: 1, invalid: 3 });
    const errors = res.body.errors.map((e: any) => `${e.line}:${e.field}:${e.message}`);
    expect(errors).toEqual(
      expect.arrayContaining([
        '2:firstName:Имя обязательно',
        '2:email:Неверный формат email',
        '3:lastName:Фамилия обязательна',
        '3:phone:Телефон обязателен',
        '3:departments:Отдел «Склад» не найден',
        '3:branches:Филиал «Южный» не найден',
        '3:role:Неизвестная роль',
        '3:birthDate:Неверная дата',
        '3:hasFlexibleSchedule:Укажите «да» или «нет»',
        '5:email:Этот email уже встречается в файле',
      ]),
    );
    expect(await count()).toBe(0);
  });

  it('refuses a file that is not CSV or XLSX, or lacks required columns', async () => {
    const bad = await rest(app, 'POST', '/api/employees/import/preview', {
      user: owner,
      body: { companyId, fileName: 'staff.xlsx', content: b64('not a zip') },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Не удалось прочитать файл: загрузите CSV или XLSX по шаблону');
    const missing = await rest(app, 'POST', '/api/employees/import/preview', {
      user: owner,
      body: { companyId, fileName: 'staff.csv', content: b64('Имя,Email\nА,a@b.c') },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('В файле нет обязательных столбцов: Фамилия, Телефон, Отделы');
  });
});

describe('commit', () => {
  it('writes nothing when any row has an error', async () => {
    const file = `${GOOD}\nБез;Отдела;;+1;Нигде;;;;;`;
    const res = await rest(app, 'POST', '/api/employees/import', {
      user: owner,
      body: { companyId, fileName: 'staff.csv', content: b64(file) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Импорт не выполнен: ошибки в строках (1). Исправьте файл и повторите');
    expect(res.body.fieldErrors['строка 4: departments']).toEqual(['Отдел «Нигде» не найден']);
    expect(await count()).toBe(0);
  });

  it('imports a CSV (BOM, semicolons) matching departments and branches by name, labels and codes alike', async () => {
    const linked = await member('manager', 'aigerim@example.test');
    const res = await rest(app, 'POST', '/api/employees/import', {
      user: owner,
      body: { companyId, fileName: 'staff.csv', content: b64('\uFEFF' + GOOD) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2 });
    const list = (await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner })).body;
    const aigerim = list.find((e: any) => e.firstName === 'Айгерим');
    expect(aigerim).toMatchObject({
      departmentIds: [sales, marketing],
      branchIds: [central],
      role: 'manager',
      status: 'active',
      birthDate: '1990-03-15',
      workStartTime: '09:00',
      userId: linked.user.id,
    });
    const bakyt = list.find((e: any) => e.firstName === 'Бакыт');
    expect(bakyt).toMatchObject({
      departmentIds: [marketing],
      status: 'vacation',
      hasFlexibleSchedule: true,
      workStartTime: null,
    });
    const log = await db.query(`select after from activity_logs where company_id = $1 and action = 'imported'`, [
      companyId,
    ]);
    expect(log.rows[0].after).toMatchObject({ fileName: 'staff.csv', count: 2 });
  });

  it('imports an XLSX with real date cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Лист');
    sheet.addRow(['Имя*', 'Фамилия*', 'Телефон*', 'Отделы*', 'Дата рождения', 'Начало работы']);
    sheet.addRow(['Эрлан', 'Токтогулов', '+996 700', 'Продажи', new Date(Date.UTC(1985, 11, 31)), '01.09.2020']);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const res = await rest(app, 'POST', '/api/employees/import', {
      user: owner,
      body: { companyId, fileName: 'люди.xlsx', content },
    });
    expect(res.body).toEqual({ imported: 1 });
    const row = await db.query(
      `select birth_date::text, start_work_date::text from employees where first_name = 'Эрлан'`,
    );
    expect(row.rows[0]).toEqual({ birth_date: '1985-12-31', start_work_date: '2020-09-01' });
  });
});

describe('access', () => {
  it('needs staff.write; another company is not found', async () => {
    const verifier = await member('verifier');
    const body = { companyId, fileName: 'staff.csv', content: b64(GOOD) };
    expect((await rest(app, 'POST', '/api/employees/import', { user: verifier, body })).status).toBe(403);
    const stranger = await signedInUser(app);
    expect((await rest(app, 'POST', '/api/employees/import/preview', { user: stranger, body })).status).toBe(404);
    const template = await rest(app, 'GET', `/api/employees/import/template?companyId=${companyId}`, {
      user: stranger,
    });
    expect(template.status).toBe(404);
  });
});
