import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCompanyPage } from '@/test/company';
import { ExportsCard } from './components/ExportsCard';

vi.setConfig({ testTimeout: 20_000 });

const base = 'http://app.test/api/companies/10/exports/e1/download';
const queued = {
  __typename: 'Export',
  id: 'e1',
  status: 'queued',
  types: ['employees', 'ledgerRecords', 'payroll'],
  format: 'csv',
  period: { __typename: 'ExportPeriod', from: '2026-11-01', to: '2026-11-30' },
  error: null,
  createdAt: '2026-11-15T10:00:00.000Z',
  completedAt: null,
  downloadUrl: null,
  files: [],
};
const done = {
  ...queued,
  status: 'done',
  completedAt: '2026-11-15T10:00:05.000Z',
  downloadUrl: base,
  files: [
    {
      __typename: 'ExportFile',
      type: 'employees',
      fileName: 'e_employees.csv',
      rows: 21,
      downloadUrl: `${base}?type=employees`,
    },
    {
      __typename: 'ExportFile',
      type: 'ledgerRecords',
      fileName: 'e_ledger.csv',
      rows: 3,
      downloadUrl: `${base}?type=ledgerRecords`,
    },
    {
      __typename: 'ExportFile',
      type: 'payroll',
      fileName: 'e_payroll.csv',
      rows: 5,
      downloadUrl: `${base}?type=payroll`,
    },
  ],
};

function setup(listed: unknown[] = []) {
  let list = listed;
  const fake = renderCompanyPage(<ExportsCard companyId={10} today="2026-11-15" />, 'owner', {
    ReportsExports: () => ({
      data: {
        exports: { __typename: 'ExportConnection', edges: list.map((node) => ({ __typename: 'ExportEdge', node })) },
      },
    }),
    RequestExport: () => {
      list = [queued];
      return { data: { createExport: queued } };
    },
  });
  return fake;
}

describe('the export for accounting systems', () => {
  it('requests the chosen types, month and format, then follows the export live to its files', async () => {
    const fake = setup();
    expect(await screen.findByText('Выгрузок пока нет')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Филиалы'));
    await userEvent.click(screen.getByRole('radio', { name: 'JSONL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Запросить выгрузку' }));
    await waitFor(() => expect(fake.calls.some((c) => c.name === 'RequestExport')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'RequestExport')!.variables).toEqual({
      companyId: 10,
      input: { types: ['employees', 'ledgerRecords', 'payroll', 'branches'], format: 'jsonl', month: '2026-11' },
    });
    const row = await screen.findByTestId('export-e1');
    expect(within(row).getByText('В очереди')).toBeTruthy();

    // The job finishes on the server: the push alone turns the row into links, no reload.
    const reloads = fake.calls.filter((c) => c.name === 'ReportsExports').length;
    fake.emit('ExportChanged', { data: { exportChanged: done } });
    expect(await within(row).findByText('Готово')).toBeTruthy();
    const link = within(row).getByRole('link', { name: /Начисления/ });
    expect(link.getAttribute('href')).toBe(`${base}?type=ledgerRecords`);
    expect(link.textContent).toContain('3 записи');
    expect(within(row).getByRole('link', { name: /Сотрудники/ }).textContent).toContain('21 запись');
    expect(fake.calls.filter((c) => c.name === 'ReportsExports').length).toBe(reloads);
  });

  it('shows a failed export’s reason, and reloads the list for an export it has not seen', async () => {
    const fake = setup([done, { ...queued, id: 'e0', status: 'failed', error: 'Недостаточно прав' }]);
    await screen.findByTestId('export-e1');
    expect(within(screen.getByTestId('export-e0')).getByText('Недостаточно прав')).toBeTruthy();
    expect(within(screen.getByTestId('export-e0')).getByText('Ошибка')).toBeTruthy();
    const reloads = fake.calls.filter((c) => c.name === 'ReportsExports').length;
    fake.emit('ExportChanged', {
      data: { exportChanged: { ...queued, id: 'e2', status: 'failed', error: 'Компания не найдена' } },
    });
    await waitFor(() => expect(fake.calls.filter((c) => c.name === 'ReportsExports').length).toBe(reloads + 1));
  });

  it('asks for at least one type', async () => {
    setup();
    await screen.findByText('Выгрузок пока нет');
    for (const name of [
      'Сотрудники',
      'Начисления (бонусы, штрафы, авансы, сдельная оплата)',
      'Карточки зарплаты за период',
    ]) {
      await userEvent.click(screen.getByLabelText(name));
    }
    expect(screen.getByText('Выберите хотя бы один тип данных')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запросить выгрузку' }).hasAttribute('disabled')).toBe(true);
  });
});
