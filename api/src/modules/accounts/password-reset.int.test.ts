import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registeredUser, uniqueEmail, withMailApp } from '../../../test/accounts';
import { gql, rest, type TestApp } from '../../../test/harness';
import { tokenFrom, type SmtpSink } from '../../../test/smtp-sink';

let app: TestApp;
let sink: SmtpSink;
let db: pg.Client;

withMailApp((env) => ({ app, sink, db } = env));

const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as never;
const resetLetter = (email: string, not?: string) =>
  sink.waitFor(email, (m) => m.subject === 'Сброс пароля' && tokenFrom(m, '/auth/reset-password') !== not);
const signIn = (email: string, password: string) => rest(app, 'POST', '/api/auth/login', { body: { email, password } });

describe('forgot and reset password over REST', () => {
  it('mails a reset link; the new password works, the old does not, every other session ends, the link works once', async () => {
    const u = await registeredUser(app, sink);
    const second = await signIn(u.email, u.password);

    const res = await rest(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email.toUpperCase() } });
    expect(res.body).toEqual({ success: true });
    const letter = await resetLetter(u.email);
    expect(letter.text).toContain('http://app.test/auth/reset-password?token=');
    expect(letter.text).toContain('Ссылка действует 1 час');
    expect(letter.html).toContain('Сбросить пароль');
    const token = tokenFrom(letter, '/auth/reset-password');

    const done = await rest(app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'новый-пароль' } });
    expect(done.body).toEqual({ success: true });

    for (const t of [u.token, second.body.token]) {
      expect((await rest(app, 'GET', '/api/auth/user', { user: as(t) })).status).toBe(401);
    }
    expect((await signIn(u.email, u.password)).status).toBe(401);
    expect((await signIn(u.email, 'новый-пароль')).status).toBe(200);

    const reused = await rest(app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'третий-пароль' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Недействительный токен сброса пароля');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await rest(app, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.to(email)).toHaveLength(0);
    const bad = await rest(app, 'POST', '/api/auth/forgot-password', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Некорректный email адрес');
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const u = await registeredUser(app, sink);
    await rest(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const token = tokenFrom(await resetLetter(u.email), '/auth/reset-password');
    await db.query(
      `update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'
        and user_id = $1`,
      [u.user.id],
    );
    const res = await rest(app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'новый-пароль' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Недействительный токен сброса пароля');
    expect((await signIn(u.email, u.password)).status).toBe(200);
  });

  it('refuses a weak password without spending the link; only the newest link works', async () => {
    const u = await registeredUser(app, sink);
    await rest(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const first = tokenFrom(await resetLetter(u.email), '/auth/reset-password');
    const weak = await rest(app, 'POST', '/api/auth/reset-password', { body: { token: first, newPassword: '123' } });
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.newPassword).toEqual(['Пароль должен содержать минимум 6 символов']);

    await rest(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const newest = tokenFrom(await resetLetter(u.email, first), '/auth/reset-password');
    expect(
      (await rest(app, 'POST', '/api/auth/reset-password', { body: { token: first, newPassword: 'пароль-два' } }))
        .status,
    ).toBe(400);
    expect(
      (await rest(app, 'POST', '/api/auth/reset-password', { body: { token: newest, newPassword: 'пароль-два' } }))
        .status,
    ).toBe(200);
  });

  it('a signed-in user resetting their own password keeps the current session only', async () => {
    const u = await registeredUser(app, sink);
    const other = await signIn(u.email, u.password);
    await rest(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const token = tokenFrom(await resetLetter(u.email), '/auth/reset-password');
    const res = await rest(app, 'POST', '/api/auth/reset-password', {
      user: as(u.token),
      body: { token, newPassword: 'сменённый' },
    });
    expect(res.status).toBe(200);
    expect((await rest(app, 'GET', '/api/auth/user', { user: as(u.token) })).status).toBe(200);
    expect((await rest(app, 'GET', '/api/auth/user', { user: as(other.body.token) })).status).toBe(401);
  });

  it('confirms an unconfirmed address, since the link proved it', async () => {
    const email = uniqueEmail('unconf');
    await rest(app, 'POST', '/api/auth/register', {
      body: { firstName: 'Пётр', lastName: 'Петров', email, password: 'пароль-1' },
    });
    await rest(app, 'POST', '/api/auth/forgot-password', { body: { email } });
    const token = tokenFrom(await resetLetter(email), '/auth/reset-password');
    await rest(app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'пароль-2' } });
    expect((await signIn(email, 'пароль-2')).status).toBe(200);
  });
});

describe('forgot and reset password over GraphQL', () => {
  it('works the same way', async () => {
    const u = await registeredUser(app, sink);
    expect((await gql(app, 'mutation($e:String!){ forgotPassword(email:$e) }', { e: u.email })).data).toEqual({
      forgotPassword: true,
    });
    expect((await gql(app, 'mutation{ forgotPassword(email:"nobody@example.test") }')).data).toEqual({
      forgotPassword: true,
    });
    const token = tokenFrom(await resetLetter(u.email), '/auth/reset-password');
    const weak = await gql(app, 'mutation($t:String!){ resetPassword(token:$t, newPassword:"1") }', { t: token });
    expect(weak.errors?.[0]?.message).toBe('Пароль должен содержать минимум 6 символов');
    const ok = await gql(app, 'mutation($t:String!){ resetPassword(token:$t, newPassword:"новый-123") }', { t: token });
    expect(ok).toEqual({ data: { resetPassword: true } });
    const again = await gql(app, 'mutation($t:String!){ resetPassword(token:$t, newPassword:"новый-456") }', {
      t: token,
    });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Недействительный токен сброса пароля',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await gql(app, '{ me { id } }', {}, as(u.token))).data).toEqual({ me: null });
  });
});
