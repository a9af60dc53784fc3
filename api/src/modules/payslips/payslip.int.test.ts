import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { renderPayslip, type Payslip } from './payslip.pdf';

/**
 * Payslips of October 2026 through the API, read back with poppler's pdftotext: the figures are
 * the engine's card to the cent, a fixed month prints its snapshot, and only those who may see an
 * employee's pay get the file.
 */
const run = promisify(execFile);
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let salaryTemplate: number;
let salaryBody: Record<string, unknown>;
const emp = { a: 0, b: 0 };
const logs: string[] = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'payslip-'));

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  try {
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run('pdftotext', ['-layout', file, '-']),
      run('pdfinfo', [file]),
    ]);
    return { text: text.replace(/[\u00a0\u202f]/g, ' '), pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext/pdfinfo not found: install poppler-utils (scripts/preflight.sh does it as root)');
    }
    throw err;
  }
}

async function download(employeeId: number, period: string | null, user: TestUser = owner) {
  const q = period === null ? '' : `&period=${period}`;
  const res = await fetch(`${app.url}/api/payslips/${employeeId}?companyId=${companyId}${q}`, {
    headers: user.headers,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

const money = (v: string) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(v as unknown as number)
    .replace(/[\u00a0\u202f]/g, ' ')} ₽`;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label and its amount on one line of the layout text. */
const lineOf = (...parts: string[]) => new RegExp(parts.map(esc).join('\\s+'));
const MODES: Record<string, string> = { base: 'Оклад', bonus: 'Бонус', penalty: 'Штраф' };

interface Card {
  id: number;
  baseSalary: string;
  totalBonuses: string;
  totalPenalties: string;
  totalAdvances: string;
  piecework: string;
  totalSalary: string;
  amountDue: string;
  appliedRules: { name: string; salaryMode: string; calculatedAmount: string }[];
  bonuses: { reason: string; amount: string }[];
}

async function octoberCard(employeeId: number): Promise<Card> {
  const res = await gql<{ employeeCards: Card[] }>(
    app,
    `query($c: Int!) { employeeCards(companyId: $c, period: "2026-10") {
      id baseSalary totalBonuses totalPenalties totalAdvances piecework totalSalary amountDue
      appliedRules { name salaryMode calculatedAmount } bonuses { reason amount } } }`,
    { c: companyId },
    owner,
  );
  return res.data!.employeeCards.find((c) => c.id === employeeId)!;
}

function expectCard(text: string, card: Card): void {
  for (const r of card.appliedRules)
    expect(text).toMatch(lineOf(r.name, MODES[r.salaryMode], money(r.calculatedAmount)));
  for (const b of card.bonuses) expect(text).toMatch(lineOf(b.reason, money(b.amount)));
  expect(text).toMatch(lineOf('Бонусы', money(card.totalBonuses)));
  expect(text).toMatch(lineOf('Штрафы', money(card.totalPenalties)));
  expect(text).toMatch(lineOf('Авансы', money(card.totalAdvances)));
  expect(text).toMatch(lineOf('Сдельная', money(card.piecework)));
  expect(text).toMatch(lineOf('Итого начислено', money(card.totalSalary)));
  expect(text).toMatch(lineOf('К доплате', money(card.amountDue)));
}

async function post(p: string, body: Record<string, unknown>) {
  const res = await rest(app, 'POST', p, { user: owner, body: { companyId, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void logs.push(line) } });
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('ООО «Ёлка и Щит»', { currency: 'RUB' }));
  const dep = (await post('/api/departments', { name: 'Продажи' })).id as number;
  emp.a = await f.employee(companyId, { firstName: 'Айгерим', lastName: 'Абаева' });
  emp.b = await f.employee(companyId, { firstName: 'Бакыт', lastName: 'Бекова' });
  for (const id of [emp.a, emp.b]) await f.placeInDepartment(id, dep);
  await db.query(`update employees set job_position = 'менеджер' where id = $1`, [emp.a]);

  salaryBody = {
    templateName: 'Оклад менеджера',
    ruleType: 'fixed',
    value: '30000',
    period: 'monthly',
    salaryMode: 'base',
    appliesTo: { departments: [dep], employees: [] },
  };
  salaryTemplate = (await post('/api/salary-rule-templates', salaryBody)).id;
  await post('/api/salary-rule-templates', {
    templateName: 'Личные продажи',
    ruleType: 'percent_individual',
    value: '10',
    salaryMode: 'base',
    appliesTo: { departments: [], employees: [emp.a] },
  });
  const bonusTpl = (
    await post('/api/bonus-rule-templates', {
      templateName: 'Лучший отзыв',
      calculationType: 'fixed',
      amount: 1000,
      assignmentType: 'group',
      employeeIds: [emp.a],
    })
  ).id;
  const penaltyTpl = (
    await post('/api/penalty-rule-templates', {
      templateName: 'Опоздание',
      calculationType: 'per_unit',
      amount: 200,
      unitType: 'per_violation',
      assignmentType: 'department',
      departmentIds: [dep],
    })
  ).id;
  await post('/api/employee-performance', {
    employeeId: emp.a,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    ordersCount: 10,
    employeeProfit: '150000.55',
    bonusRules: [{ ruleId: bonusTpl, unitCount: 1 }],
    penaltyRules: [{ ruleId: penaltyTpl, unitCount: 2 }],
  });
  const ledger = (employeeId: number, type: string, amount: string, appliedDate: string, reason: string, extra = {}) =>
    post('/api/bonuses-penalties', { employeeId, type, amount, appliedDate, reason, ...extra });
  await ledger(emp.a, 'bonus', '2000', '2026-10-15', 'Премия за выставку');
  await ledger(emp.a, 'penalty', '300.50', '2026-10-10', 'Порча товара');
  await ledger(emp.a, 'advance', '10000', '2026-10-20', 'Аванс');
  await ledger(emp.a, 'piecework', '1500', '2026-10-05', 'Сборка витрин', { quantity: 3 });
  await ledger(emp.b, 'bonus', '700', '2026-10-25', 'Помощь коллеге');
}, 60_000);

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await db?.end();
  await app?.close();
});

describe('a payslip of October 2026', () => {
  it('prints the engine’s card to the cent on one page, in Cyrillic', async () => {
    const res = await download(emp.a, '2026-10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="payslip-${emp.a}-2026-10.pdf"; filename*=UTF-8''${encodeURIComponent('Расчётный лист Абаева 2026-10.pdf')}`,
    );
    const { text, pages } = await pdfText(res.bytes);
    expect(pages).toBe(1);
    expect(text).toContain('РАСЧЁТНЫЙ ЛИСТ');
    expect(text).toContain('ООО «Ёлка и Щит»');
    expect(text).toMatch(lineOf('Сотрудник', 'Абаева Айгерим'));
    expect(text).toMatch(lineOf('Отдел', 'Продажи'));
    expect(text).toMatch(lineOf('Должность', 'Менеджер'));
    expect(text).toContain('Октябрь 2026');
    expect(text).toContain('01.10.2026–31.10.2026');
    expect(text).not.toContain('зафиксирован');
    const card = await octoberCard(emp.a);
    expect(card.appliedRules.length).toBeGreaterThanOrEqual(4);
    expectCard(text, card);
    expect(text).toMatch(lineOf('15.10.2026', 'Премия за выставку', '2 000,00 ₽'));
    expect(text).toMatch(lineOf('10.10.2026', 'Порча товара', '300,50 ₽'));
    expect(text).toMatch(lineOf('20.10.2026', 'Аванс', '10 000,00 ₽'));
    expect(text).toMatch(lineOf('05.10.2026', 'Сборка витрин', '1 500,00 ₽'));
  });

  it('a fixed month prints its snapshot, whatever changed since', async () => {
    const before = await octoberCard(emp.a);
    await post('/api/fix-employee-rules', {
      employeeId: emp.a,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      ordersCount: 0,
      employeeProfit: '0',
    });
    const changed = await rest(app, 'PUT', `/api/salary-rule-templates/${salaryTemplate}`, {
      user: owner,
      body: { companyId, ...salaryBody, value: '35000' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const live = await octoberCard(emp.a);
    expect(live.totalSalary).not.toBe(before.totalSalary);

    const { text, pages } = await pdfText((await download(emp.a, '2026-10')).bytes);
    expect(pages).toBe(1);
    expect(text).toMatch(/Период зафиксирован \d{2}\.\d{2}\.\d{4}/);
    expectCard(text, before);
    expect(text).not.toContain(money(live.totalSalary));
  });

  it('a fix of part of the month leaves the live figures and says so', async () => {
    await post('/api/fix-employee-rules', {
      employeeId: emp.b,
      startDate: '2026-10-01',
      endDate: '2026-10-15',
      ordersCount: 0,
      employeeProfit: '0',
    });
    const { text } = await pdfText((await download(emp.b, '2026-10')).bytes);
    expect(text).toContain('Зафиксирована часть месяца (01.10.2026–15.10.2026)');
    expect(text).not.toContain('Период зафиксирован');
    expectCard(text, await octoberCard(emp.b));
  });

  it('GraphQL payslipUrl answers a link that downloads with the same token', async () => {
    const res = await gql<{ payslipUrl: string }>(
      app,
      'query($c: Int!, $e: Int!, $p: String!) { payslipUrl(companyId: $c, employeeId: $e, period: $p) }',
      { c: companyId, e: emp.b, p: '2026-10' },
      owner,
    );
    expect(res.data?.payslipUrl).toBe(`/api/payslips/${emp.b}?companyId=${companyId}&period=2026-10`);
    const file = await fetch(app.url + res.data!.payslipUrl, { headers: owner.headers });
    expect(file.status).toBe(200);
    expect((await pdfText(Buffer.from(await file.arrayBuffer()))).text).toContain('Бекова Бакыт');
  });

  it('only those who may see the employee’s pay get it; a bad period is 400', async () => {
    const f = fixtures(app, db);
    const member = await f.member(companyId, 'employee');
    await db.query('update employees set user_id = $1 where id = $2', [member.user.id, emp.b]);
    expect((await download(emp.b, '2026-10', member)).status).toBe(200);
    const foreign = await rest(app, 'GET', `/api/payslips/${emp.a}?companyId=${companyId}&period=2026-10`, {
      user: member,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Сотрудник не найден');
    const urlOfOther = await gql(
      app,
      'query($c: Int!, $e: Int!) { payslipUrl(companyId: $c, employeeId: $e, period: "2026-10") }',
      { c: companyId, e: emp.a },
      member,
    );
    expect(urlOfOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect((await download(emp.a, '2026-10', await f.member(companyId, 'verifier'))).status).toBe(200);

    const other = await f.company('Чужая');
    expect((await download(emp.a, '2026-10', other.owner)).status).toBe(404);
    const theirs = await f.employee(other.companyId, { lastName: 'Чужой' });
    const cross = await rest(app, 'GET', `/api/payslips/${theirs}?companyId=${companyId}&period=2026-10`, {
      user: owner,
    });
    expect(cross.status).toBe(404);
    expect(cross.body.message).toBe('Сотрудник не найден');

    for (const period of [null, '2026-13', '2026-1', 'октябрь', '2026-10-01']) {
      const res = await rest(
        app,
        'GET',
        `/api/payslips/${emp.a}?companyId=${companyId}${period === null ? '' : `&period=${encodeURIComponent(period)}`}`,
        { user: owner },
      );
      expect(res.status, String(period)).toBe(400);
      expect(res.body.message).toBe('Некорректный период');
    }
  });

  it('no name reaches the logs', () => {
    const all = logs.join('\n');
    for (const name of ['Абаева', 'Айгерим', 'Бекова', 'Ёлка']) expect(all).not.toContain(name);
  });
});

describe('the layout', () => {
  const line = (i: number) => ({ id: i, reason: `Основание ${i}`, amount: `${i + 1}.00`, appliedDate: '2026-11-03' });
  const payslip = (rules: number, lines: number): Payslip => ({
    companyName: 'Компания',
    currency: 'KGS',
    lastName: 'Длинная',
    firstName: 'Карточка',
    department: null,
    position: null,
    month: '2026-11',
    period: { from: '2026-11-01', to: '2026-11-30' },
    fixedOn: null,
    partialFixes: [],
    figures: {
      ordersCount: 0,
      employeeProfit: '0.00',
      averageCheck: null,
      baseSalary: '1.00',
      ruleBonuses: '0.00',
      rulePenalties: '0.00',
      totalBonuses: '0.00',
      totalPenalties: '0.00',
      totalAdvances: '0.00',
      piecework: '0.00',
      totalSalary: '1.00',
      amountDue: '1.00',
      appliedRules: Array.from({ length: rules }, (_, i) => ({
        source: 'salary' as const,
        ruleId: i,
        name: `Правило ${i}`,
        salaryMode: 'base' as const,
        calculatedAmount: '1.00',
      })),
      shouldShowOrdersAndProfit: false,
      bonuses: Array.from({ length: lines / 4 }, (_, i) => line(i)),
      penalties: Array.from({ length: lines / 4 }, (_, i) => line(100 + i)),
      advances: Array.from({ length: lines / 4 }, (_, i) => line(200 + i)),
      pieceworks: Array.from({ length: lines / 4 }, (_, i) => line(300 + i)),
    },
  });

  it('10 applied rules and 20 ledger lines fit one page', async () => {
    expect((await pdfText(await renderPayslip(payslip(10, 20)))).pages).toBe(1);
  });

  it('a longer card flows onto more pages without losing a line', async () => {
    const { text, pages } = await pdfText(await renderPayslip(payslip(40, 80)));
    expect(pages).toBeGreaterThan(1);
    for (let i = 0; i < 40; i += 1) expect(text).toMatch(new RegExp(`Правило ${i}\\s`));
    for (const base of [0, 100, 200, 300]) {
      for (let i = base; i < base + 20; i += 1) expect(text).toMatch(lineOf(`Основание ${i}`, `${i + 1},00 сом`));
    }
    expect(text).toContain(`Лист ${pages} из ${pages}`);
    expect(text).toMatch(lineOf('К доплате', '1,00 сом'));
  });
});
