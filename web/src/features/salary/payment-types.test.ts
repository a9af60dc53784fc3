import { describe, expect, it } from 'vitest';
import { paymentTypeShares } from './payment-types';

describe('paymentTypeShares (count / total employees × 100, rounded, bar at most 100)', () => {
  it('takes each count as a share of the paid employees, rounded half-up', () => {
    expect(paymentTypeShares({ fixed: 1, percentage: 5, team: 2 }, 8)).toEqual([
      { type: 'fixed', count: 1, share: 13 }, // 12.5
      { type: 'percentage', count: 5, share: 63 }, // 62.5
      { type: 'team', count: 2, share: 25 },
    ]);
    expect(paymentTypeShares({ fixed: 1, percentage: 1, team: 1 }, 3).map((s) => s.share)).toEqual([33, 33, 33]);
    expect(paymentTypeShares({ fixed: 2, percentage: 0, team: 0 }, 3)[0].share).toBe(67);
  });

  it('lets employees without a base rule count in no type', () => {
    expect(paymentTypeShares({ fixed: 1, percentage: 1, team: 0 }, 4).map((s) => s.share)).toEqual([25, 25, 0]);
  });

  it('caps the bar at 100 and gives 0 without employees', () => {
    expect(paymentTypeShares({ fixed: 5, percentage: 0, team: 0 }, 4)[0].share).toBe(100);
    expect(paymentTypeShares({ fixed: 0, percentage: 0, team: 0 }, 0).map((s) => s.share)).toEqual([0, 0, 0]);
  });
});
