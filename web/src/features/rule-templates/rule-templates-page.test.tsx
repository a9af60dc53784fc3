import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { formatMoney } from '@/shared/format/money';
import RuleTemplatesPage from './pages/RuleTemplatesPage';
import { directoryHandlers, ruleTemplate, salaryTemplate } from './rule-templates.fixtures';

/** The test company's money (KGS, Russian) with two decimals, as the shared formatter writes it. */
const som = (value: string) => formatMoney(value, { currency: 'KGS', language: 'ru', decimals: 2 });

// Dialogs with selects are slow in jsdom, and slower on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

const SALARY = [
  salaryTemplate(1, 'Оклад продавца', {
    value: '30000.00',
    appliesTo: { departments: [1], employees: [7], groups: [] },
  }),
  salaryTemplate(2, 'Бонус за план', {
    ruleType: 'percent_department',
    value: '2.50',
    period: 'weekly',
    salaryMode: 'bonus',
    thresholdType: 'department_profit',
    thresholdValue: '100000.00',
    achievementIcon: 'trophy',
  }),
];

const BONUSES = [
  ruleTemplate(11, 'Переработка', {
    calculationType: 'per_unit',
    amount: '500.00',
    unitType: 'per_day',
    departments: [{ id: 2, name: 'Склад' }],
  }),
];

const PENALTIES = [
  ruleTemplate(21, 'Опоздание', {
    calculationType: 'per_unit',
    amount: '50.00',
    unitType: 'per_minute',
    assignmentType: 'group',
    employees: [{ id: 3, firstName: 'Анна', lastName: 'Иванова' }],
  }),
];

function setup(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<RuleTemplatesPage />, role, {
    ...directoryHandlers,
    RuleTemplatesSalaryList: () => ({ data: { salaryRuleTemplates: SALARY } }),
    RuleTemplatesBonusList: () => ({ data: { templates: BONUSES } }),
    RuleTemplatesPenaltyList: () => ({ data: { templates: PENALTIES } }),
    ...handlers,
  });
}

const card = (name: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('template-card').find((c) => c.textContent?.includes(name));
    if (!found) throw new Error(`no card ${name}`);
    return found;
  });

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

async function pick(select: HTMLElement, label: string) {
  await userEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: label, hidden: true }));
}

