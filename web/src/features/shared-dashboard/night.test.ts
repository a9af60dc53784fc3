import { describe, expect, it } from 'vitest';
import { isNight, minutesInZone } from './night';

// Bishkek is UTC+6 all year.
const bishkek = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00+06:00`);

describe('a link’s night on the company’s clock', () => {
  it('reads the time in the company’s zone', () => {
    expect(minutesInZone(new Date('2026-11-20T17:30:00Z'), 'Asia/Bishkek')).toBe(23 * 60 + 30);
    expect(minutesInZone(new Date('2026-11-20T17:30:00Z'), 'Europe/Moscow')).toBe(20 * 60 + 30);
  });

  it('spans midnight when it starts after it ends', () => {
    const night = { from: '22:00', to: '07:00' };
    expect(isNight(night, 'Asia/Bishkek', bishkek('21:59'))).toBe(false);
    expect(isNight(night, 'Asia/Bishkek', bishkek('22:00'))).toBe(true);
    expect(isNight(night, 'Asia/Bishkek', bishkek('03:00'))).toBe(true);
    expect(isNight(night, 'Asia/Bishkek', bishkek('06:59'))).toBe(true);
    expect(isNight(night, 'Asia/Bishkek', bishkek('07:00'))).toBe(false);
    // 22:30 in Bishkek is 19:30 in Moscow: the company's clock decides, not the screen's.
    expect(isNight(night, 'Europe/Moscow', bishkek('22:30'))).toBe(false);
  });

  it('stays within the day otherwise; an empty span is no night', () => {
    const lunch = { from: '13:00', to: '14:00' };
    expect(isNight(lunch, 'Asia/Bishkek', bishkek('12:59'))).toBe(false);
    expect(isNight(lunch, 'Asia/Bishkek', bishkek('13:30'))).toBe(true);
    expect(isNight(lunch, 'Asia/Bishkek', bishkek('14:00'))).toBe(false);
    expect(isNight({ from: '10:00', to: '10:00' }, 'Asia/Bishkek', bishkek('10:00'))).toBe(false);
  });
});
