import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, type TestUser } from '../../../../test/harness';
import { form, PNG, startKit, type Kit } from '../../../../test/support/employees.int-kit';

let kit: Kit;
let owner: TestUser;
let companyId: number;
let dept: number;
let dept2: number;
let branch: number;

beforeAll(async () => {
  kit = await startKit();
  owner = await signedInUser(kit.app);
  companyId = await kit.company(owner);
  dept = await kit.department(companyId, 'Продажи');
  dept2 = await kit.department(companyId, 'Склад');
  branch = await kit.branch(companyId, 'Центр');
});
afterAll(() => kit?.close());

const create = (body: Record<string, unknown>, user = owner) =>
  rest(kit.app, 'POST', '/api/employees', { user, body: { companyId, ...body } });
const employees = () => kit.count('select count(*) from employees where company_id = $1', [companyId]);

describe('creating an employee', () => {
  it('stores the full form and answers every field of the view', async () => {
    const res = await create(
      form([dept2, dept], {
        email: 'Ivan@Example.test',
        branchIds: [branch],
        birthDate: '1990-05-17',
        startWorkDate: '2020-02-01',
        positions: ['менеджер', 'hr'],
        positionIds: [3],
        jobPosition: 'custom',
        customPosition: 'Старший',
        employmentType: 'remote',
        status: 'vacation',
        role: 'manager',
        hobbies: 'Шахматы',
        photo: PNG,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.updatedAt >= res.body.createdAt).toBe(true);
    expect(res.body).toEqual({
      id: expect.any(Number),
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      companyId,
      firstName: 'Иван',
      lastName: 'Петров',
      email: 'ivan@example.test',
      phone: '+996 555 000 000',
      photoUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}$/),
      birthDate: '1990-05-17',
      hasFlexibleSchedule: false,
      workStartTime: '09:00',
      workEndTime: '18:00',
      role: 'manager',
      status: 'vacation',
      departmentIds: [dept2, dept],
      branchIds: [branch],
      positions: ['менеджер', 'hr'],
      positionIds: [3],
      jobPosition: 'custom',
      customPosition: 'Старший',
      employmentType: 'remote',
      workExperience: null,
      skillsCompetencies: null,
      certificates: null,
      foreignLanguages: null,
      education: null,
      previousWorkExperience: null,
      strengths: null,
      weaknesses: null,
      personalQualities: null,
      hobbies: 'Шахматы',
      startWorkDate: '2020-02-01',
      userId: null,
      departmentId: dept2,
      departmentName: 'Склад',
      branchId: branch,
      branchName: 'Центр',
      ordersCount: 0,
      employeeProfit: '0.00',
    });
    const image = await fetch(kit.app.url + res.body.photoUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    const again = await rest(kit.app, 'GET', `/api/employees/${res.body.id}?companyId=${companyId}`, { user: owner });
    expect(again.body).toEqual(res.body);
    const deps = await rest(kit.app, 'GET', `/api/employees/${res.body.id}/departments?companyId=${companyId}`, {
      user: owner,
    });
    expect(deps.body).toEqual([
      { departmentId: dept2, departmentName: 'Склад' },
      { departmentId: dept, departmentName: 'Продажи' },
    ]);
  });

  it('defaults: 09:00–18:00, employee, active, full time; empty e-mail is none; a flexible schedule has no hours', async () => {
    const plain = await create(form([dept], { email: '' }));
    expect(plain.body).toMatchObject({
      email: null,
      workStartTime: '09:00',
      workEndTime: '18:00',
      hasFlexibleSchedule: false,
      role: 'employee',
      status: 'active',
      employmentType: 'full_time',
      branchIds: [],
      branchId: null,
      photoUrl: null,
    });
    const flexible = await create(
      form([dept], { hasFlexibleSchedule: true, workStartTime: '10:00', workEndTime: '19:00' }),
    );
    expect(flexible.body).toMatchObject({ hasFlexibleSchedule: true, workStartTime: null, workEndTime: null });
  });

  it.each([
    ['blank firstName', { firstName: '  ' }, 'firstName', 'Имя обязательно'],
    ['no firstName', { firstName: undefined }, 'firstName', 'Имя обязательно'],
    ['empty lastName', { lastName: '' }, 'lastName', 'Фамилия обязательна'],
    ['malformed email', { email: 'not-an-address' }, 'email', 'Неверный формат email'],
    ['empty phone', { phone: '' }, 'phone', 'Телефон обязателен'],
    ['no phone', { phone: undefined }, 'phone', 'Телефон обязателен'],
    ['unknown role', { role: 'boss' }, 'role', 'Некорректная роль'],
    ['unknown status', { status: 'fired' }, 'status', 'Некорректный статус'],
    ['unknown employmentType', { employmentType: 'part_time' }, 'employmentType', 'Некорректный тип занятости'],
    ['unknown position code', { positions: ['космонавт'] }, 'positions.0', 'Некорректная должность'],
    ['empty departmentIds', { departmentIds: [] }, 'departmentIds', 'Выберите хотя бы один отдел'],
    ['no departmentIds', { departmentIds: undefined }, 'departmentIds', 'Выберите хотя бы один отдел'],
    ['impossible birthDate', { birthDate: '2023-02-30' }, 'birthDate', 'Неверная дата'],
    ['future birthDate', { birthDate: '2999-01-01' }, 'birthDate', 'Дата не может быть в будущем'],
    [
      'startWorkDate before 1900',
      { startWorkDate: '1899-12-31' },
      'startWorkDate',
      'Дата не может быть раньше 01.01.1900',
    ],
    ['malformed workStartTime', { workStartTime: '25:00' }, 'workStartTime', 'Время в формате ЧЧ:ММ'],
    [
      'end before start',
      { workStartTime: '18:00', workEndTime: '09:00' },
      'workEndTime',
      'Окончание рабочего дня должно быть позже начала',
    ],
    [
      'photo that is no image',
      { photo: 'data:image/png;base64,aGVsbG8gd29ybGQ=' },
      'photo',
      'Не удалось обработать изображение',
    ],
    [
      'photo over 10 MB',
      { photo: `data:image/png;base64,${'A'.repeat(14_000_000)}` },
      'photo',
      'Размер файла не должен превышать 10MB',
    ],
  ])('refuses %s with the form’s message and writes nothing', async (_label, override, field, message) => {
    const before = await employees();
    const res = await create(form([dept], override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect(await employees()).toBe(before);
  });

  it('refuses unknown enum values over GraphQL', async () => {
    const before = await employees();
    // The role is a role code (CompanyRole is a scalar since custom roles): checked by the service.
    const res = await gql(
      kit.app,
      `mutation($c: Int!) { createEmployee(companyId: $c, input: { firstName: "A", lastName: "B", phone: "1", departmentIds: [${dept}], role: boss }) { id } }`,
      { c: companyId },
      owner,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await employees()).toBe(before);
    const status = await gql(
      kit.app,
      `mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }`,
      { c: companyId, i: { ...form([dept]), status: 'fired' } },
      owner,
    );
    expect(status.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('ids of the input belong to the company', () => {
  it('refuses departments, branches and members of another company, or unknown ones, and writes nothing', async () => {
    const stranger = await signedInUser(kit.app);
    const other = await kit.company(stranger, 'Чужая');
    const foreignDept = await kit.department(other);
    const foreignBranch = await kit.branch(other);
    const before = await employees();
    const logs = await kit.count('select count(*) from activity_logs where company_id = $1', [companyId]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ departmentIds: [dept, foreignDept] }, 'departmentIds', 'Отдел не найден'],
      [{ departmentIds: [999_999] }, 'departmentIds', 'Отдел не найден'],
      [{ branchIds: [foreignBranch] }, 'branchIds', 'Филиал не найден'],
      [{ userId: stranger.user.id }, 'userId', 'Участник компании не найден'],
      [{ userId: 999_999 }, 'userId', 'Участник компании не найден'],
    ];
    for (const [override, field, message] of cases) {
      const res = await create(form([dept], override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.fieldErrors[field]).toEqual([message]);
    }
    const created = await create(form([dept]));
    const put = await rest(kit.app, 'PUT', `/api/employees/${created.body.id}`, {
      user: owner,
      body: { companyId, departmentIds: [foreignDept], phone: '1' },
    });
    expect(put.status).toBe(400);
    const now = await rest(kit.app, 'GET', `/api/employees/${created.body.id}?companyId=${companyId}`, { user: owner });
    expect(now.body).toEqual(created.body);
    expect(await employees()).toBe(before + 1);
    expect(await kit.count('select count(*) from activity_logs where company_id = $1', [companyId])).toBe(logs + 1);
  });

  it('links a member once: a second employee for the same member is refused', async () => {
    const member = await kit.member(companyId, 'employee');
    const first = await create(form([dept], { userId: member.user.id }));
    expect(first.body.userId).toBe(member.user.id);
    const second = await create(form([dept], { userId: member.user.id }));
    expect(second.status).toBe(409);
    expect(second.body.fieldErrors.userId).toEqual(['Этот участник уже связан с другим сотрудником']);
    const unlinked = await rest(kit.app, 'PUT', `/api/employees/${first.body.id}`, {
      user: owner,
      body: { companyId, userId: null },
    });
    expect(unlinked.body.userId).toBeNull();
    expect((await create(form([dept], { userId: member.user.id }))).status).toBe(201);
  });
});

describe('updating and deleting', () => {
  it('takes a partial body, keeps the rest, and replaces placements in order', async () => {
    const created = await create(form([dept], { branchIds: [branch], photo: PNG, hobbies: 'Бег' }));
    const url = `/api/employees/${created.body.id}`;
    const res = await rest(kit.app, 'PUT', url, {
      user: owner,
      body: { companyId, phone: '+7 700', departmentIds: [dept2] },
    });
    expect(res.status).toBe(200);
    expect(res.body.updatedAt > created.body.updatedAt).toBe(true);
    expect(res.body).toEqual({
      ...created.body,
      updatedAt: res.body.updatedAt,
      phone: '+7 700',
      departmentIds: [dept2],
      departmentId: dept2,
      departmentName: 'Склад',
    });
    const flexible = await rest(kit.app, 'PUT', url, { user: owner, body: { companyId, hasFlexibleSchedule: true } });
    expect(flexible.body).toMatchObject({ hasFlexibleSchedule: true, workStartTime: null, workEndTime: null });
    const fixed = await rest(kit.app, 'PUT', url, { user: owner, body: { companyId, hasFlexibleSchedule: false } });
    expect(fixed.body).toMatchObject({ workStartTime: '09:00', workEndTime: '18:00' });
    const late = await rest(kit.app, 'PUT', url, { user: owner, body: { companyId, workEndTime: '08:00' } });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors.workEndTime).toEqual(['Окончание рабочего дня должно быть позже начала']);
    // The photo: null removes it, and its address stops answering.
    const noPhoto = await rest(kit.app, 'PUT', url, { user: owner, body: { companyId, photo: null } });
    expect(noPhoto.body.photoUrl).toBeNull();
    expect((await fetch(kit.app.url + created.body.photoUrl)).status).toBe(404);
  });

  it('deletes with its placements, logs every change with views, and answers 404 afterwards', async () => {
    const created = await create(form([dept], { branchIds: [branch], photo: PNG }));
    const id = created.body.id;
    await rest(kit.app, 'PUT', `/api/employees/${id}`, { user: owner, body: { companyId, firstName: 'Пётр' } });
    const del = await rest(kit.app, 'DELETE', `/api/employees/${id}?companyId=${companyId}`, { user: owner });
    expect(del.body).toEqual({ success: true });
    expect(await kit.count('select count(*) from employee_departments where employee_id = $1', [id])).toBe(0);
    expect((await rest(kit.app, 'GET', `/api/employees/${id}?companyId=${companyId}`, { user: owner })).status).toBe(
      404,
    );
    expect(
      (await rest(kit.app, 'DELETE', `/api/employees/${id}?companyId=${companyId}`, { user: owner })).body,
    ).toEqual({ message: 'Сотрудник не найден' });
    const { rows } = await kit.db.query(
      `select action, actor_user_id, before, after from activity_logs where entity_type = 'employee' and entity_id = $1 order by id`,
      [id],
    );
    expect(rows.map((r) => r.action)).toEqual(['created', 'updated', 'deleted']);
    expect(rows.every((r) => r.actor_user_id === owner.user.id)).toBe(true);
    expect(rows[0].before).toBeNull();
    expect(rows[0].after).toEqual(created.body);
    expect(rows[1].before.firstName).toBe('Иван');
    expect(rows[1].after.firstName).toBe('Пётр');
    expect(rows[2].before.firstName).toBe('Пётр');
    expect(rows[2].after).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('base64');
  });

  it('finds the company from the employee when a REST call leaves companyId out', async () => {
    const created = await create(form([dept]));
    const res = await rest(kit.app, 'GET', `/api/employees/${created.body.id}`, { user: owner });
    expect(res.body).toEqual(created.body);
    const outsider = await signedInUser(kit.app);
    const hidden = await rest(kit.app, 'GET', `/api/employees/${created.body.id}`, { user: outsider });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Сотрудник не найден');
  });
});
