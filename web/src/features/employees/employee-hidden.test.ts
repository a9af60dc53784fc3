import { describe, expect, it } from 'vitest';
import { PRESETS } from '@staffpay/schema/auth/policy';
import { hiddenFields, initialEmployeeValues, toEmployeeInput } from './employee-form';
import { employee } from './employees.fixtures';

const without = (...keys: string[]) => ({ myPermissions: [...PRESETS.manager].filter((k) => !keys.includes(k)) });

describe('fields hidden from the caller', () => {
  it('are the null ones whose key the role lacks, and an update leaves them out', () => {
    const stored = employee(1, 'Анна', 'Петрова', { phone: null, email: null });
    const hidden = hiddenFields(without('employees.field.phone'), stored);
    expect([...hidden]).toEqual(['phone']);
    const input = toEmployeeInput(initialEmployeeValues(stored), hidden);
    expect(input).not.toHaveProperty('phone');
    expect(input.email).toBeNull();
  });

  it('nothing is hidden from a role that sees every field, nor on a new record', () => {
    const stored = employee(1, 'Анна', 'Петрова', { email: null });
    expect(hiddenFields({ myPermissions: [...PRESETS.manager] }, stored).size).toBe(0);
    expect(hiddenFields(without('employees.field.phone'), null).size).toBe(0);
  });
});
