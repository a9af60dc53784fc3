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

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
  ({ owner: outsider, companyId: foreignCompanyId } = await f.company('Чужая'));
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const create = (user: TestUser, body: Record<string, unknown>) =>
  rest(app, 'POST', '/api/branches', { user, body: { companyId, ...body } });
const list = (user: TestUser, id = companyId) => rest(app, 'GET', `/api/branches?companyId=${id}`, { user });
const count = async (table: string) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count);

describe('branches over REST', () => {
  it('creates, lists by name with counts, updates and deletes, logging each change', async () => {
    const created = await create(owner, { name: '  Южный ', city: 'Ош', address: 'ул. Ленина, 1' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Южный',
      city: 'Ош',
      address: 'ул. Ленина, 1',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      companyId,
      departmentCount: 0,
      employeeCount: 0,
    });
    const north = (await create(owner, { name: '北 Северный', city: 'Бишкек' })).body;
    const central = (await create(owner, { name: 'Центральный', city: 'Бишкек', address: '' })).body;
    expect(central.address).toBeNull();

    // Counts come from the pivots and departments, per branch.
    const dep = await db.query(
      `insert into departments (company_id, name, branch_id, created_at, updated_at) values ($1, 'Продажи', $2, now(), now()) returning id`,
      [companyId, central.id],
    );
    for (const i of [1, 2]) {
      const e = await f.employee(companyId, { firstName: `Сотрудник${i}` });
      await f.placeInBranch(e, central.id);
      if (i === 1) await f.placeInDepartment(e, dep.rows[0].id);
    }
    const listed = await list(owner);
    expect(listed.status).toBe(200);
    expect(listed.body.map((b: any) => [b.name, b.departmentCount, b.employeeCount])).toEqual([
      ['Центральный', 1, 2],
      ['Южный', 0, 0],
      ['北 Северный', 0, 0],
    ]);

    const updated = await rest(app, 'PUT', `/api/branches/${created.body.id}`, {
      user: owner,
      body: { companyId, name: 'Южный-2', city: 'Ош' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Южный-2', address: null });

    const deleted = await rest(app, 'DELETE', `/api/branches/${north.id}?companyId=${companyId}`, { user: owner });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await list(owner)).body.map((b: any) => b.id)).not.toContain(north.id);

    const log = await f.activity(companyId, 'branch');
    const forSouth = log.filter((r) => r.entity_id === created.body.id);
    expect(forSouth.map((r) => r.action)).toEqual(['created', 'updated']);
    expect(forSouth[0]).toMatchObject({ actor_user_id: owner.user.id, before: null, after: created.body });
    expect(forSouth[1].before).toMatchObject({ name: 'Южный', address: 'ул. Ленина, 1' });
    expect(forSouth[1].after).toEqual(updated.body);
    const gone = log.find((r) => r.entity_id === north.id && r.action === 'deleted');
    expect(gone).toMatchObject({ before: north, after: null });
  });

  it('requires a name and a city, with the contract’s texts', async () => {
    const before = await count('branches');
    const empty = await create(owner, { name: ' ', city: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ name: ['Название обязательно'], city: ['Город обязателен'] });
    const noCity = await create(owner, { name: 'Без города' });
    expect(noCity.body).toMatchObject({ message: 'Город обязателен', fieldErrors: { city: ['Город обязателен'] } });
    expect(await count('branches')).toBe(before);
  });

  it('refuses to delete a branch with departments or employees, changing nothing', async () => {
    const withDept = (await create(owner, { name: 'С отделом', city: 'Бишкек' })).body;
    await db.query(
      `insert into departments (company_id, name, branch_id, created_at, updated_at) values ($1, 'Склад', $2, now(), now())`,
      [companyId, withDept.id],
    );
    const withEmployee = (await create(owner, { name: 'С сотрудником', city: 'Бишкек' })).body;
    await f.placeInBranch(await f.employee(companyId), withEmployee.id);
    const logged = (await f.activity(companyId, 'branch')).length;
    for (const b of [withDept, withEmployee]) {
      const res = await rest(app, 'DELETE', `/api/branches/${b.id}?companyId=${companyId}`, { user: owner });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Нельзя удалить филиал с отделами или сотрудниками' });
    }
    expect((await list(owner)).body.map((b: any) => b.id)).toEqual(
      expect.arrayContaining([withDept.id, withEmployee.id]),
    );
    expect((await f.activity(companyId, 'branch')).length).toBe(logged);
  });

  it('lets readers read and only staff writers write', async () => {
    const verifier = await f.member(companyId, 'verifier');
    expect((await list(verifier)).status).toBe(200);
    const refused = await create(verifier, { name: 'Нельзя', city: 'Ош' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Недостаточно прав' } });
    const manager = await f.member(companyId, 'manager');
    expect((await create(manager, { name: 'Можно', city: 'Ош' })).status).toBe(201);
  });

  it('shows an employee-role member only the branches their own record is placed in', async () => {
    const member = await f.member(companyId, 'employee');
    expect((await list(member)).body).toEqual([]);
    const mine = (await create(owner, { name: 'Мой', city: 'Ош' })).body;
    const me = await f.employee(companyId, { userId: member.user.id });
    await f.placeInBranch(me, mine.id);
    const seen = await list(member);
    expect(seen.body).toEqual([expect.objectContaining({ id: mine.id, name: 'Мой', employeeCount: 1 })]);
    const put = await rest(app, 'PUT', `/api/branches/${mine.id}`, {
      user: member,
      body: { companyId, name: 'X', city: 'Y' },
    });
    expect(put.status).toBe(403);
  });

  it('answers 404 to another company’s member on every operation, over REST and GraphQL', async () => {
    const target = (await create(owner, { name: 'Закрытый', city: 'Ош' })).body;
    const before = await count('branches');
    const calls = [
      await list(outsider),
      await rest(app, 'POST', '/api/branches', { user: outsider, body: { companyId, name: 'A', city: 'B' } }),
      await rest(app, 'PUT', `/api/branches/${target.id}`, {
        user: outsider,
        body: { companyId, name: 'A', city: 'B' },
      }),
      await rest(app, 'DELETE', `/api/branches/${target.id}?companyId=${companyId}`, { user: outsider }),
    ];
    expect(calls.map((c) => c.status)).toEqual([404, 404, 404, 404]);
    // Their own company id does not reach our branch either.
    const viaOwn = await rest(app, 'PUT', `/api/branches/${target.id}`, {
      user: outsider,
      body: { companyId: foreignCompanyId, name: 'A', city: 'B' },
    });
    expect(viaOwn).toMatchObject({ status: 404, body: { message: 'Филиал не найден' } });
    const del = await rest(app, 'DELETE', `/api/branches/${target.id}?companyId=${foreignCompanyId}`, {
      user: outsider,
    });
    expect(del.status).toBe(404);
    const ops = [
      ['query($c:Int!){ branches(companyId:$c){ id } }', { c: companyId }],
      ['mutation($c:Int!){ createBranch(companyId:$c, input:{name:"A", city:"B"}){ id } }', { c: companyId }],
      [
        'mutation($c:Int!,$id:Int!){ updateBranch(companyId:$c, id:$id, input:{name:"A", city:"B"}){ id } }',
        { c: companyId, id: target.id },
      ],
      ['mutation($c:Int!,$id:Int!){ deleteBranch(companyId:$c, id:$id) }', { c: companyId, id: target.id }],
    ] as const;
    for (const [query, vars] of ops) {
      const res = await gql(app, query, vars, outsider);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    expect(await count('branches')).toBe(before);
    expect((await list(owner)).body).toContainEqual(expect.objectContaining({ id: target.id, name: 'Закрытый' }));
    expect((await rest(app, 'GET', `/api/branches?companyId=${companyId}`)).status).toBe(401);
  });

  it('works over GraphQL', async () => {
    const made = await gql(
      app,
      'mutation($c:Int!){ createBranch(companyId:$c, input:{name:"Граф", city:"Нарын"}){ id name city address departmentCount employeeCount companyId createdAt } }',
      { c: companyId },
      owner,
    );
    const id = made.data.createBranch.id;
    expect(made.data.createBranch).toMatchObject({
      name: 'Граф',
      city: 'Нарын',
      address: null,
      departmentCount: 0,
      companyId,
    });
    const bad = await gql(
      app,
      'mutation($c:Int!){ createBranch(companyId:$c, input:{name:"", city:""}){ id } }',
      { c: companyId },
      owner,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Название обязательно',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { name: ['Название обязательно'], city: ['Город обязателен'] },
      },
    });
    const upd = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ updateBranch(companyId:$c, id:$id, input:{name:"Граф-2", city:"Нарын", address:"пр. 1"}){ name address } }',
      { c: companyId, id },
      owner,
    );
    expect(upd.data.updateBranch).toEqual({ name: 'Граф-2', address: 'пр. 1' });
    const listed = await gql(app, 'query($c:Int!){ branches(companyId:$c){ id name } }', { c: companyId }, owner);
    expect(listed.data.branches).toContainEqual({ id, name: 'Граф-2' });
    const del = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ deleteBranch(companyId:$c, id:$id) }',
      { c: companyId, id },
      owner,
    );
    expect(del.data.deleteBranch).toBe(true);
    const again = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ deleteBranch(companyId:$c, id:$id) }',
      { c: companyId, id },
      owner,
    );
    expect(again.errors?.[0]).toMatchObject({ message: 'Филиал не найден', extensions: { code: 'NOT_FOUND' } });
  });
});
