import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrentCompanyProvider } from '@/shared/company/CurrentCompanyProvider';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { fakeApollo, renderApp, type Handler } from '@/test/render';
import { EmployeesScreen } from './components/EmployeesScreen';
import { EMPLOYEES } from './employees.messages';
import { company, employee, page, structure } from './employees.fixtures';
import EmployeesPage from './pages/EmployeesPage';
import { pick } from '@/test/pick';

const anna = employee(1, 'Анна', 'Иванова', { role: 'manager', departmentIds: [1, 2], branchIds: [5] });
const boris = employee(2, 'Борис', 'Петров', { hasFlexibleSchedule: true, workStartTime: null, workEndTime: null });

function setup(handlers: Record<string, Handler>, role: CompanyRole = 'owner') {
  const fake = fakeApollo({
    EmployeeStructureOptions: () => ({ data: structure }),
    ...handlers,
  });
  renderApp(<EmployeesScreen company={company(role)} />, { client: fake.client });
  return fake;
}
const listCalls = (calls: { name: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.name === 'Employees');

/** The input of a labelled field (a Select's list is labelled by the same label). */
const input = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

describe('the employee count', () => {
  it('uses the Russian plural forms', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 111].map(EMPLOYEES.count)).toEqual([
      '1 сотрудник',
      '2 сотрудника',
      '5 сотрудников',
      '11 сотрудников',
      '21 сотрудник',
      '22 сотрудника',
      '25 сотрудников',
      '111 сотрудников',
    ]);
  });

  it('shows the total of the filtered list from the server, not the rows loaded', async () => {
    setup({ Employees: () => ({ data: page([anna, boris], { totalCount: 52, hasNextPage: true }) }) });
    expect((await screen.findByTestId('employee-count')).textContent).toBe('52 сотрудника');
    expect(screen.getAllByTestId('employee-row')).toHaveLength(2);
    expect(screen.getByText('Показано 2 из 52')).toBeTruthy();
  });
});

