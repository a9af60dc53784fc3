import { describe, expect, it } from 'vitest';
import { initialLedgerValues, toLedgerInput, validateLedgerForm, withType } from './ledger-form';
import { companyToday, monthBefore, monthOptions } from './ledger-period';
import { ledgerRecord } from './ledger.fixtures';

describe('ledger periods', () => {
  it('takes today in the company’s timezone, not the browser’s', () => {
    const instant = new Date('2026-05-31T20:00:00Z');
    expect(companyToday('Asia/Bishkek', instant)).toBe('2026-06-01');
    expect(companyToday('America/New_York', instant)).toBe('2026-05-31');
  });

  it('counts months back across years', () => {
    expect(monthBefore('2026-01-15', 0)).toBe('2026-01');
    expect(monthBefore('2026-01-15', 1)).toBe('2025-12');
    expect(monthBefore('2026-03-31', 14)).toBe('2025-01');
    expect(monthOptions('2026-02-10', 3)).toEqual([
      { value: '2026-02', label: 'Февраль 2026' },
      { value: '2026-01', label: 'Январь 2026' },
      { value: '2025-12', label: 'Декабрь 2025' },
    ]);
  });
});

describe('ledger form', () => {
  const blank = (mode: 'bonusPenalty' | 'advance' | 'piecework' | 'record') =>
    initialLedgerValues({ mode, today: '2026-05-10' });

  it('names every missing field of a bonus at once, with the contract’s texts', () => {
    expect(validateLedgerForm(blank('bonusPenalty'))).toEqual({
      employeeId: 'Выберите сотрудника',
      amount: 'Сумма должна быть больше 0',
      reason: 'Укажите причину',
    });
  });

  it('needs no reason for an advance and refuses a future date', () => {
    const advance = { ...blank('advance'), employeeId: '3', amount: '10', reason: '' };
    expect(validateLedgerForm(advance)).toEqual({});
    expect(toLedgerInput(advance)).toMatchObject({ reason: null, quantity: 1 });
    expect(validateLedgerForm({ ...advance, appliedDate: '2999-01-01' })).toHaveProperty('appliedDate');
  });

  it('sends the piecework total and refuses an empty quantity instead of defaulting it', () => {
    const piece = { ...blank('piecework'), employeeId: '3', amount: '0.10', quantity: 3 };
    expect(toLedgerInput(piece)).toMatchObject({ amount: '0.30', quantity: 3, reason: 'Сдельная выплата' });
    expect(validateLedgerForm({ ...piece, quantity: '' })).toEqual({ quantity: 'Количество должно быть больше 0' });
  });

  it('keeps a written reason across type changes and swaps a default one', () => {
    const advance = blank('record');
    expect(withType({ ...advance, type: 'advance', reason: 'Аванс' }, 'piecework').reason).toBe('Сдельная выплата');
    expect(withType({ ...advance, reason: 'Премия' }, 'penalty').reason).toBe('Премия');
  });

  it('opens a piecework record on its rate, or on no rate when the total is not whole cents per unit', () => {
    const exact = ledgerRecord({ type: 'piecework', amount: '602.00', quantity: 4 });
    expect(initialLedgerValues({ mode: 'record', record: exact, today: '2026-05-10' }).amount).toBe('150.50');
    const odd = ledgerRecord({ type: 'piecework', amount: '100.00', quantity: 3 });
    expect(initialLedgerValues({ mode: 'record', record: odd, today: '2026-05-10' }).amount).toBe('');
  });
});
