import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { wsClient } from '../../../test/subscribe';

/**
 * A dashboard's public link shows everyone's pay as its last editor sees it, so it goes only to
 * people who may edit the dashboard (dashboard.edit): in lists, mutation answers and pushes.
 * Everyone else, API tokens included, gets null (GraphQL's deprecated shareUrl: '').
 */

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const sockets: ReturnType<typeof wsClient>[] = [];

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const LIST = 'query($c:Int!){customDashboards(companyId:$c){id shareUrl publicLink}}';
const PUSH = 'subscription($c:Int!){customDashboardChanged(companyId:$c){kind dashboard{id shareUrl publicLink}}}';

async function setting() {
  const { owner, companyId } = await f.company('Ссылки');
  const created = await rest(app, 'POST', '/api/custom-dashboards', { user: owner, body: { companyId, name: 'Зал' } });
  expect(created.status).toBe(201);
  const token = created.body.shareUrl as string;
  expect(token).toMatch(/^[\w-]{32}$/);
  const employee = await f.member(companyId, 'employee');
  const manager = await f.member(companyId, 'manager');
  const minted = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
    user: owner,
    body: { name: 'Табло', scopes: ['dashboards:read'] },
  });
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  return { owner, companyId, id: created.body.id as number, token, employee, manager, apiToken: minted.body.token };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function pushTo(token: string, companyId: number) {
  const ws = wsClient(app.url, { token });
  sockets.push(ws);
  return ws.subscribe(PUSH, { c: companyId });
}

describe('who gets a dashboard’s public link', () => {
  it('lists: the manager gets it; the employee role and an API token get null', async () => {
    const s = await setting();
    const list = (opts: { user?: TestUser; headers?: Record<string, string> }) =>
      rest(app, 'GET', `/api/custom-dashboards?companyId=${s.companyId}`, opts);
    expect((await list({ user: s.manager })).body).toEqual([expect.objectContaining({ shareUrl: s.token })]);
    expect((await list({ user: s.employee })).body).toEqual([expect.objectContaining({ id: s.id, shareUrl: null })]);
    const byToken = await list(bearer(s.apiToken));
    expect(byToken.status).toBe(200);
    expect(byToken.body).toEqual([expect.objectContaining({ id: s.id, shareUrl: null })]);

    const seen = async (user: TestUser) => (await gql(app, LIST, { c: s.companyId }, user)).data?.customDashboards;
    expect(await seen(s.manager)).toEqual([{ id: s.id, shareUrl: s.token, publicLink: s.token }]);
    expect(await seen(s.employee)).toEqual([{ id: s.id, shareUrl: '', publicLink: null }]);
    const tokenGql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(s.apiToken).headers },
      body: JSON.stringify({ query: LIST, variables: { c: s.companyId } }),
    });
    expect(((await tokenGql.json()) as { data: unknown }).data).toEqual({
      customDashboards: [{ id: s.id, shareUrl: '', publicLink: null }],
    });
  });

  it('pushes: each subscriber gets the link only if they may see it', async () => {
    const s = await setting();
    const [toManager, toEmployee, toToken] = await Promise.all([
      pushTo(s.manager.token, s.companyId),
      pushTo(s.employee.token, s.companyId),
      pushTo(s.apiToken, s.companyId),
    ]);
    const rotated = await rest(app, 'POST', `/api/custom-dashboards/${s.id}/rotate-link`, {
      user: s.owner,
      body: { companyId: s.companyId },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = rotated.body.shareUrl as string;
    expect(fresh).not.toBe(s.token);
    const dashboardIn = async (sub: Awaited<ReturnType<typeof pushTo>>) =>
      (await sub.next()).data?.customDashboardChanged.dashboard;
    expect(await dashboardIn(toManager)).toEqual({ id: s.id, shareUrl: fresh, publicLink: fresh });
    expect(await dashboardIn(toEmployee)).toEqual({ id: s.id, shareUrl: '', publicLink: null });
    expect(await dashboardIn(toToken)).toEqual({ id: s.id, shareUrl: '', publicLink: null });
  });

  it('a member who may create but not edit dashboards gets no link in the answer', async () => {
    const s = await setting();
    const role = await rest(app, 'POST', '/api/system-roles', {
      user: s.owner,
      body: {
        companyId: s.companyId,
        name: 'Автор',
        code: 'author',
        permissions: ['dashboard.view', 'dashboard.create'],
      },
    });
    expect(role.status).toBe(201);
    const author = await f.member(s.companyId, 'author');
    const made = await rest(app, 'POST', '/api/custom-dashboards', {
      user: author,
      body: { companyId: s.companyId, name: 'Склад' },
    });
    expect(made.status).toBe(201);
    expect(made.body.shareUrl).toBeNull();
  });
});
