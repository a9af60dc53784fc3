import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, type TestUser } from '../../../test/harness';
import { startTemplateKit, type TemplateKit } from '../../../test/support/rule-templates.int-kit';

let k: TemplateKit;
beforeAll(async () => {
  k = await startTemplateKit();
});
afterAll(async () => {
  await k?.close();
});

type Kind = 'bonus' | 'penalty';
const form = { templateName: 'Опоздание', amount: '500' };
const base = (kind: Kind) => `/api/${kind}-rule-templates`;
const create = (kind: Kind, body: Record<string, unknown>, user: TestUser = k.owner, companyId = k.companyId) =>
  rest(k.app, 'POST', base(kind), { user, body: { companyId, ...body } });
const patch = (
  kind: Kind,
  id: number | string,
  body: Record<string, unknown>,
  user: TestUser = k.owner,
  companyId = k.companyId,
  method = 'PATCH',
) => rest(k.app, method, `${base(kind)}/${id}`, { user, body: { companyId, ...body } });
const toggle = (kind: Kind, id: number | string, body: Record<string, unknown>, user: TestUser = k.owner, query = '') =>
  rest(k.app, 'PATCH', `${base(kind)}/${id}/toggle${query}`, { user, body });
const remove = (kind: Kind, id: number | string, user: TestUser = k.owner, companyId = k.companyId) =>
  rest(k.app, 'DELETE', `${base(kind)}/${id}?companyId=${companyId}`, { user });
const list = (kind: Kind, user: TestUser = k.owner, companyId = k.companyId) =>
  rest(k.app, 'GET', `${base(kind)}?companyId=${companyId}`, { user });
const listed = async (kind: Kind, id: number) => (await list(kind)).body.find((t: { id: number }) => t.id === id);
const written = async () => ({
  templates: (await k.db.query('select * from rule_templates order by id')).rows,
  activity: await k.count("select count(*) from activity_logs where entity_type like '%RuleTemplate'"),
});
const activity = async (kind: Kind, id: number) =>
  (await k.f.activity(k.companyId, `${kind}RuleTemplate`)).filter((r) => r.entity_id === id);

