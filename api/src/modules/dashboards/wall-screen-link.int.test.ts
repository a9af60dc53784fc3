import { createClient } from 'graphql-ws';
import type pg from 'pg';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { wsClient } from '../../../test/subscribe';

/**
 * A wall screen link's life cycle (issue 33): settings checked and logged, pause and resume,
 * expiry and allowed networks over REST, GraphQL and the open subscriptions; playlists; and the
 * screens a manager sees watching.
 */
let app: TestApp;
let proxied: TestApp;
let db: pg.Client;
let proxiedDb: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;
const sockets: { close(): unknown }[] = [];

beforeAll(async () => {
  [app, proxied] = await Promise.all([startTestApp(), startTestApp({ TRUST_PROXY: '1' })]);
  [db, proxiedDb] = await Promise.all([connect(app), connect(proxied)]);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Экраны'));
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await db?.end();
  await proxiedDb?.end();
  await Promise.all([app?.close(), proxied?.close()]);
});

async function dashboard(name = 'Зал', as = owner, company = companyId, on = app) {
  const res = await rest(on, 'POST', '/api/custom-dashboards', {
    user: as,
    body: { companyId: company, name, showEmployeeCards: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; shareUrl: string };
}
const screen = (id: number, body: Record<string, unknown>, as = owner, company = companyId, on = app) =>
  rest(on, 'PUT', `/api/custom-dashboards/${id}/screen`, { user: as, body: { companyId: company, ...body } });
const action = (id: number, verb: 'pause' | 'resume', as = owner, company = companyId) =>
  rest(app, 'POST', `/api/custom-dashboards/${id}/${verb}`, { user: as, body: { companyId: company } });
const data = (token: string, on = app, headers: Record<string, string> = {}) =>
  rest(on, 'GET', `/api/shared-dashboard/${token}/data`, { headers });
const DATA_QUERY = 'query($t:String!,$s:Int){ sharedDashboardData(shareUrl:$t, slot:$s){ dashboard { name } } }';
const DATA_PUSH = 'subscription($t:String!,$s:Int){ sharedDashboard(shareUrl:$t, slot:$s){ dashboard { name } } }';
const SCREEN_PUSH =
  'subscription($t:String!){ sharedScreenChanged(shareUrl:$t){ state theme privacyMode playlist { slot name seconds } } }';

async function open(query: string, variables: Record<string, unknown>) {
  const ws = wsClient(app.url);
  sockets.push(ws);
  return ws.subscribe(query, variables);
}

describe('screen settings', () => {
  it('saves them, answers them on the dashboard, and logs every change with before and after', async () => {
    const d = await dashboard();
    const other = await dashboard('Склад');
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const saved = await screen(d.id, {
      expiresAt,
      allowedNetworks: ['10.0.0.0/8', '2001:db8::/32'],
      privacyMode: true,
      night: { from: '22:00', to: '07:00', mode: 'clock' },
      theme: 'dark',
      playlist: [
        { dashboardId: other.id, seconds: 30 },
        { dashboardId: d.id, seconds: 20 },
      ],
      departmentRotationSeconds: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.screen).toEqual({
      state: 'active',
      expiresAt,
      pausedAt: null,
      allowedNetworks: ['10.0.0.0/8', '2001:db8::/32'],
      privacyMode: true,
      night: { from: '22:00', to: '07:00', mode: 'clock' },
      theme: 'dark',
      playlist: [
        { dashboardId: other.id, seconds: 30 },
        { dashboardId: d.id, seconds: 20 },
      ],
      departmentRotationSeconds: 0,
    });
    const listed = await gql(
      app,
      'query($c:Int!){ customDashboards(companyId:$c){ id screen { theme night { mode } playlist { dashboardId } } } }',
      { c: companyId },
      owner,
    );
    expect(listed.data.customDashboards.find((x: { id: number }) => x.id === d.id).screen).toEqual({
      theme: 'dark',
      night: { mode: 'clock' },
      playlist: [{ dashboardId: other.id }, { dashboardId: d.id }],
    });
    expect((await action(d.id, 'pause')).body.screen.state).toBe('paused');
    expect((await action(d.id, 'resume')).body.screen.state).toBe('active');
    const rotated = await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, {
      user: owner,
      body: { companyId },
    });
    const log = await f.activity(companyId, 'dashboardLink');
    expect(log.filter((r) => r.entity_id === d.id).map((r) => r.action)).toEqual([
      'screenUpdated',
      'paused',
      'resumed',
      'rotated',
    ]);
    // The log never holds a link.
    expect(JSON.stringify(log)).not.toContain(rotated.body.shareUrl);
    expect(JSON.stringify(log)).not.toContain(d.shareUrl);
    expect(log.find((r) => r.action === 'paused').after.state).toBe('paused');
    expect(log.find((r) => r.action === 'screenUpdated').before.theme).toBe('light');
  });

  it('takes the same settings over GraphQL', async () => {
    const d = await dashboard();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await gql(
      app,
      `mutation($c:Int!,$id:Int!,$i:DashboardScreenInput!){ updateDashboardScreen(companyId:$c, id:$id, input:$i){
        screen { state expiresAt theme night { from to mode } allowedNetworks departmentRotationSeconds } } }`,
      {
        c: companyId,
        id: d.id,
        i: {
          expiresAt,
          theme: 'dark',
          night: { from: '23:30', to: '06:00', mode: 'dim' },
          allowedNetworks: ['10.1.0.0/16'],
        },
      },
      owner,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateDashboardScreen.screen).toEqual({
      state: 'active',
      expiresAt,
      theme: 'dark',
      night: { from: '23:30', to: '06:00', mode: 'dim' },
      allowedNetworks: ['10.1.0.0/16'],
      departmentRotationSeconds: 15,
    });
    const bad = await gql(
      app,
      'mutation($c:Int!,$id:Int!,$i:DashboardScreenInput!){ updateDashboardScreen(companyId:$c, id:$id, input:$i){ id } }',
      { c: companyId, id: d.id, i: { expiresAt: 'вчера' } },
      owner,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Укажите дату и время в будущем',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const paused = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ pauseDashboardLink(companyId:$c, id:$id){ screen { state pausedAt } } }',
      { c: companyId, id: d.id },
      owner,
    );
    expect(paused.data.pauseDashboardLink.screen).toEqual({ state: 'paused', pausedAt: expect.any(String) });
    const resumed = await gql(
      app,
      'mutation($c:Int!,$id:Int!){ resumeDashboardLink(companyId:$c, id:$id){ screen { state pausedAt } } }',
      { c: companyId, id: d.id },
      owner,
    );
    expect(resumed.data.resumeDashboardLink.screen).toEqual({ state: 'active', pausedAt: null });
  });

  it('refuses bad settings with their messages and changes nothing', async () => {
    const d = await dashboard();
    const { companyId: foreignCompanyId, owner: foreignOwner } = await f.company('Чужие экраны');
    const foreign = await dashboard('Чужой', foreignOwner, foreignCompanyId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ expiresAt: new Date(Date.now() - 1000).toISOString() }, 'expiresAt', 'Укажите дату и время в будущем'],
      [{ allowedNetworks: ['10.0.0.0/33'] }, 'allowedNetworks.0', 'Сеть указывается как CIDR, например 10.0.0.0/8'],
      [{ night: { from: '25:00', to: '07:00', mode: 'dim' } }, 'night.from', 'Время указывается как ЧЧ:ММ'],
      [{ theme: 'neon' }, 'theme', 'Выберите тему'],
      [
        { departmentRotationSeconds: 3 },
        'departmentRotationSeconds',
        'Смена отделов — 0 (выключена) или от 5 до 3600 секунд',
      ],
      [{ playlist: [{ dashboardId: d.id, seconds: 1 }] }, 'playlist.0.seconds', 'Показ дашборда — от 5 до 3600 секунд'],
      [{ playlist: [{ dashboardId: foreign.id, seconds: 10 }] }, 'playlist', 'Дашборд не найден в этой компании'],
    ];
    for (const [body, field, message] of cases) {
      const res = await screen(d.id, body);
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors[field], field).toEqual([message]);
    }
    const after = await rest(app, 'GET', `/api/custom-dashboards?companyId=${companyId}`, { user: owner });
    expect(after.body.find((x: { id: number }) => x.id === d.id).screen.theme).toBe('light');
  });

  it('is the company’s own: another company’s member gets 404, the employee role 403, nothing changes', async () => {
    const d = await dashboard();
    const { owner: stranger, companyId: strangerCompany } = await f.company('Посторонние');
    expect((await screen(d.id, { theme: 'dark' }, stranger, strangerCompany)).status).toBe(404);
    expect((await screen(d.id, { theme: 'dark' }, stranger)).status).toBe(404);
    expect((await action(d.id, 'pause', stranger, strangerCompany)).status).toBe(404);
    const employee = await f.member(companyId, 'employee');
    expect((await screen(d.id, { theme: 'dark' }, employee)).status).toBe(403);
    expect((await action(d.id, 'pause', employee)).status).toBe(403);
    const watching = await rest(app, 'GET', `/api/custom-dashboards/screens?companyId=${companyId}`, {
      user: stranger,
    });
    expect(watching.status).toBe(404);
    // The same over GraphQL, every new operation, queries and subscriptions included.
    for (const [query, c] of [
      [
        `mutation($c:Int!,$id:Int!){ updateDashboardScreen(companyId:$c, id:$id, input:{ theme: dark }){ id } }`,
        strangerCompany,
      ],
      [`mutation($c:Int!,$id:Int!){ pauseDashboardLink(companyId:$c, id:$id){ id } }`, strangerCompany],
      [`mutation($c:Int!,$id:Int!){ resumeDashboardLink(companyId:$c, id:$id){ id } }`, strangerCompany],
      [`query($c:Int!){ dashboardScreens(companyId:$c){ dashboardId count } }`, companyId],
    ] as const) {
      const res = await gql(app, query, query.includes('$id') ? { c, id: d.id } : { c }, stranger);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const ws = wsClient(app.url, { token: stranger.token });
    sockets.push(ws);
    const refused = await ws.subscribe('subscription($c:Int!){ dashboardScreensChanged(companyId:$c){ count } }', {
      c: companyId,
    });
    expect(JSON.stringify(await refused.next())).toContain('NOT_FOUND');
    const after = await rest(app, 'GET', `/api/custom-dashboards?companyId=${companyId}`, { user: owner });
    expect(after.body.find((x: { id: number }) => x.id === d.id).screen).toMatchObject({
      theme: 'light',
      state: 'active',
    });
  });
});

