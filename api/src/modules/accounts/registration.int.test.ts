import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, withMailApp } from '../../../test/accounts';
import { gql, rest, type TestApp } from '../../../test/harness';
import { tokenFrom, type SmtpSink } from '../../../test/smtp-sink';

let app: TestApp;
let sink: SmtpSink;
let db: pg.Client;

withMailApp((env) => ({ app, sink, db } = env));

const register = (body: Record<string, unknown>) => rest(app, 'POST', '/api/auth/register', { body });
const person = (email: string, password = 'пароль-1') => ({ firstName: 'Анна', lastName: 'Иванова', email, password });
const userCount = async (email: string) =>
  Number((await db.query('select count(*) from users where email = $1', [email])).rows[0].count);

describe('registration and e-mail confirmation over REST', () => {
  it('registers, mails a Russian letter, refuses sign-in until confirmed, and the link works once', async () => {
    const email = uniqueEmail('reg');
    const res = await register(person(email.toUpperCase()));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });

    const letter = await sink.waitFor(email);
    expect(letter.subject).toBe('Подтвердите email');
    expect(letter.text).toContain('Здравствуйте, Анна!');
    expect(letter.text).toContain('http://app.test/auth/verify-email?token=');
    expect(letter.html).toContain('href="http://app.test/auth/verify-email?token=');
    expect(letter.html).toContain('Подтвердить email');
    const token = tokenFrom(letter, '/auth/verify-email');

    const early = await rest(app, 'POST', '/api/auth/login', { body: { email, password: 'пароль-1' } });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ message: 'Подтвердите email, чтобы войти', reason: 'EMAIL_NOT_VERIFIED' });

    // Only a hash of the token is stored.
    const stored = await db.query('select token_hash from account_tokens where purpose = $1', ['verify_email']);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);

    expect((await rest(app, 'POST', '/api/auth/verify-email', { body: { token } })).body).toEqual({ success: true });
    const again = await rest(app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Недействительная или устаревшая ссылка подтверждения');

    const login = await rest(app, 'POST', '/api/auth/login', { body: { email, password: 'пароль-1' } });
    expect(login.status).toBe(200);
    expect(login.body.account).toMatchObject({
      email,
      firstName: 'Анна',
      lastName: 'Иванова',
      emailVerified: true,
      role: null,
    });
  });

  it('refuses an expired confirmation link', async () => {
    const email = uniqueEmail('exp');
    await register(person(email));
    const token = tokenFrom(await sink.waitFor(email), '/auth/verify-email');
    await db.query(
      `update account_tokens set expires_at = now() - interval '1 minute'
        where user_id = (select id from users where email = $1)`,
      [email],
    );
    const res = await rest(app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Недействительная или устаревшая ссылка подтверждения');
    const row = await db.query('select email_verified_at from users where email = $1', [email]);
    expect(row.rows[0].email_verified_at).toBeNull();
  });

  it('refuses unknown or malformed confirmation tokens', async () => {
    for (const body of [{ token: 'nonsense' }, { token: '' }, {}]) {
      const res = await rest(app, 'POST', '/api/auth/verify-email', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('validates every field with the contract’s texts and creates nothing', async () => {
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [person('not-an-email'), 'email', 'Некорректный email адрес'],
      [person(email, '12345'), 'password', 'Пароль должен содержать минимум 6 символов'],
      [{ ...person(email), firstName: '  ' }, 'firstName', 'Имя обязательно'],
      [{ ...person(email), lastName: '' }, 'lastName', 'Фамилия обязательна'],
      [{ firstName: 'А', lastName: 'Б', password: 'пароль-1' }, 'email', 'Некорректный email адрес'],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(body);
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors[field]).toEqual([message]);
    }
    expect(await userCount(email)).toBe(0);
    expect(sink.to(email)).toHaveLength(0);
  });

  it('refuses an address already taken, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await register(person(email))).status).toBe(201);
    const res = await register(person(`  ${email.toUpperCase()} `));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Пользователь с таким email уже существует');
    expect(await userCount(email)).toBe(1);
  });

  it('resends the letter to an unconfirmed account only; the older link stops working', async () => {
    const email = uniqueEmail('resend');
    await register(person(email));
    const first = tokenFrom(await sink.waitFor(email), '/auth/verify-email');
    const res = await rest(app, 'POST', '/api/auth/resend-verification', { body: { email } });
    expect(res.body).toEqual({ success: true });
    const second = await sink.waitFor(email, (m) => tokenFrom(m, '/auth/verify-email') !== first);
    const secondToken = tokenFrom(second, '/auth/verify-email');
    expect((await rest(app, 'POST', '/api/auth/verify-email', { body: { token: first } })).status).toBe(400);
    expect((await rest(app, 'POST', '/api/auth/verify-email', { body: { token: secondToken } })).status).toBe(200);

    // Confirmed and unknown addresses get the same answer and no letter.
    const before = sink.mails.length;
    for (const address of [email, uniqueEmail('nobody')]) {
      expect((await rest(app, 'POST', '/api/auth/resend-verification', { body: { email: address } })).body).toEqual({
        success: true,
      });
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.mails.length).toBe(before);
  });

  it('undoes the registration when the letter cannot be sent, so the address can register again', async () => {
    const email = uniqueEmail('bounce');
    sink.reject(/^bounce-/);
    try {
      const res = await register(person(email));
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Не удалось отправить письмо. Попробуйте позже.');
      expect(await userCount(email)).toBe(0);
    } finally {
      sink.reject(null);
    }
    expect((await register(person(email))).status).toBe(201);
    expect(await userCount(email)).toBe(1);
  });
});

describe('registration over GraphQL', () => {
  it('registers, reports an unconfirmed sign-in with a reason, confirms, resends', async () => {
    const email = uniqueEmail('gql');
    const input = person(email);
    const reg = await gql(app, 'mutation($i:RegisterInput!){ register(input:$i) }', { i: input });
    expect(reg).toEqual({ data: { register: true } });

    const dup = await gql(app, 'mutation($i:RegisterInput!){ register(input:$i) }', { i: input });
    expect(dup.errors?.[0]).toMatchObject({
      message: 'Пользователь с таким email уже существует',
      extensions: { code: 'CONFLICT' },
    });

    const first = tokenFrom(await sink.waitFor(email), '/auth/verify-email');
    const early = await gql(app, 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token } }', {
      e: email,
      p: input.password,
    });
    expect(early.errors?.[0]).toMatchObject({
      message: 'Подтвердите email, чтобы войти',
      extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' },
    });

    expect((await gql(app, 'mutation($e:String!){ resendVerification(email:$e) }', { e: email })).data).toEqual({
      resendVerification: true,
    });
    const latest = await sink.waitFor(email, (m) => tokenFrom(m, '/auth/verify-email') !== first);
    const token = tokenFrom(latest, '/auth/verify-email');
    expect((await gql(app, 'mutation($t:String!){ verifyEmail(token:$t) }', { t: token })).data).toEqual({
      verifyEmail: true,
    });
    const reused = await gql(app, 'mutation($t:String!){ verifyEmail(token:$t) }', { t: token });
    expect(reused.errors?.[0]?.message).toBe('Недействительная или устаревшая ссылка подтверждения');

    const weak = await gql(app, 'mutation($i:RegisterInput!){ register(input:$i) }', {
      i: person(uniqueEmail(), '123'),
    });
    expect(weak.errors?.[0]).toMatchObject({
      message: 'Пароль должен содержать минимум 6 символов',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: ['Пароль должен содержать минимум 6 символов'] } },
    });
  });
});