describe('the table', () => {
  it('shows departments, branch, role, status and schedule, with named buttons', async () => {
    setup({ Employees: () => ({ data: page([anna, boris]) }) });
    const [first, second] = await screen.findAllByTestId('employee-row');
    expect(within(first).getByText('Продажи, Маркетинг')).toBeTruthy();
    expect(within(first).getByText('Центральный')).toBeTruthy();
    expect(within(first).getByText('Руководитель')).toBeTruthy();
    expect(within(first).getByText('Активный')).toBeTruthy();
    expect(within(first).getByText('09:00–18:00')).toBeTruthy();
    expect(within(second).getByText('Гибкий график')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Паспорт: Анна Иванова' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Редактировать: Анна Иванова' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Удалить: Анна Иванова' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить сотрудника' })).toBeTruthy();
  });

  it('offers no changes to a role without staff.write', async () => {
    setup({ Employees: () => ({ data: page([anna]) }) }, 'verifier');
    await screen.findAllByTestId('employee-row');
    expect(screen.getByRole('button', { name: 'Паспорт: Анна Иванова' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Редактировать: Анна Иванова' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить: Анна Иванова' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить сотрудника' })).toBeNull();
  });

  it('offers the list as a file to a role that only reads it, in both formats', async () => {
    setup({ Employees: () => ({ data: page([anna]) }) }, 'verifier');
    await screen.findAllByTestId('employee-row');
    await userEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    const xlsx = await screen.findByRole('menuitem', { name: 'Файл XLSX' });
    expect(xlsx.getAttribute('href')).toBe(`/api/employees/export?companyId=${company('verifier').id}&format=xlsx`);
    const csv = screen.getByRole('menuitem', { name: 'Файл CSV', hidden: true });
    expect(csv.getAttribute('href')).toBe(`/api/employees/export?companyId=${company('verifier').id}&format=csv`);
  });

  it('deletes only after the confirmation', async () => {
    const { calls } = setup({
      Employees: () => ({ data: page([anna, boris]) }),
      DeleteEmployee: () => ({ data: { deleteEmployee: true } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: Анна Иванова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление сотрудника' });
    expect(within(dialog).getByText('Вы уверены, что хотите удалить этого сотрудника?')).toBeTruthy();
    expect(calls.some((c) => c.name === 'DeleteEmployee')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'DeleteEmployee')?.variables).toEqual({ companyId: 10, id: 1 }),
    );
    expect(await screen.findByText('Сотрудник удален из системы')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('employee-row')).toHaveLength(1));
    expect(screen.getByTestId('employee-count').textContent).toBe('1 сотрудник');
  });
});

describe('pushed changes', () => {
  it('show an employee created in another tab without reloading', async () => {
    setup({
      Employees: () => ({ data: page([anna, boris]) }),
      EmployeeChanged: async () => {
        await new Promise((r) => setTimeout(r, 300));
        const vera = employee(3, 'Вера', 'Орлова');
        return {
          data: {
            employeeChanged: {
              __typename: 'EmployeeEvent',
              kind: 'created',
              companyId: 10,
              employeeId: 3,
              employee: vera,
            },
          },
        };
      },
    });
    await screen.findByRole('button', { name: 'Паспорт: Анна Иванова' });
    expect(await screen.findByRole('button', { name: 'Паспорт: Вера Орлова' }, { timeout: 3000 })).toBeTruthy();
    const rows = screen
      .getAllByTestId('employee-row')
      .map((r) => within(r).getAllByRole('button')[0].getAttribute('aria-label'));
    expect(rows).toEqual(['Паспорт: Анна Иванова', 'Паспорт: Вера Орлова', 'Паспорт: Борис Петров']);
    expect(screen.getByTestId('employee-count').textContent).toBe('3 сотрудника');
  });
});

describe('filters', () => {
  it('sends them to the server and resets them at once', async () => {
    const { calls } = setup({
      Employees: (v) => {
        const f = v.filter as Record<string, unknown>;
        return { data: Object.keys(f).length ? page([]) : page([anna, boris]) };
      },
    });
    await screen.findAllByTestId('employee-row');
    const reset = screen.getByRole('button', { name: 'Сбросить' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('Поиск'), 'ива');
    await waitFor(() => expect(listCalls(calls).at(-1)?.variables.filter).toEqual({ search: 'ива' }));
    await pick(input('Роль'), 'Проверяющий');
    await waitFor(() => expect(listCalls(calls).at(-1)?.variables.filter).toEqual({ search: 'ива', role: 'verifier' }));
    await pick(input('Отдел'), 'Маркетинг');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.variables.filter).toEqual({ search: 'ива', role: 'verifier', departmentId: 2 }),
    );
    expect(await screen.findByText('Нет результатов по заданным фильтрам')).toBeTruthy();

    await userEvent.click(reset);
    await waitFor(() => expect(screen.getAllByTestId('employee-row')).toHaveLength(2));
    expect((screen.getByLabelText('Поиск') as HTMLInputElement).value).toBe('');
    expect(input('Роль').value).toBe('');
    expect(reset.disabled).toBe(true);
  });

  it('offers the four roles of the management filter', async () => {
    setup({ Employees: () => ({ data: page([anna]) }) });
    const select = input('Роль');
    await userEvent.click(select);
    const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Владелец', 'Руководитель', 'Сотрудник', 'Проверяющий']);
  });
});

describe('empty states', () => {
  it("says 'Нет сотрудников в системе' without employees", async () => {
    setup({ Employees: () => ({ data: page([]) }) });
    expect(await screen.findByText('Нет сотрудников в системе')).toBeTruthy();
    expect(screen.getByTestId('employee-count').textContent).toBe('0 сотрудников');
  });

  it("says 'Компания не выбрана' without a current company", async () => {
    const fake = fakeApollo({ Companies: () => ({ data: { companies: [] } }) });
    renderApp(
      <CurrentCompanyProvider>
        <EmployeesPage />
      </CurrentCompanyProvider>,
      { client: fake.client },
    );
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
  });
});
