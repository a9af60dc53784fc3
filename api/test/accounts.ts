import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { rest, startTestApp, type TestApp } from './harness';
import { startSmtpSink, tokenFrom, type SmtpSink } from './smtp-sink';

export interface MailApp {
  app: TestApp;
  sink: SmtpSink;
  db: pg.Client;
}

/** Hooks for a test file: an app that mails to a local SMTP sink, and a direct connection to its database. */
export function withMailApp(receive: (env: MailApp) => void): void {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  let db: pg.Client | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    receive({ app, sink, db });
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
    await sink?.close();
  });
}

/** The value of one cookie from a response's Set-Cookie headers, with its attributes. */
export function setCookie(headers: Headers, name: string): { value: string; attributes: string } | null {
  for (const line of headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return { value: pair.slice(eq + 1), attributes: attrs.join(';').trim() };
  }
  return null;
}

export const uniqueEmail = (tag = 'u') => `${tag}-${randomBytes(4).toString('hex')}@example.test`;

/** Registers through the API, confirms the address from the letter and signs in. */
export async function registeredUser(app: TestApp, sink: SmtpSink, fields: { email?: string; password?: string } = {}) {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'секрет-123';
  const reg = await rest(app, 'POST', '/api/auth/register', {
    body: { firstName: 'Анна', lastName: 'Иванова', email, password },
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const letter = await sink.waitFor(email, (m) => m.subject === 'Подтвердите email');
  const verified = await rest(app, 'POST', '/api/auth/verify-email', {
    body: { token: tokenFrom(letter, '/auth/verify-email') },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  const login = await rest(app, 'POST', '/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const { token, sessionId, account } = login.body;
  return { email, password, token, sessionId, user: account, headers: { authorization: `Bearer ${token}` } };
}
