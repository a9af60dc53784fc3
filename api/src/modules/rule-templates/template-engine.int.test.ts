import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../../../test/harness';
import { startTemplateKit, type TemplateKit } from '../../../test/support/rule-templates.int-kit';
import { assertTemplatesAssigned, loadTemplatesForEngine } from './template-engine';

let k: TemplateKit;
beforeAll(async () => {
  k = await startTemplateKit();
});
afterAll(async () => {
  await k?.close();
});

const em = () => k.app.server.deps.orm.em.fork();
const post = async (path: string, body: Record<string, unknown>, companyId = k.companyId, user = k.owner) => {
  const res = await rest(k.app, 'POST', path, { user, body: { companyId, ...body } });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const bonus = (body: Record<string, unknown>) =>
  post('/api/bonus-rule-templates', { templateName: 'Б', amount: '100', ...body });
const penalty = (body: Record<string, unknown>) =>
  post('/api/penalty-rule-templates', { templateName: 'Ш', amount: '50', ...body });

/** The 400 assertTemplatesAssigned answers, as a plain object. */
async function refusal(promise: Promise<void>) {
  const error = await promise.then(
    () => null,
    (e: { code: string; message: string; fieldErrors: unknown }) => e,
  );
  return error && { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
}

describe('loadTemplatesForEngine', () => {
  it('reads every template of the company, active or not, in the engine’s shape and in order of id', async () => {
    const salary = await post('/api/salary-rule-templates', {
      templateName: 'Процент',
      ruleType: 'percent_individual',
      value: '3',
      salaryMode: 'bonus',
      thresholdType: 'employee_profit',
      thresholdValue: '1000',
      achievementIcon: 'crown',
      appliesTo: { departments: [k.sales], employees: [k.anna], groups: [] },
      isActive: false,
    });
    const fixed = await post('/api/salary-rule-templates', {
      templateName: 'Оклад',
      ruleType: 'fixed',
      value: '30000',
    });
    const b = await bonus({
      calculationType: 'per_unit',
      unitType: 'per_minute',
      employeeIds: [k.anna],
      assignmentType: 'group',
    });
    const p = await penalty({ departmentIds: [k.sales], isActive: false });
    await post(
      '/api/salary-rule-templates',
      { templateName: 'Их', ruleType: 'fixed', value: '1' },
      k.foreignCompanyId,
      k.outsider,
    );
    await post('/api/bonus-rule-templates', { templateName: 'Их', amount: '1' }, k.foreignCompanyId, k.outsider);

    const loaded = await loadTemplatesForEngine(em(), k.companyId);
    expect(loaded.salaryRules).toEqual([
      {
        id: salary.id,
        templateName: 'Процент',
        ruleType: 'percent_individual',
        value: '3.00',
        period: 'monthly',
        teamBase: null,
        salaryMode: 'bonus',
        considerOrdersAndProfit: false,
        appliesTo: { departments: [k.sales], employees: [k.anna], groups: [] },
        thresholdType: 'employee_profit',
        thresholdValue: '1000.00',
        isActive: false,
      },
      expect.objectContaining({ id: fixed.id, value: '30000.00', thresholdValue: null, isActive: true }),
    ]);
    expect(loaded.ruleTemplates).toEqual([
      {
        id: b.id,
        kind: 'bonus',
        templateName: 'Б',
        calculationType: 'per_unit',
        amount: '100.00',
        unitType: 'per_minute',
        assignmentType: 'group',
        departmentIds: [],
        employeeIds: [k.anna],
        isActive: true,
      },
      expect.objectContaining({ id: p.id, kind: 'penalty', departmentIds: [k.sales], isActive: false }),
    ]);
    expect(await loadTemplatesForEngine(em(), 999_999)).toEqual({ salaryRules: [], ruleTemplates: [] });
  });
});

describe('assertTemplatesAssigned', () => {
  it('accepts templates assigned through a department of the employee or by name in the group', async () => {
    const byDepartment = await bonus({ assignmentType: 'department', departmentIds: [k.support, k.sales] });
    const byGroup = await penalty({ assignmentType: 'group', employeeIds: [k.anna], departmentIds: [k.support] });
    const anna = { id: k.anna, departmentIds: [k.sales] };
    await expect(
      assertTemplatesAssigned(em(), k.companyId, anna, [{ ruleId: byDepartment.id }], [{ ruleId: byGroup.id }]),
    ).resolves.toBeUndefined();
    await expect(assertTemplatesAssigned(em(), k.companyId, anna, [], [])).resolves.toBeUndefined();
  });

  it('refuses a template that is missing, of the other kind or of another company: Шаблон не найден', async () => {
    const b = await bonus({ departmentIds: [k.sales] });
    const theirs = await post(
      '/api/penalty-rule-templates',
      { templateName: 'Их', amount: '1' },
      k.foreignCompanyId,
      k.outsider,
    );
    const anna = { id: k.anna, departmentIds: [k.sales] };
    expect(
      await refusal(
        assertTemplatesAssigned(
          em(),
          k.companyId,
          anna,
          [{ ruleId: 999_999 }],
          [{ ruleId: b.id }, { ruleId: theirs.id }],
        ),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Шаблон не найден',
      fieldErrors: { bonusRules: ['Шаблон не найден'], penaltyRules: ['Шаблон не найден'] },
    });
    expect(await refusal(assertTemplatesAssigned(em(), k.companyId, anna, [{ ruleId: 2 ** 40 }], []))).toMatchObject({
      fieldErrors: { bonusRules: ['Шаблон не найден'] },
    });
  });

  it('refuses a template not assigned to the employee, or switched off', async () => {
    const otherDepartment = await bonus({
      assignmentType: 'department',
      departmentIds: [k.support],
      employeeIds: [k.boris],
    });
    const otherPerson = await penalty({ assignmentType: 'group', employeeIds: [k.anna], departmentIds: [k.sales] });
    const off = await penalty({ departmentIds: [k.sales], isActive: false });
    const boris = { id: k.boris, departmentIds: [k.sales] };
    expect(
      await refusal(
        assertTemplatesAssigned(
          em(),
          k.companyId,
          boris,
          [{ ruleId: otherDepartment.id }],
          [{ ruleId: otherPerson.id }, { ruleId: off.id }],
        ),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Шаблон не назначен этому сотруднику',
      fieldErrors: {
        bonusRules: ['Шаблон не назначен этому сотруднику'],
        penaltyRules: ['Шаблон не назначен этому сотруднику', 'Шаблон отключен'],
      },
    });
    expect(await refusal(assertTemplatesAssigned(em(), k.companyId, boris, [], [{ ruleId: off.id }]))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Шаблон отключен',
      fieldErrors: { penaltyRules: ['Шаблон отключен'] },
    });
  });
});
