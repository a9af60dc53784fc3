import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { todayInZone } from '../../shared/calendar/calendar-dates';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;
let foreignOwner: TestUser;
let foreignCompanyId: number;
let sales: number;
let support: number;
let north: number;
let anna: number;
let boris: number;
let today: string;

const SECRETS = [
  'secret.anna@example.test',
  '+996 700 111 222',
  '1990-04-05',
  'ТайноеХобби',
  'Чужак',
  'secret-foreign',
];
/** Keys that must never appear anywhere in a public answer, at any depth. */
const DENIED_KEYS = [
  'email',
  'phone',
  'birthDate',
  'birthYear',
  'userId',
  'shareUrl',
  'shareToken',
  'createdAt',
  'updatedAt',
  'hobbies',
  'strengths',
  'weaknesses',
  'education',
  'certificates',
  'workExperience',
  'skillsCompetencies',
  'foreignLanguages',
  'previousWorkExperience',
  'personalQualities',
  'bonuses',
  'penalties',
  'advances',
  'pieceworks',
  'reason',
];

const insertId = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка', { currency: 'KGS' }));
  ({ owner: foreignOwner, companyId: foreignCompanyId } = await f.company('Чужая'));
  const tz = (await db.query('select timezone from companies where id = $1', [companyId])).rows[0].timezone;
  today = todayInZone(tz);
  sales = await insertId(
    `insert into departments (company_id, name, created_at, updated_at) values ($1, 'Продажи', now(), now()) returning id`,
    [companyId],
  );
  support = await insertId(
    `insert into departments (company_id, name, created_at, updated_at) values ($1, 'Поддержка', now(), now()) returning id`,
    [companyId],
  );
  north = await insertId(
    `insert into branches (company_id, name, city, created_at, updated_at) values ($1, 'Северный', 'Бишкек', now(), now()) returning id`,
    [companyId],
  );
  anna = await f.employee(companyId, { firstName: 'Анна', lastName: 'Алиева', birthDate: '1990-04-05' });
  await db.query(`update employees set email = $2, phone = $3, hobbies = 'ТайноеХобби' where id = $1`, [
    anna,
    SECRETS[0],
    SECRETS[1],
  ]);
  await f.placeInDepartment(anna, sales);
  await f.placeInBranch(anna, north);
  boris = await f.employee(companyId, { firstName: 'Борис', lastName: 'Бекова' });
  await f.placeInDepartment(boris, support);
  const stranger = await f.employee(foreignCompanyId, { firstName: 'Чужак', lastName: 'Чужой' });
  await db.query(`update employees set email = 'secret-foreign@example.test' where id = $1`, [stranger]);
  for (const [employeeId, type, amount] of [
    [anna, 'bonus', '1000.00'],
    [anna, 'advance', '300.00'],
    [boris, 'penalty', '50.00'],
  ] as const) {
    const res = await rest(app, 'POST', '/api/bonuses-penalties', {
      user: owner,
      body: { companyId, employeeId, type, amount, reason: 'Тест', appliedDate: today },
    });
    if (res.status !== 201) throw new Error(`ledger: ${res.status} ${JSON.stringify(res.body)}`);
  }
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const FLAGS = [
  'showCompanyProfit',
  'showDepartmentProfit',
  'showEmployeeProfit',
  'showTeamBonuses',
  'showAdvances',
  'showSalaryPayouts',
  'showThresholdProgress',
  'showEmployeeCards',
] as const;
const allOn = Object.fromEntries(FLAGS.map((k) => [k, true]));

