import { describe, expect, it } from 'vitest';
import { birthdayUpcomingMessage, daysText, formatMoney, ledgerMessage, salaryMessage } from './notification-texts';

describe('notification texts', () => {
  it('writes money exactly in the company currency', () => {
    expect(formatMoney('5000.00', 'RUB')).toBe('5 000,00 ₽');
    expect(formatMoney('123456789012.35', 'RUB')).toBe('123 456 789 012,35 ₽');
    expect(ledgerMessage('Айгерим Абаева', '5000.00', 'RUB', 'Премия')).toBe('Айгерим Абаева: 5 000,00 ₽ — Премия');
  });

  it('names the period and what is due', () => {
    expect(salaryMessage('Иван Петров', '2026-11-01', '2026-11-30', '56600.00', 'RUB')).toBe(
      'Иван Петров: 01.11.2026–30.11.2026, к выплате 56 600,00 ₽',
    );
  });

  it('declines the days', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25].map(daysText)).toEqual([
      '1 день',
      '2 дня',
      '4 дня',
      '5 дней',
      '11 дней',
      '12 дней',
      '21 день',
      '22 дня',
      '25 дней',
    ]);
    expect(birthdayUpcomingMessage('Анна Ли', '2027-01-02', 3)).toBe('Анна Ли: день рождения 02.01.2027, через 3 дня');
  });
});
