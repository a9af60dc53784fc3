import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { pick } from '@/test/pick';
import { card, cards, dashboard, HALL, setup, structureShown } from './custom-dashboards.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

const NO_FLAGS = {
  showCompanyProfit: false,
  showDepartmentProfit: false,
  showEmployeeProfit: false,
  showTeamBonuses: false,
  showAdvances: false,
  showSalaryPayouts: false,
  showThresholdProgress: false,
  showEmployeeCards: false,
};

const created = (v: Record<string, unknown>) => ({
  data: {
    createCustomDashboard: dashboard({ id: 9, createdAt: '2026-04-01T00:00:00.000Z', ...(v.input as object) }),
  },
});

async function openCreate() {
  await structureShown();
  await userEvent.click(screen.getByRole('button', { name: 'Создать дашборд' }));
  return screen.findByRole('dialog', { name: 'Новый дашборд' });
}

const toggle = (dialog: HTMLElement, name: string) => userEvent.click(within(dialog).getByRole('switch', { name }));

async function typeInto(dialog: HTMLElement, label: RegExp, text: string) {
  await userEvent.click(within(dialog).getByRole('textbox', { name: label }));
  await userEvent.paste(text);
}

describe('creating a dashboard', () => {
  it('requires a name (the contract’s message), then sends the flags and selections', async () => {
    const { asked } = setup('manager', { CreateCustomDashboard: created });
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название дашборда обязательно')).toBeTruthy();
    expect(asked('CreateCustomDashboard')).toHaveLength(0);

    await typeInto(dialog, /Название/, '  Витрина ');
    await typeInto(dialog, /Описание/, 'Для входа');
    await pick(within(dialog).getByLabelText('Отделы'), 'Склад');
    await pick(within(dialog).getByLabelText('Филиалы'), 'Южный');
    // A new dashboard starts with every part on: switch off all but two.
    for (const name of ['Прибыль отделов', 'Прибыль сотрудников', 'Командные бонусы', 'Авансы', 'Выплаты зарплат']) {
      await toggle(dialog, name);
    }
    await pick(within(dialog).getByLabelText('Отделы для прогресса порогов'), 'Продажи');
    await toggle(dialog, 'Карточки сотрудников');
    expect(within(dialog).queryByLabelText('Отделы для карточек сотрудников')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(asked('CreateCustomDashboard')).toHaveLength(1));
    expect(asked('CreateCustomDashboard')[0]!.variables).toEqual({
      companyId: 10,
      input: {
        name: 'Витрина',
        description: 'Для входа',
        selectedDepartments: [2],
        selectedBranches: [8],
        thresholdProgressDepartments: [1],
        employeeCardsDepartments: [],
        ...NO_FLAGS,
        showCompanyProfit: true,
        showThresholdProgress: true,
      },
    });
    expect(await screen.findByText('Дашборд создан')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cards().at(-1)!.textContent).toContain('Витрина');
  });

  it('says empty selections mean all, and shows a part’s departments only while it is on', async () => {
    setup('owner');
    const dialog = await openCreate();
    const placeholder = (label: string) => within(dialog).getByLabelText(label).getAttribute('placeholder');
    expect(placeholder('Отделы')).toBe('Пусто — все отделы');
    expect(placeholder('Филиалы')).toBe('Пусто — все филиалы');
    expect(placeholder('Отделы для карточек сотрудников')).toBe('Пусто — все отделы');
    expect(within(dialog).getByLabelText('Отделы для прогресса порогов')).toBeTruthy();
    await toggle(dialog, 'Прогресс порогов');
    expect(within(dialog).queryByLabelText('Отделы для прогресса порогов')).toBeNull();
    await toggle(dialog, 'Прогресс порогов');
    expect(within(dialog).getByLabelText('Отделы для прогресса порогов')).toBeTruthy();
  });

  it('shows the server’s message when the create is refused', async () => {
    setup('owner', {
      CreateCustomDashboard: () => ({ errors: [{ message: 'Отдел не найден в этой компании' }] }),
    });
    const dialog = await openCreate();
    await typeInto(dialog, /Название/, 'Витрина');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Отдел не найден в этой компании')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Новый дашборд' })).toBeTruthy();
  });

  it('falls back to its own text when the create fails without a message', async () => {
    setup('owner', { CreateCustomDashboard: () => Promise.reject(new Error('network down')) });
    const dialog = await openCreate();
    await typeInto(dialog, /Название/, 'Витрина');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Не удалось создать дашборд')).toBeTruthy();
  });
});

