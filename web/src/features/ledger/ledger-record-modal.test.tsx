import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { LedgerRecordModal, type LedgerRecordModalProps } from './components/LedgerRecordModal';
import { todayInZone } from '@/shared/format/months';
import { ledgerRecord } from './ledger.fixtures';

vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// The test company's timezone: the dialog's default date is today there.
const TODAY = todayInZone('Asia/Bishkek');

const person = (id: number, firstName: string, lastName: string) => ({
  __typename: 'EmployeeEdge' as const,
  node: { __typename: 'Employee' as const, id, firstName, lastName },
});

const echo: Handler = (v) => ({
  data: {
    createLedgerRecord: ledgerRecord({ id: 50, ...(v.input as object), employeeName: 'Вера Петрова' }),
  },
});

function open(props: Partial<LedgerRecordModalProps>, handlers: Record<string, Handler> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const fake = renderCompanyPage(
    <LedgerRecordModal companyId={10} mode="bonusPenalty" onClose={onClose} onSaved={onSaved} {...props} />,
    'manager',
    {
      LedgerEmployeeOptions: () => ({
        data: {
          employees: {
            __typename: 'EmployeeConnection',
            edges: [person(2, 'Анна', 'Иванова'), person(3, 'Вера', 'Петрова')],
            totalCount: 2,
          },
        },
      }),
      LedgerEmployeeName: (v) => ({ data: { employee: { ...person(v.id as number, 'Вера', 'Петрова').node } } }),
      LedgerCreateRecord: echo,
      ...handlers,
    },
  );
  return { ...fake, onClose, onSaved };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

async function pick(select: HTMLElement, label: string) {
  await userEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(await within(list).findByRole('option', { name: label, hidden: true }));
}

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('the ledger record dialog', () => {
  it('asks for the employee, a positive amount and a reason for a bonus or penalty', async () => {
    const { calls, onSaved, onClose } = open({ mode: 'bonusPenalty' });
    const d = await dialog('Бонус или штраф');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    expect(await within(d).findByText('Выберите сотрудника')).toBeTruthy();
    expect(within(d).getByText('Сумма должна быть больше 0')).toBeTruthy();
    expect(within(d).getByText('Укажите причину')).toBeTruthy();

    await fill(within(d).getByRole('textbox', { name: /Сумма/ }), '0');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    expect(await within(d).findByText('Сумма должна быть больше 0')).toBeTruthy();
    expect(calls.some((c) => c.name === 'LedgerCreateRecord')).toBe(false);

    await pick(within(d).getByLabelText(/^Сотрудник/), 'Вера Петрова');
    await pick(within(d).getByLabelText('Тип'), 'Штраф');
    await fill(within(d).getByRole('textbox', { name: /Сумма/ }), '150.5');
    await fill(within(d).getByRole('textbox', { name: /Причина/ }), '  Опоздание ');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.find((c) => c.name === 'LedgerCreateRecord')!.variables;
    expect(sent).toEqual({
      companyId: 10,
      input: {
        employeeId: 3,
        type: 'penalty',
        amount: '150.5',
        reason: 'Опоздание',
        quantity: null,
        appliedDate: TODAY,
      },
      idempotencyKey: expect.stringMatching(UUID),
    });
    expect(onSaved).toHaveBeenCalled();
    expect(await screen.findByText('Бонус/штраф успешно добавлен')).toBeTruthy();
  });

  it('defaults an advance’s reason to Аванс and its quantity to 1, for the employee it was opened for', async () => {
    const { calls } = open({ mode: 'advance', employeeId: 3 });
    const d = await dialog('Аванс');
    const employee = within(d).getByRole('textbox', { name: 'Сотрудник' }) as HTMLInputElement;
    await waitFor(() => expect(employee.value).toBe('Вера Петрова'));
    expect(employee.readOnly).toBe(true);
    expect(within(d).queryByRole('textbox', { name: 'Тип' })).toBeNull();
    expect((within(d).getByRole('textbox', { name: /Причина/ }) as HTMLTextAreaElement).value).toBe('Аванс');

    await fill(within(d).getByRole('textbox', { name: /Сумма/ }), '5000');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Аванс успешно начислен')).toBeTruthy();
    expect(calls.find((c) => c.name === 'LedgerCreateRecord')!.variables.input).toEqual({
      employeeId: 3,
      type: 'advance',
      amount: '5000',
      reason: 'Аванс',
      quantity: 1,
      appliedDate: TODAY,
    });
    expect(calls.find((c) => c.name === 'LedgerEmployeeName')?.variables).toEqual({ companyId: 10, id: 3 });
  });

  it('checks piecework’s quantity and comment, shows quantity × rate and sends that total', async () => {
    const { calls } = open({ mode: 'piecework', employeeId: 3 });
    const d = await dialog('Сдельная выплата');
    const comment = within(d).getByRole('textbox', { name: /Комментарий/ }) as HTMLTextAreaElement;
    const quantity = within(d).getByRole('textbox', { name: /Количество/ }) as HTMLInputElement;
    expect(comment.value).toBe('Сдельная выплата');
    expect(quantity.value).toBe('1');

    await fill(comment, '');
    await fill(quantity, '0');
    await fill(within(d).getByRole('textbox', { name: /Ставка за единицу/ }), '0.10');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    expect(await within(d).findByText('Укажите комментарий')).toBeTruthy();
    expect(within(d).getByText('Количество должно быть больше 0')).toBeTruthy();
    expect(calls.some((c) => c.name === 'LedgerCreateRecord')).toBe(false);

    await fill(quantity, '3');
    await fill(comment, 'Коробки');
    // 3 × 0.10 is 0.30 exactly (a float would give 0.30000000000000004).
    expect(within(d).getByTestId('piecework-total').textContent).toMatch(/0,30/);
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Сдельная выплата успешно добавлена')).toBeTruthy();
    expect(calls.find((c) => c.name === 'LedgerCreateRecord')!.variables.input).toEqual({
      employeeId: 3,
      type: 'piecework',
      amount: '0.30',
      reason: 'Коробки',
      quantity: 3,
      appliedDate: TODAY,
    });
  });

  it('shows the server’s refusal and retries with the same idempotency key', async () => {
    let attempts = 0;
    const { calls, onClose } = open(
      { mode: 'advance', employeeId: 3 },
      {
        LedgerCreateRecord: (v) => {
          attempts += 1;
          if (attempts === 1) {
            return {
              errors: [
                {
                  message: 'Период зафиксирован: записи в нём нельзя добавлять, изменять или удалять',
                  extensions: { code: 'CONFLICT' },
                },
              ],
            };
          }
          return echo(v);
        },
      },
    );
    const d = await dialog('Аванс');
    await fill(within(d).getByRole('textbox', { name: /Сумма/ }), '700');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText(/^Период зафиксирован/)).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = calls.filter((c) => c.name === 'LedgerCreateRecord').map((c) => c.variables.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('falls back to its own failure text and a fresh key for every opening', async () => {
    const first = open(
      { mode: 'piecework', employeeId: 3 },
      { LedgerCreateRecord: () => ({ errors: [{ message: '' }] }) },
    );
    const d = await dialog('Сдельная выплата');
    await fill(within(d).getByRole('textbox', { name: /Ставка за единицу/ }), '12');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Не удалось добавить сдельную выплату')).toBeTruthy();
    const key = first.calls.find((c) => c.name === 'LedgerCreateRecord')!.variables.idempotencyKey;

    const second = open({ mode: 'advance', employeeId: 3 });
    const d2 = await dialog('Аванс');
    await fill(within(d2).getByRole('textbox', { name: /Сумма/ }), '1');
    await userEvent.click(within(d2).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    const other = second.calls.find((c) => c.name === 'LedgerCreateRecord')!.variables.idempotencyKey;
    expect(other).toMatch(UUID);
    expect(other).not.toBe(key);
  });

  it('edits a piecework record from its rate and says so', async () => {
    const record = ledgerRecord({ id: 7, type: 'piecework', amount: '602.00', quantity: 4, reason: 'Сборка' });
    const { calls, onSaved } = open(
      { mode: 'record', record },
      {
        LedgerUpdateRecord: (v) => ({ data: { updateLedgerRecord: ledgerRecord({ id: 7, ...(v.input as object) }) } }),
      },
    );
    const d = await dialog('Изменение записи');
    expect((within(d).getByLabelText(/^Сотрудник/) as HTMLInputElement).value).toBe('Вера Петрова');
    const rate = within(d).getByRole('textbox', { name: /Ставка за единицу/ }) as HTMLInputElement;
    expect(rate.value).toBe('150.50');
    await fill(within(d).getByRole('textbox', { name: /Количество/ }), '5');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись обновлена')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    expect(calls.find((c) => c.name === 'LedgerUpdateRecord')!.variables).toEqual({
      companyId: 10,
      id: 7,
      input: {
        employeeId: 3,
        type: 'piecework',
        amount: '752.50',
        reason: 'Сборка',
        quantity: 5,
        appliedDate: '2026-05-04',
      },
    });
  });

  it('turns a record into a bonus without a quantity and reports a failed update', async () => {
    const record = ledgerRecord({ id: 8, type: 'advance', amount: '300.00', quantity: 1, reason: 'Аванс' });
    const { calls } = open({ mode: 'record', record }, { LedgerUpdateRecord: () => ({ errors: [{ message: '' }] }) });
    const d = await dialog('Изменение записи');
    await pick(within(d).getByLabelText('Тип'), 'Бонус');
    // The advance's default reason does not carry over to a bonus: a reason is asked for.
    expect((within(d).getByRole('textbox', { name: /Причина/ }) as HTMLTextAreaElement).value).toBe('');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    expect(await within(d).findByText('Укажите причину')).toBeTruthy();
    await fill(within(d).getByRole('textbox', { name: /Причина/ }), 'Премия');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось обновить запись')).toBeTruthy();
    expect(calls.find((c) => c.name === 'LedgerUpdateRecord')!.variables.input).toEqual({
      employeeId: 3,
      type: 'bonus',
      amount: '300.00',
      reason: 'Премия',
      quantity: null,
      appliedDate: '2026-05-04',
    });
  });

  it('searches employees on the server', async () => {
    const { calls } = open({ mode: 'record' });
    const d = await dialog('Новая запись');
    await userEvent.type(within(d).getByLabelText(/^Сотрудник/), 'ива');
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'LedgerEmployeeOptions').map((c) => c.variables)).toContainEqual({
        companyId: 10,
        search: 'ива',
        first: 200,
      }),
    );
  });
});
