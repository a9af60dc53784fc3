import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, type TestUser } from '../../../../test/harness';
import { form, startKit, type Kit } from '../../../../test/support/employees.int-kit';

let kit: Kit;
let owner: TestUser;
let companyId: number;
let dept: number;

beforeAll(async () => {
  kit = await startKit();
  owner = await signedInUser(kit.app);
  companyId = await kit.company(owner);
  dept = await kit.department(companyId);
});
afterAll(() => kit?.close());

const create = async (body: Record<string, unknown> = {}, user = owner) =>
  rest(kit.app, 'POST', '/api/employees', { user, body: { companyId, ...form([dept], body) } });
const q = (id: number | string, suffix = '') => `/api/employees/${id}${suffix}?companyId=${companyId}`;

const ONE = `query($c: Int!, $id: Int!) { employee(companyId: $c, id: $id) { id userId } }`;
const LIST = `query($c: Int!) { employees(companyId: $c) { totalCount edges { node { id } } } }`;
const DEPS = `query($c: Int!, $id: Int!) { employeeDepartments(companyId: $c, id: $id) { departmentId } }`;
const CREATE = `mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }`;
const UPDATE = `mutation($c: Int!, $id: Int!, $i: EmployeeInput!) { updateEmployee(companyId: $c, id: $id, input: $i) { id } }`;
const DELETE = `mutation($c: Int!, $id: Int!) { deleteEmployee(companyId: $c, id: $id) }`;
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('roles', () => {
  it('managers and HR managers write; verifiers read but may not write', async () => {
    for (const role of ['manager', 'hr_manager', 'developer']) {
      const writer = await kit.member(companyId, role);
      const res = await create({ firstName: role }, writer);
      expect(res.status, role).toBe(201);
      const put = await rest(kit.app, 'PUT', `/api/employees/${res.body.id}`, {
        user: writer,
        body: { companyId, phone: '2' },
      });
      expect(put.status, role).toBe(200);
    }
    const verifier = await kit.member(companyId, 'verifier');
    const target = (await create()).body;
    expect((await rest(kit.app, 'GET', q(target.id), { user: verifier })).body).toEqual(target);
    expect((await create({}, verifier)).status).toBe(403);
    const put = await rest(kit.app, 'PUT', `/api/employees/${target.id}`, { user: verifier, body: { companyId } });
    expect(put.status).toBe(403);
    expect((await rest(kit.app, 'DELETE', q(target.id), { user: verifier })).body).toEqual({
      message: 'Недостаточно прав',
    });
  });
});

describe('an employee-role member (self-service)', () => {
  it('reads only their own record, everywhere, and writes nothing', async () => {
    const self = await kit.member(companyId, 'employee');
    const none = (await rest(kit.app, 'GET', `/api/employees?companyId=${companyId}`, { user: self })).body;
    expect(none).toEqual([]);
    expect((await gql(kit.app, LIST, { c: companyId }, self)).data.employees).toEqual({ totalCount: 0, edges: [] });

    const own = (await create({ userId: self.user.id })).body;
    const other = (await create()).body;
    const list = await rest(kit.app, 'GET', `/api/employees?companyId=${companyId}`, { user: self });
    expect(list.body).toEqual([own]);
    expect((await gql(kit.app, LIST, { c: companyId }, self)).data.employees).toEqual({
      totalCount: 1,
      edges: [{ node: { id: own.id } }],
    });
    expect((await rest(kit.app, 'GET', q(own.id), { user: self })).body).toEqual(own);
    expect((await rest(kit.app, 'GET', q(own.id, '/departments'), { user: self })).status).toBe(200);
    expect((await gql(kit.app, ONE, { c: companyId, id: own.id }, self)).data.employee.id).toBe(own.id);

    for (const path of [q(other.id), q(other.id, '/departments'), q(999_999)]) {
      const res = await rest(kit.app, 'GET', path, { user: self });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Сотрудник не найден');
    }
    expect(code(await gql(kit.app, ONE, { c: companyId, id: other.id }, self))).toBe('NOT_FOUND');
    expect(code(await gql(kit.app, DEPS, { c: companyId, id: other.id }, self))).toBe('NOT_FOUND');

    expect((await create({}, self)).status).toBe(403);
    for (const id of [own.id, other.id]) {
      expect((await rest(kit.app, 'PUT', `/api/employees/${id}`, { user: self, body: { companyId } })).status).toBe(
        403,
      );
      expect((await rest(kit.app, 'DELETE', q(id), { user: self })).status).toBe(403);
    }
    expect(code(await gql(kit.app, UPDATE, { c: companyId, id: own.id, i: { phone: '3' } }, self))).toBe('FORBIDDEN');
  });
});

