import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths, todayInZone } from './months';

describe('months', () => {
  it('reads today in the company’s zone, not the browser’s', () => {
    const now = new Date('2026-11-30T20:00:00Z');
    expect(todayInZone('Asia/Bishkek', now)).toBe('2026-12-01');
    expect(todayInZone('America/New_York', now)).toBe('2026-11-30');
    expect(todayInZone('Nowhere/Unknown', now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists recent months newest first across a year boundary', () => {
    expect(recentMonths('2026-02-15', 3)).toEqual([
      { value: '2026-02', label: 'Февраль 2026' },
      { value: '2026-01', label: 'Январь 2026' },
      { value: '2025-12', label: 'Декабрь 2025' },
    ]);
    expect(monthLabel('2026-11')).toBe('Ноябрь 2026');
  });
});
