import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { kgs, NOW, PREVIEW, renderSalaryPage, spaced } from './salary.fixtures';

vi.setConfig({ testTimeout: 30_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function openForm(button = 'Производительность') {
  await screen.findAllByTestId('salary-summary-card');
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: 'Производительность сотрудника' });
}

const input = (dialog: HTMLElement, label: RegExp | string) => within(dialog).getByLabelText(label) as HTMLInputElement;

async function chooseAnna(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Сотрудник/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Анна Иванова', hidden: true }));
  await within(dialog).findByText('Бонусные правила');
}

/** Anna, 12 orders, 15000.50 profit, 3 overtime days, 0 plan bonuses, 3 minutes late. */
async function fillForm(dialog: HTMLElement) {
  await chooseAnna(dialog);
  await userEvent.clear(input(dialog, 'Количество заказов'));
  await userEvent.type(input(dialog, 'Количество заказов'), '12');
  await userEvent.type(input(dialog, /Прибыль сотрудника/), '15000.50');
  await userEvent.clear(input(dialog, 'Переработка'));
  await userEvent.type(input(dialog, 'Переработка'), '3');
  await userEvent.clear(input(dialog, 'Опоздания'));
  await userEvent.type(input(dialog, 'Опоздания'), '3');
}

const EXPECTED_INPUT = {
  employeeId: 7,
  startDate: '2026-05-01',
  endDate: '2026-05-14',
  ordersCount: 12,
  employeeProfit: '15000.5',
  // 'Премия за план' and 'Нарушение регламента' stay at 0: not sent.
  bonusRules: [{ ruleId: 11, unitCount: 3 }],
  penaltyRules: [{ ruleId: 21, unitCount: 3 }],
};

