import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../../test/harness';
import { connect, fixtures } from '../../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;
let foreignCompanyId: number;
let branchId: number;
let managerId: number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
  ({ owner: outsider, companyId: foreignCompanyId } = await f.company('Чужая'));
  branchId = (
    await rest(app, 'POST', '/api/branches', { user: owner, body: { companyId, name: 'Центр', city: 'Бишкек' } })
  ).body.id;
  managerId = await f.employee(companyId, { firstName: 'Айгуль', lastName: 'Асанова', role: 'manager' });
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const create = (body: Record<string, unknown>, user = owner) =>
  rest(app, 'POST', '/api/departments', { user, body: { companyId, ...body } });
const update = (id: number, body: Record<string, unknown>, user = owner) =>
  rest(app, 'PUT', `/api/departments/${id}`, { user, body: { companyId, ...body } });
const list = (user: TestUser, id = companyId) => rest(app, 'GET', `/api/departments?companyId=${id}`, { user });
const count = async (table: string) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count);

describe('departments over REST', () => {
  it('creates with a manager and a branch, names both, counts employees, logs and updates the branch count', async () => {
    const res = await create({ name: 'Продажи', description: ' Отдел продаж ', managerId, branchId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Продажи',
      description: 'Отдел продаж',
      managerId,
      branchId,
      companyId,
      branchName: 'Центр',
      managerName: 'Айгуль Асанова',
      employeeCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const bare = (await create({ name: 'Бухгалтерия' })).body;
    expect(bare).toMatchObject({
      description: null,
      managerId: null,
      branchId: null,
      branchName: null,
      managerName: null,
    });
    for (const i of [1, 2, 3]) await f.placeInDepartment(await f.employee(companyId), res.body.id, i);
    const listed = (await list(owner)).body;
    expect(listed.map((d: any) => [d.name, d.employeeCount])).toEqual([
      ['Бухгалтерия', 0],
      ['Продажи', 3],
    ]);
    const branch = (await rest(app, 'GET', `/api/branches?companyId=${companyId}`, { user: owner })).body[0];
    expect(branch).toMatchObject({ id: branchId, departmentCount: 1 });
    const [logged] = (await f.activity(companyId, 'department')).filter((r) => r.entity_id === res.body.id);
    expect(logged).toMatchObject({ action: 'created', actor_user_id: owner.user.id, before: null, after: res.body });
  });

  it('requires a name', async () => {
    const res = await create({ name: '  ' });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Название обязательно', fieldErrors: { name: ['Название обязательно'] } },
    });
  });

  it('takes only a manager or owner of this company as manager, and only this company’s branch', async () => {
    const plain = await f.employee(companyId, { role: 'employee' });
    const owns = await f.employee(companyId, { role: 'owner', firstName: 'Олег', lastName: 'Ким' });
    const foreignManager = await f.employee(foreignCompanyId, { role: 'manager' });
    const foreignBranch = (
      await rest(app, 'POST', '/api/branches', {
        user: outsider,
        body: { companyId: foreignCompanyId, name: 'Их', city: 'Ош' },
      })
    ).body.id;
    const before = [await count('departments'), await count('activity_logs')];
    const role = await create({ name: 'X', managerId: plain });
    expect(role.status).toBe(400);
    expect(role.body.fieldErrors).toEqual({
      managerId: ['Руководителем отдела может быть только сотрудник с ролью «Руководитель» или «Владелец»'],
    });
    for (const id of [foreignManager, 999_999]) {
      const res = await create({ name: 'X', managerId: id });
      expect(res.body).toEqual({
        message: 'Руководитель не найден',
        fieldErrors: { managerId: ['Руководитель не найден'] },
      });
    }
    for (const id of [foreignBranch, 999_999]) {
      const res = await create({ name: 'X', branchId: id });
      expect(res.body).toEqual({ message: 'Филиал не найден', fieldErrors: { branchId: ['Филиал не найден'] } });
    }
    const existing = (await create({ name: 'Склад' })).body;
    const after = [await count('departments'), await count('activity_logs')];
    expect(after).toEqual([before[0] + 1, before[1] + 1]);
    const crossUpdate = await update(existing.id, { name: 'Склад', managerId: foreignManager, branchId });
    expect(crossUpdate.status).toBe(400);
    const crossBranch = await update(existing.id, { name: 'Склад 2', branchId: foreignBranch });
    expect(crossBranch.status).toBe(400);
    expect((await list(owner)).body.find((d: any) => d.id === existing.id)).toMatchObject({
      name: 'Склад',
      branchId: null,
    });
    expect([await count('departments'), await count('activity_logs')]).toEqual(after);
    expect((await create({ name: 'Владельческий', managerId: owns })).body.managerName).toBe('Олег Ким');
  });

  it('clears manager and branch with null (the form’s “none”), and logs before and after', async () => {
    const d = (await create({ name: 'Логистика', managerId, branchId, description: 'Машины' })).body;
    const res = await update(d.id, { name: 'Логистика', description: 'Машины', managerId: null, branchId: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ managerId: null, managerName: null, branchId: null, branchName: null });
    const [, upd] = (await f.activity(companyId, 'department')).filter((r) => r.entity_id === d.id);
    expect(upd).toMatchObject({ action: 'updated', before: d, after: res.body });
  });

  it('keeps a managerId that matches no employee any more, with no name, and still allows renaming', async () => {
    const gone = await f.employee(companyId, { role: 'manager', firstName: 'Ушедший' });
    const d = (await create({ name: 'Маркетинг', managerId: gone })).body;
    expect(d.managerName).toMatch(/^Ушедший Фамилия\d+$/);
    await db.query('delete from employees where id = $1', [gone]);
    const listed = (await list(owner)).body.find((x: any) => x.id === d.id);
    expect(listed).toMatchObject({ managerId: gone, managerName: null });
    const renamed = await update(d.id, { name: 'Маркетинг и PR', managerId: gone });
    expect(renamed.body).toMatchObject({ name: 'Маркетинг и PR', managerId: gone, managerName: null });
    // A new choice is checked.
    const other = await f.employee(companyId, { role: 'verifier' });
    expect((await update(d.id, { name: 'Маркетинг', managerId: other })).status).toBe(400);
  });

  it('refuses to delete a department with employees, then deletes it once empty', async () => {
    const d = (await create({ name: 'Временный', branchId })).body;
    const e = await f.employee(companyId);
    await f.placeInDepartment(e, d.id);
    const blocked = await rest(app, 'DELETE', `/api/departments/${d.id}?companyId=${companyId}`, { user: owner });
    expect(blocked).toMatchObject({ status: 409, body: { message: 'Нельзя удалить отдел с сотрудниками' } });
    expect((await list(owner)).body.map((x: any) => x.id)).toContain(d.id);
    await db.query('delete from employee_departments where employee_id = $1', [e]);
    const ok = await rest(app, 'DELETE', `/api/departments/${d.id}?companyId=${companyId}`, { user: owner });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    const rows = (await f.activity(companyId, 'department')).filter((r) => r.entity_id === d.id);
    expect(rows.map((r) => r.action)).toEqual(['created', 'deleted']);
    expect(rows[1]).toMatchObject({ before: { id: d.id, name: 'Временный' }, after: null });
  });

  it('never lets a department reach a branch that is being deleted (no 5xx either way)', async () => {
    for (let round = 0; round < 5; round++) {
      const b = (
        await rest(app, 'POST', '/api/branches', {
          user: owner,
          body: { companyId, name: `Гонка ${round}`, city: 'Ош' },
        })
      ).body.id;
      const [made, removed] = await Promise.all([
        create({ name: `Гонка ${round}`, branchId: b }),
        rest(app, 'DELETE', `/api/branches/${b}?companyId=${companyId}`, { user: owner }),
      ]);
      expect([made.status, removed.status].sort()).toEqual(made.status === 201 ? [201, 409] : [200, 400]);
      if (made.status === 400) expect(made.body.fieldErrors).toEqual({ branchId: ['Филиал не найден'] });
    }
  });

  it('shows an employee-role member only their own departments; writes need staff.write', async () => {
    const member = await f.member(companyId, 'employee');
    const mine = (await create({ name: 'Мой отдел' })).body;
    expect((await list(member)).body).toEqual([]);
    await f.placeInDepartment(await f.employee(companyId, { userId: member.user.id }), mine.id);
    expect((await list(member)).body).toEqual([expect.objectContaining({ id: mine.id, employeeCount: 1 })]);
    expect((await create({ name: 'Нет' }, member)).status).toBe(403);
    const verifier = await f.member(companyId, 'verifier');
    expect((await list(verifier)).body.length).toBeGreaterThan(1);
    expect((await update(mine.id, { name: 'Нет' }, verifier)).status).toBe(403);
  });

  it('answers 404 to another company’s member on every operation, over REST and GraphQL', async () => {
    const target = (await create({ name: 'Секретный' })).body;
    const before = await count('departments');
    const statuses = [
      (await list(outsider)).status,
      (await create({ name: 'A' }, outsider)).status,
      (await update(target.id, { name: 'A' }, outsider)).status,
      (await rest(app, 'DELETE', `/api/departments/${target.id}?companyId=${companyId}`, { user: outsider })).status,
      (
        await rest(app, 'PUT', `/api/departments/${target.id}`, {
          user: outsider,
          body: { companyId: foreignCompanyId, name: 'A' },
        })
      ).status,
      (await rest(app, 'DELETE', `/api/departments/${target.id}?companyId=${foreignCompanyId}`, { user: outsider }))
        .status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404]);
    const ops = [
      ['query($c:Int!){ departments(companyId:$c){ id } }', { c: companyId }],
      ['mutation($c:Int!){ createDepartment(companyId:$c, input:{name:"A"}){ id } }', { c: companyId }],
      [
        'mutation($c:Int!,$id:Int!){ updateDepartment(companyId:$c, id:$id, input:{name:"A"}){ id } }',
        { c: companyId, id: target.id },
      ],
      ['mutation($c:Int!,$id:Int!){ deleteDepartment(companyId:$c, id:$id) }', { c: companyId, id: target.id }],
    ] as const;
    for (const [query, vars] of ops)
      expect((await gql(app, query, vars, outsider)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await count('departments')).toBe(before);
  });

  it('works over GraphQL', async () => {
    const made = await gql(
      app,
      `mutation($c:Int!,$i:DepartmentInput!){ createDepartment(companyId:$c, input:$i){ id name managerName branchName employeeCount } }`,
      { c: companyId, i: { name: 'Граф', managerId, branchId } },
      owner,
    );
    expect(made.data.createDepartment).toMatchObject({
      name: 'Граф',
      managerName: 'Айгуль Асанова',
      branchName: 'Центр',
    });
    const id = made.data.createDepartment.id;
    const upd = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ updateDepartment(companyId:$c, id:$id, input:{name:"Граф-2", managerId:null}){ name managerId branchId } }',
      { c: companyId, id },
      owner,
    );
    expect(upd.data.updateDepartment).toEqual({ name: 'Граф-2', managerId: null, branchId: null });
    const listed = await gql(app, 'query($c:Int!){ departments(companyId:$c){ id name } }', { c: companyId }, owner);
    expect(listed.data.departments).toContainEqual({ id, name: 'Граф-2' });
    const bad = await gql(
      app,
      'mutation($c:Int!){ createDepartment(companyId:$c, input:{name:"Y", managerId:999999}){ id } }',
      { c: companyId },
      owner,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { managerId: ['Руководитель не найден'] },
    });
    const del = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ deleteDepartment(companyId:$c, id:$id) }',
      { c: companyId, id },
      owner,
    );
    expect(del.data.deleteDepartment).toBe(true);
  });
});
