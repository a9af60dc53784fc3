import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endsSession } from '../src/modules/accounts/account.events';
import { openSession } from '../src/modules/accounts/session.service';
import { User } from '../src/modules/accounts/user.entity';
import { gql, rest, signedInUser, startTestApp, type TestApp } from './harness';
import { wsClient } from './subscribe';

/**
 * A socket stops delivering the moment its session ends, by an event (no polling of sessions):
 * signing out closes that session's sockets, and another session of the same user goes on.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const ME = 'subscription { meChanged { id } }';

describe('session end', () => {
  it('tells which sessions an event ends', () => {
    expect(endsSession({ sessionId: 'a', keep: null }, 'a')).toBe(true);
    expect(endsSession({ sessionId: 'a', keep: null }, 'b')).toBe(false);
    expect(endsSession({ sessionId: null, keep: 'b' }, 'a')).toBe(true);
    expect(endsSession({ sessionId: null, keep: 'b' }, 'b')).toBe(false);
    expect(endsSession({ sessionId: null, keep: null }, 'b')).toBe(true);
  });

  it('signing out closes that session’s subscriptions at once; the other session keeps receiving', async () => {
    const first = await signedInUser(app);
    const em = app.server.deps.orm.em.fork();
    const user = await em.findOneOrFail(User, first.user.id);
    const second = await openSession(em, app.server.deps, user, { ip: '127.0.0.1', userAgent: 'test' });
    const ended = wsClient(app.url, { token: first.token });
    const kept = wsClient(app.url, { token: second.token });
    try {
      const endedSub = await ended.subscribe(ME);
      const keptSub = await kept.subscribe(ME);

      const out = await gql(app, 'mutation { logout }', {}, first);
      expect(out.errors).toBeUndefined();
      const end = await endedSub.next(2_000);
      expect(end.complete || end.error).toBeTruthy();

      const changed = await rest(app, 'POST', '/api/auth/preferences', {
        user: { headers: { authorization: `Bearer ${second.token}` } } as never,
        body: { currentCompanyId: null },
      });
      expect(changed.status).toBe(200);
      expect((await keptSub.next()).data.meChanged.id).toBe(first.user.id);
    } finally {
      await ended.close();
      await kept.close();
    }
  });
});
