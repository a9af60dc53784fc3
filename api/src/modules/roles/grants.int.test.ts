import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRES } from '@staffpay/schema/auth/policy';
import { isOwnerOnlyKey } from '@staffpay/schema/roles/grants';
import { flagOf, PERMISSION_KEYS, PERMISSION_TREE } from '@staffpay/schema/roles/permission-tree';
import { ROLE_MESSAGES } from '@staffpay/schema/roles/role.schemas';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * Grants never exceed the granter: for every key of the tree (read from the contract, so a new
 * key is covered), a member whose custom role holds every granting key but that one cannot give
 * it by any route (role create, role edit, tree save, invitation, re-role), and nothing changes.
 */

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Гранты'));
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const isModule = (key: string) => !key.includes('.');
const moduleOf = (key: string) => key.split('.')[0]!;
/**
 * What grants `key`: the key with the keys it counts only alongside (REQUIRES), or for a module
 * switch everything under it a custom role may hold.
 */
const grantOf = (key: string) =>
  isModule(key)
    ? PERMISSION_KEYS.filter((k) => moduleOf(k) === key && !isOwnerOnlyKey(k))
    : [key, ...(REQUIRES[key] ?? [])];
/** Every key a custom role may hold but `key` (a module lacking: every key of it). */
const allBut = (key: string) =>
  PERMISSION_KEYS.filter((k) => !isModule(k) && !isOwnerOnlyKey(k) && !grantOf(key).includes(k));

const call = (user: TestUser, method: string, path: string, body?: Record<string, unknown>) =>
  rest(app, method, path, { user, body: body && { companyId, ...body } });

