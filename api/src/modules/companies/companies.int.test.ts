import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';

// A 1x1 PNG, and text bytes that claim to be an image.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const FAKE = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;

let app: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInUser(app);
  bob = await signedInUser(app);
});
afterAll(() => app?.close());

describe('companies over REST', () => {
  it('creates a company with the documented defaults and makes the creator owner', async () => {
    const res = await rest(app, 'POST', '/api/companies', { user: alice, body: { name: '  Ромашка ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Ромашка',
      language: 'ru',
      timezone: 'Asia/Bishkek',
      currency: 'KGS',
      showBirthdaysOnDashboard: true,
      birthdayNotificationDays: 3,
      myRole: 'owner',
      logoUrl: null,
    });
    const list = await rest(app, 'GET', '/api/companies', { user: alice });
    expect(list.body.map((c: { name: string }) => c.name)).toContain('Ромашка');
  });

  it('rejects a blank name with the contract’s text and writes nothing', async () => {
    const before = await rest(app, 'GET', '/api/companies', { user: alice });
    const res = await rest(app, 'POST', '/api/companies', { user: alice, body: { name: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Пожалуйста, введите название компании');
    expect(res.body.fieldErrors.name).toEqual(['Пожалуйста, введите название компании']);
    const after = await rest(app, 'GET', '/api/companies', { user: alice });
    expect(after.body).toHaveLength(before.body.length);
  });

  it('rejects bad language, timezone, currency and birthday days', async () => {
    for (const body of [
      { name: 'X', language: 'de' },
      { name: 'X', timezone: 'Mars/Olympus' },
      { name: 'X', currency: 'XYZW' },
      { name: 'X', birthdayNotificationDays: 31 },
    ]) {
      const res = await rest(app, 'POST', '/api/companies', { user: alice, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('stores a real image logo and serves it with caching headers; refuses a fake one', async () => {
    const created = await rest(app, 'POST', '/api/companies', {
      user: alice,
      body: { name: 'С логотипом', logo: PNG },
    });
    expect(created.status).toBe(201);
    expect(created.body.logoUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const img = await fetch(app.url + created.body.logoUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('cache-control')).toContain('immutable');

    const fake = await rest(app, 'POST', '/api/companies', { user: alice, body: { name: 'Фейк', logo: FAKE } });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Можно загружать только изображения');
  });

  it('updates and deletes; settings fields are validated', async () => {
    const { body: c } = await rest(app, 'POST', '/api/companies', { user: alice, body: { name: 'Временная' } });
    const upd = await rest(app, 'PUT', `/api/companies/${c.id}`, {
      user: alice,
      body: { name: 'Постоянная', currency: 'usd', showBirthdaysOnDashboard: false, birthdayNotificationDays: 7 },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({
      name: 'Постоянная',
      currency: 'USD',
      showBirthdaysOnDashboard: false,
      birthdayNotificationDays: 7,
    });
    expect(
      (await rest(app, 'PUT', `/api/companies/${c.id}`, { user: alice, body: { birthdayNotificationDays: 0 } })).status,
    ).toBe(400);
    expect((await rest(app, 'DELETE', `/api/companies/${c.id}`, { user: alice })).body).toEqual({ success: true });
    expect((await rest(app, 'GET', `/api/companies/${c.id}`, { user: alice })).status).toBe(404);
  });

  it('asks for sign-in without a session and answers JSON for unknown paths and bad ids', async () => {
    expect((await rest(app, 'GET', '/api/companies')).status).toBe(401);
    expect((await rest(app, 'GET', '/api/companies/abc', { user: alice })).status).toBe(404);
    expect((await rest(app, 'GET', '/api/nowhere', { user: alice })).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('hides another tenant’s company from every operation and changes nothing', async () => {
    const { body: mine } = await rest(app, 'POST', '/api/companies', { user: alice, body: { name: 'Только моя' } });
    const ops = [
      rest(app, 'GET', `/api/companies/${mine.id}`, { user: bob }),
      rest(app, 'PUT', `/api/companies/${mine.id}`, { user: bob, body: { name: 'Взлом' } }),
      rest(app, 'DELETE', `/api/companies/${mine.id}`, { user: bob }),
    ];
    for (const res of await Promise.all(ops)) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Только моя');
    }
    const bobs = await rest(app, 'GET', '/api/companies', { user: bob });
    expect(bobs.body.find((c: { id: number }) => c.id === mine.id)).toBeUndefined();
    const gqlRes = await gql(app, 'query($id:Int!){ company(id:$id){ name } }', { id: mine.id }, bob);
    expect(gqlRes.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const still = await rest(app, 'GET', `/api/companies/${mine.id}`, { user: alice });
    expect(still.body.name).toBe('Только моя');
  });

  it('refuses a subscription to a foreign company', async () => {
    const { body: mine } = await rest(app, 'POST', '/api/companies', { user: alice, body: { name: 'Закрытая' } });
    const ws = wsClient(app.url, { token: bob.token });
    const sub = await ws.subscribe('subscription($id:Int!){ companyChanged(companyId:$id){ kind } }', { id: mine.id });
    const first = await sub.next();
    expect(JSON.stringify(first)).toContain('Компания не найдена');
    await ws.close();
  });
});

describe('companies over GraphQL with live updates', () => {
  it('pushes companyChanged to members after an update', async () => {
    const created = await gql(app, 'mutation{ createCompany(input:{name:"Живая"}){ id myRole } }', {}, alice);
    const id = created.data.createCompany.id;
    expect(created.data.createCompany.myRole).toBe('owner');
    const ws = wsClient(app.url, { token: alice.token });
    const sub = await ws.subscribe(
      'subscription($id:Int!){ companyChanged(companyId:$id){ kind companyId company{ name myRole } } }',
      { id },
    );
    await gql(app, 'mutation($id:Int!){ updateCompany(id:$id, input:{name:"Живая 2"}){ id } }', { id }, alice);
    const event = await sub.next();
    expect(event.data.companyChanged).toEqual({
      kind: 'updated',
      companyId: id,
      company: { name: 'Живая 2', myRole: 'owner' },
    });
    await ws.close();
  });

  it('pushes myCompaniesChanged when the caller creates a company', async () => {
    const ws = wsClient(app.url, { token: alice.token });
    const sub = await ws.subscribe('subscription{ myCompaniesChanged{ kind company{ name } } }');
    await gql(app, 'mutation{ createCompany(input:{name:"Новая"}){ id } }', {}, alice);
    expect((await sub.next()).data.myCompaniesChanged).toEqual({ kind: 'created', company: { name: 'Новая' } });
    await ws.close();
  });

  it('tells a user working in a deleted company that it has no current company', async () => {
    const created = await gql(app, 'mutation{ createCompany(input:{name:"Уходящая"}){ id } }', {}, alice);
    const id = created.data.createCompany.id;
    await gql(app, 'mutation($id:Int){ setPreferences(currentCompanyId:$id){ id } }', { id }, alice);
    const ws = wsClient(app.url, { token: alice.token });
    const sub = await ws.subscribe('subscription{ meChanged{ currentCompanyId role } }');
    await gql(app, 'mutation($id:Int!){ deleteCompany(id:$id) }', { id }, alice);
    expect((await sub.next()).data.meChanged).toEqual({ currentCompanyId: null, role: null });
    await ws.close();
  });

  it('returns field errors in extensions for bad input', async () => {
    const res = await gql(app, 'mutation{ createCompany(input:{name:""}){ id } }', {}, alice);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Пожалуйста, введите название компании',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['Пожалуйста, введите название компании'] } },
    });
  });
});
