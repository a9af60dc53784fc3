/**
 * Shared set-up of the roles integration tests: one app, one SQL client, the socket clients to
 * close after each test and the roles screens' calls, per test file. Imported only by *.int.test.ts.
 */
import type pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { flagOf } from '@staffpay/schema/roles/permission-tree';
import { rest, startTestApp, type TestApp, type TestUser } from '../harness';
import { connect, fixtures } from './staff.fixtures';
import { wsClient } from '../subscribe';

/** Registers the file's set-up and answers its state (filled before the first test) and calls. */
export function rolesKit() {
  const s = {} as { app: TestApp; db: pg.Client; f: ReturnType<typeof fixtures> };
  const sockets: ReturnType<typeof wsClient>[] = [];
  beforeAll(async () => {
    s.app = await startTestApp();
    s.db = await connect(s.app);
    s.f = fixtures(s.app, s.db);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((ws) => ws.close()));
  });
  afterAll(async () => {
    await s.db?.end();
    await s.app?.close();
  });
  const socket = (user?: TestUser) => {
    const ws = wsClient(s.app.url, user ? { token: user.token } : undefined);
    sockets.push(ws);
    return ws;
  };
  return {
    s,
    /** A socket closed after the test: signed in as `user`, or anonymous (a public link's screen). */
    socket,
    async subscribe(user: TestUser, query: string, variables: Record<string, unknown>) {
      return socket(user).subscribe(query, variables);
    },
    roles: (user: TestUser, companyId: number) =>
      rest(s.app, 'GET', `/api/system-roles?companyId=${companyId}`, { user }),
    createRole: (user: TestUser, companyId: number, body: Record<string, unknown>) =>
      rest(s.app, 'POST', '/api/system-roles', { user, body: { companyId, ...body } }),
    patchRole: (user: TestUser, companyId: number, id: number, body: Record<string, unknown>) =>
      rest(s.app, 'PATCH', `/api/system-roles/${id}`, { user, body: { companyId, ...body } }),
    tree: (user: TestUser, id: number) =>
      rest(s.app, 'GET', `/api/system-roles/${id}/hierarchical-permissions`, { user }),
    initialize: (user: TestUser, companyId: number, id: number) =>
      rest(s.app, 'POST', `/api/system-roles/${id}/hierarchical-permissions/initialize`, { user, body: { companyId } }),
    saveTree: (user: TestUser, companyId: number, id: number, permissions: unknown[]) =>
      rest(s.app, 'PUT', `/api/system-roles/${id}/hierarchical-permissions`, {
        user,
        body: { companyId, permissions },
      }),
    setRole: (user: TestUser, companyId: number, userId: number, role: string) =>
      rest(s.app, 'PATCH', `/api/companies/${companyId}/members/${userId}`, { user, body: { role } }),
    customRows: async (companyId: number) =>
      (await s.db.query('select count(*)::int as n from system_roles where company_id = $1', [companyId])).rows[0]
        .n as number,
  };
}

/** Turns the flag of each key on (and its module's switch), everything else as it was. */
export function granting(entries: { permissionKey: string }[], keys: string[], on = true) {
  const modules = new Set(keys.map((k) => k.split('.')[0]));
  return entries.map((e) => {
    if (!keys.includes(e.permissionKey) && !(on && modules.has(e.permissionKey))) return e;
    return { ...e, [flagOf(e.permissionKey)]: on };
  });
}
