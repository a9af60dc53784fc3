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

const PATH = '/api/salary-rule-templates';
const form = { templateName: 'Оклад', ruleType: 'fixed', value: '10' };
const create = (body: Record<string, unknown>, user: TestUser = k.owner, companyId = k.companyId) =>
  rest(k.app, 'POST', PATH, { user, body: { companyId, ...body } });
const update = (
  id: number | string,
  body: Record<string, unknown>,
  user: TestUser = k.owner,
  companyId = k.companyId,
) => rest(k.app, 'PUT', `${PATH}/${id}`, { user, body: { companyId, ...body } });
const toggle = (id: number | string, body: Record<string, unknown>, user: TestUser = k.owner, query = '') =>
  rest(k.app, 'PATCH', `${PATH}/${id}/toggle${query}`, { user, body });
const remove = (id: number | string, user: TestUser = k.owner, companyId = k.companyId) =>
  rest(k.app, 'DELETE', `${PATH}/${id}?companyId=${companyId}`, { user });
const list = (user: TestUser = k.owner, companyId = k.companyId) =>
  rest(k.app, 'GET', `${PATH}?companyId=${companyId}`, { user });
const listed = async (id: number) => (await list()).body.find((t: { id: number }) => t.id === id);
/** Every stored template and activity row: what a refused call must leave as it was. */
const written = async () => ({
  templates: (await k.db.query('select * from salary_rule_templates order by id')).rows,
  activity: await k.count("select count(*) from activity_logs where entity_type = 'salaryRuleTemplate'"),
});
const activity = async (id: number) =>
  (await k.f.activity(k.companyId, 'salaryRuleTemplate')).filter((r) => r.entity_id === id);

const FIELDS = `id templateName description ruleType value period teamBase salaryMode considerOrdersAndProfit
  appliesTo { departments employees groups } thresholdType thresholdValue achievementIcon isActive companyId
  createdAt updatedAt`;

