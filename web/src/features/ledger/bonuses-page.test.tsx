import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { ledgerRecord } from './ledger.fixtures';
import { recentMonths, todayInZone } from '@/shared/format/months';
import BonusesPage from './pages/BonusesPage';
import { connection } from '@/test/connection';

vi.setConfig({ testTimeout: 20_000 });

const RECORDS = [
  ledgerRecord({ id: 1, employeeName: 'Вера Петрова', type: 'bonus', amount: '0.10', reason: 'Отзыв клиента' }),
  ledgerRecord({
    id: 2,
    employeeId: 2,
    employeeName: 'Анна Иванова',
    type: 'bonus',
    amount: '0.20',
    reason: 'Лучший продавец',
    appliedDate: '2026-05-03',
  }),
  ledgerRecord({ id: 3, employeeName: 'Вера Петрова', type: 'penalty', amount: '400.00', reason: 'Опоздание' }),
  ledgerRecord({
    id: 4,
    employeeId: 2,
    employeeName: 'Анна Иванова',
    type: 'advance',
    amount: '1000.00',
    reason: 'Аванс',
    quantity: 1,
  }),
  ledgerRecord({
    id: 5,
    employeeId: 2,
    employeeName: 'Анна Иванова',
    type: 'piecework',
    amount: '602.00',
    reason: 'Сборка',
    quantity: 4,
    appliedDate: '2026-05-01',
  }),
];

const THIS_MONTH = todayInZone('Asia/Bishkek').slice(0, 7);

function setup(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<BonusesPage />, role, {
    LedgerRecords: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', RECORDS) } }),
    LedgerFixedPeriods: () => ({ data: { payrollFixesConnection: connection('PayrollFix', []) } }),
    ...handlers,
  });
}

/** Text with the locale's non-breaking spaces made plain. */
const plain = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const rows = () => screen.queryAllByTestId('ledger-row');
const row = (text: string) => rows().find((r) => r.textContent?.includes(text))!;

async function pick(select: HTMLElement, label: string) {
  await userEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: label, hidden: true }));
}

afterEach(() => vi.unstubAllGlobals());

