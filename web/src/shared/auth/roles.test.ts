import { describe, expect, it } from 'vitest';
import { PRESETS } from '@staffpay/schema/auth/policy';
import { anyWrite, canReadPay, hasPermission, NO_WRITES, roleLabel, writesOf } from './roles';

const company = (keys: string[]) => ({ myPermissions: keys });

describe('role helpers', () => {
  it('labels built-in roles, custom roles by their name when known, else by code', () => {
    expect(roleLabel('owner')).toBe('Владелец');
    expect(roleLabel('kassir', new Map([['kassir', 'Кассир']]))).toBe('Кассир');
    expect(roleLabel('kassir')).toBe('kassir');
    expect(roleLabel(null)).toBe('—');
  });

  it('answers from the company’s myPermissions, nothing without them', () => {
    expect(canReadPay(company([...PRESETS.verifier]))).toBe(true);
    expect(canReadPay(company([...PRESETS.employee]))).toBe(false);
    expect(canReadPay(null)).toBe(false);
    expect(canReadPay({ myPermissions: null })).toBe(false);
    expect(hasPermission(company([]), 'member')).toBe(true);
  });

  it('gives each write button its own key', () => {
    expect(writesOf(company(['bonuses', 'bonuses.create']), 'bonuses')).toEqual({
      create: true,
      edit: false,
      delete: false,
    });
    expect(anyWrite(writesOf(company([...PRESETS.verifier]), 'employees'))).toBe(false);
    expect(anyWrite(NO_WRITES)).toBe(false);
  });
});