describe('pause and resume', () => {
  it('answers SHARE_LINK_PAUSED over REST and GraphQL, and comes back on resume', async () => {
    const d = await dashboard();
    await action(d.id, 'pause');
    const paused = await data(d.shareUrl);
    expect(paused.status).toBe(403);
    expect(paused.body).toMatchObject({
      reason: 'SHARE_LINK_PAUSED',
      message: 'Ссылка приостановлена',
    });
    const viaGraphql = await gql(app, DATA_QUERY, { t: d.shareUrl });
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: 'Ссылка приостановлена',
      extensions: { code: 'FORBIDDEN', reason: 'SHARE_LINK_PAUSED' },
    });
    // The screen settings still answer: a paused screen knows what it is waiting for.
    expect((await rest(app, 'GET', `/api/shared-dashboard/${d.shareUrl}/screen`)).body.state).toBe('paused');
    expect((await rest(app, 'GET', `/api/shared-dashboard/${d.shareUrl}/branding`)).status).toBe(403);
    await action(d.id, 'resume');
    expect((await data(d.shareUrl)).status).toBe(200);
  });

  it('ends an open screen’s data at once and tells its settings feed; resuming tells it again', async () => {
    const d = await dashboard();
    const feed = await open(DATA_PUSH, { t: d.shareUrl });
    const settings = await open(SCREEN_PUSH, { t: d.shareUrl });
    const started = Date.now();
    await action(d.id, 'pause');
    expect(await feed.next(1000)).toEqual({ complete: true });
    expect((await settings.next(1000)).data.sharedScreenChanged.state).toBe('paused');
    expect(Date.now() - started).toBeLessThan(1000);
    await action(d.id, 'resume');
    expect((await settings.next()).data.sharedScreenChanged.state).toBe('active');
    const again = await open(DATA_PUSH, { t: d.shareUrl });
    await rest(app, 'PUT', `/api/custom-dashboards/${d.id}`, { user: owner, body: { companyId, name: 'Зал 2' } });
    expect((await again.next()).data.sharedDashboard.dashboard.name).toBe('Зал 2');
  });
});

