import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registeredUser, setCookie, withMailApp } from '../../../test/accounts';
import { gql, rest, startTestApp, type TestApp } from '../../../test/harness';
import type { SmtpSink } from '../../../test/smtp-sink';

let app: TestApp;
let sink: SmtpSink;
let db: pg.Client;

withMailApp((env) => ({ app, sink, db } = env));

const cookieHeader = (token: string) => ({ cookie: `sp_session=${token}` });
const userWith = (headers: Record<string, string>) => ({ headers }) as never;

describe('sign-in over REST', () => {
  it('answers token, sessionId and account, and sets an HttpOnly SameSite=Lax cookie that signs requests in', async () => {
    const u = await registeredUser(app, sink);
    const res = await rest(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: expect.any(String), sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(res.body.account).toEqual({
      id: u.user.id,
      firstName: 'Анна',
      lastName: 'Иванова',
      email: u.email,
      role: null,
      profileImageUrl: null,
      currentCompanyId: null,
      emailVerified: true,
      createdAt: expect.any(String),
    });
    const cookie = setCookie(res.headers, 'sp_session');
    expect(cookie?.value).toBe(res.body.token);
    expect(cookie?.attributes).toMatch(/HttpOnly/);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/);
    expect(cookie?.attributes).toMatch(/Path=\//);
    expect(cookie?.attributes).not.toMatch(/Secure/);

    const byCookie = await rest(app, 'GET', '/api/auth/user', { headers: cookieHeader(res.body.token) });
    expect(byCookie.body.email).toBe(u.email);
    const byBearer = await rest(app, 'GET', '/api/auth/user', {
      headers: { authorization: `Bearer ${res.body.token}` },
    });
    expect(byBearer.body.id).toBe(u.user.id);
  });

  it('refuses a wrong password and an unknown address with the same text', async () => {
    const u = await registeredUser(app, sink);
    for (const body of [
      { email: u.email, password: 'не-тот-пароль' },
      { email: 'nobody@example.test', password: u.password },
    ]) {
      const res = await rest(app, 'POST', '/api/auth/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Неверный email или пароль' });
      expect(setCookie(res.headers, 'sp_session')).toBeNull();
    }
  });

  it('validates the form with the contract’s texts', async () => {
    const res = await rest(app, 'POST', '/api/auth/login', { body: { email: 'x', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ email: ['Некорректный email адрес'], password: ['Пароль обязателен'] });
  });

  it('GET /api/auth/user is 401 without a session; /api/login sends the browser to the sign-in page', async () => {
    expect((await rest(app, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await rest(app, 'GET', '/api/auth/user', { headers: { authorization: 'Bearer nonsense' } })).status).toBe(
      401,
    );
    const res = await fetch(`${app.url}/api/login`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/login');
  });
});

describe('sign-out and refresh', () => {
  it('GET /api/logout ends the session, clears the cookie and redirects to /', async () => {
    const u = await registeredUser(app, sink);
    const res = await fetch(`${app.url}/api/logout`, { redirect: 'manual', headers: cookieHeader(u.token) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const cleared = setCookie(res.headers, 'sp_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await rest(app, 'GET', '/api/auth/user', { user: userWith(u.headers) })).status).toBe(401);
    const rows = await db.query('select count(*) from sessions where id = $1', [u.sessionId]);
    expect(rows.rows[0].count).toBe('0');
  });

  it('the logout mutation ends only the caller’s session', async () => {
    const u = await registeredUser(app, sink);
    const other = await rest(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    const res = await gql(app, 'mutation{ logout }', {}, userWith(u.headers));
    expect(res).toEqual({ data: { logout: true } });
    expect((await rest(app, 'GET', '/api/auth/user', { user: userWith(u.headers) })).status).toBe(401);
    const still = await rest(app, 'GET', '/api/auth/user', {
      headers: { authorization: `Bearer ${other.body.token}` },
    });
    expect(still.status).toBe(200);
  });

  it('refresh extends a live session; an expired one cannot be revived', async () => {
    const u = await registeredUser(app, sink);
    await db.query(`update sessions set expires_at = now() + interval '1 hour' where id = $1`, [u.sessionId]);
    const res = await rest(app, 'POST', '/api/auth/refresh', { user: userWith(u.headers) });
    expect(res.body).toEqual({ success: true });
    const after = await db.query('select expires_at from sessions where id = $1', [u.sessionId]);
    expect(new Date(after.rows[0].expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const viaGql = await gql(app, 'mutation{ refreshSession }', {}, userWith(u.headers));
    expect(viaGql).toEqual({ data: { refreshSession: true } });

    await db.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [u.sessionId]);
    expect((await rest(app, 'POST', '/api/auth/refresh', { user: userWith(u.headers) })).status).toBe(401);
    const dead = await gql(app, 'mutation{ refreshSession }', {}, userWith(u.headers));
    expect(dead.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest(app, 'POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('signing in removes the user’s expired sessions', async () => {
    const u = await registeredUser(app, sink);
    await db.query(`update sessions set expires_at = now() - interval '1 day' where id = $1`, [u.sessionId]);
    await rest(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    const rows = await db.query('select id from sessions where user_id = $1', [u.user.id]);
    expect(rows.rows.map((r) => r.id)).not.toContain(u.sessionId);
    expect(rows.rows).toHaveLength(1);
  });

  it('refresh by cookie renews the cookie too', async () => {
    const u = await registeredUser(app, sink);
    const res = await fetch(`${app.url}/api/auth/refresh`, { method: 'POST', headers: cookieHeader(u.token) });
    expect(res.status).toBe(200);
    expect(setCookie(res.headers, 'sp_session')?.value).toBe(u.token);
  });
});

describe('sign-in over GraphQL', () => {
  it('me is null without a session, never an error; login sets the cookie; me then answers', async () => {
    expect(await gql(app, '{ me { id } }')).toEqual({ data: { me: null } });
    const u = await registeredUser(app, sink);
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token sessionId user{ id email role } } }',
        variables: { e: u.email, p: u.password },
      }),
    });
    const body: any = await res.json();
    expect(body.data.login.user).toEqual({ id: u.user.id, email: u.email, role: null });
    expect(setCookie(res.headers, 'sp_session')?.value).toBe(body.data.login.token);

    const me = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...cookieHeader(body.data.login.token) },
      body: JSON.stringify({ query: '{ me { id firstName emailVerified } }' }),
    });
    expect(((await me.json()) as any).data.me).toEqual({ id: u.user.id, firstName: 'Анна', emailVerified: true });

    const wrong = await gql(app, 'mutation{ login(email:"nobody@example.test", password:"xxxxxx"){ token } }');
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Неверный email или пароль',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('cross-site protection', () => {
  it('refuses a cookie-authenticated write from another site, accepts it from our own, and bearer calls from anywhere', async () => {
    const u = await registeredUser(app, sink);
    const post = (headers: Record<string, string>) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: 'mutation{ createCompany(input:{name:"Через куки"}){ id } }' }),
      });
    const evil = await post({ ...cookieHeader(u.token), origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as any).errors[0]).toMatchObject({
      message: 'Запрос с чужого сайта отклонён',
      extensions: { code: 'FORBIDDEN', reason: 'CROSS_SITE_REQUEST' },
    });
    const restEvil = await rest(app, 'POST', '/api/auth/refresh', {
      headers: { ...cookieHeader(u.token), origin: 'https://evil.example' },
    });
    expect(restEvil.status).toBe(403);

    const own = await post({ ...cookieHeader(u.token), origin: 'http://app.test' });
    expect(((await own.json()) as any).data.createCompany.id).toEqual(expect.any(Number));
    const bearer = await post({ authorization: `Bearer ${u.token}`, origin: 'https://evil.example' });
    expect(((await bearer.json()) as any).data.createCompany.id).toEqual(expect.any(Number));

    const companies = await rest(app, 'GET', '/api/companies', { user: userWith(u.headers) });
    expect(companies.body).toHaveLength(2);
  });
});

describe('cookie on an https deployment', () => {
  it('is Secure', async () => {
    const secure = await startTestApp({ SMTP_URL: sink.url, APP_URL: 'https://app.test' });
    try {
      const u = await registeredUser(secure, sink);
      const res = await rest(secure, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(setCookie(res.headers, 'sp_session')?.attributes).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});
