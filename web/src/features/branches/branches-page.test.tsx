import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BranchCardFragment } from '@/gql/graphql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import BranchesPage from './pages/BranchesPage';

const branch = (over: Partial<BranchCardFragment>) => ({
  __typename: 'Branch' as const,
  id: 1,
  companyId: 10,
  name: 'Филиал',
  city: 'Бишкек',
  address: null,
  departmentCount: 0,
  employeeCount: 0,
  createdAt: '2026-03-04T10:00:00.000Z',
  ...over,
});

const BRANCH_LIST = [
  branch({
    id: 1,
    name: 'Центральный',
    city: 'Бишкек',
    address: 'ул. Киевская, 77',
    departmentCount: 2,
    employeeCount: 5,
  }),
  branch({ id: 2, name: 'Южный', city: 'Ош', address: null, departmentCount: 1, employeeCount: 1 }),
  branch({ id: 3, name: 'Столичный', city: 'Москва', address: 'Тверская, 1', departmentCount: 0, employeeCount: 0 }),
];

// Dialogs with selects are slow in jsdom, and slower on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function setup(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<BranchesPage />, role, {
    Branches: () => ({ data: { branches: BRANCH_LIST } }),
    ...handlers,
  });
}

const card = (name: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('branch-card').find((c) => c.textContent?.includes(name));
    if (!found) throw new Error(`no card ${name}`);
    return found;
  });