describe('salary rule templates over REST', () => {
  it('creates a template from the standalone page (ids as strings), stores decimals as numeric(14,2), logs and publishes after commit', async () => {
    k.payEvents();
    const res = await create({
      templateName: ' Бонус за план ',
      description: 'За выполнение плана',
      ruleType: 'percent_department',
      value: 5.5,
      period: 'weekly',
      teamBase: 'department',
      salaryMode: 'bonus',
      considerOrdersAndProfit: true,
      appliesTo: { departments: [String(k.sales)], employees: [k.anna, k.anna], groups: [7] },
      thresholdType: 'department_profit',
      thresholdValue: '100000',
      achievementIcon: 'trophy',
      isActive: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      templateName: 'Бонус за план',
      description: 'За выполнение плана',
      ruleType: 'percent_department',
      value: '5.50',
      period: 'weekly',
      teamBase: 'department',
      salaryMode: 'bonus',
      considerOrdersAndProfit: true,
      appliesTo: { departments: [k.sales], employees: [k.anna], groups: [7] },
      thresholdType: 'department_profit',
      thresholdValue: '100000.00',
      achievementIcon: 'trophy',
      isActive: true,
      companyId: k.companyId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await listed(res.body.id)).toEqual(res.body);
    const [logged] = await activity(res.body.id);
    expect(logged).toMatchObject({ action: 'created', actor_user_id: k.owner.user.id, before: null, after: res.body });
    expect(k.payEvents()).toEqual([
      {
        event: {
          companyId: k.companyId,
          source: 'salaryTemplate',
          action: 'created',
          id: res.body.id,
          employeeIds: null,
          dates: [],
        },
        committed: true,
      },
    ]);
  });

  it('fills the form’s defaults; an empty threshold value means none', async () => {
    const res = await create({ ...form, thresholdValue: '', description: '  ' });
    expect(res.body).toMatchObject({
      description: null,
      value: '10.00',
      period: 'monthly',
      teamBase: null,
      salaryMode: 'base',
      considerOrdersAndProfit: false,
      appliesTo: { departments: [], employees: [], groups: [] },
      thresholdType: null,
      thresholdValue: null,
      achievementIcon: null,
      isActive: true,
    });
  });

  it('answers every form rule with its message and writes nothing', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ templateName: '  ' }, 'templateName', 'Название шаблона обязательно'],
      [{ templateName: undefined }, 'templateName', 'Название шаблона обязательно'],
      [{ value: '' }, 'value', 'Значение обязательно'],
      [{ value: undefined }, 'value', 'Значение обязательно'],
      [{ value: '1.234' }, 'value', 'Введите число (не больше двух знаков после запятой)'],
      [{ value: '-5' }, 'value', 'Введите число (не больше двух знаков после запятой)'],
      [{ ruleType: 'bogus' }, 'ruleType', 'Некорректный тип правила'],
      [{ period: 'yearly' }, 'period', 'Некорректный период'],
      [{ salaryMode: 'extra' }, 'salaryMode', 'Некорректный режим'],
      [{ teamBase: 'company' }, 'teamBase', 'Некорректная база команды'],
      [{ thresholdType: 'revenue' }, 'thresholdType', 'Некорректный тип порога'],
      [{ thresholdValue: 'много' }, 'thresholdValue', 'Введите число (не больше двух знаков после запятой)'],
      [{ achievementIcon: 'rocket' }, 'achievementIcon', 'Некорректная иконка'],
      [{ appliesTo: { employees: [0] } }, 'appliesTo.employees.0', 'Некорректный идентификатор'],
    ];
    for (const [change, field, message] of cases) {
      const res = await create({ ...form, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toContain(message);
    }
    // The contract's id union carries no message of its own for text that is no number (reported).
    const text = await create({ ...form, appliesTo: { departments: ['x'] } });
    expect(text.status).toBe(400);
    expect(Object.keys(text.body.fieldErrors)).toEqual(['appliesTo.departments.0']);
    expect(await written()).toEqual(before);
  });

  it('refuses departments and employees of another company or of none, on create and update, writing nothing', async () => {
    const existing = (await create({ ...form, appliesTo: { departments: [k.sales] } })).body;
    const before = await written();
    const dept = (ids: number[]) => create({ ...form, appliesTo: { departments: ids } });
    for (const id of [k.foreignDepartment, 999_999]) {
      expect((await dept([k.sales, id])).body).toEqual({
        message: 'Отдел не найден',
        fieldErrors: { 'appliesTo.departments': ['Отдел не найден'] },
      });
    }
    expect((await create({ ...form, appliesTo: { employees: [k.anna, k.foreignEmployee] } })).body).toEqual({
      message: 'Сотрудник не найден',
      fieldErrors: { 'appliesTo.employees': ['Сотрудник не найден'] },
    });
    const both = await update(existing.id, {
      ...form,
      appliesTo: { departments: [k.foreignDepartment], employees: [k.foreignEmployee] },
    });
    expect(both).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { 'appliesTo.departments': ['Отдел не найден'], 'appliesTo.employees': ['Сотрудник не найден'] },
      },
    });
    expect(await written()).toEqual(before);
  });

  it('replaces every field on PUT, keeps isActive when the form leaves it out, and logs before and after', async () => {
    const made = (
      await create({
        ...form,
        description: 'Старое',
        teamBase: 'group',
        appliesTo: { departments: [k.sales], employees: [k.boris] },
        achievementIcon: 'star',
      })
    ).body;
    const off = (await toggle(made.id, { isActive: false, companyId: k.companyId })).body;
    const res = await update(made.id, { templateName: 'Новое', ruleType: 'percent_total', value: '2.5' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...made,
      templateName: 'Новое',
      description: null,
      ruleType: 'percent_total',
      value: '2.50',
      teamBase: null,
      appliesTo: { departments: [], employees: [], groups: [] },
      achievementIcon: null,
      isActive: false,
      updatedAt: expect.any(String),
    });
    expect(res.body.updatedAt > made.updatedAt).toBe(true);
    expect(await listed(made.id)).toEqual(res.body);
    const rows = await activity(made.id);
    expect(rows.map((r) => r.action)).toEqual(['created', 'toggled', 'updated']);
    expect(rows[2]).toMatchObject({ before: off, after: res.body });
    expect((await update(made.id, { ...form, isActive: true })).body.isActive).toBe(true);
  });

  it('keeps an id whose department was deleted since, so the template can still be edited; new ids are checked', async () => {
    const gone = await k.department(k.companyId, 'Временный');
    const made = (await create({ ...form, appliesTo: { departments: [gone, k.sales] } })).body;
    await k.db.query('delete from departments where id = $1', [gone]);
    const renamed = await update(made.id, { ...form, templateName: 'Переименован', appliesTo: made.appliesTo });
    expect(renamed.body).toMatchObject({ templateName: 'Переименован', appliesTo: { departments: [gone, k.sales] } });
    const added = await update(made.id, { ...form, appliesTo: { departments: [gone, k.foreignDepartment] } });
    expect(added.body.fieldErrors).toEqual({ 'appliesTo.departments': ['Отдел не найден'] });
  });

  it('toggles with companyId in the body (tab) or in the query (standalone page)', async () => {
    const made = (await create(form)).body;
    k.payEvents();
    const off = await toggle(made.id, { isActive: false, companyId: k.companyId });
    expect(off).toMatchObject({ status: 200, body: { id: made.id, isActive: false } });
    const on = await toggle(made.id, { isActive: true }, k.owner, `?companyId=${k.companyId}`);
    expect(on).toMatchObject({ status: 200, body: { id: made.id, isActive: true } });
    expect(k.payEvents().map((e) => [e.event.action, e.committed])).toEqual([
      ['toggled', true],
      ['toggled', true],
    ]);
    const before = await written();
    expect((await toggle(made.id, { companyId: k.companyId })).body.message).toBe(
      'Укажите, активен ли шаблон (isActive)',
    );
    expect((await toggle(made.id, { companyId: k.companyId, isActive: 'yes' })).status).toBe(400);
    expect((await toggle(made.id, { isActive: false })).status).toBe(404);
    expect(await written()).toEqual(before);
    expect((await activity(made.id)).map((r) => [r.action, r.after.isActive])).toEqual([
      ['created', true],
      ['toggled', false],
      ['toggled', true],
    ]);
  });

  it('deletes, logs the last state, publishes once the row is gone; a missing template is 404', async () => {
    const made = (await create(form)).body;
    k.payEvents();
    expect(await remove(made.id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await listed(made.id)).toBeUndefined();
    expect(k.payEvents()).toEqual([
      { event: expect.objectContaining({ action: 'deleted', id: made.id }), committed: false },
    ]);
    expect((await activity(made.id)).at(-1)).toMatchObject({ action: 'deleted', before: made, after: null });
    const missing = { status: 404, body: { message: 'Шаблон не найден' } };
    expect(await remove(made.id)).toMatchObject(missing);
    expect(await update(made.id, form)).toMatchObject(missing);
    expect(await toggle(made.id, { isActive: true, companyId: k.companyId })).toMatchObject(missing);
    expect(await remove('abc')).toMatchObject(missing);
    expect(await update('99999999999', form)).toMatchObject(missing);
    expect(k.payEvents()).toEqual([]);
  });
});

