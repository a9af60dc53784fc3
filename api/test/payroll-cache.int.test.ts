import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from './harness';
import { createServer, type AppServer } from '../src/app/server';
import { loadConfig } from '../src/shared/config';
import { connect, fixtures } from './support/staff.fixtures';

/**
 * The computed payroll is shared between requests until the company changes: a repeated read
 * runs no payroll query; any pay, employee or department change, made through this process or
 * another one on the same database and Redis, is seen by the next read.
 */
let app: TestApp;
let other: AppServer;
let otherUrl: string;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let departmentId: number;
let employeeId: number;
const payrollQueries: string[] = [];

const cards = async (url = app.url) => {
  const res = await fetch(`${url}/api/dashboard/employee-cards?companyId=${companyId}&period=2026-10`, {
    headers: owner.headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number; totalSalary: string; departmentName: string }[];
};

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Кэш'));
  const post = (p: string, body: Record<string, unknown>) =>
    rest(app, 'POST', p, { user: owner, body: { companyId, ...body } });
  departmentId = (await post('/api/departments', { name: 'Продажи' })).body.id;
  employeeId = await f.employee(companyId);
  await f.placeInDepartment(employeeId, departmentId);
  await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '1000',
    appliesTo: { departments: [departmentId] },
  });
  other = await createServer(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      APP_URL: 'http://app.test',
      DATA_DIR: path.join(os.tmpdir(), `sp-${app.redisPrefix.slice(0, -1)}-b`),
      SESSION_SECRET: 'test-session-secret-0123456789',
      WEB_DIST: '/nonexistent',
    }),
    { redisPrefix: app.redisPrefix },
  );
  otherUrl = await other.listen(0, '127.0.0.1');
  app.server.deps.orm.config.set('onQuery', (sql: string) => {
    if (/performance_records|ledger_records/.test(sql)) payrollQueries.push(sql);
    return sql;
  });
});

afterAll(async () => {
  await other?.close();
  await db?.end();
  await app?.close();
});

it('a repeated read computes nothing again', async () => {
  expect((await cards())[0]!.totalSalary).toBe('1000.00');
  const after = payrollQueries.length;
  expect(after).toBeGreaterThan(0);
  await Promise.all([cards(), cards(), cards()]);
  expect(payrollQueries.length).toBe(after);
});

it('a pay change through this process is seen by the very next read', async () => {
  const res = await rest(app, 'POST', '/api/bonuses-penalties', {
    user: owner,
    body: { companyId, employeeId, type: 'bonus', amount: '250', reason: 'Премия', appliedDate: '2026-10-05' },
  });
  expect(res.status).toBe(201);
  expect((await cards())[0]!.totalSalary).toBe('1250.00');
});

it('employee and department changes are seen by the next read', async () => {
  const renamed = await rest(app, 'PUT', `/api/departments/${departmentId}`, {
    user: owner,
    body: { companyId, name: 'Отдел продаж' },
  });
  expect(renamed.status).toBe(200);
  expect((await cards())[0]!.departmentName).toBe('Отдел продаж');
  const employee = await rest(app, 'GET', `/api/employees/${employeeId}?companyId=${companyId}`, { user: owner });
  const updated = await rest(app, 'PUT', `/api/employees/${employeeId}`, {
    user: owner,
    body: { ...employee.body, companyId, status: 'inactive', photo: undefined, photoUrl: undefined },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  expect(await cards()).toEqual([]);
  await rest(app, 'PUT', `/api/employees/${employeeId}`, {
    user: owner,
    body: { ...employee.body, companyId, status: 'active', photo: undefined, photoUrl: undefined },
  });
  expect(await cards()).toHaveLength(1);
});

it('a change made through another process reaches this one over the bus', async () => {
  const before = (await cards())[0]!.totalSalary;
  const res = await fetch(`${otherUrl}/api/bonuses-penalties`, {
    method: 'POST',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      companyId,
      employeeId,
      type: 'penalty',
      amount: '100',
      reason: 'Штраф',
      appliedDate: '2026-10-06',
    }),
  });
  expect(res.status).toBe(201);
  // The other process's event travels through Redis: read until it has arrived (bounded).
  let total = before;
  for (let i = 0; i < 100 && total === before; i++) {
    await new Promise((r) => setImmediate(r));
    total = (await cards())[0]!.totalSalary;
  }
  expect(total).toBe('1150.00');
});
