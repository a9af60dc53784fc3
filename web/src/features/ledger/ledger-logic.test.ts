import { describe, expect, it } from 'vitest';
import { initialLedgerValues, toLedgerInput, validateLedgerForm, withType } from './ledger-form';
import { ledgerTotals } from './ledger-view';
import { ledgerRecord } from './ledger.fixtures';

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

  it('opens a record whose amount the viewer’s role does not see with an empty amount, never 0', () => {
    for (const type of ['bonus', 'piecework'] as const) {
      const hidden = ledgerRecord({ type, amount: null, quantity: type === 'piecework' ? 4 : null });
      expect(initialLedgerValues({ mode: 'record', record: hidden, today: '2026-05-10' }).amount).toBe('');
    }
  });
});

describe('ledger totals', () => {
  it('sums exactly per type, the net being bonuses − penalties − advances', () => {
    const totals = ledgerTotals([
      ledgerRecord({ type: 'bonus', amount: '0.10' }),
      ledgerRecord({ type: 'bonus', amount: '0.20' }),
      ledgerRecord({ type: 'advance', amount: '1.00' }),
    ]);
    expect(totals).toEqual({
      byType: { bonus: '0.30', penalty: '0.00', advance: '1.00', piecework: '0.00' },
      net: '-0.70',
    });
  });

  it('hides a total, and the net, when any amount it sums is hidden, rather than understate it', () => {
    const totals = ledgerTotals([
      ledgerRecord({ type: 'bonus', amount: '100.00' }),
      ledgerRecord({ type: 'bonus', amount: null }),
      ledgerRecord({ type: 'piecework', amount: '50.00', quantity: 1 }),
    ]);
    expect(totals).toEqual({
      byType: { bonus: null, penalty: '0.00', advance: '0.00', piecework: '50.00' },
      net: null,
    });
  });
});
