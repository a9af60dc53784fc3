import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import { connection } from '@/test/connection';
import type { Handler } from '@/test/render';
import { inFixedPeriod } from './ledger-view';
import { ledgerRecord } from './ledger.fixtures';
import BonusesPage from './pages/BonusesPage';

vi.setConfig({ testTimeout: 20_000 });

/** Вера's May is fixed; Анна's is open; a correction of an April record was booked in May. */
const RECORDS = [
  ledgerRecord({ id: 1, employeeId: 3, employeeName: 'Вера Петрова', reason: 'Премия', appliedDate: '2026-05-04' }),
  ledgerRecord({ id: 2, employeeId: 2, employeeName: 'Анна Иванова', reason: 'Открытая', appliedDate: '2026-05-05' }),
  ledgerRecord({
    id: 3,
    employeeId: 2,
    employeeName: 'Анна Иванова',
    type: 'penalty',
    reason: 'Двойная премия',
    appliedDate: '2026-05-01',
    correctsRecordId: 9,
    correctsAppliedDate: '2026-04-20',
  }),
];
const FIX = {
  __typename: 'PayrollFix',
  id: 7,
  employeeId: 3,
  periodFrom: '2026-05-01',
  periodTo: '2026-05-31',
  reopenedAt: null,
};

function setup(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<BonusesPage />, role, {
    LedgerRecords: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', RECORDS) } }),
    LedgerFixedPeriods: () => ({ data: { payrollFixesConnection: connection('PayrollFix', [FIX]) } }),
    ...handlers,
  });
}

const row = (text: string) => screen.getAllByTestId('ledger-row').find((r) => r.textContent?.includes(text))!;

describe('corrections after approval', () => {
  it('marks a correction with the date of the record it corrects', async () => {
    setup('manager');
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(3));
    expect(within(row('Двойная премия')).getByTestId('correction-badge').textContent).toBe(
      'Исправление записи от 20.04.2026',
    );
    expect(within(row('Открытая')).queryByTestId('correction-badge')).toBeNull();
  });

  it('offers “Исправить” on a record of a fixed period and posts the correction', async () => {
    const { calls } = setup('manager', {
      LedgerCorrectRecord: () => ({
        data: {
          correctLedgerRecord: ledgerRecord({ id: 10, correctsRecordId: 1, correctsAppliedDate: '2026-05-04' }),
        },
      }),
    });
    await waitFor(() =>
      expect(within(row('Премия')).queryByRole('button', { name: 'Исправить запись: Вера Петрова' })).toBeTruthy(),
    );
    // A record of a fixed period is corrected, not changed; an open one keeps its actions.
    expect(within(row('Премия')).queryByRole('button', { name: 'Изменить запись: Вера Петрова' })).toBeNull();
    expect(within(row('Открытая')).queryByRole('button', { name: /^Исправить/ })).toBeNull();

    await userEvent.click(within(row('Премия')).getByRole('button', { name: 'Исправить запись: Вера Петрова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Исправление записи' });
    expect(within(dialog).getByText('Будет проведено в ближайшем открытом месяце')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Сумма/ }), '50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Перерасчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Провести исправление' }));
    expect(await screen.findByText('Исправление проведено')).toBeTruthy();
    expect(calls.find((c) => c.name === 'LedgerCorrectRecord')?.variables).toEqual({
      companyId: 10,
      recordId: 1,
      input: { type: 'bonus', amount: '50', reason: 'Перерасчёт' },
    });
  });

  it('offers no correction to a role that cannot book, and does not ask for the fixes', async () => {
    const { calls } = setup('verifier');
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /^Исправить/ })).toBeNull();
    expect(calls.some((c) => c.name === 'LedgerFixedPeriods')).toBe(false);
  });
});

describe('inFixedPeriod', () => {
  it('holds a record dated in a fixed, not reopened period of its own employee', () => {
    const record = { employeeId: 3, appliedDate: '2026-05-31' };
    expect(inFixedPeriod(record, [FIX])).toBe(true);
    expect(inFixedPeriod({ ...record, employeeId: 2 }, [FIX])).toBe(false);
    expect(inFixedPeriod({ ...record, appliedDate: '2026-06-01' }, [FIX])).toBe(false);
    expect(inFixedPeriod(record, [{ ...FIX, reopenedAt: '2026-06-02T00:00:00Z' }])).toBe(false);
  });
});