describe('salary rule templates over GraphQL', () => {
  const op = (query: string, variables: Record<string, unknown>, user: TestUser = k.owner) =>
    gql(k.app, query, { companyId: k.companyId, ...variables }, user);
  const CREATE = `mutation($companyId: Int!, $input: SalaryRuleTemplateInput!) {
    createSalaryRuleTemplate(companyId: $companyId, input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($companyId: Int!, $id: Int!, $input: SalaryRuleTemplateInput!) {
    updateSalaryRuleTemplate(companyId: $companyId, id: $id, input: $input) { ${FIELDS} } }`;
  const TOGGLE = `mutation($companyId: Int!, $id: Int!, $isActive: Boolean!) {
    toggleSalaryRuleTemplate(companyId: $companyId, id: $id, isActive: $isActive) { id isActive } }`;
  const DELETE = `mutation($companyId: Int!, $id: Int!) { deleteSalaryRuleTemplate(companyId: $companyId, id: $id) }`;
  const LIST = `query($companyId: Int!) { salaryRuleTemplates(companyId: $companyId) { ${FIELDS} } }`;

  it('creates, lists, replaces, toggles and deletes, with the same views as REST', async () => {
    const input = {
      templateName: 'Командный',
      ruleType: 'percent_team',
      value: '12.5',
      teamBase: 'group',
      appliesTo: { employees: [k.anna, k.boris] },
    };
    const created = await op(CREATE, { input });
    expect(created.errors).toBeUndefined();
    const t = created.data.createSalaryRuleTemplate;
    expect(t).toMatchObject({
      value: '12.50',
      period: 'monthly',
      salaryMode: 'base',
      appliesTo: { departments: [], employees: [k.anna, k.boris], groups: [] },
      isActive: true,
    });
    expect(await listed(t.id)).toEqual(t);
    const all = (await op(LIST, {})).data.salaryRuleTemplates;
    expect(all.find((x: { id: number }) => x.id === t.id)).toEqual(t);
    expect(all.map((x: { id: number }) => x.id)).toEqual(
      [...all.map((x: { id: number }) => x.id)].sort((a, b) => a - b),
    );

    const updated = await op(UPDATE, {
      id: t.id,
      input: {
        templateName: 'Командный 2',
        ruleType: 'fixed',
        value: 300,
        salaryMode: 'bonus',
        thresholdType: 'orders_count',
        thresholdValue: '50',
      },
    });
    expect(updated.data.updateSalaryRuleTemplate).toMatchObject({
      templateName: 'Командный 2',
      value: '300.00',
      teamBase: null,
      appliesTo: { employees: [] },
      thresholdType: 'orders_count',
      thresholdValue: '50.00',
    });
    expect((await op(TOGGLE, { id: t.id, isActive: false })).data.toggleSalaryRuleTemplate).toEqual({
      id: t.id,
      isActive: false,
    });
    expect((await op(DELETE, { id: t.id })).data.deleteSalaryRuleTemplate).toBe(true);
    expect((await activity(t.id)).map((r) => r.action)).toEqual(['created', 'updated', 'toggled', 'deleted']);
    const again = await op(DELETE, { id: t.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Шаблон не найден', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses unknown enumeration values, the form rules and foreign ids', async () => {
    const before = await written();
    const unknown = await op(CREATE, { input: { ...form, ruleType: 'bogus' } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const literal = await op(
      `mutation($companyId: Int!) { createSalaryRuleTemplate(companyId: $companyId,
        input: { templateName: "x", ruleType: fixed, value: "1", period: yearly }) { id } }`,
      {},
    );
    expect(literal.errors?.length).toBeGreaterThan(0);
    const blank = await op(CREATE, { input: { ...form, templateName: ' ' } });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Название шаблона обязательно',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { templateName: ['Название шаблона обязательно'] } },
    });
    const foreign = await op(CREATE, { input: { ...form, appliesTo: { departments: [k.foreignDepartment] } } });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'Отдел не найден',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'appliesTo.departments': ['Отдел не найден'] } },
    });
    expect(await written()).toEqual(before);
  });
});