describe('RuleTemplatesPage', () => {
  it('asks for a company when none is selected', async () => {
    const { calls } = setup(null);
    expect(await screen.findByText('Выберите компанию для просмотра шаблонов правил')).toBeTruthy();
    expect(calls.some((c) => c.name.startsWith('RuleTemplates'))).toBe(false);
  });

  it('opens on the salary rates: type, value, period, mode, threshold and whom each template pays', async () => {
    setup('owner');
    expect(screen.getByRole('heading', { name: 'Шаблоны правил KPI' })).toBeTruthy();
    expect((await screen.findByRole('tab', { name: 'Ставки зарплаты' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('2 шаблона')).toBeTruthy();

    const salary = await card('Оклад продавца');
    expect(within(salary).getByText('Фиксированная ставка')).toBeTruthy();
    expect(within(salary).getByText('Базовая часть')).toBeTruthy();
    expect(within(salary).getByTestId('template-figure').textContent).toBe(som('30000.00'));
    expect(within(salary).getByText('В месяц')).toBeTruthy();
    expect(within(salary).getByText('Отдел продаж')).toBeTruthy();
    // Вера Петрова is on the directory's second page.
    expect(await within(salary).findByText('Вера Петрова')).toBeTruthy();
    expect(within(salary).queryByText(/никому не начисляется/)).toBeNull();

    const bonus = await card('Бонус за план');
    expect(within(bonus).getByText('Процент от прибыли отдела')).toBeTruthy();
    expect(within(bonus).getByText('Бонус')).toBeTruthy();
    expect(within(bonus).getByTestId('template-figure').textContent).toBe('2,5 %');
    expect(within(bonus).getByText('В неделю')).toBeTruthy();
    // Testing Library reads text with plain spaces; Intl writes no-break ones.
    expect(within(bonus).getByText(`Прибыль отдела ≥ ${som('100000.00')}`.replace(/\s+/g, ' '))).toBeTruthy();
    expect(within(bonus).getByLabelText('Кубок')).toBeTruthy();
    expect(
      within(bonus).getByText('Не назначен ни одному сотруднику или отделу — шаблон никому не начисляется'),
    ).toBeTruthy();
  });

  it('toggles a salary template with the switch and says so', async () => {
    const { calls } = setup('manager', {
      RuleTemplatesToggleSalary: (v) => ({
        data: { toggleSalaryRuleTemplate: { ...SALARY[0], isActive: v.isActive } },
      }),
    });
    const toggle = within(await card('Оклад продавца')).getByRole('switch', {
      name: 'Шаблон активен: Оклад продавца',
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    expect(await screen.findByText('Статус шаблона изменен успешно')).toBeTruthy();
    expect(calls.find((c) => c.name === 'RuleTemplatesToggleSalary')?.variables).toEqual({
      companyId: 10,
      id: 1,
      isActive: false,
    });
    expect(toggle.checked).toBe(false);
    expect(within(await card('Оклад продавца')).getByText('Отключен')).toBeTruthy();
  });

  it('puts the switch back when the toggle fails', async () => {
    setup('owner', { RuleTemplatesToggleSalary: () => Promise.reject(new Error('offline')) });
    const toggle = within(await card('Оклад продавца')).getByRole('switch', {
      name: 'Шаблон активен: Оклад продавца',
    }) as HTMLInputElement;
    await userEvent.click(toggle);
    expect(await screen.findByText('Не удалось изменить статус')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('shows bonuses and penalties on their tabs, with the unit of a per-unit amount', async () => {
    const { calls } = setup('owner', {
      RuleTemplatesTogglePenalty: (v) => ({ data: { template: { ...PENALTIES[0], isActive: v.isActive } } }),
    });
    await card('Оклад продавца');
    expect(calls.some((c) => c.name === 'RuleTemplatesBonusList')).toBe(false);

    await openTab('Бонусы');
    const overtime = await card('Переработка');
    expect(within(overtime).getByText('За единицу')).toBeTruthy();
    expect(within(overtime).getByTestId('template-figure').textContent).toBe(`${som('500.00')} за день`);
    expect(within(overtime).getByText('Склад')).toBeTruthy();
    expect(screen.queryByText('Оклад продавца')).toBeNull();

    await openTab('Штрафы');
    const late = await card('Опоздание');
    expect(within(late).getByTestId('template-figure').textContent).toBe(`${som('50.00')} за минуту`);
    expect(within(late).getByText('Анна Иванова')).toBeTruthy();
    await userEvent.click(within(late).getByRole('switch', { name: 'Шаблон активен: Опоздание' }));
    expect(await screen.findByText('Статус шаблона изменен успешно')).toBeTruthy();
    expect(calls.find((c) => c.name === 'RuleTemplatesTogglePenalty')?.variables).toEqual({
      companyId: 10,
      id: 21,
      isActive: false,
    });
  });

  it('offers a reader without pay.write no write buttons, and shows the status', async () => {
    setup('verifier');
    const salary = await card('Оклад продавца');
    expect(within(salary).getByText('Активен')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Создать шаблон' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Редактировать:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить:/ })).toBeNull();
    await openTab('Бонусы');
    await card('Переработка');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Создать/ })).toBeNull();
  });

  it('tells the employee role the templates are not theirs to see, without asking the server', async () => {
    const { calls } = setup('employee');
    expect(await screen.findByText('Нет доступа к шаблонам правил')).toBeTruthy();
    expect(calls.some((c) => c.name.startsWith('RuleTemplates'))).toBe(false);
  });

  it('deletes a template only after confirming', async () => {
    const { calls } = setup('owner', {
      RuleTemplatesDeleteSalary: () => ({ data: { deleteSalaryRuleTemplate: true } }),
    });
    await userEvent.click(within(await card('Бонус за план')).getByRole('button', { name: 'Удалить: Бонус за план' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить шаблон?' });
    expect(calls.some((c) => c.name === 'RuleTemplatesDeleteSalary')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Шаблон удален')).toBeTruthy();
    expect(calls.find((c) => c.name === 'RuleTemplatesDeleteSalary')?.variables).toEqual({ companyId: 10, id: 2 });
    await waitFor(() => expect(screen.getAllByTestId('template-card')).toHaveLength(1));
  });

  it('validates a new bonus, shows the unit for per-unit and the employees for a group, then creates it', async () => {
    const { calls } = setup('hr_manager', {
      RuleTemplatesCreateBonus: (v) => ({
        data: {
          template: ruleTemplate(12, 'Ночная смена', {
            ...(v.input as object),
            employees: [{ id: 7, firstName: 'Вера', lastName: 'Петрова' }],
          }),
        },
      }),
    });
    await openTab('Бонусы');
    await card('Переработка');
    await userEvent.click(screen.getByRole('button', { name: 'Создать шаблон' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый шаблон бонуса' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название шаблона обязательно')).toBeTruthy();
    expect(within(dialog).getByText('Сумма обязательна')).toBeTruthy();
    expect(calls.some((c) => c.name === 'RuleTemplatesCreateBonus')).toBe(false);

    expect(within(dialog).queryByLabelText('Единица')).toBeNull();
    await pick(within(dialog).getByLabelText('Тип расчета'), 'За единицу');
    expect(within(dialog).getByRole('textbox', { name: /^Сумма за единицу/ })).toBeTruthy();
    await pick(within(dialog).getByLabelText('Единица'), 'За нарушение');

    expect(within(dialog).getByLabelText('Отделы')).toBeTruthy();
    await pick(within(dialog).getByLabelText('Назначить'), 'Группе сотрудников');
    expect(within(dialog).queryByLabelText('Отделы')).toBeNull();
    await pick(within(dialog).getByLabelText('Сотрудники'), 'Вера Петрова');

    await userEvent.click(within(dialog).getByRole('textbox', { name: /Название шаблона/ }));
    await userEvent.paste('Ночная смена');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Сумма за единицу/ }));
    await userEvent.paste('750.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(calls.find((c) => c.name === 'RuleTemplatesCreateBonus')?.variables).toEqual({
        companyId: 10,
        input: {
          templateName: 'Ночная смена',
          description: null,
          amount: '750.5',
          calculationType: 'per_unit',
          unitType: 'per_violation',
          assignmentType: 'group',
          departmentIds: [],
          employeeIds: [7],
          isActive: true,
        },
      }),
    );
    expect(await screen.findByText('Шаблон бонуса создан')).toBeTruthy();
    expect(within(await card('Ночная смена')).getByTestId('template-figure').textContent).toBe(
      `${som('750.50')} за нарушение`,
    );
    expect(screen.queryByRole('dialog', { name: 'Новый шаблон бонуса' })).toBeNull();
  });

  it('keeps the dialog open with its failure text when a penalty cannot be created', async () => {
    setup('owner', { RuleTemplatesCreatePenalty: () => Promise.reject(new Error('offline')) });
    await openTab('Штрафы');
    await card('Опоздание');
    await userEvent.click(screen.getByRole('button', { name: 'Создать шаблон' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый шаблон штрафа' });
    await userEvent.click(await within(dialog).findByRole('textbox', { name: /Название шаблона/ }));
    await userEvent.paste('Брак');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Сумма/ }));
    await userEvent.paste('1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Не удалось создать шаблон штрафа')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Новый шаблон штрафа' })).toBeTruthy();
  });

  it('says so when a tab has no templates yet', async () => {
    setup('owner', { RuleTemplatesPenaltyList: () => ({ data: { templates: [] } }) });
    await openTab('Штрафы');
    expect(await screen.findByText('Шаблонов штрафов пока нет')).toBeTruthy();
    expect(screen.getByText('0 шаблонов')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать первый шаблон' })).toBeTruthy();
  });

  it('reads the list again on a pay event', async () => {
    let push: () => void = () => {};
    let reads = 0;
    setup('owner', {
      RuleTemplatesSalaryList: () => {
        reads += 1;
        const list = reads === 1 ? SALARY : [...SALARY, salaryTemplate(3, 'Новый оклад')];
        return { data: { salaryRuleTemplates: list } };
      },
      PayLiveChanged: () =>
        new Promise((resolve) => {
          push = () =>
            resolve({
              data: {
                payChanged: {
                  __typename: 'PayEvent',
                  id: 3,
                  action: 'created',
                  source: 'salaryTemplate',
                  employeeIds: null,
                },
              },
            });
        }),
    });
    await card('Оклад продавца');
    push();
    expect(await card('Новый оклад')).toBeTruthy();
    expect(screen.getByText('3 шаблона')).toBeTruthy();
  });
});
