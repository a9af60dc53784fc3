import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './unsafe-text';

describe('findUnsafeText', () => {
  it('answers null for clean values, Cyrillic and surrogate pairs included', () => {
    expect(findUnsafeText({ name: 'Анна 🙂', tags: ['a', { deep: [1, null, true] }] }, 'employees')).toBeNull();
  });

  it('names where a NUL or a lone surrogate sits, in a value or a key', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x\u0000y' }] }, 'ledger')).toBe('ledger.b.0.c');
    expect(findUnsafeText({ list: ['ok', '\uD800'] })).toBe('list.1');
    expect(findUnsafeText({ nested: { ['k\uDC00']: 1 } })).toBe('nested.k\uDC00');
    expect(findUnsafeText('\u0000')).toBe('_');
  });
});
