import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMonthTurn } from './useMonthTurn';
import { nextMonthTurn } from './month-turn';

describe('the month turn', () => {
  it('is the company’s midnight of the 1st, in its own zone', () => {
    const mid = new Date('2026-11-15T12:00:00Z');
    expect(new Date(nextMonthTurn('Asia/Bishkek', mid)).toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(new Date(nextMonthTurn('America/New_York', mid)).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(new Date(nextMonthTurn('Asia/Kathmandu', mid)).toISOString()).toBe('2026-11-30T18:15:00.000Z');
    expect(new Date(nextMonthTurn('Pacific/Kiritimati', mid)).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    // December rolls into the next year.
    const december = new Date('2026-12-31T10:00:00Z');
    expect(new Date(nextMonthTurn('Asia/Bishkek', december)).toISOString()).toBe('2026-12-31T18:00:00.000Z');
  });

  describe('useMonthTurn', () => {
    afterEach(() => vi.useRealTimers());

    it('calls back once when the company’s month changes, and again at the next turn', () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-11-30T17:59:00Z'));
      const onTurn = vi.fn();
      renderHook(() => useMonthTurn('Asia/Bishkek', onTurn));
      vi.advanceTimersByTime(59_000);
      expect(onTurn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(onTurn).toHaveBeenCalledTimes(1);
      // December has 31 days; the turn to January comes in parts longer than setTimeout allows.
      vi.advanceTimersByTime(31 * 24 * 3_600_000 - 1_000);
      expect(onTurn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1_000);
      expect(onTurn).toHaveBeenCalledTimes(2);
    });
  });
});
