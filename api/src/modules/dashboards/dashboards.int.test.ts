import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;
let foreignCompanyId: number;
let sales: number;
let support: number;
let north: number;
let foreignDepartment: number;
let foreignBranch: number;

const insertId = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as number;
const department = (company: number, name: string) =>
  insertId(
    `insert into departments (company_id, name, created_at, updated_at) values ($1, $2, now(), now()) returning id`,
    [company, name],
  );
const branch = (company: number, name: string) =>
  insertId(
    `insert into branches (company_id, name, city, created_at, updated_at) values ($1, $2, 'Бишкек', now(), now()) returning id`,
    [company, name],
  );

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
  ({ owner: outsider, companyId: foreignCompanyId } = await f.company('Чужая'));
  sales = await department(companyId, 'Продажи');
  support = await department(companyId, 'Поддержка');
  north = await branch(companyId, 'Северный');
  foreignDepartment = await department(foreignCompanyId, 'Чужой отдел');
  foreignBranch = await branch(foreignCompanyId, 'Чужой филиал');
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const create = (user: TestUser, body: Record<string, unknown>, company = companyId) =>
  rest(app, 'POST', '/api/custom-dashboards', { user, body: { companyId: company, ...body } });
const list = (user: TestUser, company = companyId) =>
  rest(app, 'GET', `/api/custom-dashboards?companyId=${company}`, { user });

const ALL_OFF = {
  showCompanyProfit: false,
  showDepartmentProfit: false,
  showEmployeeProfit: false,
  showTeamBonuses: false,
  showAdvances: false,
  showSalaryPayouts: false,
  showThresholdProgress: false,
  showEmployeeCards: false,
};

describe('custom dashboards over REST', () => {
  it('creates, lists, replaces and deletes, with an unguessable link that is not the id', async () => {
    const created = await create(owner, {
      name: '  Продажи на стене ',
      description: 'Для офиса',
      selectedDepartments: [support, sales, sales],
      selectedBranches: [north],
      showEmployeeCards: true,
      employeeCardsDepartments: [sales],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      companyId,
      name: 'Продажи на стене',
      description: 'Для офиса',
      shareUrl: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      selectedDepartments: [sales, support].sort((a, b) => a - b),
      selectedBranches: [north],
      ...ALL_OFF,
      showEmployeeCards: true,
      thresholdProgressDepartments: [],
      employeeCardsDepartments: [sales],
      // A new link shows at once, forever, to any network, with every figure its flags allow.
      screen: {
        state: 'active',
        expiresAt: null,
        pausedAt: null,
        allowedNetworks: [],
        privacyMode: false,
        night: null,
        theme: 'light',
        playlist: [],
        departmentRotationSeconds: 15,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { id, shareUrl } = created.body;
    // 24 random bytes each: two dashboards never share a link.
    expect((await create(owner, { name: 'Другой' })).body.shareUrl).not.toBe(shareUrl);
    await db.query('delete from custom_dashboards where name = $1', ['Другой']);
    expect((await list(owner)).body).toEqual([created.body]);

    const replaced = await rest(app, 'PUT', `/api/custom-dashboards/${id}`, {
      user: owner,
      body: { companyId, name: 'Новое имя', showAdvances: true },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id,
      name: 'Новое имя',
      description: null,
      shareUrl,
      selectedDepartments: [],
      selectedBranches: [],
      ...ALL_OFF,
      showAdvances: true,
      employeeCardsDepartments: [],
    });

    const deleted = await rest(app, 'DELETE', `/api/custom-dashboards/${id}?companyId=${companyId}`, { user: owner });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await list(owner)).body).toEqual([]);
    const again = await rest(app, 'DELETE', `/api/custom-dashboards/${id}?companyId=${companyId}`, { user: owner });
    expect(again).toMatchObject({ status: 404, body: { message: 'Дашборд не найден или неактивен' } });
  });

  it("creates the 'Базовый дашборд' with every flag on and every department and branch", async () => {
    const base = await rest(app, 'POST', '/api/custom-dashboards/base', { user: owner, body: { companyId } });
    expect(base.status).toBe(201);
    expect(base.body).toMatchObject({
      name: 'Базовый дашборд',
      description: null,
      selectedDepartments: [],
      selectedBranches: [],
      thresholdProgressDepartments: [],
      employeeCardsDepartments: [],
      ...Object.fromEntries(Object.keys(ALL_OFF).map((k) => [k, true])),
    });
    await rest(app, 'DELETE', `/api/custom-dashboards/${base.body.id}?companyId=${companyId}`, { user: owner });
  });

  it('refuses a missing, blank or too long name and malformed lists with their messages', async () => {
    for (const name of [undefined, '', '   ']) {
      const res = await create(owner, { name });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Название дашборда обязательно');
      expect(res.body.fieldErrors).toEqual({ name: ['Название дашборда обязательно'] });
    }
    expect((await create(owner, { name: 'x'.repeat(201) })).body.fieldErrors).toEqual({
      name: ['Слишком длинный текст'],
    });
    const badList = await create(owner, { name: 'А', selectedDepartments: ['1', -2] });
    expect(badList.status).toBe(400);
    expect(Object.keys(badList.body.fieldErrors)).toEqual(['selectedDepartments.0', 'selectedDepartments.1']);
    const badFlag = await create(owner, { name: 'А', showAdvances: 'yes' });
    expect(badFlag.body.fieldErrors).toEqual({ showAdvances: ['Ожидается да или нет'] });
    expect((await list(owner)).body).toEqual([]);
  });

  it("refuses another company's (or a missing) department or branch, naming the field", async () => {
    const res = await create(owner, {
      name: 'А',
      selectedDepartments: [sales, foreignDepartment],
      selectedBranches: [foreignBranch],
      employeeCardsDepartments: [2_000_000_000],
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      selectedDepartments: ['Отдел не найден в этой компании'],
      employeeCardsDepartments: ['Отдел не найден в этой компании'],
      selectedBranches: ['Филиал не найден в этой компании'],
    });
    const ok = (await create(owner, { name: 'А' })).body;
    const put = await rest(app, 'PUT', `/api/custom-dashboards/${ok.id}`, {
      user: owner,
      body: { companyId, name: 'А', thresholdProgressDepartments: [foreignDepartment] },
    });
    expect(put.status).toBe(400);
    expect(put.body.fieldErrors).toEqual({ thresholdProgressDepartments: ['Отдел не найден в этой компании'] });
    await rest(app, 'DELETE', `/api/custom-dashboards/${ok.id}?companyId=${companyId}`, { user: owner });
  });

  it('rotates the link: a new token, the rest unchanged', async () => {
    const d = (await create(owner, { name: 'Стена' })).body;
    const rotated = await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, {
      user: owner,
      body: { companyId },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({
      ...d,
      shareUrl: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      updatedAt: expect.any(String),
    });
    expect(rotated.body.shareUrl).not.toBe(d.shareUrl);
    await rest(app, 'DELETE', `/api/custom-dashboards/${d.id}?companyId=${companyId}`, { user: owner });
  });
});

describe('custom dashboards: who may do what', () => {
  it("answers 404 to another company's member for every operation, and changes nothing", async () => {
    const d = (await create(owner, { name: 'Наш' })).body;
    expect((await list(outsider)).status).toBe(404);
    expect((await create(outsider, { name: 'Их' })).status).toBe(404);
    // Their own company id with our dashboard's id finds nothing either.
    const puts = [
      await rest(app, 'PUT', `/api/custom-dashboards/${d.id}`, { user: outsider, body: { companyId, name: 'X' } }),
      await rest(app, 'PUT', `/api/custom-dashboards/${d.id}`, {
        user: outsider,
        body: { companyId: foreignCompanyId, name: 'X' },
      }),
      await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, { user: outsider, body: { companyId } }),
      await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, {
        user: outsider,
        body: { companyId: foreignCompanyId },
      }),
      await rest(app, 'DELETE', `/api/custom-dashboards/${d.id}?companyId=${foreignCompanyId}`, { user: outsider }),
    ];
    expect(puts.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await list(owner)).body).toEqual([d]);
    await rest(app, 'DELETE', `/api/custom-dashboards/${d.id}?companyId=${companyId}`, { user: owner });
  });

  it('lets the employee role read but not change, and an anonymous caller nothing', async () => {
    const employee = await f.member(companyId, 'employee');
    const d = (await create(owner, { name: 'Общий' })).body;
    // The public link is an editor's to hand out (share-link-audience.int.test.ts).
    expect((await list(employee)).body).toEqual([{ ...d, shareUrl: null }]);
    expect((await create(employee, { name: 'Моё' })).status).toBe(403);
    const put = await rest(app, 'PUT', `/api/custom-dashboards/${d.id}`, {
      user: employee,
      body: { companyId, name: 'X' },
    });
    expect(put.status).toBe(403);
    const rotate = await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, {
      user: employee,
      body: { companyId },
    });
    expect(rotate.status).toBe(403);
    expect((await rest(app, 'GET', `/api/custom-dashboards?companyId=${companyId}`)).status).toBe(401);
    expect((await list(owner)).body).toEqual([d]);
    await rest(app, 'DELETE', `/api/custom-dashboards/${d.id}?companyId=${companyId}`, { user: owner });
  });
});