describe('salary rule templates: who may do what', () => {
  it('answers 404 to another company’s owner on every call, over REST and GraphQL, and changes nothing', async () => {
    const target = (await create(form)).body;
    const before = await written();
    const statuses = [
      (await list(k.outsider)).status,
      (await create(form, k.outsider)).status,
      (await update(target.id, form, k.outsider)).status,
      (await toggle(target.id, { isActive: false, companyId: k.companyId }, k.outsider)).status,
      (await toggle(target.id, { isActive: false }, k.outsider, `?companyId=${k.companyId}`)).status,
      (await remove(target.id, k.outsider)).status,
      // Their own company id with our template's id: the template is not theirs.
      (await update(target.id, form, k.outsider, k.foreignCompanyId)).status,
      (await toggle(target.id, { isActive: false, companyId: k.foreignCompanyId }, k.outsider)).status,
      (await remove(target.id, k.outsider, k.foreignCompanyId)).status,
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(404));
    const vars = { companyId: k.companyId, id: target.id, input: form, isActive: false };
    const ops = [
      `query($companyId: Int!) { salaryRuleTemplates(companyId: $companyId) { id } }`,
      `mutation($companyId: Int!, $input: SalaryRuleTemplateInput!) { createSalaryRuleTemplate(companyId: $companyId, input: $input) { id } }`,
      `mutation($companyId: Int!, $id: Int!, $input: SalaryRuleTemplateInput!) { updateSalaryRuleTemplate(companyId: $companyId, id: $id, input: $input) { id } }`,
      `mutation($companyId: Int!, $id: Int!, $isActive: Boolean!) { toggleSalaryRuleTemplate(companyId: $companyId, id: $id, isActive: $isActive) { id } }`,
      `mutation($companyId: Int!, $id: Int!) { deleteSalaryRuleTemplate(companyId: $companyId, id: $id) }`,
    ];
    for (const query of ops) {
      const used = Object.fromEntries(Object.entries(vars).filter(([name]) => query.includes(`$${name}:`)));
      const res = await gql(k.app, query, used, k.outsider);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    expect(await written()).toEqual(before);
  });

  it('lets a verifier read but not write, refuses the employee role even reading, lets a manager write', async () => {
    const target = (await create(form)).body;
    const before = await written();
    expect((await list(k.verifier)).body.map((t: { id: number }) => t.id)).toContain(target.id);
    for (const user of [k.verifier, k.employeeMember]) {
      expect([
        (await create(form, user)).status,
        (await update(target.id, form, user)).status,
        (await toggle(target.id, { isActive: false, companyId: k.companyId }, user)).status,
        (await remove(target.id, user)).status,
      ]).toEqual([403, 403, 403, 403]);
    }
    expect(await list(k.employeeMember)).toMatchObject({ status: 403, body: { message: 'Недостаточно прав' } });
    const read = await gql(
      k.app,
      'query($companyId: Int!) { salaryRuleTemplates(companyId: $companyId) { id } }',
      { companyId: k.companyId },
      k.employeeMember,
    );
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await written()).toEqual(before);
    expect((await create(form, k.manager)).status).toBe(201);
    expect((await rest(k.app, 'GET', `${PATH}?companyId=${k.companyId}`)).status).toBe(401);
  });
});