async function dashboard(body: Record<string, unknown>, user = owner, company = companyId) {
  const res = await rest(app, 'POST', '/api/custom-dashboards', {
    user,
    body: { companyId: company, name: 'Стена', ...body },
  });
  if (res.status !== 201) throw new Error(`dashboard: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; shareUrl: string };
}
const shared = (shareUrl: string) => rest(app, 'GET', `/api/shared-dashboard/${encodeURIComponent(shareUrl)}/data`);

function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysDeep(v, into);
    }
  }
  return into;
}

function expectNothingPrivate(body: unknown, dashboardId: number, shareUrl: string) {
  const keys = keysDeep(body);
  expect(DENIED_KEYS.filter((k) => keys.has(k))).toEqual([]);
  const raw = JSON.stringify(body);
  for (const secret of [...SECRETS, shareUrl]) expect(raw).not.toContain(secret);
  expect(raw).not.toContain(`"companyId":${foreignCompanyId}`);
  expect((body as { dashboard: Record<string, unknown> }).dashboard).not.toHaveProperty('id', dashboardId);
}

const annaCard = (fields: Record<string, unknown> = {}) => ({
  id: anna,
  firstName: 'Анна',
  lastName: 'Алиева',
  name: 'Анна Алиева',
  photoUrl: null,
  role: 'employee',
  departmentId: sales,
  status: 'active',
  ordersCount: 0,
  employeeProfit: '0.00',
  averageCheck: null,
  shouldShowOrdersAndProfit: expect.any(Boolean),
  totalSalary: expect.any(String),
  baseSalary: '0.00',
  bonusAmount: '1000.00',
  penaltyAmount: '0.00',
  advanceAmount: '300.00',
  // The highest profit of the shown.
  rank: 1,
  appliedRules: [],
  ...fields,
});

describe('the public shared dashboard', () => {
  it('answers the base dashboard with every part, without sign-in and never cached', async () => {
    const base = (await rest(app, 'POST', '/api/custom-dashboards/base', { user: owner, body: { companyId } })).body;
    const res = await shared(base.shareUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      privacyMode: false,
      dashboard: {
        name: 'Базовый дашборд',
        description: null,
        selectedDepartments: [],
        selectedBranches: [],
        thresholdProgressDepartments: [],
        employeeCardsDepartments: [],
        ...allOn,
      },
      company: {
        name: 'Ромашка',
        logoUrl: null,
        currency: 'KGS',
        language: expect.any(String),
        timezone: 'Asia/Bishkek',
      },
      companyId,
      departments: expect.arrayContaining([
        { id: sales, name: 'Продажи' },
        { id: support, name: 'Поддержка' },
      ]),
      branches: [{ id: north, name: 'Северный' }],
      employees: [
        annaCard(),
        expect.objectContaining({ id: boris, name: 'Борис Бекова', penaltyAmount: '50.00', bonusAmount: '0.00' }),
      ],
      thresholdProgress: [],
      baseRatePercentage: null,
      totalBaseRateAmount: '0.00',
      totalTeamBonuses: '0.00',
      totalAdvances: '300.00',
      totalSalaryPayouts: expect.any(String),
      bestEmployee: null,
    });
    expect(res.body.departments).toHaveLength(2);
    // Salary payouts are the sum of the shown employees' totals.
    const sum = res.body.employees.reduce((s: number, e: { totalSalary: string }) => s + Number(e.totalSalary), 0);
    expect(Number(res.body.totalSalaryPayouts)).toBeCloseTo(sum, 2);
    expectNothingPrivate(res.body, base.id, base.shareUrl);
  });

  it('leaves out exactly the keys each flag hides', async () => {
    const full = (await shared((await dashboard(allOn)).shareUrl)).body;
    const hides: Record<(typeof FLAGS)[number], { top: string[]; employee: string[] }> = {
      showCompanyProfit: { top: ['baseRatePercentage', 'totalBaseRateAmount'], employee: [] },
      showDepartmentProfit: { top: [], employee: [] },
      showEmployeeProfit: {
        top: [],
        employee: ['ordersCount', 'employeeProfit', 'averageCheck', 'shouldShowOrdersAndProfit'],
      },
      showTeamBonuses: { top: ['totalTeamBonuses'], employee: [] },
      showAdvances: { top: ['totalAdvances'], employee: ['advanceAmount'] },
      // Per-employee amounts show only with payouts (rule amounts stay listed, their sums null).
      showSalaryPayouts: {
        top: ['totalSalaryPayouts'],
        employee: ['totalSalary', 'baseSalary', 'bonusAmount', 'penaltyAmount', 'advanceAmount'],
      },
      showThresholdProgress: { top: ['thresholdProgress'], employee: [] },
      showEmployeeCards: { top: ['employees', 'bestEmployee'], employee: [] },
    };
    const omit = (o: Record<string, unknown>, keys: string[]) =>
      Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
    for (const flag of FLAGS) {
      const d = await dashboard({ ...allOn, [flag]: false });
      const body = (await shared(d.shareUrl)).body;
      const expected = omit({ ...full, dashboard: { ...full.dashboard, [flag]: false } }, hides[flag].top);
      if (expected.employees) {
        expected.employees = full.employees.map((e: Record<string, unknown>) => ({
          ...omit(e, hides[flag].employee),
          // Ranks go by profit: with it hidden there is no rank.
          ...(flag === 'showEmployeeProfit' ? { rank: null } : {}),
          ...(flag === 'showSalaryPayouts'
            ? {
                appliedRules: (e.appliedRules as Record<string, unknown>[]).map((r) => ({
                  ...r,
                  calculatedAmount: null,
                })),
              }
            : {}),
        }));
      }
      expect(body, flag).toEqual(expected);
      expectNothingPrivate(body, d.id, d.shareUrl);
    }
    const none = await dashboard({});
    const bare = (await shared(none.shareUrl)).body;
    expect(bare).toEqual({
      privacyMode: false,
      dashboard: { ...full.dashboard, ...Object.fromEntries(FLAGS.map((k) => [k, false])) },
      company: full.company,
      companyId,
      departments: full.departments,
      branches: full.branches,
    });
  });

  it('shows only the selected departments and branches, and their employees', async () => {
    const d = await dashboard({ ...allOn, selectedDepartments: [support] });
    const body = (await shared(d.shareUrl)).body;
    expect(body.departments).toEqual([{ id: support, name: 'Поддержка' }]);
    expect(body.employees.map((e: { id: number }) => e.id)).toEqual([boris]);
    expect(body.totalAdvances).toBe('0.00');
    expectNothingPrivate(body, d.id, d.shareUrl);

    const byBranch = (await shared((await dashboard({ ...allOn, selectedBranches: [north] })).shareUrl)).body;
    expect(byBranch.branches).toEqual([{ id: north, name: 'Северный' }]);
    expect(byBranch.employees.map((e: { id: number }) => e.id)).toEqual([anna]);

    const cards = (await shared((await dashboard({ ...allOn, employeeCardsDepartments: [sales] })).shareUrl)).body;
    expect(cards.employees.map((e: { id: number }) => e.id)).toEqual([anna]);
    // The totals still cover every employee the dashboard shows, the cards only narrow the list.
    expect(cards.totalAdvances).toBe('300.00');
  });

  it('answers 404 with the message to unknown, malformed, rotated and deleted links', async () => {
    const d = await dashboard(allOn);
    for (const bad of ['x'.repeat(32), 'short', d.shareUrl.slice(1) + '!', String(d.id)]) {
      const res = await shared(bad);
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe('Дашборд не найден или неактивен');
    }
    const rotated = await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, {
      user: owner,
      body: { companyId },
    });
    expect((await shared(d.shareUrl)).status).toBe(404);
    expect((await shared(rotated.body.shareUrl)).status).toBe(200);
    await rest(app, 'DELETE', `/api/custom-dashboards/${d.id}?companyId=${companyId}`, { user: owner });
    const gone = await shared(rotated.body.shareUrl);
    expect(gone).toMatchObject({ status: 404, body: { message: 'Дашборд не найден или неактивен' } });
  });

  it('shows each company only its own data through its own link', async () => {
    const theirs = await dashboard(allOn, foreignOwner, foreignCompanyId);
    const body = (await shared(theirs.shareUrl)).body;
    expect(body.companyId).toBe(foreignCompanyId);
    expect(body.employees.map((e: { name: string }) => e.name)).toEqual(['Чужак Чужой']);
    expect(JSON.stringify(body)).not.toContain('Анна');
  });

  it('answers the same data over GraphQL without sign-in, and NOT_FOUND for a dead link', async () => {
    const d = await dashboard({ ...allOn, showAdvances: false });
    const query = `query($s:String!){ sharedDashboardData(shareUrl:$s){ companyId dashboard{ name showAdvances }
      employees{ name advanceAmount bonusAmount } totalAdvances totalSalaryPayouts } }`;
    const res = await gql(app, query, { s: d.shareUrl });
    expect(res.errors).toBeUndefined();
    expect(res.data.sharedDashboardData).toMatchObject({
      companyId,
      dashboard: { name: 'Стена', showAdvances: false },
      employees: [
        { name: 'Анна Алиева', advanceAmount: null, bonusAmount: '1000.00' },
        { name: 'Борис Бекова', advanceAmount: null, bonusAmount: '0.00' },
      ],
      totalAdvances: null,
    });
    const dead = await gql(app, query, { s: 'y'.repeat(32) });
    expect(dead.errors?.[0]).toMatchObject({
      message: 'Дашборд не найден или неактивен',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('names the same best employee as the company’s dashboard (the highest profit), with the month’s total, even where profit is hidden', async () => {
    // Борис earns the profit; Анна has the higher month total (her bonus).
    const saved = await rest(app, 'POST', '/api/employee-performance', {
      user: owner,
      body: {
        companyId,
        employeeId: boris,
        startDate: `${today.slice(0, 7)}-01`,
        endDate: today,
        ordersCount: 3,
        employeeProfit: '9000',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const summary = await gql(
      app,
      'query($c:Int!){ payrollSummary(companyId:$c){ bestEmployee { id } } }',
      { c: companyId },
      owner,
    );
    expect(summary.data.payrollSummary.bestEmployee.id).toBe(boris);
    const full = (await shared((await dashboard(allOn)).shareUrl)).body;
    const borisTotal = full.employees.find((e: { id: number }) => e.id === boris).totalSalary;
    const annaTotal = full.employees.find((e: { id: number }) => e.id === anna).totalSalary;
    expect(Number(annaTotal)).toBeGreaterThan(Number(borisTotal));
    expect(full.bestEmployee).toEqual({ id: boris, name: 'Борис Бекова', totalSalary: borisTotal });
    const noProfit = (
      await shared((await dashboard({ ...allOn, showEmployeeProfit: false, showCompanyProfit: false })).shareUrl)
    ).body;
    expect(noProfit.bestEmployee).toEqual({ id: boris, name: 'Борис Бекова', totalSalary: borisTotal });
    const noPayouts = (await shared((await dashboard({ ...allOn, showSalaryPayouts: false })).shareUrl)).body;
    expect(noPayouts.bestEmployee).toEqual({ id: boris, name: 'Борис Бекова', totalSalary: null });
    const onlySupport = (await shared((await dashboard({ ...allOn, selectedDepartments: [support] })).shareUrl)).body;
    expect(onlySupport.bestEmployee?.id ?? null).not.toBe(anna);
  });
});
