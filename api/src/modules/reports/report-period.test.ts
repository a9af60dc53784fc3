import { describe, expect, it } from 'vitest';
import { keywordPeriod } from './report-period';

describe('keywordPeriod', () => {
  it('month, quarter and year around a date', () => {
    expect(keywordPeriod('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(keywordPeriod('quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(keywordPeriod('quarter', '2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(keywordPeriod('quarter', '2026-09-30')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(keywordPeriod('quarter', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(keywordPeriod('year', '2026-07-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
