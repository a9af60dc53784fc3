import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const FAKE = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;

let app: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInUser(app, { firstName: 'Алиса' });
  bob = await signedInUser(app);
});
afterAll(() => app?.close());

const me = async (user: TestUser) => (await rest(app, 'GET', '/api/auth/user', { user })).body;
const company = async (user: TestUser, name: string) =>
  (await rest(app, 'POST', '/api/companies', { user, body: { name } })).body as { id: number };

describe('current user and preferences', () => {
  it('reports the role in the current company; the preference switches companies and clears', async () => {
    const fresh = await signedInUser(app);
    expect(await me(fresh)).toMatchObject({ role: null, currentCompanyId: null });
    const first = await company(fresh, 'Первая');
    expect(await me(fresh)).toMatchObject({ role: 'owner', currentCompanyId: first.id });
    const second = await company(fresh, 'Вторая');
    expect((await me(fresh)).currentCompanyId).toBe(first.id);

    const set = await rest(app, 'POST', '/api/auth/preferences', {
      user: fresh,
      body: { currentCompanyId: second.id },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ currentCompanyId: second.id, role: 'owner' });
    const cleared = await rest(app, 'POST', '/api/auth/preferences', { user: fresh, body: { currentCompanyId: null } });
    expect(cleared.body).toMatchObject({ currentCompanyId: null, role: null });

    const viaGql = await gql(
      app,
      'mutation($id:Int){ setPreferences(currentCompanyId:$id){ currentCompanyId role } }',
      { id: first.id },
      fresh,
    );
    expect(viaGql.data).toEqual({ setPreferences: { currentCompanyId: first.id, role: 'owner' } });
    expect((await gql(app, '{ me { currentCompanyId role } }', {}, fresh)).data).toEqual({
      me: { currentCompanyId: first.id, role: 'owner' },
    });
  });

  it('refuses a company the caller is not in with 404 and changes nothing', async () => {
    const mine = await company(alice, 'Алисина');
    const before = await me(bob);
    const res = await rest(app, 'POST', '/api/auth/preferences', { user: bob, body: { currentCompanyId: mine.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Компания не найдена');
    expect(JSON.stringify(res.body)).not.toContain('Алисина');
    const viaGql = await gql(
      app,
      'mutation($id:Int){ setPreferences(currentCompanyId:$id){ id } }',
      { id: mine.id },
      bob,
    );
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const id of [999999, -1, 0]) {
      expect(
        (await rest(app, 'POST', '/api/auth/preferences', { user: bob, body: { currentCompanyId: id } })).status,
      ).toBe(404);
    }
    expect(await me(bob)).toEqual(before);
  });

  it('rejects malformed preferences and asks for sign-in', async () => {
    for (const body of [{ currentCompanyId: 'abc' }, { currentCompanyId: 1.5 }, {}]) {
      expect((await rest(app, 'POST', '/api/auth/preferences', { user: bob, body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await rest(app, 'POST', '/api/auth/preferences', { body: { currentCompanyId: null } })).status).toBe(401);
    expect(
      (await gql(app, 'mutation{ setPreferences(currentCompanyId:null){ id } }')).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('profile image', () => {
  it('stores a real image, replaces and removes it; the replaced image is gone', async () => {
    const set = await rest(app, 'PUT', '/api/auth/profile', { user: alice, body: { profileImageUrl: PNG } });
    expect(set.status).toBe(200);
    expect(set.body.profileImageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const img = await fetch(app.url + set.body.profileImageUrl);
    expect(img.headers.get('content-type')).toBe('image/png');

    const replaced = await gql(
      app,
      'mutation($i:UpdateProfileInput!){ updateProfile(input:$i){ profileImageUrl } }',
      { i: { profileImage: PNG } },
      alice,
    );
    const next = replaced.data.updateProfile.profileImageUrl;
    expect(next).not.toBe(set.body.profileImageUrl);
    expect((await fetch(app.url + set.body.profileImageUrl)).status).toBe(404);

    const kept = await rest(app, 'PUT', '/api/auth/profile', { user: alice, body: {} });
    expect(kept.body.profileImageUrl).toBe(next);
    const removed = await rest(app, 'PUT', '/api/auth/profile', { user: alice, body: { profileImageUrl: null } });
    expect(removed.body.profileImageUrl).toBeNull();
  });

  it('refuses what is not an image with the avatar texts', async () => {
    for (const profileImageUrl of [FAKE, 'https://example.com/a.png', 'data:application/pdf;base64,JVBERi0=', 42]) {
      const res = await rest(app, 'PUT', '/api/auth/profile', { user: bob, body: { profileImageUrl } });
      expect(res.status, String(profileImageUrl)).toBe(400);
      expect(res.body.message).toBe('Пожалуйста, выберите изображение');
    }
    const big = `data:image/png;base64,${'A'.repeat(14 * 1024 * 1024)}`;
    const res = await rest(app, 'PUT', '/api/auth/profile', { user: bob, body: { profileImageUrl: big } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Файл слишком большой. Максимальный размер: 10MB');
    expect((await me(bob)).profileImageUrl).toBeNull();
  });
});

describe('meChanged', () => {
  it('pushes the caller’s new state after profile and preference changes, to the caller only', async () => {
    const carol = await signedInUser(app, { firstName: 'Карина' });
    const own = await company(carol, 'Каринина');
    const ws = wsClient(app.url, { token: carol.token });
    const other = wsClient(app.url, { token: bob.token });
    const sub = await ws.subscribe('subscription{ meChanged{ id firstName currentCompanyId role profileImageUrl } }');
    const bobSub = await other.subscribe('subscription{ meChanged{ id } }');

    await rest(app, 'POST', '/api/auth/preferences', { user: carol, body: { currentCompanyId: null } });
    expect((await sub.next()).data.meChanged).toEqual({
      id: carol.user.id,
      firstName: 'Карина',
      currentCompanyId: null,
      role: null,
      profileImageUrl: null,
    });
    await gql(app, 'mutation($id:Int){ setPreferences(currentCompanyId:$id){ id } }', { id: own.id }, carol);
    expect((await sub.next()).data.meChanged).toMatchObject({ currentCompanyId: own.id, role: 'owner' });
    await rest(app, 'PUT', '/api/auth/profile', { user: carol, body: { profileImageUrl: PNG } });
    expect((await sub.next()).data.meChanged.profileImageUrl).toMatch(/^\/api\/images\//);

    await expect(bobSub.next(500)).rejects.toThrow('no event');
    await ws.close();
    await other.close();
  });

  it('refuses a subscription without a session', async () => {
    const ws = wsClient(app.url);
    const sub = await ws.subscribe('subscription{ meChanged{ id } }');
    expect(JSON.stringify(await sub.next())).toContain('Требуется авторизация');
    await ws.close();
  });
});