describe.each(['bonus', 'penalty'] as const)('%s rule templates over REST', (kind) => {
  it('creates with departments and employees named, logs and publishes after commit', async () => {
    k.payEvents();
    const res = await create(kind, {
      templateName: ' За смену ',
      description: 'Описание',
      calculationType: 'per_unit',
      amount: 150.5,
      unitType: 'per_violation',
      assignmentType: 'group',
      departmentIds: [k.support, String(k.sales)],
      employeeIds: [k.boris, k.anna, k.boris],
      isActive: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      templateName: 'За смену',
      description: 'Описание',
      calculationType: 'per_unit',
      amount: '150.50',
      unitType: 'per_violation',
      assignmentType: 'group',
      departmentIds: [k.support, k.sales],
      employeeIds: [k.boris, k.anna],
      departments: [
        { id: k.support, name: 'Поддержка' },
        { id: k.sales, name: 'Продажи' },
      ],
      employees: [
        { id: k.boris, firstName: 'Борис', lastName: 'Ли' },
        { id: k.anna, firstName: 'Анна', lastName: 'Ким' },
      ],
      isActive: false,
      companyId: k.companyId,
    });
    expect(await listed(kind, res.body.id)).toEqual(res.body);
    const [logged] = await activity(kind, res.body.id);
    expect(logged).toMatchObject({ action: 'created', actor_user_id: k.owner.user.id, after: res.body });
    expect(k.payEvents()).toEqual([
      {
        event: {
          companyId: k.companyId,
          source: `${kind}Template`,
          action: 'created',
          id: res.body.id,
          employeeIds: null,
          dates: [],
        },
        committed: true,
      },
    ]);
  });

  it('fills the defaults and lists only its own kind, oldest first', async () => {
    const res = await create(kind, form);
    expect(res.body).toMatchObject({
      description: null,
      calculationType: 'fixed',
      amount: '500.00',
      unitType: 'per_day',
      assignmentType: 'department',
      departmentIds: [],
      employeeIds: [],
      departments: [],
      employees: [],
      isActive: true,
    });
    const other = kind === 'bonus' ? 'penalty' : 'bonus';
    expect(await listed(other, res.body.id)).toBeUndefined();
    const ids = (await list(kind)).body.map((t: { id: number }) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers the form rules and unknown enumeration values with their messages, writing nothing', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ templateName: '' }, 'templateName', 'Название шаблона обязательно'],
      [{ templateName: null }, 'templateName', 'Название шаблона обязательно'],
      [{ amount: '' }, 'amount', 'Сумма обязательна'],
      [{ amount: undefined }, 'amount', 'Сумма обязательна'],
      [{ amount: '12,345' }, 'amount', 'Введите число (не больше двух знаков после запятой)'],
      [{ calculationType: 'bogus' }, 'calculationType', 'Некорректный тип расчета'],
      [{ unitType: 'per_year' }, 'unitType', 'Некорректная единица'],
      [{ assignmentType: 'company' }, 'assignmentType', 'Некорректный тип назначения'],
      [{ employeeIds: [-1] }, 'employeeIds.0', 'Некорректный идентификатор'],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(kind, { ...form, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toContain(message);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses departments and employees of another company or of none, whatever the assignment, writing nothing', async () => {
    const existing = (await create(kind, { ...form, departmentIds: [k.sales] })).body;
    const before = await written();
    for (const assignmentType of ['department', 'group']) {
      for (const id of [k.foreignDepartment, 999_999]) {
        expect((await create(kind, { ...form, assignmentType, departmentIds: [k.sales, id] })).body).toEqual({
          message: 'Отдел не найден',
          fieldErrors: { departmentIds: ['Отдел не найден'] },
        });
      }
      expect((await create(kind, { ...form, assignmentType, employeeIds: [k.foreignEmployee] })).body).toEqual({
        message: 'Сотрудник не найден',
        fieldErrors: { employeeIds: ['Сотрудник не найден'] },
      });
    }
    const both = await patch(kind, existing.id, {
      departmentIds: [k.foreignDepartment],
      employeeIds: [k.foreignEmployee],
    });
    expect(both.body.fieldErrors).toEqual({
      departmentIds: ['Отдел не найден'],
      employeeIds: ['Сотрудник не найден'],
    });
    expect(await written()).toEqual(before);
  });

  it('updates only the fields sent (PATCH, and PUT alike), logging before and after', async () => {
    const made = (
      await create(kind, { ...form, description: 'Было', calculationType: 'percentage', departmentIds: [k.sales] })
    ).body;
    const res = await patch(kind, made.id, { amount: '7.5' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made, amount: '7.50' });
    const put = await patch(
      kind,
      made.id,
      { description: null, assignmentType: 'group', employeeIds: [k.anna] },
      k.owner,
      k.companyId,
      'PUT',
    );
    expect(put.body).toEqual({
      ...made,
      amount: '7.50',
      description: null,
      assignmentType: 'group',
      employeeIds: [k.anna],
      employees: [{ id: k.anna, firstName: 'Анна', lastName: 'Ким' }],
    });
    expect(await listed(kind, made.id)).toEqual(put.body);
    const rows = await activity(kind, made.id);
    expect(rows.map((r) => r.action)).toEqual(['created', 'updated', 'updated']);
    expect(rows[2]).toMatchObject({ before: res.body, after: put.body });
    const bad = await patch(kind, made.id, { templateName: ' ', amount: 'x' });
    expect(bad.body.fieldErrors).toEqual({
      templateName: ['Название шаблона обязательно'],
      amount: ['Введите число (не больше двух знаков после запятой)'],
    });
    expect(await listed(kind, made.id)).toEqual(put.body);
  });

  it('keeps ids whose rows were deleted since, without naming them, so the template can still be edited', async () => {
    const gone = await k.department(k.companyId, `Ушедший ${kind}`);
    const made = (await create(kind, { ...form, departmentIds: [gone, k.sales] })).body;
    await k.db.query('delete from departments where id = $1', [gone]);
    const renamed = await patch(kind, made.id, { templateName: 'Новое имя' });
    expect(renamed.body).toMatchObject({
      templateName: 'Новое имя',
      departmentIds: [gone, k.sales],
      departments: [{ id: k.sales, name: 'Продажи' }],
    });
  });

  it('toggles (body or query companyId) and deletes; another kind’s id or a missing one is 404', async () => {
    const made = (await create(kind, form)).body;
    k.payEvents();
    expect((await toggle(kind, made.id, { isActive: false, companyId: k.companyId })).body).toEqual({
      ...made,
      isActive: false,
    });
    expect((await toggle(kind, made.id, { isActive: true }, k.owner, `?companyId=${k.companyId}`)).body.isActive).toBe(
      true,
    );
    expect((await toggle(kind, made.id, { companyId: k.companyId })).body.message).toBe(
      'Укажите, активен ли шаблон (isActive)',
    );
    const other = kind === 'bonus' ? 'penalty' : 'bonus';
    const missing = { status: 404, body: { message: 'Шаблон не найден' } };
    expect(await patch(other, made.id, { amount: '1' })).toMatchObject(missing);
    expect(await toggle(other, made.id, { isActive: false, companyId: k.companyId })).toMatchObject(missing);
    expect(await remove(other, made.id)).toMatchObject(missing);
    expect(await remove(kind, made.id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await listed(kind, made.id)).toBeUndefined();
    expect(await remove(kind, made.id)).toMatchObject(missing);
    expect(await patch(kind, 'x', form)).toMatchObject(missing);
    expect(k.payEvents().map(({ event, committed }) => [event.source, event.action, committed])).toEqual([
      [`${kind}Template`, 'toggled', true],
      [`${kind}Template`, 'toggled', true],
      [`${kind}Template`, 'deleted', false],
    ]);
    const rows = await activity(kind, made.id);
    expect(rows.map((r) => r.action)).toEqual(['created', 'toggled', 'toggled', 'deleted']);
    expect(rows[3]).toMatchObject({ before: made, after: null });
  });
});

describe.each(['bonus', 'penalty'] as const)('%s rule templates over GraphQL', (kind) => {
  const Kind = kind === 'bonus' ? 'Bonus' : 'Penalty';
  const FIELDS = `id templateName description calculationType amount unitType assignmentType departmentIds employeeIds
    departments { id name } employees { id firstName lastName } isActive companyId`;
  const op = (query: string, variables: Record<string, unknown>, user: TestUser = k.owner) =>
    gql(k.app, query, { companyId: k.companyId, ...variables }, user);

  it('creates, lists, patches, toggles and deletes with the REST views', async () => {
    const created = await op(
      `mutation($companyId: Int!, $input: RuleTemplateInput!) {
        create${Kind}RuleTemplate(companyId: $companyId, input: $input) { ${FIELDS} } }`,
      { input: { templateName: 'GraphQL', amount: 99, calculationType: 'percentage', departmentIds: [k.sales] } },
    );
    expect(created.errors).toBeUndefined();
    const t = created.data[`create${Kind}RuleTemplate`];
    expect(t).toMatchObject({ amount: '99.00', departments: [{ id: k.sales, name: 'Продажи' }] });
    expect(await listed(kind, t.id)).toEqual(t);
    const all = await op(`query($companyId: Int!) { ${kind}RuleTemplates(companyId: $companyId) { ${FIELDS} } }`, {});
    expect(all.data[`${kind}RuleTemplates`].find((x: { id: number }) => x.id === t.id)).toEqual(t);

    const updated = await op(
      `mutation($companyId: Int!, $id: Int!, $input: RuleTemplatePatch!) {
        update${Kind}RuleTemplate(companyId: $companyId, id: $id, input: $input) { ${FIELDS} } }`,
      { id: t.id, input: { unitType: 'per_minute' } },
    );
    expect(updated.data[`update${Kind}RuleTemplate`]).toEqual({ ...t, unitType: 'per_minute' });
    const toggled = await op(
      `mutation($companyId: Int!, $id: Int!) { toggle${Kind}RuleTemplate(companyId: $companyId, id: $id, isActive: false) { isActive } }`,
      { id: t.id },
    );
    expect(toggled.data[`toggle${Kind}RuleTemplate`]).toEqual({ isActive: false });
    const DELETE = `mutation($companyId: Int!, $id: Int!) { delete${Kind}RuleTemplate(companyId: $companyId, id: $id) }`;
    expect((await op(DELETE, { id: t.id })).data[`delete${Kind}RuleTemplate`]).toBe(true);
    expect((await op(DELETE, { id: t.id })).errors?.[0]).toMatchObject({
      message: 'Шаблон не найден',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await activity(kind, t.id)).map((r) => r.action)).toEqual(['created', 'updated', 'toggled', 'deleted']);
  });

  it('refuses unknown enumeration values, the form rules and foreign ids', async () => {
    const before = await written();
    const CREATE = `mutation($companyId: Int!, $input: RuleTemplateInput!) {
      create${Kind}RuleTemplate(companyId: $companyId, input: $input) { id } }`;
    const unknown = await op(CREATE, { input: { ...form, unitType: 'per_year' } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noAmount = await op(CREATE, { input: { ...form, amount: '' } });
    expect(noAmount.errors?.[0]).toMatchObject({
      message: 'Сумма обязательна',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { amount: ['Сумма обязательна'] } },
    });
    const foreign = await op(CREATE, { input: { ...form, employeeIds: [k.foreignEmployee] } });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'Сотрудник не найден',
      extensions: { fieldErrors: { employeeIds: ['Сотрудник не найден'] } },
    });
    expect(await written()).toEqual(before);
  });
});

describe('bonus and penalty rule templates: who may do what', () => {
  it('answers 404 to another company’s owner on every call, over REST and GraphQL, and changes nothing', async () => {
    for (const kind of ['bonus', 'penalty'] as const) {
      const Kind = kind === 'bonus' ? 'Bonus' : 'Penalty';
      const target = (await create(kind, form)).body;
      const before = await written();
      const statuses = [
        (await list(kind, k.outsider)).status,
        (await create(kind, form, k.outsider)).status,
        (await patch(kind, target.id, form, k.outsider)).status,
        (await patch(kind, target.id, form, k.outsider, k.companyId, 'PUT')).status,
        (await toggle(kind, target.id, { isActive: false, companyId: k.companyId }, k.outsider)).status,
        (await toggle(kind, target.id, { isActive: false }, k.outsider, `?companyId=${k.companyId}`)).status,
        (await remove(kind, target.id, k.outsider)).status,
        (await patch(kind, target.id, form, k.outsider, k.foreignCompanyId)).status,
        (await toggle(kind, target.id, { isActive: false, companyId: k.foreignCompanyId }, k.outsider)).status,
        (await remove(kind, target.id, k.outsider, k.foreignCompanyId)).status,
      ];
      expect(statuses).toEqual(Array(statuses.length).fill(404));
      const vars = { companyId: k.companyId, id: target.id, input: form, isActive: false };
      const ops = [
        `query($companyId: Int!) { ${kind}RuleTemplates(companyId: $companyId) { id } }`,
        `mutation($companyId: Int!, $input: RuleTemplateInput!) { create${Kind}RuleTemplate(companyId: $companyId, input: $input) { id } }`,
        `mutation($companyId: Int!, $id: Int!, $input: RuleTemplatePatch!) { update${Kind}RuleTemplate(companyId: $companyId, id: $id, input: $input) { id } }`,
        `mutation($companyId: Int!, $id: Int!, $isActive: Boolean!) { toggle${Kind}RuleTemplate(companyId: $companyId, id: $id, isActive: $isActive) { id } }`,
        `mutation($companyId: Int!, $id: Int!) { delete${Kind}RuleTemplate(companyId: $companyId, id: $id) }`,
      ];
      for (const query of ops) {
        const used = Object.fromEntries(Object.entries(vars).filter(([name]) => query.includes(`$${name}:`)));
        expect((await gql(k.app, query, used, k.outsider)).errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
      }
      expect(await written()).toEqual(before);
    }
  });

  it('lets a verifier read but not write, refuses the employee role even reading, lets a manager write', async () => {
    for (const kind of ['bonus', 'penalty'] as const) {
      const target = (await create(kind, form)).body;
      const before = await written();
      expect((await list(kind, k.verifier)).body.map((t: { id: number }) => t.id)).toContain(target.id);
      for (const user of [k.verifier, k.employeeMember]) {
        expect([
          (await create(kind, form, user)).status,
          (await patch(kind, target.id, form, user)).status,
          (await toggle(kind, target.id, { isActive: false, companyId: k.companyId }, user)).status,
          (await remove(kind, target.id, user)).status,
        ]).toEqual([403, 403, 403, 403]);
      }
      expect(await list(kind, k.employeeMember)).toMatchObject({ status: 403, body: { message: 'Недостаточно прав' } });
      const read = await gql(
        k.app,
        `query($companyId: Int!) { ${kind}RuleTemplates(companyId: $companyId) { id } }`,
        { companyId: k.companyId },
        k.employeeMember,
      );
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await written()).toEqual(before);
      expect((await create(kind, form, k.manager)).status).toBe(201);
    }
  });
});