const confirmDelete = async (name: string) => {
  await userEvent.click(within(await card(name)).getByRole('button', { name: `Удалить: ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Удалить филиал?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
};

describe('BranchesPage', () => {
  it('asks for a company when none is selected', async () => {
    const { calls } = setup(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(calls.some((c) => c.name === 'Branches')).toBe(false);
  });

  it('shows a card per branch with emoji, address, counts and creation date', async () => {
    setup('owner');
    expect(await screen.findByRole('heading', { name: 'Филиалы' })).toBeTruthy();
    expect(await screen.findAllByTestId('branch-card')).toHaveLength(3);
    expect(screen.getByText('3 филиала')).toBeTruthy();

    const centre = await card('Центральный');
    expect(within(centre).getByText('🏔️')).toBeTruthy();
    expect(within(centre).getByText('ул. Киевская, 77')).toBeTruthy();
    expect(within(centre).getByText('2 отдела')).toBeTruthy();
    expect(within(centre).getByText('5 сотрудников')).toBeTruthy();
    expect(within(centre).getByText('Создан 04.03.2026')).toBeTruthy();

    const south = await card('Южный');
    expect(within(south).getByText('🌄')).toBeTruthy();
    expect(within(south).getByText('Адрес не указан')).toBeTruthy();
    expect(within(south).getByText('1 отдел')).toBeTruthy();
    expect(within(south).getByText('1 сотрудник')).toBeTruthy();
    expect(within(south).getByRole('button', { name: 'Редактировать: Южный' })).toBeTruthy();
    expect(within(south).getByRole('button', { name: 'Удалить: Южный' })).toBeTruthy();

    expect(within(await card('Столичный')).getByText('🏛️')).toBeTruthy();
  });

  it('filters by name, city or address', async () => {
    setup('owner');
    await screen.findAllByTestId('branch-card');
    const search = screen.getByRole('textbox', { name: 'Поиск филиалов' });
    await userEvent.type(search, 'москва');
    expect(screen.getAllByTestId('branch-card')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'киевская');
    expect(screen.getAllByTestId('branch-card')[0].textContent).toContain('Центральный');
    await userEvent.clear(search);
    await userEvent.type(search, 'южн');
    expect(screen.getAllByTestId('branch-card')[0].textContent).toContain('Южный');
    await userEvent.type(search, 'ая улица');
    expect(screen.queryAllByTestId('branch-card')).toHaveLength(0);
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });

  it('offers no buttons to a role without staff.write', async () => {
    setup('verifier');
    await screen.findAllByTestId('branch-card');
    expect(screen.queryByRole('button', { name: 'Добавить филиал' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Удалить|Редактировать):/ })).toBeNull();
  });

  it('shows the server’s refusal when a branch in use is deleted', async () => {
    const { calls } = setup('owner', {
      DeleteBranch: () => ({
        errors: [{ message: 'Нельзя удалить филиал с отделами или сотрудниками', extensions: { code: 'CONFLICT' } }],
      }),
    });
    await confirmDelete('Центральный');
    expect(await screen.findByText('Нельзя удалить филиал с отделами или сотрудниками')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeleteBranch')?.variables).toEqual({ companyId: 10, id: 1 });
    expect(screen.getAllByTestId('branch-card')).toHaveLength(3);
  });

  it('removes a deleted branch and says so', async () => {
    setup('owner', { DeleteBranch: () => ({ data: { deleteBranch: true } }) });
    await confirmDelete('Столичный');
    expect(await screen.findByText('Филиал удален из системы')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('branch-card')).toHaveLength(2));
  });

  it('requires name and city, then creates', async () => {
    const { calls } = setup('hr_manager', {
      CreateBranch: (v) => ({ data: { createBranch: branch({ id: 4, ...(v.input as object) }) } }),
    });
    await screen.findAllByTestId('branch-card');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить филиал' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый филиал' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название обязательно')).toBeTruthy();
    expect(within(dialog).getByText('Город обязателен')).toBeTruthy();
    expect(calls.some((c) => c.name === 'CreateBranch')).toBe(false);

    await userEvent.click(within(dialog).getByRole('textbox', { name: /Название/ }));
    await userEvent.paste('Восточный');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Город/ }));
    await userEvent.paste('Алматы');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'CreateBranch')?.variables).toEqual({
        companyId: 10,
        input: { name: 'Восточный', city: 'Алматы', address: null },
      }),
    );
    expect(await screen.findByText('Филиал создан')).toBeTruthy();
    expect(within(await card('Восточный')).getByText('🍎')).toBeTruthy();
    expect(
      screen
        .getAllByTestId('branch-card')
        .map((c) => c.textContent?.match(/Восточный|Столичный|Центральный|Южный/)?.[0]),
    ).toEqual(['Восточный', 'Столичный', 'Центральный', 'Южный']);
  });

  it('edits a branch', async () => {
    const { calls } = setup('owner', {
      UpdateBranch: (v) => ({
        data: { updateBranch: branch({ id: 2, departmentCount: 1, employeeCount: 1, ...(v.input as object) }) },
      }),
    });
    await userEvent.click(within(await card('Южный')).getByRole('button', { name: 'Редактировать: Южный' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование филиала' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Адрес/ }));
    await userEvent.paste('ул. Ленина, 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'UpdateBranch')?.variables).toEqual({
        companyId: 10,
        id: 2,
        input: { name: 'Южный', city: 'Ош', address: 'ул. Ленина, 1' },
      }),
    );
    expect(await screen.findByText('Филиал обновлен')).toBeTruthy();
    expect(within(await card('Южный')).getByText('ул. Ленина, 1')).toBeTruthy();
  });

  it('applies a pushed change from another tab (a department moved in: counts)', async () => {
    let push: (event: unknown) => void = () => {};
    setup('owner', {
      BranchChanged: () =>
        new Promise((resolve) => {
          push = (event) => resolve({ data: { branchChanged: event } });
        }),
    });
    expect(within(await card('Южный')).getByText('1 отдел')).toBeTruthy();
    push({
      __typename: 'BranchEvent',
      kind: 'updated',
      companyId: 10,
      id: 2,
      branch: branch({ id: 2, name: 'Южный', city: 'Ош', departmentCount: 2, employeeCount: 1 }),
    });
    await waitFor(async () => expect(within(await card('Южный')).getByText('2 отдела')).toBeTruthy());
  });

  it('drops a branch deleted in another tab', async () => {
    let push: (event: unknown) => void = () => {};
    setup('owner', {
      BranchChanged: () =>
        new Promise((resolve) => {
          push = (event) => resolve({ data: { branchChanged: event } });
        }),
    });
    await card('Столичный');
    push({ __typename: 'BranchEvent', kind: 'deleted', companyId: 10, id: 3, branch: null });
    await waitFor(() => expect(screen.getAllByTestId('branch-card')).toHaveLength(2));
  });

  it('refetches the counts when an employee changes', async () => {
    let push: () => void = () => {};
    let count = 0;
    const { calls } = setup('owner', {
      Branches: () => {
        count += 1;
        return { data: { branches: BRANCH_LIST.map((b) => (b.id === 3 ? { ...b, employeeCount: count } : b)) } };
      },
      BranchesEmployeeChanged: () =>
        new Promise((resolve) => {
          push = () =>
            resolve({ data: { employeeChanged: { __typename: 'EmployeeEvent', kind: 'updated', employeeId: 1 } } });
        }),
    });
    expect(within(await card('Столичный')).getByText('1 сотрудник')).toBeTruthy();
    push();
    await waitFor(() => expect(calls.filter((c) => c.name === 'Branches')).toHaveLength(2));
    await waitFor(async () => expect(within(await card('Столичный')).getByText('2 сотрудника')).toBeTruthy());
  });
});
