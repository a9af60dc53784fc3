import { describe, expect, it } from 'vitest';
import { clockText, percentText, sharedMoney, sharedNumber } from './shared-format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the public dashboard’s formats', () => {
  it('money: ru-RU, no decimals, the company’s currency or KGS', () => {
    expect(plain(sharedMoney('KGS')('1234567.49'))).toBe('1 234 567 KGS');
    expect(plain(sharedMoney('KGS')('0.50'))).toBe('1 KGS');
    expect(plain(sharedMoney('RUB')('-700.00'))).toBe('-700 ₽');
    expect(plain(sharedMoney('USD')('5000.00', 'always'))).toBe('+5 000 $');
    expect(plain(sharedMoney('')('15000.00'))).toBe('15 000 KGS');
    expect(plain(sharedMoney(null)('15000.00'))).toBe('15 000 KGS');
    expect(sharedMoney('KGS')(null)).toBe('—');
  });

  it('money is formatted from the decimal string, never through a float', () => {
    expect(plain(sharedMoney('KGS')('9007199254740993.00'))).toBe('9 007 199 254 740 993 KGS');
  });

  it('threshold figures and rates', () => {
    expect(plain(sharedNumber('150000.00'))).toBe('150 000');
    expect(sharedNumber('12')).toBe('12');
    expect(percentText('12.50')).toBe('12,5 %');
    expect(percentText('10.00')).toBe('10 %');
  });

  it('the time of the data on the company’s clock', () => {
    const at = new Date('2026-11-20T10:05:09Z');
    expect(clockText(at, 'Asia/Bishkek')).toBe('16:05:09');
    expect(clockText(at, 'Europe/Moscow')).toBe('13:05:09');
    expect(clockText(at, 'Not/AZone')).toMatch(/^\d\d:05:09$/);
    expect(clockText(at, 'Asia/Bishkek', false)).toBe('16:05');
  });
});
