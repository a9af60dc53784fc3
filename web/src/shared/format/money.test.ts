import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_DECIMALS, negate } from './money';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const ru = (currency: string, decimals: number) => ({ currency, language: 'ru', decimals });

describe('money formatting', () => {
  it('dashboard figures: whole units, half-up, in the company’s currency and language', () => {
    expect(nbsp(formatMoney('56600.50', ru('KGS', MONEY_DECIMALS.dashboard)))).toBe('56 601 KGS');
    expect(nbsp(formatMoney('1234.49', ru('RUB', 0)))).toBe('1 234 ₽');
    expect(formatMoney('1234.5', { currency: 'USD', language: 'en', decimals: 0 })).toBe('$1,235');
  });

  it('ledger amounts: two decimals, exact beyond float precision', () => {
    expect(nbsp(formatMoney('0.10', ru('RUB', MONEY_DECIMALS.ledger)))).toBe('0,10 ₽');
    expect(formatMoney('12345678901234.56', { currency: 'USD', language: 'en', decimals: 2 })).toBe(
      '$12,345,678,901,234.56',
    );
  });

  it('signs for history lines, and deductions shown negative', () => {
    expect(nbsp(formatMoney('500', ru('RUB', 2), 'always'))).toBe('+500,00 ₽');
    expect(nbsp(formatMoney(negate('400.00'), ru('RUB', 0)))).toBe('-400 ₽');
    expect(negate('-3')).toBe('3');
    expect(negate('0.00')).toBe('0.00');
    // A hidden amount stays hidden: '—', never 0.
    expect(formatMoney(negate(null), ru('RUB', 0))).toBe('—');
  });

  it('an unknown currency code still shows the number, and nothing shows a dash', () => {
    expect(nbsp(formatMoney('10', ru('XYZ1', 0)))).toBe('10 XYZ1');
    expect(formatMoney(null, ru('RUB', 0))).toBe('—');
    expect(formatMoney('N/A', ru('RUB', 0))).toBe('N/A');
  });
});