describe('the performance form', () => {
  it('fills the period from the presets, counted from today in the company’s timezone', async () => {
    renderSalaryPage('manager');
    const dialog = await openForm();
    const start = () => input(dialog, /Дата начала/).value;
    const end = () => input(dialog, /Дата окончания/).value;
    // Default: the running month.
    expect([start(), end()]).toEqual(['2026-05-01', '2026-05-14']);
    expect(input(dialog, /Дата окончания/).max).toBe('2026-05-14');
    expect(input(dialog, /Дата начала/).min).toBe('1900-01-01');

    const preset = async (name: string) => userEvent.click(within(dialog).getByRole('button', { name }));
    await preset('Сегодня');
    expect([start(), end()]).toEqual(['2026-05-14', '2026-05-14']);
    await preset('Вчера');
    expect([start(), end()]).toEqual(['2026-05-13', '2026-05-13']);
    // Thursday 14 May: the week began on Sunday 10 May.
    await preset('Неделя');
    expect([start(), end()]).toEqual(['2026-05-10', '2026-05-14']);
    expect(within(dialog).getByRole('button', { name: 'Неделя' }).getAttribute('aria-pressed')).toBe('true');
    await preset('Квартал');
    expect([start(), end()]).toEqual(['2026-04-01', '2026-05-14']);
    await preset('Прошлый месяц');
    expect([start(), end()]).toEqual(['2026-04-01', '2026-04-30']);
    await preset('Текущий месяц');
    expect([start(), end()]).toEqual(['2026-05-01', '2026-05-14']);
  });

  it('takes the previous month across the year boundary, by the company’s day', async () => {
    // 31 Dec 2026 20:30 UTC is already 1 January 2027 in Bishkek.
    vi.setSystemTime(new Date('2026-12-31T20:30:00Z'));
    renderSalaryPage('manager');
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Прошлый месяц' }));
    expect(input(dialog, /Дата начала/).value).toBe('2026-12-01');
    expect(input(dialog, /Дата окончания/).value).toBe('2026-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Неделя' }));
    // Friday 1 January 2027: from Sunday 27 December.
    expect(input(dialog, /Дата начала/).value).toBe('2026-12-27');
  });

  it('asks a count for each active template assigned to the employee, with its unit', async () => {
    const { calls } = renderSalaryPage('manager');
    const dialog = await openForm();
    expect(within(dialog).getByText('Выберите сотрудника, чтобы увидеть назначенные ему правила.')).toBeTruthy();
    await chooseAnna(dialog);
    expect(calls.find((c) => c.name === 'SalaryEmployeeDepartments')?.variables).toEqual({ companyId: 10, id: 7 });

    // Department 2's and her group's active templates; not the inactive one nor another department's.
    expect(within(dialog).getByLabelText('Переработка')).toBeTruthy();
    expect(within(dialog).getByLabelText('Премия за план')).toBeTruthy();
    expect(within(dialog).getByLabelText('Опоздания')).toBeTruthy();
    expect(within(dialog).getByLabelText('Нарушение регламента')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Отключенный')).toBeNull();
    expect(within(dialog).queryByLabelText('Чужой отдел')).toBeNull();

    const field = (label: string) => input(dialog, label).closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(field('Переработка')).getByText('дней')).toBeTruthy();
    expect(within(field('Опоздания')).getByText('минут')).toBeTruthy();
    expect(within(field('Нарушение регламента')).getByText('нарушений')).toBeTruthy();

    // per_unit: the amount is count × amount.
    await userEvent.clear(input(dialog, 'Переработка'));
    await userEvent.type(input(dialog, 'Переработка'), '3');
    expect(within(field('Переработка')).getByText('дня')).toBeTruthy();
    expect(within(dialog).getByTestId('per-unit-total-11').textContent).toBe(
      `3 дня × ${kgs('500.00')} = ${kgs('1500.00')}`,
    );
    await userEvent.type(input(dialog, 'Опоздания'), '1');
    expect(within(dialog).getByTestId('per-unit-total-21').textContent).toBe(
      `1 минута × ${kgs('50.00')} = ${kgs('50.00')}`,
    );
    // A fixed template has no count × amount line.
    expect(within(dialog).queryByTestId('per-unit-total-12')).toBeNull();
  });

  it('shows the contract’s messages and sends nothing while the form is incomplete', async () => {
    const { calls } = renderSalaryPage('manager');
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Выберите сотрудника')).toBeTruthy();
    expect(within(dialog).getByText('Прибыль обязательна')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить правила' }));
    expect(calls.some((c) => /SalarySave|SalaryPreview|SalaryFix/.test(c.name))).toBe(false);
  });

  it('previews the rules before anything is saved, sending only counts above 0', async () => {
    const { calls } = renderSalaryPage('manager', { SalaryPreviewPerformance: () => ({ data: PREVIEW }) });
    const dialog = await openForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить правила' }));

    const preview = await within(dialog).findByTestId('performance-preview');
    expect(await screen.findByText('Правила применены для предварительного расчета')).toBeTruthy();
    expect(calls.find((c) => c.name === 'SalaryPreviewPerformance')?.variables).toEqual({
      companyId: 10,
      input: EXPECTED_INPUT,
    });
    expect(calls.some((c) => c.name === 'SalarySavePerformance' || c.name === 'SalaryFixPeriod')).toBe(false);

    const row = (name: string) => within(preview).getByTestId(`preview-${name}`).textContent;
    expect(row('ordersCount')).toBe('Заказы416+12');
    expect(row('totalBonuses')).toBe(`Бонусы${kgs('1000.00')}${kgs('2500.00')}+${kgs('1500.00')}`);
    expect(row('totalPenalties')).toBe(`Штрафы${kgs('0.00')}${kgs('150.00')}+${kgs('150.00')}`);
    expect(row('totalSalary')).toBe(`Итого зарплата${kgs('31000.00')}${kgs('32350.00')}+${kgs('1350.00')}`);
    expect(row('amountDue')).toBe(`К доплате${kgs('31000.00')}${kgs('32350.00')}+${kgs('1350.00')}`);
    expect(row('baseSalary')).toBe(`Базовая зарплата${kgs('30000.00')}${kgs('30000.00')}${kgs('0.00')}`);
    expect(within(preview).getByText(/Период расчета: 01\.05\.2026 – 31\.05\.2026/)).toBeTruthy();
    const rules = within(preview).getByTestId('preview-rules');
    expect(within(rules).getByText('Переработка')).toBeTruthy();
    expect(within(rules).getByText(spaced(`${kgs('1500.00')} (+${kgs('1500.00')})`))).toBeTruthy();
    expect(within(rules).getByText('Опоздания')).toBeTruthy();

    // Changing a value makes the preview stale: it goes.
    await userEvent.type(input(dialog, 'Количество заказов'), '0');
    expect(within(dialog).queryByTestId('performance-preview')).toBeNull();
  });

  it('says so when the preview fails, with the server’s message', async () => {
    renderSalaryPage('manager', {
      SalaryPreviewPerformance: () => ({ errors: [{ message: 'Шаблон не назначен этому сотруднику' }] }),
    });
    const dialog = await openForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить правила' }));
    expect(await screen.findByText('Шаблон не назначен этому сотруднику')).toBeTruthy();
    expect(within(dialog).queryByTestId('performance-preview')).toBeNull();
  });

  it('saves the record, says so and closes', async () => {
    const { calls } = renderSalaryPage('manager', {
      SalarySavePerformance: () => ({
        data: {
          savePerformance: {
            __typename: 'SavedPerformance',
            record: {
              __typename: 'PerformanceRecord',
              id: 33,
              ...EXPECTED_INPUT,
              bonusRules: [{ __typename: 'RuleUnits', ruleId: 11, unitCount: 3 }],
              penaltyRules: [{ __typename: 'RuleUnits', ruleId: 21, unitCount: 3 }],
              createdAt: '2026-05-14T06:00:00.000Z',
            },
          },
        },
      }),
    });
    const dialog = await openForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные производительности сотрудника сохранены и правила применены')).toBeTruthy();
    expect(calls.find((c) => c.name === 'SalarySavePerformance')?.variables).toEqual({
      companyId: 10,
      input: EXPECTED_INPUT,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Производительность сотрудника' })).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.name === 'SalaryFigures').length).toBeGreaterThan(1));
  });

  it('fixes the period only after a confirmation that explains the lock', async () => {
    const { calls } = renderSalaryPage('manager', {
      SalaryFixPeriod: (v) => ({
        data: {
          fixPayrollPeriod: {
            __typename: 'PayrollFix',
            id: 50,
            employeeId: 7,
            periodFrom: (v.input as { startDate: string }).startDate,
            periodTo: (v.input as { endDate: string }).endDate,
            fixedAt: '2026-05-14T06:00:00.000Z',
            reopenedAt: null,
          },
        },
      }),
    });
    const dialog = await openForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зафиксировать' }));
    const confirm = await screen.findByRole('dialog', { name: 'Зафиксировать период?' });
    expect(
      within(confirm).getByText(/Период 01\.05\.2026 – 14\.05\.2026 сотрудника Анна Иванова будет зафиксирован/),
    ).toBeTruthy();
    expect(within(confirm).getByText(/внутри периода больше нельзя будет добавить, изменить или удалить/)).toBeTruthy();
    expect(calls.some((c) => c.name === 'SalaryFixPeriod')).toBe(false);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Зафиксировать' }));
    expect(await screen.findByText('Данные зафиксированы в истории для отчетов')).toBeTruthy();
    expect(calls.find((c) => c.name === 'SalaryFixPeriod')?.variables).toEqual({
      companyId: 10,
      input: EXPECTED_INPUT,
    });
  });

  it('shows the server’s refusal of an overlapping fix', async () => {
    renderSalaryPage('owner', {
      SalaryFixPeriod: () => ({
        errors: [{ message: 'Этот период сотрудника уже зафиксирован', extensions: { code: 'CONFLICT' } }],
      }),
    });
    const dialog = await openForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зафиксировать' }));
    const confirm = await screen.findByRole('dialog', { name: 'Зафиксировать период?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Зафиксировать' }));
    expect(await screen.findByText('Этот период сотрудника уже зафиксирован')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Производительность сотрудника' })).toBeTruthy();
  });

  it('lets a reader preview but neither save nor fix', async () => {
    renderSalaryPage('verifier', { SalaryPreviewPerformance: () => ({ data: PREVIEW }) });
    const dialog = await openForm('Применить правила');
    expect(within(dialog).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Зафиксировать' })).toBeNull();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить правила' }));
    expect(await within(dialog).findByTestId('performance-preview')).toBeTruthy();
  });
});