async function customRole(code: string, permissions: string[] = []): Promise<number> {
  const res = await call(owner, 'POST', '/api/system-roles', { name: code, code, permissions });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function setGrants(roleId: number, permissions: string[]) {
  const res = await call(owner, 'PATCH', `/api/system-roles/${roleId}`, { name: `r${roleId}`, permissions });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function giveRole(user: TestUser, role: string) {
  const res = await call(owner, 'PATCH', `/api/companies/${companyId}/members/${user.user.id}`, { role });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const grantsOf = async (roleId: number) =>
  (await db.query<{ permissions: string[] }>('select permissions from system_roles where id = $1', [roleId])).rows[0]!
    .permissions;
const roleOf = async (user: TestUser) =>
  (
    await db.query<{ role: string }>('select role from memberships where user_id = $1 and company_id = $2', [
      user.user.id,
      companyId,
    ])
  ).rows[0]!.role;
const count = async (sql: string, params: unknown[]) => Number((await db.query(sql, params)).rows[0].n);
const refusals = () =>
  count(`select count(*) as n from activity_logs where company_id = $1 and action = 'grantRefused'`, [companyId]);

/** A tree's entries with `keys` (and their modules' switches) on and every other flag off. */
function entriesGranting(entries: { id: number; permissionKey: string }[], keys: string[]) {
  const on = new Set([...keys, ...keys.map(moduleOf)]);
  return entries.map((e) => ({ id: e.id, isGranted: false, [flagOf(e.permissionKey)]: on.has(e.permissionKey) }));
}

describe('grants never exceed the granter', () => {
  it('refuses, for every key, each route that would give it to someone lacking it', async () => {
    const actor = await f.member(companyId, 'employee');
    const colleague = await f.member(companyId, 'employee');
    const granter = await customRole('granter');
    await giveRole(actor, 'granter');
    const holder = await customRole('holder');
    const target = await customRole('target');
    const tree = await call(owner, 'POST', `/api/system-roles/${target}/hierarchical-permissions/initialize`, {});
    expect(tree.status).toBe(200);
    const entries = tree.body as { id: number; permissionKey: string }[];

    let n = 0;
    for (const key of PERMISSION_KEYS) {
      n += 1;
      const held = new Set(allBut(key));
      await setGrants(granter, [...held]);
      const ownerOnly = isOwnerOnlyKey(key);
      // Who holds `key` to be handed out: a custom role, or for the owner's own keys the owner role.
      if (!ownerOnly) await setGrants(holder, grantOf(key));
      const offered = ownerOnly ? 'owner' : 'holder';
      const logged = await refusals();
      let expectedRefusals = 0;
      const refused = (res: { status: number; body: { message?: string } }, need: string, message: string) => {
        expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(403);
        if (held.has(need)) {
          expect(res.body.message, key).toContain(message);
          expectedRefusals += 1;
        }
      };
      const customMessage = ownerOnly ? ROLE_MESSAGES.ownerOnlyKey : ROLE_MESSAGES.grantBeyondOwn;

      const created = await call(actor, 'POST', '/api/system-roles', {
        name: 'Новая',
        code: `new_${n}`,
        permissions: grantOf(key),
      });
      refused(created, 'roles.create', customMessage);
      expect(await count('select count(*) as n from system_roles where code = $1', [`new_${n}`])).toBe(0);

      const edited = await call(actor, 'PATCH', `/api/system-roles/${target}`, {
        name: 'Цель',
        permissions: grantOf(key),
      });
      refused(edited, 'roles.edit', customMessage);
      const saved = await call(actor, 'PUT', `/api/system-roles/${target}/hierarchical-permissions`, {
        permissions: entriesGranting(entries, grantOf(key)),
      });
      refused(saved, 'roles.edit', customMessage);
      expect(await grantsOf(target)).toEqual([]);
      const flagsOn = await count(
        `select count(*) as n from role_permissions where role_id = $1
            and (is_granted or can_view or can_create or can_edit or can_delete or can_approve)`,
        [target],
      );
      expect(flagsOn, key).toBe(0);

      const email = `invitee${n}@example.com`;
      const invited = await call(actor, 'POST', `/api/companies/${companyId}/invitations`, { email, role: offered });
      // Only an owner invites an owner: that rule answers first, in its own words.
      refused(invited, 'roles.members.create', ownerOnly ? 'владел' : ROLE_MESSAGES.grantBeyondOwn);
      expect(await count('select count(*) as n from invitations where email = $1', [email])).toBe(0);

      const reroled = await call(actor, 'PATCH', `/api/companies/${companyId}/members/${colleague.user.id}`, {
        role: offered,
      });
      refused(reroled, 'roles.members.edit', ROLE_MESSAGES.grantBeyondOwn);
      expect(await roleOf(colleague)).toBe('employee');

      // The owner-invite rule refuses before the grant check, so it leaves no grant row.
      if (ownerOnly && held.has('roles.members.create')) expectedRefusals -= 1;
      expect(await refusals(), `${key}: refused attempts in the log`).toBe(logged + expectedRefusals);
    }
  });

  it('GraphQL refuses the same way, naming the key', async () => {
    const actor = await f.member(companyId, 'employee');
    const colleague = await f.member(companyId, 'employee');
    const role = await customRole('gql_granter', allBut('settings.webhooks'));
    await customRole('gql_hooks', ['settings.webhooks']);
    const empty = await customRole('gql_empty');
    const entries = (await call(owner, 'POST', `/api/system-roles/${empty}/hierarchical-permissions/initialize`, {}))
      .body as { id: number; permissionKey: string }[];
    await giveRole(actor, 'gql_granter');
    expect(role).toBeGreaterThan(0);
    const vars = { c: companyId, id: empty, u: colleague.user.id, p: entriesGranting(entries, ['settings.webhooks']) };
    const attempts = [
      'mutation($c:Int!){createRole(companyId:$c,input:{name:"Х",code:"gql_x",permissions:["settings.webhooks"]}){id}}',
      'mutation($c:Int!,$id:Int!){updateRole(companyId:$c,id:$id,input:{name:"Х",permissions:["settings.webhooks"]}){id}}',
      // The deprecated names run the same services.
      'mutation($c:Int!){createSystemRole(companyId:$c,input:{name:"Х",code:"gql_x",permissions:["settings.webhooks"]}){id}}',
      'mutation($c:Int!,$id:Int!){updateSystemRole(companyId:$c,id:$id,input:{name:"Х",permissions:["settings.webhooks"]}){id}}',
      'mutation($c:Int!,$id:Int!,$p:[HierarchicalPermissionInput!]!){saveRolePermissions(companyId:$c,roleId:$id,permissions:$p){id}}',
      'mutation($c:Int!){inviteMember(companyId:$c,email:"gql@example.com",role:"gql_hooks"){id}}',
      'mutation($c:Int!,$u:Int!){changeMemberRole(companyId:$c,userId:$u,role:"gql_hooks"){userId}}',
    ];
    for (const query of attempts) {
      const used = Object.fromEntries(Object.entries(vars).filter(([k]) => query.includes(`$${k}:`)));
      const res = await gql(app, query, used, actor);
      expect(res.errors?.[0]?.extensions?.code, `${query}: ${JSON.stringify(res)}`).toBe('FORBIDDEN');
      expect(res.errors?.[0]?.message).toBe(`${ROLE_MESSAGES.grantBeyondOwn}: Вебхуки`);
    }
    expect(await roleOf(colleague)).toBe('employee');
  });

  it('no one widens the role they hold; narrowing it is allowed', async () => {
    const actor = await f.member(companyId, 'employee');
    const own = await customRole('own', allBut('settings.api'));
    await giveRole(actor, 'own');
    const widened = await call(actor, 'PATCH', `/api/system-roles/${own}`, {
      name: 'Своя',
      permissions: [...allBut('settings.api'), 'settings.api'],
    });
    expect(widened.status).toBe(403);
    expect(widened.body.message).toBe(`${ROLE_MESSAGES.ownRoleWiden}: Токены API`);
    const narrowed = await call(actor, 'PATCH', `/api/system-roles/${own}`, {
      name: 'Своя',
      permissions: allBut('settings.api').filter((k) => k !== 'reports.view'),
    });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    expect(await grantsOf(own)).not.toContain('reports.view');
  });

  it('the owner hands out every key: a developer can be invited and appointed', async () => {
    const member = await f.member(companyId, 'employee');
    const invited = await call(owner, 'POST', `/api/companies/${companyId}/invitations`, {
      email: 'dev@example.com',
      role: 'developer',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    await giveRole(member, 'developer');
    const role = await customRole('devlike', ['settings.developer']);
    expect(await grantsOf(role)).toEqual(['settings', 'settings.developer']);
  });

  it('deleting the company stays the owner role’s: no custom role holds it, a stored one does not count', async () => {
    const other = await f.company('Удаляемая');
    const asOther = (user: TestUser, method: string, path: string, body: Record<string, unknown>) =>
      rest(app, method, path, { user, body: { companyId: other.companyId, ...body } });
    const created = await asOther(other.owner, 'POST', '/api/system-roles', {
      name: 'Удалятор',
      code: 'deleter',
      permissions: ['settings.delete', 'settings.edit'],
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(ROLE_MESSAGES.ownerOnlyKey);
    const tree = PERMISSION_TREE.find((e) => e.key === 'settings.delete');
    expect(tree?.level).toBe('action');
    // A row written before the rule (or by hand) still grants nothing owner-only.
    await db.query(
      `insert into system_roles (company_id, name, code, color, priority, permissions, created_at, updated_at)
       values ($1, 'Старая', 'legacy', 'gray', 50, $2, now(), now())`,
      [other.companyId, JSON.stringify(['settings', 'settings.delete'])],
    );
    const legacy = await f.member(other.companyId, 'legacy');
    const deleted = await rest(app, 'DELETE', `/api/companies/${other.companyId}`, { user: legacy });
    expect(deleted.status).toBe(403);
    const ownership = await asOther(
      other.owner,
      'PATCH',
      `/api/companies/${other.companyId}/members/${legacy.user.id}`,
      {
        role: 'employee',
      },
    );
    expect(ownership.status).toBe(200);
    expect(await count('select count(*) as n from companies where id = $1', [other.companyId])).toBe(1);
  });

  it('a custom role that may re-role members cannot hand over ownership', async () => {
    const actor = await f.member(companyId, 'employee');
    const colleague = await f.member(companyId, 'employee');
    await customRole('almost_owner', allBut('settings.delete'));
    await giveRole(actor, 'almost_owner');
    const res = await call(actor, 'PATCH', `/api/companies/${companyId}/members/${colleague.user.id}`, {
      role: 'owner',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(`${ROLE_MESSAGES.grantBeyondOwn}: Удаление компании`);
    expect(await roleOf(colleague)).toBe('employee');
    const log = await rest(app, 'GET', `/api/activity-logs?companyId=${companyId}`, { user: owner });
    const row = (log.body as { action: string; entityType: string; after: Record<string, unknown> }[]).find(
      (r) => r.action === 'grantRefused' && r.entityType === 'membership',
    );
    expect(row?.after).toMatchObject({ role: 'owner', reason: 'beyondOwn', refused: ['settings.delete'] });
  });
});
