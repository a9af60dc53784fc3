import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import SalaryTemplatesPage from './pages/SalaryTemplatesPage';
import { directoryHandlers, salaryTemplate } from './rule-templates.fixtures';

// Dialogs with selects are slow in jsdom, and slower on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

function setup(
  role: CompanyRole | null,
  templates: ReturnType<typeof salaryTemplate>[],
  handlers: Record<string, Handler> = {},
) {
  return renderCompanyPage(<SalaryTemplatesPage />, role, {
    ...directoryHandlers,
    RuleTemplatesSalaryList: () => ({ data: { salaryRuleTemplates: templates } }),
    ...handlers,
  });
}

async function pick(select: HTMLElement, label: string) {
  await userEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: label, hidden: true }));
}

async function options(select: HTMLElement) {
  await userEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  const labels = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return labels;
}

describe('SalaryTemplatesPage', () => {
  it('says no company is selected', async () => {
    const { calls } = setup(null, []);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(calls.some((c) => c.name.startsWith('RuleTemplates'))).toBe(false);
  });

  it('counts the templates in Russian', async () => {
    setup('owner', [salaryTemplate(1, 'Оклад')]);
    expect(await screen.findByText('1 шаблон')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Шаблоны зарплатных правил' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать шаблон' })).toBeTruthy();
  });

  it('offers the first template from the empty state, validates it with the contract, then creates it', async () => {
    const { calls } = setup('owner', [], {
      RuleTemplatesCreateSalary: (v) => ({
        data: { createSalaryRuleTemplate: salaryTemplate(9, 'Бонус лучшему', v.input as object) },
      }),
    });
    expect(await screen.findByText('Шаблонов зарплатных правил пока нет')).toBeTruthy();
    expect(screen.getByText('0 шаблонов')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Создать первый шаблон' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый шаблон зарплатного правила' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название шаблона обязательно')).toBeTruthy();
    expect(within(dialog).getByText('Значение обязательно')).toBeTruthy();
    expect(calls.some((c) => c.name === 'RuleTemplatesCreateSalary')).toBe(false);

    // The standalone page offers no fixed_per_deal.
    expect(await options(within(dialog).getByLabelText('Тип правила'))).toEqual([
      'Фиксированная ставка',
      'Процент от личной прибыли',
      'Процент от прибыли команды',
      'Процент от прибыли отдела',
      'Процент от общей прибыли',
    ]);

    // Bonus mode reveals the condition; the best average check needs no value.
    expect(within(dialog).queryByLabelText('Условие бонуса')).toBeNull();
    await pick(within(dialog).getByLabelText(/^Режим/), 'Бонус');
    await pick(within(dialog).getByLabelText('Условие бонуса'), 'Прибыль компании');
    expect(within(dialog).getByRole('textbox', { name: 'Пороговое значение' })).toBeTruthy();
    await pick(within(dialog).getByLabelText('Условие бонуса'), 'Лучший средний чек');
    expect(within(dialog).queryByRole('textbox', { name: 'Пороговое значение' })).toBeNull();
    expect(within(dialog).getByText(/сотрудник с лучшим средним чеком/)).toBeTruthy();
    await pick(within(dialog).getByLabelText('Иконка достижения'), 'Корона');

    // The team base shows only for a team rule.
    expect(within(dialog).queryByLabelText(/^Команда/)).toBeNull();
    await pick(within(dialog).getByLabelText('Тип правила'), 'Процент от прибыли команды');
    expect(within(dialog).getByRole('textbox', { name: /^Процент, %/ })).toBeTruthy();
    await pick(within(dialog).getByLabelText(/^Команда/), 'Группа сотрудников');

    await pick(within(dialog).getByLabelText('Отделы'), 'Склад');
    await pick(within(dialog).getByLabelText('Сотрудники'), 'Вера Петрова');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Название шаблона/ }));
    await userEvent.paste('Бонус лучшему');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Процент, %/ }));
    await userEvent.paste('3.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(calls.find((c) => c.name === 'RuleTemplatesCreateSalary')?.variables).toEqual({
        companyId: 10,
        input: {
          templateName: 'Бонус лучшему',
          description: null,
          ruleType: 'percent_team',
          value: '3.5',
          period: 'monthly',
          teamBase: 'group',
          salaryMode: 'bonus',
          thresholdType: 'average_check',
          thresholdValue: null,
          achievementIcon: 'crown',
          considerOrdersAndProfit: false,
          isActive: true,
          appliesTo: { departments: [2], employees: [7], groups: [] },
        },
      }),
    );
    expect(await screen.findByText('Шаблон зарплатного правила создан успешно')).toBeTruthy();
    const card = await screen.findByTestId('template-card');
    expect(within(card).getByText('Склад')).toBeTruthy();
    expect(within(card).getByText('Вера Петрова')).toBeTruthy();
    expect(within(card).getByLabelText('Корона')).toBeTruthy();
    expect(screen.getByText('1 шаблон')).toBeTruthy();
  });

  it('says so when a template cannot be created', async () => {
    setup('owner', [], {
      RuleTemplatesCreateSalary: () => ({ errors: [{ message: '', extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Создать первый шаблон' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый шаблон зарплатного правила' });
    await userEvent.click(await within(dialog).findByRole('textbox', { name: /Название шаблона/ }));
    await userEvent.paste('Оклад');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Сумма/ }));
    await userEvent.paste('1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Не удалось создать шаблон')).toBeTruthy();
  });

  it('edits a template, keeping its fixed_per_deal type and leaving out a deleted employee', async () => {
    const template = salaryTemplate(4, 'За сделку', {
      ruleType: 'fixed_per_deal',
      value: '150.50',
      appliesTo: { departments: [1], employees: [3, 99], groups: [] },
    });
    const { calls } = setup('owner', [template], {
      RuleTemplatesUpdateSalary: () => ({ errors: [{ message: 'Шаблон не найден' }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Редактировать: За сделку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование шаблона зарплатного правила' });
    const type = await within(dialog).findByLabelText('Тип правила');
    expect((type as HTMLInputElement).value).toBe('Фиксированная за сделку');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'RuleTemplatesUpdateSalary')?.variables).toMatchObject({
        companyId: 10,
        id: 4,
        input: {
          ruleType: 'fixed_per_deal',
          value: '150.50',
          appliesTo: { departments: [1], employees: [3], groups: [] },
        },
      }),
    );
    // The server's message is shown directly; the dialog stays for another try.
    expect(await screen.findByText('Шаблон не найден')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Редактирование шаблона зарплатного правила' })).toBeTruthy();
  });

  it('offers a reader no way to create from the empty state', async () => {
    setup('verifier', []);
    expect(await screen.findByText('Шаблонов зарплатных правил пока нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Создать первый шаблон' })).toBeNull();
  });
});
