import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DepartmentsDocument, type DepartmentCardFragment } from '@/gql/graphql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import DepartmentsPage from './pages/DepartmentsPage';
import { pick } from '@/test/pick';

const dept = (over: Partial<DepartmentCardFragment>) => ({
  __typename: 'Department' as const,
  id: 1,
  companyId: 10,
  name: 'Отдел',
  description: null,
  managerId: null,
  managerName: null,
  branchId: null,
  branchName: null,
  employeeCount: 0,
  ...over,
});

const DEPARTMENTS = [
  dept({ id: 1, name: 'Бухгалтерия', description: null, managerId: 9, managerName: null, employeeCount: 0 }),
  dept({
    id: 2,
    name: 'Отдел продаж',
    description: 'Работа с клиентами',
    managerId: 3,
    managerName: 'Вера Петрова',
    branchId: 7,
    branchName: 'Центральный',
    employeeCount: 3,
  }),
  dept({ id: 3, name: 'Склад', description: 'Приемка товара', employeeCount: 21 }),
];

// Dialogs with selects are slow in jsdom, and slower on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function setup(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<DepartmentsPage />, role, {
    Departments: () => ({ data: { departments: DEPARTMENTS } }),
    DepartmentFormOptions: () => ({
      data: {
        managers: {
          __typename: 'EmployeeConnection',
          edges: [
            {
              __typename: 'EmployeeEdge',
              node: { __typename: 'Employee', id: 3, firstName: 'Вера', lastName: 'Петрова', role: 'manager' },
            },
          ],
        },
        owners: {
          __typename: 'EmployeeConnection',
          edges: [
            {
              __typename: 'EmployeeEdge',
              node: { __typename: 'Employee', id: 2, firstName: 'Анна', lastName: 'Иванова', role: 'owner' },
            },
          ],
        },
        branches: [{ __typename: 'Branch', id: 7, name: 'Центральный', city: 'Бишкек' }],
      },
    }),
    ...handlers,
  });
}

const card = (name: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('department-card').find((c) => c.textContent?.includes(name));
    if (!found) throw new Error(`no card ${name}`);
    return found;
  });

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

