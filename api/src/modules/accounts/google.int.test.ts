import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookie, uniqueEmail } from '../../../test/accounts';
import { gql, rest, startTestApp, type TestApp } from '../../../test/harness';
import { authorizeAt, startOAuthMock, type MockGoogleUser, type OAuthMock } from '../../../test/oauth-mock';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

let mock: OAuthMock;
let app: TestApp;
let bare: TestApp;
let sink: SmtpSink;
let db: pg.Client;

beforeAll(async () => {
  mock = await startOAuthMock();
  sink = await startSmtpSink();
  app = await startTestApp({
    SMTP_URL: sink.url,
    GOOGLE_CLIENT_ID: 'staffpay-test-client',
    GOOGLE_CLIENT_SECRET: 'staffpay-test-secret',
    GOOGLE_ISSUER: mock.issuer,
  });
  bare = await startTestApp();
  db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await Promise.all([app?.close(), bare?.close()]);
  await sink?.close();
  await mock?.close();
});

/** Runs the browser's part: start, follow authUrl at the provider, come back to the callback with the state cookie. */
async function signInWithGoogle(
  user: MockGoogleUser | null,
  tamper?: (callback: URL, cookie: string) => [URL, string],
) {
  const start = await fetch(`${app.url}/api/auth/google`);
  expect(start.status).toBe(200);
  const { authUrl } = (await start.json()) as { authUrl: string };
  const state = setCookie(start.headers, 'sp_oauth');
  expect(state?.attributes).toMatch(/HttpOnly/);
  expect(state?.attributes).toMatch(/Path=\/api\/auth\/google/);
  if (user) mock.nextUser(user);
  let callback = await authorizeAt(authUrl);
  let cookie = state!.value;
  if (tamper) [callback, cookie] = tamper(callback, cookie);
  expect(callback.href.startsWith('http://app.test/api/auth/google/callback?')).toBe(true);
  const res = await fetch(`${app.url}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: cookie ? { cookie: `sp_oauth=${cookie}` } : {},
  });
  expect(res.status).toBe(302);
  return { location: res.headers.get('location')!, headers: res.headers };
}

const tokenOf = (location: string) => new URL(location).searchParams.get('token')!;
const who = (token: string) => rest(app, 'GET', '/api/auth/user', { headers: { authorization: `Bearer ${token}` } });

describe('Google sign-in against a mock provider', () => {
  it('builds a PKCE authorisation address from the discovered issuer', async () => {
    const { authUrl } = (await rest(app, 'GET', '/api/auth/google')).body;
    const url = new URL(authUrl);
    expect(url.origin).toBe(mock.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'staffpay-test-client',
      redirect_uri: 'http://app.test/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.any(String),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const viaGql = await gql(app, '{ googleAuthUrl }');
    expect(new URL(viaGql.data.googleAuthUrl).origin).toBe(mock.issuer);
  });

  it('creates a confirmed account, redirects with a working token and sets the session cookie', async () => {
    const email = uniqueEmail('google');
    const { location, headers } = await signInWithGoogle({
      sub: 'google-new-1',
      email,
      email_verified: true,
      given_name: 'Гугл',
      family_name: 'Пользователь',
    });
    expect(location).toMatch(/^http:\/\/app\.test\/auth\/google\/success\?token=/);
    const token = tokenOf(location);
    expect(setCookie(headers, 'sp_session')?.value).toBe(token);
    expect(setCookie(headers, 'sp_oauth')?.value).toBe('');
    const res = await who(token);
    expect(res.body).toMatchObject({ email, firstName: 'Гугл', lastName: 'Пользователь', emailVerified: true });

    // Signing in again with the same Google account finds the same user.
    const again = await signInWithGoogle({ sub: 'google-new-1', email, email_verified: true });
    expect((await who(tokenOf(again.location))).body.id).toBe(res.body.id);
  });

  it('links an existing confirmed account by address; its password keeps working', async () => {
    const email = uniqueEmail('linked');
    const existing = await registerConfirmed(email);
    const { location } = await signInWithGoogle({
      sub: 'google-link-1',
      email: email.toUpperCase(),
      email_verified: true,
    });
    expect((await who(tokenOf(location))).body.id).toBe(existing);
    const row = await db.query('select google_subject from users where id = $1', [existing]);
    expect(row.rows[0].google_subject).toBe('google-link-1');
    expect((await rest(app, 'POST', '/api/auth/login', { body: { email, password: 'пароль-1' } })).status).toBe(200);
  });

  it('takes over an unconfirmed account by address and drops the password nobody proved', async () => {
    const email = uniqueEmail('squat');
    await rest(app, 'POST', '/api/auth/register', {
      body: { firstName: 'Чужой', lastName: 'Человек', email, password: 'пароль-захватчика' },
    });
    const { location } = await signInWithGoogle({ sub: 'google-owner-1', email, email_verified: true });
    expect(location).toMatch(/\/auth\/google\/success\?token=/);
    const res = await rest(app, 'POST', '/api/auth/login', { body: { email, password: 'пароль-захватчика' } });
    expect(res.status).toBe(401);
  });

  it('ends on the error page when the address is not confirmed by Google, the state is wrong or missing, or the user cancelled', async () => {
    const email = uniqueEmail('unverified');
    const unverified = await signInWithGoogle({ sub: 'google-unverified', email, email_verified: false });
    expect(unverified.location).toBe('http://app.test/auth/google/error');
    expect((await db.query('select count(*) from users where email = $1', [email])).rows[0].count).toBe('0');

    const noCookie = await signInWithGoogle({ sub: 'g-2', email: uniqueEmail(), email_verified: true }, (cb) => [
      cb,
      '',
    ]);
    expect(noCookie.location).toBe('http://app.test/auth/google/error');

    const forged = await signInWithGoogle({ sub: 'g-3', email: uniqueEmail(), email_verified: true }, (cb, cookie) => [
      cb,
      cookie.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
    ]);
    expect(forged.location).toBe('http://app.test/auth/google/error');

    const otherState = await signInWithGoogle(
      { sub: 'g-4', email: uniqueEmail(), email_verified: true },
      (cb, cookie) => {
        cb.searchParams.set('state', 'someone-elses-state');
        return [cb, cookie];
      },
    );
    expect(otherState.location).toBe('http://app.test/auth/google/error');

    const cancelled = await fetch(`${app.url}/api/auth/google/callback?error=access_denied`, { redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe('http://app.test/auth/google/error');
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const unreachable = await startTestApp({ GOOGLE_CLIENT_ID: 'x', GOOGLE_ISSUER: 'http://127.0.0.1:9' });
    try {
      const res = await rest(unreachable, 'GET', '/api/auth/google');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Ошибка Google авторизации' });
    } finally {
      await unreachable.close();
    }
  });

  it('says Google OAuth is not configured when there is no client id', async () => {
    const res = await rest(bare, 'GET', '/api/auth/google');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Google OAuth не настроена' });
    const viaGql = await gql(bare, '{ googleAuthUrl }');
    expect(viaGql.errors?.[0]).toMatchObject({
      message: 'Google OAuth не настроена',
      extensions: { code: 'NOT_CONFIGURED' },
    });
  });
});

async function registerConfirmed(email: string): Promise<number> {
  await rest(app, 'POST', '/api/auth/register', {
    body: { firstName: 'Анна', lastName: 'Иванова', email, password: 'пароль-1' },
  });
  const { rows } = await db.query('update users set email_verified_at = now() where email = $1 returning id', [email]);
  return rows[0].id;
}