describe('custom dashboards over GraphQL', () => {
  it('creates the base dashboard and edits it; a stranger cannot rotate it', async () => {
    const base = await gql(
      app,
      'mutation($c:Int!){ createBaseDashboard(companyId:$c){ id name shareUrl showAdvances } }',
      { c: companyId },
      owner,
    );
    expect(base.errors).toBeUndefined();
    const id = base.data.createBaseDashboard.id;
    const updated = await gql(
      app,
      'mutation($c:Int!,$id:Int!,$i:CustomDashboardInput!){ updateCustomDashboard(companyId:$c,id:$id,input:$i){ name showAdvances selectedDepartments } }',
      { c: companyId, id, i: { name: 'Зал', showAdvances: false, selectedDepartments: [sales] } },
      owner,
    );
    expect(updated.data.updateCustomDashboard).toEqual({
      name: 'Зал',
      showAdvances: false,
      selectedDepartments: [sales],
    });
    const blank = await gql(
      app,
      'mutation($c:Int!,$i:CustomDashboardInput!){ createCustomDashboard(companyId:$c,input:$i){ id } }',
      { c: companyId, i: { name: ' ' } },
      owner,
    );
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Название дашборда обязательно',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const stranger = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ rotateDashboardLink(companyId:$c,id:$id){ shareUrl } }',
      { c: foreignCompanyId, id },
      outsider,
    );
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listed = await gql(
      app,
      'query($c:Int!){ customDashboards(companyId:$c){ id name } }',
      { c: companyId },
      owner,
    );
    expect(listed.data.customDashboards).toEqual([{ id, name: 'Зал' }]);
    await gql(
      app,
      'mutation($c:Int!,$id:Int!){ deleteCustomDashboard(companyId:$c,id:$id) }',
      { c: companyId, id },
      owner,
    );
  });
});
