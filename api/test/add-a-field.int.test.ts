import ExcelJS from 'exceljs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from './harness';
import { connect, fixtures } from './support/staff.fixtures';

/**
 * The recipe "Add a field" of docs/architecture.md, executed: a field declared in one place (the
 * declaration below, standing in for an edit of schema/src/staff/employee.fields.ts) plus its
 * migration (the ALTER below) is stored, answered, guarded, exported, imported and backed up,
 * with no other edit. GraphQL, the form and the passport are the recipe's remaining hand steps.
 */
vi.mock('@staffpay/schema/staff/employee.fields', async (importOriginal) => {
  const original = await importOriginal<typeof import('@staffpay/schema/staff/employee.fields')>();
  return {
    ...original,
    EMPLOYEE_FIELDS: {
      ...original.EMPLOYEE_FIELDS,
      personnelNumber: {
        type: { of: 'text', max: 20 },
        label: 'Табельный номер',
        nullable: true,
        permission: { key: 'employees.field.personnelNumber', description: 'Табельный номер сотрудника' },
        column: { example: 'Т-0042' },
        passport: 'contacts',
      },
    },
  };
});

const MIGRATION = 'alter table "employees" add column "personnel_number" varchar(20) null';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;
let departmentId: number;
let employeeId: number;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' });
  db = await connect(app);
  await db.query(MIGRATION);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Табель'));
  const department = await rest(app, 'POST', '/api/departments', {
    user: owner,
    body: { companyId, name: 'Склад' },
  });
  departmentId = department.body.id;
  const created = await rest(app, 'POST', '/api/employees', {
    user: owner,
    body: {
      companyId,
      firstName: 'Анна',
      lastName: 'Ким',
      phone: '+996 555 1',
      departmentIds: [departmentId],
      personnelNumber: 'Т-0042',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  employeeId = created.body.id;
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

async function sheetRows(user: TestUser, id: number): Promise<string[][]> {
  const res = await fetch(`${app.url}/api/employees/export?companyId=${id}&format=xlsx`, { headers: user.headers });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe('add a field: one declaration and its migration', () => {
  it('is stored from the form and shown in the view', async () => {
    const res = await rest(app, 'GET', `/api/employees/${employeeId}?companyId=${companyId}`, { user: owner });
    expect(res.body.personnelNumber).toBe('Т-0042');
    const stored = await db.query('select personnel_number from employees where id = $1', [employeeId]);
    expect(stored.rows[0].personnel_number).toBe('Т-0042');
  });

  it('has its own field permission in the role tree, and a role without it reads null', async () => {
    const role = await rest(app, 'POST', '/api/system-roles', {
      user: owner,
      body: { companyId, name: 'Кадры', code: 'staff_reader', permissions: ['employees.view'] },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const path = `/api/system-roles/${role.body.id}/hierarchical-permissions`;
    await rest(app, 'POST', `${path}/initialize`, { user: owner, body: { companyId } });
    const tree = await rest(app, 'GET', `${path}?companyId=${companyId}`, {
      user: owner,
    });
    const entry = tree.body.find(
      (e: { permissionKey: string }) => e.permissionKey === 'employees.field.personnelNumber',
    );
    expect(entry).toMatchObject({ permissionName: 'Табельный номер', level: 'field', isGranted: false });
    const reader = await f.member(companyId, 'staff_reader');
    const seen = await rest(app, 'GET', `/api/employees/${employeeId}?companyId=${companyId}`, { user: reader });
    expect(seen.status).toBe(200);
    expect(seen.body.firstName).toBe('Анна');
    expect(seen.body.personnelNumber).toBeNull();
    const manager = await f.member(companyId, 'manager');
    const full = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user: manager });
    expect(full.body[0].personnelNumber).toBe('Т-0042');

    const hidden = await sheetRows(reader, companyId);
    const column = hidden[0]!.indexOf('Табельный номер');
    expect(column).toBeGreaterThan(-1);
    expect(hidden[1]![column]).toBe('');
  });

  it('is a column of the template and of the export, and the export imports back', async () => {
    const template = await fetch(`${app.url}/api/employees/import/template?companyId=${companyId}&format=csv`, {
      headers: owner.headers,
    });
    expect(await template.text()).toContain('Табельный номер');
    const rows = await sheetRows(owner, companyId);
    const column = rows[0]!.indexOf('Табельный номер');
    expect(rows[1]![column]).toBe('Т-0042');

    const other = await f.company('Табель 2');
    await rest(app, 'POST', '/api/departments', {
      user: other.owner,
      body: { companyId: other.companyId, name: 'Склад' },
    });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Сотрудники');
    for (const row of rows) sheet.addRow(row);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const imported = await rest(app, 'POST', '/api/employees/import', {
      user: other.owner,
      body: { companyId: other.companyId, fileName: 'employees.xlsx', content },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300);
    const list = await rest(app, 'GET', `/api/employees?companyId=${other.companyId}`, { user: other.owner });
    expect(list.body.map((e: { personnelNumber: string }) => e.personnelNumber)).toEqual(['Т-0042']);
  });

  it('goes through a backup and a restore', async () => {
    const backup = await fetch(`${app.url}/api/database/backup/company/${companyId}`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(backup.status).toBe(200);
    const file = JSON.parse(await backup.text());
    expect(file.employees.map((e: { personnelNumber: string }) => e.personnelNumber)).toEqual(['Т-0042']);

    const restored = await rest(app, 'POST', '/api/database/restore', {
      user: owner,
      body: { mode: 'new', backup: file },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const list = await rest(app, 'GET', `/api/employees?companyId=${restored.body.companyId}`, { user: owner });
    expect(list.body.map((e: { personnelNumber: string }) => e.personnelNumber)).toEqual(['Т-0042']);
  });
});
