import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApollo, renderApp } from '@/test/render';
import { PassportModal } from './components/PassportModal';
import { employee } from './employees.fixtures';

vi.setConfig({ testTimeout: 20_000 });

function open(patch: Parameters<typeof employee>[3]) {
  const fake = fakeApollo({
    EmployeePassport: () => ({
      data: {
        employee: employee(1, 'Анна', 'Иванова', patch),
        employeeDepartments: [
          { __typename: 'EmployeeDepartment', departmentId: 1, departmentName: 'Продажи' },
          { __typename: 'EmployeeDepartment', departmentId: 2, departmentName: 'Маркетинг' },
        ],
      },
    }),
  });
  const onClose = vi.fn();
  renderApp(
    <PassportModal
      companyId={10}
      employeeId={1}
      company={{ currency: 'KGS', language: 'ru' }}
      branchNames={new Map([[5, 'Центральный']])}
      onClose={onClose}
    />,
    { client: fake.client },
  );
  return onClose;
}

describe('the passport', () => {
  it('shows the header, personal data and the date display rules', async () => {
    open({
      birthDate: '1990-03-15',
      startWorkDate: null,
      jobPosition: 'custom',
      customPosition: 'Бариста',
      status: 'vacation',
      role: 'manager',
      employmentType: 'remote',
      branchIds: [5],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Цифровой паспорт сотрудника' });
    expect(await within(dialog).findByRole('heading', { name: 'Анна Иванова' })).toBeTruthy();
    expect(within(dialog).getByText('Бариста')).toBeTruthy();
    expect(within(dialog).getByText('В отпуске')).toBeTruthy();
    expect(within(dialog).getByText('Руководитель')).toBeTruthy();
    expect(within(dialog).getByText('Удалённо')).toBeTruthy();
    expect(within(dialog).getByText('15.03.1990')).toBeTruthy();
    expect(within(dialog).getByText('Не указано')).toBeTruthy();
    expect(within(dialog).getByText('Продажи, Маркетинг')).toBeTruthy();
    expect(within(dialog).getByText('Центральный')).toBeTruthy();
  });

  it("says 'Неверная дата' for a date that cannot be read", async () => {
    open({ birthDate: '1990-02-30', startWorkDate: '2024-09-01' });
    expect(await screen.findByText('Неверная дата')).toBeTruthy();
    expect(screen.getByText('01.09.2024')).toBeTruthy();
  });

  it('has work info, an empty history, the additional fields and an honest AI tab', async () => {
    open({ hasFlexibleSchedule: true, workStartTime: null, workEndTime: null, ordersCount: 12, hobbies: 'Шахматы' });
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('tab', { name: 'Работа' }));
    expect(screen.getByText('Гибкий график')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'История' }));
    expect(screen.getByText('История операций пуста')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Дополнительно' }));
    expect(screen.getByText('Хобби')).toBeTruthy();
    expect(screen.getByText('Шахматы')).toBeTruthy();
    expect(screen.getAllByText('Не указано')).toHaveLength(9);
    await userEvent.click(screen.getByRole('tab', { name: 'AI-анализ' }));
    expect(screen.getByText(/Анализ пока не настроен/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Провести анализ' })).toBeNull();
  });

  it('closes with its close button', async () => {
    const onClose = open({});
    await screen.findByRole('heading', { name: 'Анна Иванова' });
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
  });
});
