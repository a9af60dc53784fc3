import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApollo, renderApp, type Handler } from '@/test/render';
import { ImportModal } from './components/ImportModal';

vi.setConfig({ testTimeout: 20_000 });

const preview = (errors: { line: number; field: string; message: string }[], total = 3) => ({
  data: {
    previewEmployeeImport: {
      __typename: 'EmployeeImportPreview',
      total,
      valid: total - new Set(errors.map((e) => e.line)).size,
      invalid: new Set(errors.map((e) => e.line)).size,
      errors: errors.map((e) => ({ __typename: 'EmployeeImportError', ...e })),
    },
  },
});

function open(handlers: Record<string, Handler>) {
  const fake = fakeApollo({
    EmployeeImportTemplates: (v) => ({
      data: {
        xlsx: `/api/employees/import/template?companyId=${v.companyId}&format=xlsx`,
        csv: `/api/employees/import/template?companyId=${v.companyId}&format=csv`,
      },
    }),
    ...handlers,
  });
  const onClose = vi.fn();
  renderApp(<ImportModal companyId={10} onClose={onClose} />, { client: fake.client });
  return { ...fake, onClose };
}
const upload = async (name = 'staff.csv') => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['Имя;Фамилия\nАнна;Иванова\n'], name, { type: 'text/csv' }));
};
const importButton = () => screen.getByRole('button', { name: 'Импортировать' }) as HTMLButtonElement;

describe('the import dialog', () => {
  it('links both templates', async () => {
    open({});
    const dialog = await screen.findByRole('dialog', { name: 'Импорт сотрудников' });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Шаблон XLSX' }).getAttribute('href')).toBe(
        '/api/employees/import/template?companyId=10&format=xlsx',
      ),
    );
    expect(within(dialog).getByRole('link', { name: 'Шаблон CSV' }).getAttribute('href')).toBe(
      '/api/employees/import/template?companyId=10&format=csv',
    );
  });

  it("shows the totals and every row's errors by the template's headers, and refuses to import", async () => {
    const { calls } = open({
      PreviewEmployeeImport: () =>
        preview([
          { line: 2, field: 'departments', message: 'Отдел «Склад» не найден' },
          { line: 2, field: 'email', message: 'Неверный формат email' },
          { line: 4, field: 'row', message: 'Этот email уже встречается в файле' },
        ]),
    });
    expect(importButton().disabled).toBe(true);
    await upload();
    const rows = await screen.findAllByTestId('import-error');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['2', 'Отделы', 'Отдел «Склад» не найден'],
      ['2', 'Email', 'Неверный формат email'],
      ['4', 'Вся строка', 'Этот email уже встречается в файле'],
    ]);
    const totals = screen.getByTestId('import-totals');
    expect(totals.textContent).toContain('Строк: 3');
    expect(totals.textContent).toContain('Без ошибок: 1');
    expect(totals.textContent).toContain('С ошибками: 2');
    expect(importButton().disabled).toBe(true);
    const sent = calls.find((c) => c.name === 'PreviewEmployeeImport')!.variables;
    expect(sent.fileName).toBe('staff.csv');
    expect(atob(sent.content as string)).toBeTruthy();
  });

  it('imports a clean file and says how many', async () => {
    const { calls, onClose } = open({
      PreviewEmployeeImport: () => preview([]),
      ImportEmployees: () => ({ data: { importEmployees: { __typename: 'EmployeeImportResult', imported: 3 } } }),
    });
    await upload('staff.xlsx');
    expect(await screen.findByText('Ошибок нет: можно импортировать.')).toBeTruthy();
    await waitFor(() => expect(importButton().disabled).toBe(false));
    await userEvent.click(importButton());
    expect(await screen.findByText('Импортировано сотрудников: 3')).toBeTruthy();
    expect(calls.find((c) => c.name === 'ImportEmployees')?.variables).toMatchObject({
      companyId: 10,
      fileName: 'staff.xlsx',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal of the whole file", async () => {
    open({
      PreviewEmployeeImport: () => ({
        errors: [{ message: 'В файле нет обязательных столбцов: Телефон', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });
    await upload();
    const dialog = screen.getByRole('dialog', { name: 'Импорт сотрудников' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('В файле нет обязательных столбцов: Телефон');
    expect(importButton().disabled).toBe(true);
  });
});