describe('DepartmentsPage', () => {
  it('asks for a company when none is selected', async () => {
    const { calls } = setup(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(calls.some((c) => c.name === 'Departments')).toBe(false);
  });

  it('shows a card per department with emoji, branch, description, count and manager', async () => {
    setup('owner');
    expect(await screen.findAllByTestId('department-card')).toHaveLength(3);
    expect(screen.getByText('3 отдела')).toBeTruthy();

    const sales = await card('Отдел продаж');
    expect(within(sales).getByText('💰')).toBeTruthy();
    expect(within(sales).getByText('Центральный')).toBeTruthy();
    expect(within(sales).getByText('Работа с клиентами')).toBeTruthy();
    expect(within(sales).getByText('3 сотрудника')).toBeTruthy();
    expect(within(sales).getByText('Вера Петрова')).toBeTruthy();

    const books = await card('Бухгалтерия');
    expect(within(books).getByText('📊')).toBeTruthy();
    expect(within(books).getByText('Описание отдела не указано')).toBeTruthy();
    expect(within(books).getByText('0 сотрудников')).toBeTruthy();
    expect(within(books).getByText('Не найден')).toBeTruthy();

    const store = await card('Склад');
    expect(within(store).getByText('21 сотрудник')).toBeTruthy();
    expect(within(store).getByText('Не назначен')).toBeTruthy();
    expect(within(store).getByRole('button', { name: 'Редактировать: Склад' })).toBeTruthy();
    expect(within(store).getByRole('button', { name: 'Удалить: Склад' })).toBeTruthy();
  });

  it('filters by name or description', async () => {
    setup('owner');
    await screen.findAllByTestId('department-card');
    const search = screen.getByRole('textbox', { name: 'Поиск отделов' });
    await userEvent.type(search, 'клиент');
    expect(screen.getAllByTestId('department-card').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Отдел продаж'),
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'склад');
    expect(screen.getAllByTestId('department-card')).toHaveLength(1);
    await userEvent.type(search, 'ы');
    expect(screen.queryAllByTestId('department-card')).toHaveLength(0);
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });

  it('offers no buttons to a role without staff.write', async () => {
    setup('verifier');
    await screen.findAllByTestId('department-card');
    expect(screen.queryByRole('button', { name: 'Добавить отдел' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Редактировать:/ })).toBeNull();
  });

  it('shows the server’s refusal when a department with employees is deleted, after confirming', async () => {
    const { calls } = setup('owner', {
      DeleteDepartment: () => ({
        errors: [{ message: 'Нельзя удалить отдел с сотрудниками', extensions: { code: 'CONFLICT' } }],
      }),
    });
    await userEvent.click(within(await card('Отдел продаж')).getByRole('button', { name: 'Удалить: Отдел продаж' }));
    expect(calls.some((c) => c.name === 'DeleteDepartment')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить отдел?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Нельзя удалить отдел с сотрудниками')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeleteDepartment')?.variables).toEqual({ companyId: 10, id: 2 });
    expect(screen.getAllByTestId('department-card')).toHaveLength(3);
  });

  it('removes a deleted department and says so', async () => {
    setup('owner', { DeleteDepartment: () => ({ data: { deleteDepartment: true } }) });
    await userEvent.click(within(await card('Склад')).getByRole('button', { name: 'Удалить: Склад' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить отдел?' })).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByText('Отдел удален из системы')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('department-card')).toHaveLength(2));
  });

  it('requires a name, then creates with the chosen manager and branch', async () => {
    const { calls, client } = setup('manager', {
      CreateDepartment: (v) => ({
        data: {
          createDepartment: dept({
            id: 4,
            ...(v.input as object),
            managerName: 'Анна Иванова',
            branchName: 'Центральный',
          }),
        },
      }),
    });
    await screen.findAllByTestId('department-card');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить отдел' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый отдел' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название обязательно')).toBeTruthy();
    expect(calls.some((c) => c.name === 'CreateDepartment')).toBe(false);

    await userEvent.click(within(dialog).getByRole('textbox', { name: /Название/ }));
    await userEvent.paste('Маркетинг');
    const manager = within(dialog).getByLabelText('Руководитель отдела');
    await waitFor(() => expect((manager as HTMLInputElement).disabled).toBe(false));
    await pick(manager, 'Анна Иванова');
    await pick(within(dialog).getByLabelText('Филиал'), 'Центральный, Бишкек');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(calls.find((c) => c.name === 'CreateDepartment')?.variables).toEqual({
        companyId: 10,
        input: { name: 'Маркетинг', description: null, managerId: 2, branchId: 7 },
      }),
    );
    expect(calls.find((c) => c.name === 'DepartmentFormOptions')?.variables).toEqual({ companyId: 10, first: 200 });
    expect(await screen.findByText('Отдел создан')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('department-card')).toHaveLength(4));
    expect(within(await card('Маркетинг')).getByText('📣')).toBeTruthy();
    const cached = client.readQuery({ query: DepartmentsDocument, variables: { companyId: 10 } });
    expect(cached?.departments.map((d) => d.name)).toEqual(['Бухгалтерия', 'Маркетинг', 'Отдел продаж', 'Склад']);
  });

  it('says so in the dialog when its choices cannot be loaded', async () => {
    setup('owner', { DepartmentFormOptions: () => ({ errors: [{ message: 'Нет доступа' }] }) });
    await screen.findAllByTestId('department-card');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить отдел' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый отдел' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Нет доступа');
  });

  it('clears the manager with the none choice when editing', async () => {
    const { calls } = setup('owner', {
      UpdateDepartment: (v) => ({ data: { updateDepartment: dept({ id: 2, ...(v.input as object) }) } }),
    });
    await userEvent.click(
      within(await card('Отдел продаж')).getByRole('button', { name: 'Редактировать: Отдел продаж' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование отдела' });
    const manager = within(dialog).getByLabelText('Руководитель отдела');
    await waitFor(() => expect((manager as HTMLInputElement).value).toBe('Вера Петрова'));
    await pick(manager, 'Не назначен');
    await pick(within(dialog).getByLabelText('Филиал'), 'Без филиала');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'UpdateDepartment')?.variables).toEqual({
        companyId: 10,
        id: 2,
        input: { name: 'Отдел продаж', description: 'Работа с клиентами', managerId: null, branchId: null },
      }),
    );
    expect(await screen.findByText('Отдел обновлен')).toBeTruthy();
    expect(within(await card('Отдел продаж')).getByText('Не назначен')).toBeTruthy();
  });

  it('applies pushed changes: a department created in another tab appears', async () => {
    let push: (event: unknown) => void = () => {};
    setup('owner', {
      DepartmentChanged: () =>
        new Promise((resolve) => {
          push = (event) => resolve({ data: { departmentChanged: event } });
        }),
    });
    await screen.findAllByTestId('department-card');
    push({
      __typename: 'DepartmentEvent',
      kind: 'created',
      companyId: 10,
      id: 5,
      department: dept({ id: 5, name: 'Техподдержка' }),
    });
    expect(within(await card('Техподдержка')).getByText('🎧')).toBeTruthy();
    expect(screen.getAllByTestId('department-card')).toHaveLength(4);
  });

  it('refetches the list when an employee changes (counts move)', async () => {
    let push: () => void = () => {};
    let count = 0;
    const { calls } = setup('owner', {
      Departments: () => {
        count += 1;
        const list = DEPARTMENTS.map((d) => (d.id === 3 ? { ...d, employeeCount: 21 + count } : d));
        return { data: { departments: list } };
      },
      DepartmentsEmployeeChanged: () =>
        new Promise((resolve) => {
          push = () =>
            resolve({ data: { employeeChanged: { __typename: 'EmployeeEvent', kind: 'created', employeeId: 1 } } });
        }),
    });
    expect(within(await card('Склад')).getByText('22 сотрудника')).toBeTruthy();
    push();
    await waitFor(() => expect(calls.filter((c) => c.name === 'Departments')).toHaveLength(2));
    expect(within(await card('Склад')).getByText('23 сотрудника')).toBeTruthy();
  });
});
