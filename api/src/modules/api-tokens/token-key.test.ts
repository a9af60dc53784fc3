import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../shared/config';
import { checkedExpiry, rotatedExpiry } from './token-expiry';
import { hashApiToken, legacyHashOf } from './token-hash';

const DAY = 86_400_000;
const base = { NODE_ENV: 'test', SESSION_SECRET: 'session-secret-0123456789' };

describe('the key of token hashes', () => {
  it('is API_TOKEN_SECRET, apart from SESSION_SECRET: a new session secret leaves the hash as it was', () => {
    const before = loadConfig({ ...base, API_TOKEN_SECRET: 'token-secret-0123456789' });
    const after = loadConfig({
      ...base,
      SESSION_SECRET: 'another-session-secret-99',
      API_TOKEN_SECRET: 'token-secret-0123456789',
    });
    expect(hashApiToken(after, 'sp_x')).toBe(hashApiToken(before, 'sp_x'));
    // The legacy hash (SESSION_SECRET's) is what rows made before the key was set hold.
    expect(legacyHashOf(before, 'sp_x')).not.toBe(hashApiToken(before, 'sp_x'));
    expect(legacyHashOf(before, 'sp_x')).toBe(hashApiToken(loadConfig(base), 'sp_x'));
  });

  it('falls back to SESSION_SECRET while API_TOKEN_SECRET is unset, with no second lookup', () => {
    const legacy = loadConfig(base);
    expect(legacy.apiTokenKeyIsLegacy).toBe(true);
    expect(legacy.apiTokenSecret).toBe(legacy.sessionSecret);
    expect(legacyHashOf(legacy, 'sp_x')).toBeNull();
  });

  it('refuses a short API_TOKEN_SECRET and a lifetime out of range', () => {
    expect(() => loadConfig({ ...base, API_TOKEN_SECRET: 'short' })).toThrow(/API_TOKEN_SECRET/);
    expect(() => loadConfig({ ...base, API_TOKEN_MAX_LIFETIME_DAYS: '-1' })).toThrow(/API_TOKEN_MAX_LIFETIME_DAYS/);
    expect(loadConfig(base).API_TOKEN_MAX_LIFETIME_DAYS).toBe(0);
  });
});

describe('token expiry', () => {
  const now = Date.parse('2026-11-28T00:00:00Z');
  const at = (days: number) => new Date(now + days * DAY).toISOString();

  it('without a maximum: any future expiry, or none', () => {
    const config = { API_TOKEN_MAX_LIFETIME_DAYS: 0 };
    expect(checkedExpiry(config, null, now)).toBeNull();
    expect(checkedExpiry(config, at(5000), now)?.toISOString()).toBe(at(5000));
    expect(() => checkedExpiry(config, at(-1), now)).toThrow('Срок действия должен быть в будущем');
  });

  it('with a maximum: an expiry is required, within it', () => {
    const config = { API_TOKEN_MAX_LIFETIME_DAYS: 365 };
    expect(() => checkedExpiry(config, undefined, now)).toThrow(
      'Укажите срок действия: токен не может жить дольше 365 дней',
    );
    expect(() => checkedExpiry(config, at(366), now)).toThrow('Срок действия — не дальше 365 дней от сегодняшнего дня');
    expect(checkedExpiry(config, at(365), now)?.toISOString()).toBe(at(365));
  });

  it('a rotated token lives as long from now as the old one was given, within the maximum', () => {
    const old = { createdAt: new Date(now - 100 * DAY), expiresAt: new Date(now - 70 * DAY) };
    expect(rotatedExpiry({ API_TOKEN_MAX_LIFETIME_DAYS: 0 }, old, now)?.toISOString()).toBe(at(30));
    expect(rotatedExpiry({ API_TOKEN_MAX_LIFETIME_DAYS: 10 }, old, now)?.toISOString()).toBe(at(10));
    const forever = { createdAt: new Date(now - DAY), expiresAt: null };
    expect(rotatedExpiry({ API_TOKEN_MAX_LIFETIME_DAYS: 0 }, forever, now)).toBeNull();
    expect(rotatedExpiry({ API_TOKEN_MAX_LIFETIME_DAYS: 90 }, forever, now)?.toISOString()).toBe(at(90));
  });
});
