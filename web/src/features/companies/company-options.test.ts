import { describe, expect, it } from 'vitest';
import { createCompanySchema } from '@staffpay/schema/companies/company.schemas';
import { currencyOptions, DEFAULT_CURRENCY, DEFAULT_TIMEZONE, timezoneOptions, withValue } from './company-options';

describe('company form choices', () => {
  const timezones = timezoneOptions();
  const currencies = currencyOptions();

  it('offers about 130 time zones and 130 currencies, without duplicates', () => {
    expect(timezones.length).toBeGreaterThanOrEqual(120);
    expect(timezones.length).toBeLessThanOrEqual(140);
    expect(currencies.length).toBeGreaterThanOrEqual(120);
    expect(new Set(timezones.map((o) => o.value)).size).toBe(timezones.length);
    expect(new Set(currencies.map((o) => o.value)).size).toBe(currencies.length);
  });

  it('offers only values the API accepts', () => {
    for (const { value } of timezones) {
      expect(createCompanySchema.safeParse({ name: 'x', timezone: value }).success, value).toBe(true);
    }
    for (const { value } of currencies) {
      expect(createCompanySchema.safeParse({ name: 'x', currency: value }).success, value).toBe(true);
    }
  });

  it('contains the defaults, labelled with offset and name', () => {
    expect(timezones.find((o) => o.value === DEFAULT_TIMEZONE)?.label).toBe('(UTC+06:00) Asia/Bishkek');
    expect(currencies.find((o) => o.value === DEFAULT_CURRENCY)?.label).toMatch(/^KGS — /);
  });

  it('orders time zones from west to east', () => {
    const utc = timezones.findIndex((o) => o.value === 'UTC');
    const bishkek = timezones.findIndex((o) => o.value === 'Asia/Bishkek');
    const honolulu = timezones.findIndex((o) => o.value === 'Pacific/Honolulu');
    expect(honolulu).toBeLessThan(utc);
    expect(utc).toBeLessThan(bishkek);
  });

  it('keeps an unlisted stored value selectable', () => {
    expect(withValue(timezones, 'Africa/Windhoek')[0]).toEqual({ value: 'Africa/Windhoek', label: 'Africa/Windhoek' });
    expect(withValue(timezones, 'UTC')).toBe(timezones);
  });

  it('requires a name with the contract’s text', () => {
    const r = createCompanySchema.safeParse({ name: '   ' });
    expect(r.error?.issues[0].message).toBe('Пожалуйста, введите название компании');
  });
});
