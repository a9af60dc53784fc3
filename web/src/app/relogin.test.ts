import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { needsRelogin, reloginText } from './relogin';

const refused = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Требуется авторизация', extensions: { code } }] });

describe('needsRelogin', () => {
  it('sends a signed-in page whose session is gone to sign in again', () => {
    expect(needsRelogin(refused('UNAUTHENTICATED'), '/companies')).toBe(true);
    expect(needsRelogin(refused('UNAUTHENTICATED'), '/')).toBe(true);
  });
  it('leaves a wrong password on the login screen alone', () => {
    expect(needsRelogin(refused('UNAUTHENTICATED'), '/auth/login')).toBe(false);
    expect(needsRelogin(refused('UNAUTHENTICATED'), '/invitations/accept')).toBe(false);
  });
  it('ignores other errors', () => {
    expect(needsRelogin(refused('FORBIDDEN'), '/companies')).toBe(false);
    expect(needsRelogin(new Error('network down'), '/companies')).toBe(false);
  });
});

describe('reloginText', () => {
  it('says it in Russian, and as the ledger screen does on /bonuses', () => {
    expect(reloginText('/employees')).toBe('Вы не авторизованы. Выполняется перенаправление...');
    expect(reloginText('/bonuses')).toBe('You are logged out. Logging in again...');
    expect(reloginText('/bonuses-archive')).toBe('Вы не авторизованы. Выполняется перенаправление...');
  });
});

describe('needsRelogin over HTTP', () => {
  const answered = (status: number) =>
    new ServerError('Response not successful', { response: new Response('', { status }), bodyText: '' });
  it('counts a bare 401 as a lost session, other statuses not', () => {
    expect(needsRelogin(answered(401), '/employees')).toBe(true);
    expect(needsRelogin(answered(401), '/auth/login')).toBe(false);
    expect(needsRelogin(answered(500), '/employees')).toBe(false);
  });
});
