import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EmployeeInput } from '@/gql/graphql';
import { fakeApollo, renderApp } from '@/test/render';
import { EmployeeForm } from './components/EmployeeForm';
import { initialEmployeeValues, toEmployeeInput } from './employee-form';
import { employee } from './employees.fixtures';

const departments = [
  { value: '1', label: 'Продажи' },
  { value: '2', label: 'Маркетинг' },
];

function renderForm(existing: ReturnType<typeof employee> | null = null) {
  const onSubmit = vi.fn(async (_input: EmployeeInput) => ({
    ok: true as const,
    employee: employee(9, 'Новый', 'Сотрудник'),
  }));
  renderApp(
    <EmployeeForm
      employee={existing}
      departments={departments}
      branches={[]}
      members={[]}
      saving={false}
      onCancel={() => {}}
      onSubmit={onSubmit}
    />,
    { client: fakeApollo({}).client },
  );
  return onSubmit;
}
/** A field by its label ('Имя' also finds 'Имя *'); a Select's list is labelled too, so the input is picked. */
const field = (label: string) =>
  screen.getAllByLabelText(new RegExp(`^${label}( \\*)?$`)).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

// A form of thirty Mantine fields renders slowly in jsdom.
vi.setConfig({ testTimeout: 30_000 });
const flexible = () => screen.getByRole('switch', { name: 'Гибкий график' }) as HTMLInputElement;

describe('the flexible-schedule switch', () => {
  it('starts off for a new employee with 09:00–18:00', () => {
    renderForm();
    expect(flexible().checked).toBe(false);
    expect(field('Начало рабочего дня').value).toBe('09:00');
    expect(field('Конец рабочего дня').value).toBe('18:00');
  });

  it('hides and clears the working hours, and restores the defaults when turned off', async () => {
    renderForm();
    fireEvent.change(field('Начало рабочего дня'), { target: { value: '10:00' } });
    await userEvent.click(flexible());
    expect(flexible().checked).toBe(true);
    expect(screen.queryByLabelText('Начало рабочего дня')).toBeNull();
    expect(screen.queryByLabelText('Конец рабочего дня')).toBeNull();
    await userEvent.click(flexible());
    expect(field('Начало рабочего дня').value).toBe('09:00');
    expect(field('Конец рабочего дня').value).toBe('18:00');
  });

  it('is on for an existing employee without a start or end time', () => {
    renderForm(employee(1, 'Анна', 'Иванова', { workStartTime: '09:00', workEndTime: null }));
    expect(flexible().checked).toBe(true);
    expect(screen.queryByLabelText('Начало рабочего дня')).toBeNull();
  });

  it('sends no hours with a flexible schedule', async () => {
    const onSubmit = renderForm(employee(1, 'Анна', 'Иванова', { workStartTime: '08:00', workEndTime: '17:00' }));
    expect(field('Начало рабочего дня').value).toBe('08:00');
    await userEvent.click(flexible());
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      hasFlexibleSchedule: true,
      workStartTime: null,
      workEndTime: null,
    });
  });
});

describe('the form', () => {
  it("shows the contract's messages and sends nothing while invalid", async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Имя обязательно')).toBeTruthy();
    expect(screen.getByText('Фамилия обязательна')).toBeTruthy();
    expect(screen.getByText('Телефон обязателен')).toBeTruthy();
    expect(screen.getByText('Выберите хотя бы один отдел')).toBeTruthy();
    type('Email', 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Неверный формат email')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a future birth date and one before 1900', async () => {
    renderForm();
    const birth = field('Дата рождения');
    expect(birth.min).toBe('1900-01-01');
    fireEvent.change(birth, { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Дата не может быть в будущем')).toBeTruthy();
    fireEvent.change(birth, { target: { value: '1899-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Дата не может быть раньше 01.01.1900')).toBeTruthy();
  });

  it('creates with every field filled and resets afterwards', async () => {
    const onSubmit = renderForm();
    type('Имя', 'Айгерим');
    type('Фамилия', 'Садыкова');
    type('Телефон', '+996 555 123 456');
    const select = field('Отделы');
    await userEvent.click(select);
    const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(within(list).getByRole('option', { name: 'Маркетинг', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Дополнительно' }));
    fireEvent.change(await screen.findByLabelText('Хобби'), { target: { value: 'шахматы' } });
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      firstName: 'Айгерим',
      lastName: 'Садыкова',
      phone: '+996 555 123 456',
      email: null,
      departmentIds: [2],
      hasFlexibleSchedule: false,
      workStartTime: '09:00',
      workEndTime: '18:00',
      role: 'employee',
      status: 'active',
      employmentType: 'full_time',
      hobbies: 'шахматы',
      workExperience: null,
    });
    await waitFor(() => expect(field('Имя').value).toBe(''));
  });
});

describe('toEmployeeInput', () => {
  it('keeps the stored photo unless changed, and the custom position only with "custom"', () => {
    const values = initialEmployeeValues(
      employee(1, 'Анна', 'Иванова', { jobPosition: 'менеджер', customPosition: 'old' }),
    );
    expect('photo' in toEmployeeInput(values)).toBe(false);
    expect(toEmployeeInput(values).customPosition).toBeNull();
    expect(toEmployeeInput({ ...values, photo: null }).photo).toBeNull();
    expect(toEmployeeInput({ ...values, jobPosition: 'custom', customPosition: ' Бариста ' }).customPosition).toBe(
      'Бариста',
    );
  });
});