describe('expiry', () => {
  it('ends open screens when it passes and answers SHARE_LINK_EXPIRED from then on, over both transports', async () => {
    const d = await dashboard();
    expect((await screen(d.id, { expiresAt: new Date(Date.now() + 1500).toISOString() })).status).toBe(200);
    expect((await data(d.shareUrl)).status).toBe(200);
    const feed = await open(DATA_PUSH, { t: d.shareUrl });
    const settings = await open(SCREEN_PUSH, { t: d.shareUrl });
    expect((await settings.next(4000)).data.sharedScreenChanged.state).toBe('expired');
    expect(await feed.next(1000)).toEqual({ complete: true });
    const expired = await data(d.shareUrl);
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ reason: 'SHARE_LINK_EXPIRED', message: 'Срок действия ссылки истёк' });
    const viaGraphql = await gql(app, DATA_QUERY, { t: d.shareUrl });
    expect(viaGraphql.errors?.[0]).toMatchObject({ extensions: { reason: 'SHARE_LINK_EXPIRED' } });
    const refused = await open(DATA_PUSH, { t: d.shareUrl });
    expect(JSON.stringify(await refused.next())).toContain('SHARE_LINK_EXPIRED');
    // A later expiry set while a screen is open moves its end with it.
    expect((await screen(d.id, { expiresAt: new Date(Date.now() + 60_000).toISOString() })).status).toBe(200);
    const reopened = await open(DATA_PUSH, { t: d.shareUrl });
    await screen(d.id, { expiresAt: new Date(Date.now() + 1200).toISOString() });
    // (the settings change itself may push the data first)
    let last = await reopened.next(4000);
    while (!last.complete) last = await reopened.next(4000);
    expect(last).toEqual({ complete: true });
    // A new expiry brings it back.
    expect((await screen(d.id, { expiresAt: null })).body.screen.state).toBe('active');
    expect((await data(d.shareUrl)).status).toBe(200);
  });
});

