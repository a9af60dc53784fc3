import { describe, expect, it } from 'vitest';
import { correctionDate, fixedOn } from './ledger-correction';

const month = (m: string, last = '30') => ({ periodFrom: `${m}-01`, periodTo: `${m}-${last}` });

describe('correctionDate', () => {
  it('books in the month after the original when that one is open', () => {
    expect(correctionDate('2026-10-10', [month('2026-10', '31')])).toBe('2026-11-01');
  });

  it('skips fixed months, and a month with a single fixed day', () => {
    const fixes = [month('2026-10', '31'), month('2026-11'), { periodFrom: '2026-12-31', periodTo: '2026-12-31' }];
    expect(correctionDate('2026-10-10', fixes)).toBe('2027-01-01');
  });

  it('a fix spanning months skips them all', () => {
    expect(correctionDate('2026-12-05', [{ periodFrom: '2026-12-01', periodTo: '2027-02-15' }])).toBe('2027-03-01');
  });
});

describe('fixedOn', () => {
  it('holds both ends', () => {
    expect(fixedOn([month('2026-10', '31')], '2026-10-31')).toBe(true);
    expect(fixedOn([month('2026-10', '31')], '2026-11-01')).toBe(false);
  });
});
