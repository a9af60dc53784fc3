import { describe, expect, it } from 'vitest';
import { salaryTemplate, ruleTemplate } from './rule-templates.fixtures';
import { amountLabel, initialRuleValues, ruleFormSchema, toRuleInput } from './rule-template-form';
import {
  initialSalaryValues,
  ruleTypeOptions,
  salaryFieldsShown,
  salaryFormSchema,
  toSalaryInput,
} from './salary-template-form';
import { formatMoney } from '@/shared/format/money';
import { decimalText } from './template-form';
import { formatPercent, paysNobody, ruleAmountText, salaryValueText, thresholdText } from './template-view';

const money = (v: string | null | undefined) => `${v} сом`;
const none = { departments: new Set<number>(), employees: new Set<number>() };
const names = {
  departmentNames: new Map([[1, 'Отдел продаж']]),
  employeeNames: new Map([[3, 'Анна Иванова']]),
};

describe('what the cards say', () => {
  it('shows a percent rule as a percent, a fixed one as money, per deal with its unit', () => {
    expect(salaryValueText({ ruleType: 'percent_team', value: '12.50' }, money, 'ru')).toBe('12,5 %');
    expect(salaryValueText({ ruleType: 'percent_total', value: '1500.00' }, money, 'en')).toBe('1,500 %');
    expect(salaryValueText({ ruleType: 'fixed', value: '30000.00' }, money, 'ru')).toBe('30000.00 сом');
    expect(salaryValueText({ ruleType: 'fixed_per_deal', value: '150.50' }, money, 'ru')).toBe('150.50 сом за сделку');
    expect(formatPercent('not a number', 'ru')).toBe('not a number %');
  });

  it('gives a bonus rule’s condition, and none for a base rule', () => {
    expect(thresholdText({ salaryMode: 'base', thresholdType: 'company_profit' }, money, 'ru')).toBeNull();
    expect(thresholdText({ salaryMode: 'bonus', thresholdType: null }, money, 'ru')).toBe('Без порога');
    expect(
      thresholdText({ salaryMode: 'bonus', thresholdType: 'company_profit', thresholdValue: '100000.00' }, money, 'ru'),
    ).toBe('Прибыль компании ≥ 100000.00 сом');
    expect(
      thresholdText({ salaryMode: 'bonus', thresholdType: 'orders_count', thresholdValue: '120.00' }, money, 'ru'),
    ).toBe('Количество заказов ≥ 120');
    expect(thresholdText({ salaryMode: 'bonus', thresholdType: 'employee_profit' }, money, 'ru')).toBe(
      'Прибыль сотрудника ≥ 0 сом',
    );
    expect(thresholdText({ salaryMode: 'bonus', thresholdType: 'average_check' }, money, 'ru')).toBe(
      'Лучший средний чек',
    );
  });

  it('names the unit of a per-unit amount and the base of a percentage', () => {
    const t = (calculationType: 'fixed' | 'percentage' | 'per_unit', unitType = 'per_day' as const) =>
      ruleAmountText({ calculationType, amount: '500.00', unitType }, money, 'ru');
    expect(t('fixed')).toBe('500.00 сом');
    expect(t('percentage')).toBe('500 % от прибыли');
    expect(t('per_unit')).toBe('500.00 сом за день');
    expect(
      ruleAmountText({ calculationType: 'per_unit', amount: '50.00', unitType: 'per_violation' }, money, 'ru'),
    ).toBe('50.00 сом за нарушение');
    expect(ruleAmountText({ calculationType: 'per_unit', amount: '5.00', unitType: 'per_minute' }, money, 'ru')).toBe(
      '5.00 сом за минуту',
    );
  });

  it('shows an amount or value the viewer’s role does not see as a bare dash', () => {
    const shown = (v: string | null | undefined) => formatMoney(v, { currency: 'KGS', language: 'ru', decimals: 2 });
    for (const ruleType of ['fixed', 'fixed_per_deal', 'percent_team'] as const)
      expect(salaryValueText({ ruleType, value: null }, shown, 'ru')).toBe('—');
    for (const calculationType of ['fixed', 'percentage', 'per_unit'] as const)
      expect(ruleAmountText({ calculationType, amount: null, unitType: 'per_day' }, shown, 'ru')).toBe('—');
  });

  it('warns about a salary template that pays nobody, deleted ids included once everyone is known', () => {
    expect(paysNobody({ departments: [], employees: [] }, names, false)).toBe(true);
    expect(paysNobody({ departments: [9], employees: [] }, names, false)).toBe(false);
    expect(paysNobody({ departments: [9], employees: [8] }, names, true)).toBe(true);
    expect(paysNobody({ departments: [9], employees: [3] }, names, true)).toBe(false);
  });
});