describe('allowed networks', () => {
  it('believe the address the trusted proxy appended, not one a client forged', async () => {
    // The proxied app (its own database) trusts one hop of X-Forwarded-For.
    const { owner: proxiedOwner, companyId: c } = await fixtures(proxied, proxiedDb).company('Сеть');
    const d = await dashboard('Сетевой', proxiedOwner, c, proxied);
    expect((await screen(d.id, { allowedNetworks: ['203.0.113.0/24'] }, proxiedOwner, c, proxied)).status).toBe(200);
    expect((await data(d.shareUrl, proxied, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
    const outside = await data(d.shareUrl, proxied, { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' });
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ reason: 'SHARE_LINK_NETWORK', message: 'Ссылка недоступна из этой сети' });
    // Without a trusted hop the header is nobody's word: the peer (loopback) is outside.
    const direct = await dashboard('Прямой');
    await screen(direct.id, { allowedNetworks: ['203.0.113.0/24'] });
    expect((await data(direct.shareUrl, app, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);
    await screen(direct.id, { allowedNetworks: ['127.0.0.0/8'] });
    expect((await data(direct.shareUrl, app, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
    const screenAnswer = await rest(proxied, 'GET', `/api/shared-dashboard/${d.shareUrl}/screen`, {
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(screenAnswer.body.reason).toBe('SHARE_LINK_NETWORK');
    // A WebSocket from outside is refused too.
    const client = createClient({
      url: proxied.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { 'x-forwarded-for': '198.51.100.1' } });
        }
      },
      retryAttempts: 0,
    });
    sockets.push({ close: () => client.dispose() });
    const refusal = await new Promise<unknown>((resolve) =>
      client.subscribe(
        { query: DATA_PUSH, variables: { t: d.shareUrl } },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      ),
    );
    expect(JSON.stringify(refusal)).toContain('SHARE_LINK_NETWORK');
    // Narrowing the list ends a screen already open from outside it.
    await screen(direct.id, { allowedNetworks: [] });
    const inside = await open(SCREEN_PUSH, { t: direct.shareUrl });
    await screen(direct.id, { allowedNetworks: ['203.0.113.0/24'] });
    expect(await inside.next(1000)).toEqual({ complete: true });
  });
});

describe('playlists', () => {
  it('shows each slot’s dashboard, follows an edit of the playlist, and ends a slot the playlist moved', async () => {
    const a = await dashboard('Первый');
    const b = await dashboard('Второй');
    await screen(a.id, {
      playlist: [
        { dashboardId: b.id, seconds: 10 },
        { dashboardId: a.id, seconds: 20 },
      ],
    });
    const listed = await rest(app, 'GET', `/api/shared-dashboard/${a.shareUrl}/screen`);
    expect(listed.body.playlist).toEqual([
      { slot: 0, name: 'Второй', seconds: 10 },
      { slot: 1, name: 'Первый', seconds: 20 },
    ]);
    expect((await rest(app, 'GET', `/api/shared-dashboard/${a.shareUrl}/data?slot=0`)).body.dashboard.name).toBe(
      'Второй',
    );
    expect((await gql(app, DATA_QUERY, { t: a.shareUrl, s: 1 })).data.sharedDashboardData.dashboard.name).toBe(
      'Первый',
    );
    // Past the end it wraps around.
    expect((await gql(app, DATA_QUERY, { t: a.shareUrl, s: 2 })).data.sharedDashboardData.dashboard.name).toBe(
      'Второй',
    );
    const settings = await open(SCREEN_PUSH, { t: a.shareUrl });
    const slot0 = await open(DATA_PUSH, { t: a.shareUrl, s: 0 });
    // An edit of a slot's dashboard reaches the screen showing it.
    await rest(app, 'PUT', `/api/custom-dashboards/${b.id}`, { user: owner, body: { companyId, name: 'Второй*' } });
    expect((await slot0.next()).data.sharedDashboard.dashboard.name).toBe('Второй*');
    await screen(a.id, { playlist: [{ dashboardId: a.id, seconds: 15 }] });
    expect((await settings.next()).data.sharedScreenChanged.playlist).toEqual([
      { slot: 0, name: 'Первый', seconds: 3600 },
    ]);
    expect(await slot0.next()).toEqual({ complete: true });
  });
});

describe('screens watching', () => {
  it('counts the open screens of a link, pushes the count up and down, and keeps only a coarse network and a browser', async () => {
    const d = await dashboard('Счётчик');
    const managerFeed = await (async () => {
      const ws = wsClient(app.url, { token: owner.token });
      sockets.push(ws);
      return ws.subscribe(
        'subscription($c:Int!){ dashboardScreensChanged(companyId:$c){ dashboardId count lastConnectedAt screens { network agent connectedAt } } }',
        { c: companyId },
      );
    })();
    const first = wsClient(app.url);
    const second = wsClient(app.url);
    sockets.push(first, second);
    await first.subscribe(SCREEN_PUSH, { t: d.shareUrl });
    await second.subscribe(SCREEN_PUSH, { t: d.shareUrl });
    let seen = (await managerFeed.next()).data.dashboardScreensChanged;
    while (seen.count < 2) seen = (await managerFeed.next()).data.dashboardScreensChanged;
    expect(seen).toMatchObject({ dashboardId: d.id, count: 2, lastConnectedAt: expect.any(String) });
    expect(seen.screens[0]).toMatchObject({ network: '127.0.0.0/24', agent: 'unknown' });
    const listed = await rest(app, 'GET', `/api/custom-dashboards/screens?companyId=${companyId}`, { user: owner });
    expect(listed.body.find((w: { dashboardId: number }) => w.dashboardId === d.id).count).toBe(2);
    await first.close();
    seen = (await managerFeed.next()).data.dashboardScreensChanged;
    while (seen.count > 1) seen = (await managerFeed.next()).data.dashboardScreensChanged;
    expect(seen).toMatchObject({ dashboardId: d.id, count: 1 });
  });
});