describe('automatic linking by e-mail', () => {
  it('links a new or changed record to the one member with that address who is not linked yet', async () => {
    const member = await kit.member(
      companyId,
      'employee',
      await signedInUser(kit.app, { email: 'anna.k@example.test' }),
    );
    const linked = await create({ email: 'Anna.K@Example.test' });
    expect(linked.body.userId).toBe(member.user.id);
    // The member is taken: a second record with the same address stays unlinked.
    expect((await create({ email: 'anna.k@example.test' })).body.userId).toBeNull();
    // An explicit null unlinks and does not link again.
    const unlinked = await rest(kit.app, 'PUT', `/api/employees/${linked.body.id}`, {
      user: owner,
      body: { companyId, userId: null },
    });
    expect(unlinked.body.userId).toBeNull();

    const later = await kit.member(companyId, 'employee');
    const plain = (await create()).body;
    expect(plain.userId).toBeNull();
    const changed = await rest(kit.app, 'PUT', `/api/employees/${plain.id}`, {
      user: owner,
      body: { companyId, email: later.user.email },
    });
    expect(changed.body.userId).toBe(later.user.id);
    // A stranger with the address is not a member: nothing to link.
    const stranger = await signedInUser(kit.app, { email: 'stranger@example.test' });
    expect((await create({ email: 'stranger@example.test' })).body.userId).toBeNull();
    expect(stranger.user.id).toBeGreaterThan(0);
  });
});

describe('linking races', () => {
  it('lets one of several concurrent links of the same member win; the others get 409, never a 5xx', async () => {
    const member = await kit.member(companyId, 'employee');
    const answers = await Promise.all(Array.from({ length: 6 }, () => create({ userId: member.user.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.fieldErrors.userId).toEqual(['Этот участник уже связан с другим сотрудником']);
    }
  });
});

describe('another company’s member', () => {
  it('gets 404 on every operation, over REST and GraphQL', async () => {
    const outsider = await signedInUser(kit.app);
    await kit.company(outsider, 'Чужая');
    const target = (await create()).body;
    const before = await kit.count('select count(*) from employees where company_id = $1', [companyId]);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/employees?companyId=${companyId}`],
      ['POST', '/api/employees', { companyId, ...form([dept]) }],
      ['GET', q(target.id)],
      ['GET', `/api/employees/${target.id}`],
      ['PUT', `/api/employees/${target.id}`, { companyId, firstName: 'Взлом' }],
      ['PUT', `/api/employees/${target.id}`, { firstName: 'Взлом' }],
      ['DELETE', q(target.id)],
      ['DELETE', `/api/employees/${target.id}`],
      ['GET', q(target.id, '/departments')],
    ];
    for (const [method, path, body] of calls) {
      const res = await rest(kit.app, method, path, { user: outsider, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const ops: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: target.id }],
      [DEPS, { id: target.id }],
      [CREATE, { i: form([dept]) }],
      [UPDATE, { id: target.id, i: { firstName: 'Взлом' } }],
      [DELETE, { id: target.id }],
    ];
    for (const [query, vars] of ops) {
      expect(code(await gql(kit.app, query, { c: companyId, ...vars }, outsider)), query).toBe('NOT_FOUND');
    }
    expect(await kit.count('select count(*) from employees where company_id = $1', [companyId])).toBe(before);
    expect((await rest(kit.app, 'GET', q(target.id), { user: owner })).body).toEqual(target);
  });

  it('cannot reach an employee of this company through their own company id', async () => {
    const outsider = await signedInUser(kit.app);
    const theirs = await kit.company(outsider, 'Своя');
    const target = (await create()).body;
    const path = `/api/employees/${target.id}?companyId=${theirs}`;
    expect((await rest(kit.app, 'GET', path, { user: outsider })).body).toEqual({ message: 'Сотрудник не найден' });
    const put = await rest(kit.app, 'PUT', `/api/employees/${target.id}`, {
      user: outsider,
      body: { companyId: theirs, firstName: 'Взлом' },
    });
    expect(put.status).toBe(404);
    expect((await rest(kit.app, 'DELETE', path, { user: outsider })).status).toBe(404);
    expect((await rest(kit.app, 'GET', q(target.id), { user: owner })).body.firstName).toBe('Иван');
  });

  it('requires a session', async () => {
    expect((await rest(kit.app, 'GET', `/api/employees?companyId=${companyId}`)).status).toBe(401);
    expect(code(await gql(kit.app, LIST, { c: companyId }))).toBe('UNAUTHENTICATED');
  });
});