describe('BonusesPage', () => {
  it('asks for a company when none is selected', async () => {
    const { calls } = setup(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(calls.some((c) => c.name === 'LedgerRecords')).toBe(false);
  });

  it('lists the current month with exact totals and the net', async () => {
    const { calls } = setup('owner');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(calls.find((c) => c.name === 'LedgerRecords')?.variables).toEqual({ companyId: 10, period: THIS_MONTH });
    expect(screen.getByTestId('ledger-count').textContent).toBe('5 записей');
    // 0.10 + 0.20 is 0.30 exactly; the net is bonuses − penalties − advances.
    expect(plain(screen.getByTestId('total-bonuses'))).toContain('0,30 KGS');
    expect(plain(screen.getByTestId('total-penalties'))).toContain('400,00 KGS');
    expect(plain(screen.getByTestId('total-advances'))).toContain('1 000,00 KGS');
    expect(plain(screen.getByTestId('total-piecework'))).toContain('602,00 KGS');
    expect(plain(screen.getByTestId('total-net'))).toContain('-1 399,70 KGS');

    const piece = row('Сборка');
    expect(within(piece).getByText('Сдельная выплата')).toBeTruthy();
    expect(plain(piece)).toContain('602,00 KGS');
    expect(within(piece).getByText('4')).toBeTruthy();
    expect(within(piece).getByText('01.05.2026')).toBeTruthy();
    expect(within(row('Опоздание')).getByText('Штраф')).toBeTruthy();
    expect(within(row('Опоздание')).getByText('—')).toBeTruthy();
  });

  it('filters by name or reason and by type, totals follow, and clears', async () => {
    setup('owner');
    await waitFor(() => expect(rows()).toHaveLength(5));
    const search = screen.getByRole('textbox', { name: 'Поиск' });
    await userEvent.type(search, 'вера');
    expect(rows()).toHaveLength(2);
    expect(plain(screen.getByTestId('total-bonuses'))).toContain('0,10 KGS');
    expect(plain(screen.getByTestId('total-net'))).toContain('-399,90 KGS');
    expect(screen.getByTestId('ledger-count').textContent).toBe('2 записи');

    await userEvent.clear(search);
    await userEvent.type(search, 'ПРОДАВ');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Анна Иванова')]);

    await userEvent.clear(search);
    await pick(screen.getByRole('combobox', { name: 'Тип' }), 'Аванс');
    expect(rows()).toHaveLength(1);
    expect(plain(screen.getByTestId('total-penalties'))).toContain('0,00 KGS');

    await userEvent.type(search, 'вера');
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('Нет записей по заданным фильтрам')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(rows()).toHaveLength(5);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('asks for another month', async () => {
    const before = recentMonths(todayInZone('Asia/Bishkek'), 2)[1]!;
    const { calls } = setup('owner', {
      LedgerRecords: (v) => ({
        data: { ledgerRecordsConnection: connection('LedgerRecord', v.period === THIS_MONTH ? RECORDS : []) },
      }),
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    await pick(screen.getByRole('combobox', { name: 'Месяц' }), before.label);
    expect(await screen.findByText('Записей за этот месяц нет')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'LedgerRecords').map((c) => c.variables.period)).toEqual([
      THIS_MONTH,
      before.value,
    ]);
    expect(screen.getByTestId('ledger-count').textContent).toBe('0 записей');
  });

  it('offers no write buttons to a pay reader', async () => {
    setup('verifier');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Бонус или штраф' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выдать аванс' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сдельная выплата' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Изменить запись/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить запись/ })).toBeNull();
  });

  it('shows an employee their own records without write buttons, as the server gives them', async () => {
    setup('employee', {
      LedgerRecords: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', RECORDS.slice(0, 1)) } }),
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Бонус или штраф' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить запись/ })).toBeNull();
  });

  it('shows amounts the viewer’s role does not see as a dash, and no totals over them', async () => {
    const hidden = RECORDS.map((r) => ({ ...r, amount: null }));
    setup('verifier', {
      LedgerRecords: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', hidden) } }),
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    // The advance's quantity is 1, so its only dash is the amount.
    expect(within(row('Аванс')).getByText('—')).toBeTruthy();
    for (const r of rows()) expect(plain(r)).not.toContain('KGS');
    for (const id of ['total-bonuses', 'total-penalties', 'total-advances', 'total-piecework', 'total-net']) {
      expect(plain(screen.getByTestId(id))).toContain('—');
      expect(plain(screen.getByTestId(id))).not.toContain('KGS');
    }
  });

  it('deletes a record after confirming and refreshes the list', async () => {
    let listed = RECORDS;
    const { calls } = setup('manager', {
      LedgerRecords: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', listed) } }),
      LedgerDeleteRecord: (v) => {
        listed = RECORDS.filter((r) => r.id !== v.id);
        return { data: { deleteLedgerRecord: true } };
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(within(row('Опоздание')).getByRole('button', { name: 'Удалить запись: Вера Петрова' }));
    expect(calls.some((c) => c.name === 'LedgerDeleteRecord')).toBe(false);
    const confirm = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Запись удалена')).toBeTruthy();
    expect(calls.find((c) => c.name === 'LedgerDeleteRecord')?.variables).toEqual({ companyId: 10, id: 3 });
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('shows the server’s refusal to delete', async () => {
    setup('owner', {
      LedgerDeleteRecord: () => ({
        errors: [{ message: 'Период зафиксирован: записи в нём нельзя добавлять, изменять или удалять' }],
      }),
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(within(row('Сборка')).getByRole('button', { name: 'Удалить запись: Анна Иванова' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить запись?' })).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByText(/^Период зафиксирован/)).toBeTruthy();
    expect(rows()).toHaveLength(5);
  });

  it('opens the dialogs: a record of any type, an advance, piecework and an edit', async () => {
    setup('hr_manager', {
      LedgerEmployeeOptions: () => ({
        data: { employees: { __typename: 'EmployeeConnection', edges: [], totalCount: 0 } },
      }),
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: 'Бонус или штраф' }));
    let d = await screen.findByRole('dialog', { name: 'Новая запись' });
    await pick(within(d).getByLabelText('Тип'), 'Сдельная выплата');
    expect(within(d).getByTestId('piecework-total')).toBeTruthy();
    await userEvent.click(within(d).getByRole('button', { name: 'Отмена' }));

    await userEvent.click(screen.getByRole('button', { name: 'Выдать аванс' }));
    d = await screen.findByRole('dialog', { name: 'Аванс' });
    await userEvent.click(within(d).getByRole('button', { name: 'Отмена' }));

    await userEvent.click(screen.getByRole('button', { name: 'Сдельная выплата' }));
    d = await screen.findByRole('dialog', { name: 'Сдельная выплата' });
    await userEvent.click(within(d).getByRole('button', { name: 'Отмена' }));

    await userEvent.click(within(row('Опоздание')).getByRole('button', { name: 'Изменить запись: Вера Петрова' }));
    d = await screen.findByRole('dialog', { name: 'Изменение записи' });
    expect((within(d).getByRole('textbox', { name: /Причина/ }) as HTMLTextAreaElement).value).toBe('Опоздание');
    expect((within(d).getByLabelText('Тип') as HTMLInputElement).value).toBe('Штраф');
  });

  it('refetches when the company’s pay changes', async () => {
    let push: () => void = () => {};
    let round = 0;
    const { calls } = setup('owner', {
      LedgerRecords: () => {
        round += 1;
        return {
          data: { ledgerRecordsConnection: connection('LedgerRecord', round === 1 ? RECORDS.slice(0, 2) : RECORDS) },
        };
      },
      PayLiveChanged: () =>
        new Promise((resolve) => {
          push = () =>
            resolve({
              data: {
                payChanged: { __typename: 'PayEvent', id: 9, action: 'created', source: 'ledger', employeeIds: [3] },
              },
            });
        }),
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    push();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(calls.filter((c) => c.name === 'LedgerRecords')).toHaveLength(2);
  });

  it('draws a long month a hundred rows at a time', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      ledgerRecord({ id: 100 + i, amount: '1.00', reason: `Запись ${i + 1}` }),
    );
    setup('owner', { LedgerRecords: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', many) } }) });
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(screen.getByTestId('ledger-count').textContent).toBe('150 записей');
    expect(plain(screen.getByTestId('total-bonuses'))).toContain('150,00 KGS');
    expect(screen.getByText('Показано 100 из 150')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Показать еще' }));
    expect(rows()).toHaveLength(150);
    expect(screen.queryByRole('button', { name: 'Показать еще' })).toBeNull();
  });

  it('reads a month of more than one page whole before drawing its totals', async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      ledgerRecord({ id: 1000 + i, amount: '2.00', reason: `Запись ${i + 1}` }),
    );
    const { calls } = setup('owner', {
      LedgerRecords: (v) => {
        const from = v.after ? many.findIndex((r) => `c${r.id}` === v.after) + 1 : 0;
        const rows = many.slice(from, from + 200);
        return {
          data: {
            ledgerRecordsConnection: connection('LedgerRecord', rows, { hasNextPage: from + 200 < many.length }),
          },
        };
      },
    });
    await waitFor(() => expect(screen.getByTestId('ledger-count').textContent).toBe('250 записей'));
    expect(plain(screen.getByTestId('total-bonuses'))).toContain('500,00 KGS');
    const reads = calls.filter((c) => c.name === 'LedgerRecords').map((c) => c.variables.after ?? null);
    expect(reads).toEqual([null, 'c1199']);
  });

  it('shows cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 48em'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    setup('owner');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole('table')).toBeNull();
    const card = row('Сборка');
    expect(plain(card)).toContain('602,00 KGS');
    expect(plain(card)).toContain('Кол-во: 4');
    expect(within(card).getByRole('button', { name: 'Изменить запись: Анна Иванова' })).toBeTruthy();
  });
});
