import { describe, expect, it } from 'vitest';
import type { PayrollFixView } from '../pay-core';
import { covers, runStatus } from './pay-run.service';

const fix = (periodFrom: string, periodTo: string) => ({ periodFrom, periodTo }) as PayrollFixView;
const october = { from: '2026-10-01', to: '2026-10-31' };

describe('a pay run’s coverage', () => {
  it('adjacent and overlapping fixes cover the month; a gap or a late start does not', () => {
    expect(covers([fix('2026-10-01', '2026-10-31')], october)).toBe(true);
    expect(covers([fix('2026-09-20', '2026-10-15'), fix('2026-10-16', '2026-11-05')], october)).toBe(true);
    expect(covers([fix('2026-10-01', '2026-10-20'), fix('2026-10-10', '2026-10-31')], october)).toBe(true);
    expect(covers([fix('2026-10-01', '2026-10-15'), fix('2026-10-17', '2026-10-31')], october)).toBe(false);
    expect(covers([fix('2026-10-02', '2026-10-31')], october)).toBe(false);
    expect(covers([fix('2026-10-01', '2026-10-30')], october)).toBe(false);
    expect(covers([], october)).toBe(false);
  });

  it('fixed when every paid employee is covered, partly when any fix falls in the month', () => {
    expect(runStatus(2, 2, true)).toBe('fixed');
    expect(runStatus(2, 1, true)).toBe('partially_fixed');
    expect(runStatus(2, 0, true)).toBe('partially_fixed');
    expect(runStatus(2, 0, false)).toBe('open');
    expect(runStatus(0, 0, false)).toBe('open');
  });
});