describe('the salary template form', () => {
  it('reveals the threshold in bonus mode, its value unless the best average check decides', () => {
    expect(salaryFieldsShown({ ruleType: 'fixed', salaryMode: 'base', thresholdType: null })).toEqual({
      teamBase: false,
      threshold: false,
      thresholdValue: false,
      achievementIcon: false,
    });
    expect(
      salaryFieldsShown({ ruleType: 'percent_team', salaryMode: 'bonus', thresholdType: 'company_profit' }),
    ).toEqual({ teamBase: true, threshold: true, thresholdValue: true, achievementIcon: true });
    expect(
      salaryFieldsShown({ ruleType: 'fixed', salaryMode: 'bonus', thresholdType: 'average_check' }).thresholdValue,
    ).toBe(false);
  });

  it('sends hidden fields empty, ids as numbers, and keeps the groups it does not show', () => {
    const values = {
      ...initialSalaryValues(null, none),
      templateName: '  Премия  ',
      ruleType: 'percent_individual' as const,
      value: 12.5,
      teamBase: 'group' as const,
      thresholdType: 'company_profit' as const,
      thresholdValue: 100000,
      achievementIcon: 'star' as const,
      departments: ['1'],
      employees: ['3', '7'],
      groups: [4],
    };
    expect(toSalaryInput(values)).toEqual({
      templateName: 'Премия',
      description: null,
      ruleType: 'percent_individual',
      value: '12.5',
      period: 'monthly',
      teamBase: null,
      salaryMode: 'base',
      thresholdType: null,
      thresholdValue: null,
      achievementIcon: null,
      considerOrdersAndProfit: false,
      isActive: true,
      appliesTo: { departments: [1], employees: [3, 7], groups: [4] },
    });
    expect(toSalaryInput({ ...values, salaryMode: 'bonus' })).toMatchObject({
      thresholdType: 'company_profit',
      thresholdValue: '100000',
      achievementIcon: 'star',
    });
    expect(toSalaryInput({ ...values, salaryMode: 'bonus', thresholdType: 'average_check' }).thresholdValue).toBeNull();
  });

  it('drops the ids of departments and employees deleted since', () => {
    const template = salaryTemplate(1, 'Ставка', { appliesTo: { departments: [1, 9], employees: [3, 8], groups: [] } });
    const values = initialSalaryValues(template, { departments: new Set([1]), employees: new Set([3]) });
    expect([values.departments, values.employees]).toEqual([['1'], ['3']]);
  });

  it('opens a value the viewer’s role does not see empty, never as 0', () => {
    expect(initialSalaryValues(salaryTemplate(1, 'Ставка', { value: null }), none).value).toBe('');
  });

  it('validates with the contract’s messages', () => {
    const result = salaryFormSchema.safeParse({ ...initialSalaryValues(null, none), templateName: ' ', value: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['templateName', 'Название шаблона обязательно'],
      ['value', 'Значение обязательно'],
    ]);
  });

  it('offers fixed_per_deal in the tab only, unless the edited template has it', () => {
    const values = (variant: 'tab' | 'standalone', current: 'fixed' | 'fixed_per_deal' | null) =>
      ruleTypeOptions(variant, current).map((o) => o.value);
    expect(values('tab', null)).toContain('fixed_per_deal');
    expect(values('standalone', null)).not.toContain('fixed_per_deal');
    expect(values('standalone', 'fixed')).toHaveLength(5);
    expect(values('standalone', 'fixed_per_deal')).toContain('fixed_per_deal');
  });
});

describe('the bonus and penalty template form', () => {
  it('starts from the named lists of an existing template and sends numbers', () => {
    const template = ruleTemplate(4, 'Опоздание', {
      assignmentType: 'group',
      departments: [{ id: 1, name: 'Отдел продаж' }],
      employees: [{ id: 3, firstName: 'Анна', lastName: 'Иванова' }],
    });
    const values = initialRuleValues(template);
    expect([values.departmentIds, values.employeeIds]).toEqual([['1'], ['3']]);
    expect(toRuleInput({ ...values, amount: 250 })).toEqual({
      templateName: 'Опоздание',
      description: null,
      amount: '250',
      calculationType: 'fixed',
      unitType: 'per_day',
      assignmentType: 'group',
      departmentIds: [1],
      employeeIds: [3],
      isActive: true,
    });
  });

  it('opens an amount the viewer’s role does not see empty, never as 0', () => {
    expect(initialRuleValues(ruleTemplate(4, 'Опоздание', { amount: null })).amount).toBe('');
  });

  it('requires a name and an amount with the contract’s messages', () => {
    const result = ruleFormSchema.safeParse(initialRuleValues(null));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['templateName', 'Название шаблона обязательно'],
      ['amount', 'Сумма обязательна'],
    ]);
  });

  it('labels the amount by the calculation type', () => {
    expect(amountLabel('fixed')).toBe('Сумма');
    expect(amountLabel('percentage')).toBe('Процент от прибыли, %');
    expect(amountLabel('per_unit')).toBe('Сумма за единицу');
  });

  it('writes a number input’s value as the API’s decimal text', () => {
    expect([decimalText(1500), decimalText(0.01), decimalText(' 12.5 '), decimalText('')]).toEqual([
      '1500',
      '0.01',
      '12.5',
      '',
    ]);
  });
});