describe('the base dashboard', () => {
  it('is created by the server with everything on', async () => {
    const base = dashboard({
      id: 5,
      name: 'Базовый дашборд',
      showAdvances: true,
      createdAt: '2026-04-01T00:00:00.000Z',
    });
    const { asked } = setup('hr_manager', { CreateBaseDashboard: () => ({ data: { createBaseDashboard: base } }) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Базовый дашборд' }));
    expect(await screen.findByText('Базовый дашборд создан')).toBeTruthy();
    expect(asked('CreateBaseDashboard')[0]!.variables).toEqual({ companyId: 10 });
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('shows the fallback when it fails', async () => {
    setup('owner', { CreateBaseDashboard: () => Promise.reject(new Error('network down')) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Базовый дашборд' }));
    expect(await screen.findByText('Не удалось создать базовый дашборд')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
  });
});

describe('without the departments or branches', () => {
  const failed = { Departments: () => ({ errors: [{ message: 'Нет доступа' }] }) };

  it('sends no base dashboard', async () => {
    const { asked } = setup('owner', failed);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(asked('Departments').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Базовый дашборд' }));
    expect(await screen.findByText('Данные отделов или филиалов не загружены')).toBeTruthy();
    expect(asked('CreateBaseDashboard')).toHaveLength(0);
  });

  it('sends no new dashboard', async () => {
    const { asked } = setup('owner', {
      Branches: () => Promise.reject(new Error('network down')),
      CreateCustomDashboard: created,
    });
    await waitFor(() => expect(asked('Branches').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Создать дашборд' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый дашборд' });
    await typeInto(dialog, /Название/, 'Витрина');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Данные отделов или филиалов не загружены')).toBeTruthy();
    expect(asked('CreateCustomDashboard')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Новый дашборд' })).toBeTruthy();
  });
});

describe('editing a dashboard', () => {
  it('starts from its values and replaces every field', async () => {
    const { asked } = setup('owner', {
      UpdateCustomDashboard: (v) => ({ data: { updateCustomDashboard: { ...HALL, ...(v.input as object) } } }),
    });
    await structureShown();
    await userEvent.click(within(await card('Зал')).getByRole('button', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать дашборд' });
    expect((within(dialog).getByRole('textbox', { name: /Название/ }) as HTMLInputElement).value).toBe('Зал');
    expect((within(dialog).getByRole('switch', { name: 'Прибыль компании' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('switch', { name: 'Авансы' }) as HTMLInputElement).checked).toBe(false);
    await toggle(dialog, 'Авансы');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(asked('UpdateCustomDashboard')).toHaveLength(1));
    expect(asked('UpdateCustomDashboard')[0]!.variables).toEqual({
      companyId: 10,
      id: 1,
      input: {
        name: 'Зал',
        description: 'Экран в торговом зале',
        selectedDepartments: [1, 2],
        selectedBranches: [],
        thresholdProgressDepartments: [],
        employeeCardsDepartments: [],
        ...NO_FLAGS,
        showCompanyProfit: true,
        showTeamBonuses: true,
        showAdvances: true,
      },
    });
    expect(await screen.findByText('Дашборд обновлен')).toBeTruthy();
    await waitFor(async () => expect(within(await card('Зал')).getByText('Авансы')).toBeTruthy());
  });

  it('leaves out a department deleted since', async () => {
    const { asked } = setup('owner', {
      CustomDashboards: () => ({ data: { customDashboards: [{ ...HALL, selectedDepartments: [1, 99] }] } }),
      UpdateCustomDashboard: (v) => ({ data: { updateCustomDashboard: { ...HALL, ...(v.input as object) } } }),
    });
    // The card names the departments it knows once they have loaded.
    await waitFor(async () => expect(within(await card('Зал')).getByText('Продажи')).toBeTruthy());
    await userEvent.click(within(await card('Зал')).getByRole('button', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать дашборд' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(asked('UpdateCustomDashboard')).toHaveLength(1));
    expect(asked('UpdateCustomDashboard')[0]!.variables.input).toMatchObject({ selectedDepartments: [1] });
  });

  it('falls back to its own text when the update fails without a message', async () => {
    setup('owner', { UpdateCustomDashboard: () => Promise.reject(new Error('network down')) });
    await structureShown();
    await userEvent.click(within(await card('Зал')).getByRole('button', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать дашборд' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось обновить дашборд')).toBeTruthy();
  });
});
