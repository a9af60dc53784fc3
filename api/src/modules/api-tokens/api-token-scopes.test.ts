import {
  API_SCOPE_KEYS,
  API_SCOPES,
  API_TOKEN_MESSAGES,
  scopeOpening,
  type ApiScope,
} from '@staffpay/schema/api-tokens/api-token.schemas';
import { PERMISSION_KEYS } from '@staffpay/schema/roles/permission-tree';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../shared/context';
import { refusal } from '../../shared/tenancy/membership';

const caller = (scopes?: ApiScope[]) =>
  ({
    auth: {
      userId: 1,
      sessionId: 'token:1',
      via: 'bearer',
      ...(scopes ? { apiToken: { id: 1, companyId: 1, scopes } } : {}),
    },
  }) as unknown as RequestContext;

describe('which scope opens a key', () => {
  it('is one scope at most, the one API_SCOPE_KEYS lists it under', () => {
    for (const key of PERMISSION_KEYS) {
      const opening = API_SCOPES.filter((scope) => (API_SCOPE_KEYS[scope] as string[]).includes(key));
      expect(opening.length, key).toBeLessThanOrEqual(1);
      expect(scopeOpening(key), key).toBe(opening[0] ?? null);
    }
    expect(scopeOpening('salaries.field.amounts')).toBe('pay:read');
    expect(scopeOpening('roles.edit')).toBeNull();
  });
});

describe('the refusal of a caller lacking a key', () => {
  it('names the missing scope to a token, in the message, the extensions and the header', () => {
    const error = refusal(caller(['staff:read']), 'bonuses.view');
    expect(error.status).toBe(403);
    expect(error.message).toBe(API_TOKEN_MESSAGES.missingScope('pay:read'));
    expect(error.message).toBe('Токену не хватает разрешения «pay:read»');
    expect(error.extensions).toMatchObject({ code: 'FORBIDDEN', acceptedScopes: ['pay:read'] });
    expect(error.headers).toEqual({ 'X-Accepted-Scopes': 'pay:read' });
  });

  it('says a key no scope opens is not for tokens, and a held scope is the role’s refusal', () => {
    expect(refusal(caller(['staff:read']), 'settings.activity.view').message).toBe(API_TOKEN_MESSAGES.notForTokens);
    const roleLacks = refusal(caller(['pay:read']), 'bonuses.view');
    expect(roleLacks.message).toBe('Недостаточно прав');
    expect(roleLacks.headers).toBeUndefined();
  });

  it('is the plain refusal for a person', () => {
    const error = refusal(caller(), 'bonuses.view');
    expect(error.message).toBe('Недостаточно прав');
    expect(error.extensions.acceptedScopes).toBeUndefined();
  });
});
