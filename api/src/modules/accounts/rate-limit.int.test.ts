import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser, uniqueEmail } from '../../../test/accounts';
import { gql, rest, startTestApp, type TestApp } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

let app: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const TOO_MANY = /^Слишком много попыток\. Повторите через \d+ мин\.$/;

describe('rate limits', () => {
  it('answers 429 after 10 sign-in attempts for one address, even with the right password', async () => {
    const u = await registeredUser(app, sink);
    for (let i = 0; i < 10; i += 1) {
      const res = await rest(app, 'POST', '/api/auth/login', { body: { email: u.email, password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await rest(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
    const viaGql = await gql(app, 'mutation($e:String!){ login(email:$e, password:"x"){ token } }', { e: u.email });
    expect(viaGql.errors?.[0]?.message).toMatch(TOO_MANY);
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a successful sign-in clears the address’s count', async () => {
    const u = await registeredUser(app, sink);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 6; i += 1) {
        await rest(app, 'POST', '/api/auth/login', { body: { email: u.email, password: 'wrong-pass' } });
      }
      expect(
        (await rest(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status,
      ).toBe(200);
    }
  });

  it('answers 429 after 5 reset requests for one address, whether or not it exists', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 5; i += 1) {
      expect((await rest(app, 'POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    }
    const blocked = await rest(app, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
  });

  it('answers 429 after 30 sign-in attempts from one IP across addresses', async () => {
    const fresh = await startTestApp({ SMTP_URL: sink.url });
    try {
      for (let i = 0; i < 30; i += 1) {
        const res = await rest(fresh, 'POST', '/api/auth/login', { body: { email: uniqueEmail('ip'), password: 'x' } });
        expect(res.status).toBe(401);
      }
      const blocked = await rest(fresh, 'POST', '/api/auth/login', {
        body: { email: uniqueEmail('ip'), password: 'x' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(TOO_MANY);
    } finally {
      await fresh.close();
    }
  });
});
