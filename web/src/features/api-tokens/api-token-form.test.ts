import { describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import { apiTokenInput, checkApiToken, expiryOf } from './api-token-form';

describe('the new token form', () => {
  it('sends the end of the chosen day as an instant, null for none', () => {
    expect(expiryOf('')).toBeNull();
    expect(expiryOf('2099-01-31')).toBe(new Date(2099, 0, 31, 23, 59, 59, 999).toISOString());
    expect(apiTokenInput({ name: ' A ', scopes: ['pay:read'], expiresAt: '' })).toEqual({
      name: 'A',
      scopes: ['pay:read'],
      expiresAt: null,
    });
  });

  it('checks with the contract: a name, at least one scope, an expiry in the future', () => {
    expect(checkApiToken({ name: ' ', scopes: [], expiresAt: '' })).toMatchObject({
      name: API_TOKEN_MESSAGES.nameRequired,
      scopes: API_TOKEN_MESSAGES.scopesRequired,
    });
    const now = new Date(2026, 2, 10, 12).getTime();
    expect(checkApiToken({ name: 'A', scopes: ['staff:read'], expiresAt: '2026-03-09' }, now)).toEqual({
      expiresAt: API_TOKEN_MESSAGES.badExpiry,
    });
    // Today still counts: the token works until the day ends.
    expect(checkApiToken({ name: 'A', scopes: ['staff:read'], expiresAt: '2026-03-10' }, now)).toEqual({});
  });
});
