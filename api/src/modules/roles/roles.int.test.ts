import { describe, expect, it } from 'vitest';
import { PERMISSION_TREE } from '@staffpay/schema/roles/permission-tree';
import { gql, rest, type TestUser } from '../../../test/harness';
import { rolesKit, granting } from '../../../test/support/roles.int-kit';

const { s, socket, subscribe, roles, createRole, patchRole, tree, initialize, saveTree, setRole, customRows } =
  rolesKit();

describe('the roles list', () => {
  it('lists the six built-in roles and the custom ones, highest priority first, with their holders', async () => {
    const { owner, companyId } = await s.f.company('Список');
    await s.f.member(companyId, 'manager');
    await s.f.member(companyId, 'manager');
    expect((await createRole(owner, companyId, { name: 'Кассир', code: 'касса; drop' })).status).toBe(400);
    const created = await createRole(owner, companyId, { name: 'Кассир', code: ' Senior  Cashier ', color: 'green' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      companyId,
      name: 'Кассир',
      code: 'senior_cashier',
      description: null,
      color: 'green',
      priority: 50,
      permissions: [],
      isBuiltIn: false,
      userCount: 0,
    });
    const list = (await roles(owner, companyId)).body;
    expect(list.map((r: { code: string }) => r.code)).toEqual([
      'owner',
      'developer',
      'manager',
      'hr_manager',
      'senior_cashier',
      'verifier',
      'employee',
    ]);
    const manager = list.find((r: { code: string }) => r.code === 'manager');
    expect(manager).toMatchObject({ id: -2, name: 'Руководитель', isBuiltIn: true, userCount: 2 });
    expect(manager.permissions).toContain('employees.field.phone');
    expect(list.find((r: { code: string }) => r.code === 'owner')).toMatchObject({ id: -1, userCount: 1 });
  });

  it('validates with the contract’s messages and changes nothing', async () => {
    const { owner, companyId } = await s.f.company('Проверки');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: 'x' }, 400, 'Заполните обязательные поля'],
      [{ name: 'X' }, 400, 'Заполните обязательные поля'],
      [{ name: '  ', code: 'x' }, 400, 'Заполните обязательные поля'],
      [{ name: 'X', code: 'x', priority: 101 }, 400, 'Приоритет должен быть от 1 до 100'],
      [{ name: 'X', code: 'x', priority: 0 }, 400, 'Приоритет должен быть от 1 до 100'],
      [{ name: 'X', code: 'x', color: 'teal' }, 400, 'Выберите цвет из списка'],
      [{ name: 'X', code: 'x', permissions: ['salaries.steal'] }, 400, 'Неизвестное разрешение'],
      [{ name: 'X', code: 'Manager' }, 409, 'Этот код занят встроенной ролью'],
    ];
    for (const [body, status, message] of cases) {
      const res = await createRole(owner, companyId, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await customRows(companyId)).toBe(0);
    const odd = await createRole(owner, companyId, { name: 'X', code: 'x', priority: 'высокий' });
    expect(odd.body.priority).toBe(50);
    const cyrillic = await createRole(owner, companyId, {
      name: 'Кассир',
      code: 'Старший Кассир',
      permissions: { 'bonuses.create': true, 'employees.view': false },
    });
    expect(cyrillic.body).toMatchObject({ code: 'старший_кассир', permissions: ['bonuses', 'bonuses.create'] });
    expect((await createRole(owner, companyId, { name: 'Y', code: 'X' })).status).toBe(409);
    expect(await customRows(companyId)).toBe(2);
  });

  it('locks the code, never changes built-in roles, deletes only a role nobody holds', async () => {
    const { owner, companyId } = await s.f.company('Правка');
    const { id } = (await createRole(owner, companyId, { name: 'Кассир', code: 'kassir' })).body;
    expect((await patchRole(owner, companyId, id, { name: 'Кассир', code: 'other' })).status).toBe(400);
    const renamed = await patchRole(owner, companyId, id, {
      name: 'Главный кассир',
      code: 'kassir',
      priority: 70,
      color: 'blue',
      description: 'Касса',
    });
    expect(renamed.body).toMatchObject({ name: 'Главный кассир', code: 'kassir', priority: 70, color: 'blue' });
    expect((await patchRole(owner, companyId, -2, { name: 'Босс' })).status).toBe(403);
    expect((await rest(s.app, 'DELETE', `/api/system-roles/-1?companyId=${companyId}`, { user: owner })).status).toBe(
      403,
    );

    const member = await s.f.member(companyId, 'employee');
    expect((await setRole(owner, companyId, member.user.id, 'kassir')).status).toBe(200);
    const refused = await rest(s.app, 'DELETE', `/api/system-roles/${id}?companyId=${companyId}`, { user: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Роль назначена участникам: сначала смените им роль');
    expect((await setRole(owner, companyId, member.user.id, 'verifier')).status).toBe(200);
    const deleted = await rest(s.app, 'DELETE', `/api/system-roles/${id}?companyId=${companyId}`, { user: owner });
    expect(deleted.body).toEqual({ success: true });
    expect(await customRows(companyId)).toBe(0);
    expect((await setRole(owner, companyId, member.user.id, 'kassir')).body.message).toBe('Некорректная роль');

    const log = await s.f.activity(companyId, 'role');
    expect(log.map((r: { action: string }) => r.action)).toEqual(['created', 'updated', 'deleted']);
    expect(log[1]).toMatchObject({ before: { name: 'Кассир' }, after: { name: 'Главный кассир' } });
    const memberLog = await s.f.activity(companyId, 'membership');
    expect(
      memberLog.map((r: { before: { role: string }; after: { role: string } }) => [r.before.role, r.after.role]),
    ).toEqual([
      ['employee', 'kassir'],
      ['kassir', 'verifier'],
    ]);
  });

  it('keeps tenants apart: another company’s role ids are not found, its roles not listed', async () => {
    const a = await s.f.company('А');
    const b = await s.f.company('Б');
    const { id } = (await createRole(b.owner, b.companyId, { name: 'Чужая', code: 'alien' })).body;
    expect((await patchRole(a.owner, a.companyId, id, { name: 'Моя' })).status).toBe(404);
    expect((await patchRole(a.owner, b.companyId, id, { name: 'Моя' })).status).toBe(404);
    expect(
      (await rest(s.app, 'DELETE', `/api/system-roles/${id}?companyId=${a.companyId}`, { user: a.owner })).status,
    ).toBe(404);
    expect((await tree(a.owner, id)).status).toBe(404);
    expect((await initialize(a.owner, a.companyId, id)).status).toBe(404);
    expect((await saveTree(a.owner, a.companyId, id, [])).status).toBe(404);
    expect((await roles(a.owner, b.companyId)).status).toBe(404);
    expect(
      (await setRole(a.owner, a.companyId, (await s.f.member(a.companyId, 'employee')).user.id, 'alien')).status,
    ).toBe(400);
    const invite = await rest(s.app, 'POST', `/api/companies/${a.companyId}/invitations`, {
      user: a.owner,
      body: { email: 'x@example.com', role: 'alien' },
    });
    expect(invite.status).toBe(400);
    const graph = await gql(
      s.app,
      'query($c:Int!,$r:Int!){rolePermissions(companyId:$c,roleId:$r){id}}',
      { c: a.companyId, r: id },
      a.owner,
    );
    expect(graph.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a custom role by name', () => {
  it('is named on the member’s company', async () => {
    const { owner, companyId } = await s.f.company('Имена');
    await createRole(owner, companyId, { name: 'Кассир', code: 'kassir' });
    const member = await s.f.member(companyId, 'kassir');
    const mine = await gql(
      s.app,
      'query($c:Int!){company(id:$c){myRole myRoleName myPermissions}}',
      { c: companyId },
      member,
    );
    expect(mine.data.company).toEqual({ myRole: 'kassir', myRoleName: 'Кассир', myPermissions: [] });
  });
});

describe('the permission tree', () => {
  it('is the preset for a built-in role, readable and never writable', async () => {
    const { owner, companyId } = await s.f.company('Пресеты');
    const verifier = (await tree(owner, -5)).body;
    expect(verifier).toHaveLength(PERMISSION_TREE.length);
    const byKey = Object.fromEntries(verifier.map((e: { permissionKey: string }) => [e.permissionKey, e]));
    expect(byKey['employees.view']).toMatchObject({ canView: true, level: 'action', parentId: byKey.employees.id });
    expect(byKey['employees.create']).toMatchObject({ canCreate: false });
    expect((await initialize(owner, companyId, -5)).status).toBe(403);
    expect((await saveTree(owner, companyId, -5, verifier)).status).toBe(403);
  });

  it('starts empty, initialises once from the role’s grants, and saves the whole list', async () => {
    const { owner, companyId } = await s.f.company('Дерево');
    const { id } = (
      await createRole(owner, companyId, { name: 'Кассир', code: 'kassir', permissions: ['bonuses.create'] })
    ).body;
    expect((await tree(owner, id)).body).toEqual([]);
    const [first, second] = await Promise.all([initialize(owner, companyId, id), initialize(owner, companyId, id)]);
    expect(first.status).toBe(200);
    expect(second.body.map((e: { id: number }) => e.id)).toEqual(first.body.map((e: { id: number }) => e.id));
    const rows = (await s.db.query('select count(*)::int as n from role_permissions where role_id = $1', [id])).rows[0]
      .n;
    expect(rows).toBe(PERMISSION_TREE.length);
    const entries = first.body;
    expect(entries.map((e: { level: string }) => e.level).slice(0, 2)).toEqual(['module', 'action']);
    expect(entries.find((e: { permissionKey: string }) => e.permissionKey === 'bonuses.create').canCreate).toBe(true);
    expect(entries.find((e: { permissionKey: string }) => e.permissionKey === 'bonuses').isGranted).toBe(true);

    const saved = await saveTree(owner, companyId, id, granting(entries, ['employees.view', 'employees.field.email']));
    expect(saved.status).toBe(200);
    const role = (await roles(owner, companyId)).body.find((r: { id: number }) => r.id === id);
    expect(role.permissions).toEqual([
      'employees',
      'employees.view',
      'employees.field.email',
      'bonuses',
      'bonuses.create',
    ]);
    expect((await saveTree(owner, companyId, id, [{ id: 999999, isGranted: true }])).body.message).toBe(
      'Разрешение не принадлежит этой роли',
    );
    const log = await s.f.activity(companyId, 'rolePermissions');
    expect(log.at(-1)).toMatchObject({
      before: { permissions: ['bonuses', 'bonuses.create'] },
      after: { permissions: role.permissions },
    });
  });

  it('is refused before initialisation and to a member without roles.edit', async () => {
    const { owner, companyId } = await s.f.company('Без дерева');
    const { id } = (await createRole(owner, companyId, { name: 'Р', code: 'r' })).body;
    expect((await saveTree(owner, companyId, id, [])).status).toBe(409);
    const verifier = await s.f.member(companyId, 'verifier');
    expect((await tree(verifier, id)).status).toBe(200);
    expect((await initialize(verifier, companyId, id)).status).toBe(403);
  });
});

describe('a cashier who may book bonuses but must not see salaries or phone numbers', () => {
  it('books a bonus, sees employees without phones, and is refused salaries everywhere', async () => {
    const { owner, companyId } = await s.f.company('Касса');
    const department = (
      await rest(s.app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Зал' } })
    ).body.id;
    const anna = (
      await rest(s.app, 'POST', '/api/employees', {
        user: owner,
        body: {
          companyId,
          firstName: 'Анна',
          lastName: 'Иванова',
          phone: '+996 555 111 222',
          email: 'anna@example.com',
          departmentIds: [department],
        },
      })
    ).body.id;
    const created = await createRole(owner, companyId, {
      name: 'Кассир',
      code: 'kassir',
      permissions: ['bonuses.create', 'employees.view', 'employees.field.email'],
    });
    expect(created.body.permissions).toEqual([
      'employees',
      'employees.view',
      'employees.field.email',
      'bonuses',
      'bonuses.create',
    ]);
    const cashier = await s.f.member(companyId, 'employee');
    expect((await setRole(owner, companyId, cashier.user.id, 'kassir')).body.role).toBe('kassir');

    const booked = await rest(s.app, 'POST', '/api/bonuses-penalties', {
      user: cashier,
      body: { companyId, employeeId: anna, type: 'bonus', amount: '500', reason: 'Касса', appliedDate: '2026-11-05' },
    });
    expect(booked.status).toBe(201);

    const list = (await rest(s.app, 'GET', `/api/employees?companyId=${companyId}`, { user: cashier })).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: anna,
      phone: null,
      email: 'anna@example.com',
      ordersCount: null,
      employeeProfit: null,
    });
    expect(
      (await rest(s.app, 'GET', `/api/employees/${anna}?companyId=${companyId}`, { user: cashier })).body.phone,
    ).toBeNull();
    const viaGraph = await gql(
      s.app,
      'query($c:Int!){employees(companyId:$c){edges{node{id phone email birthDate}}}}',
      { c: companyId },
      cashier,
    );
    expect(viaGraph.data.employees.edges[0].node).toEqual({
      id: anna,
      phone: null,
      email: 'anna@example.com',
      birthDate: null,
    });
    // Searching cannot reveal a hidden field either: the owner sees Anna by a phone-less e-mail search, the cashier by name only.
    const byMail = await rest(s.app, 'GET', `/api/employees?companyId=${companyId}&search=anna@`, { user: owner });
    expect(byMail.body).toHaveLength(1);

    for (const path of [
      '/api/dashboard/stats',
      '/api/dashboard/summary',
      '/api/salary-rule-templates',
      '/api/reports/summary',
      '/api/dashboard/department-base-rule',
    ]) {
      expect((await rest(s.app, 'GET', `${path}?companyId=${companyId}`, { user: cashier })).status, path).toBe(403);
    }
    expect(
      (await rest(s.app, 'GET', `/api/dashboard/employee-cards?companyId=${companyId}`, { user: cashier })).body,
    ).toEqual([]);
    expect(
      (await rest(s.app, 'GET', `/api/payslips/${anna}?companyId=${companyId}&period=2026-11`, { user: cashier }))
        .status,
    ).toBe(404);
    const graphStats = await gql(
      s.app,
      'query($c:Int!){payrollStats(companyId:$c){totalSalaryFund}}',
      { c: companyId },
      cashier,
    );
    expect(graphStats.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ws = socket(cashier);
    const sub = await ws.subscribe('subscription($c:Int!){payrollStatsChanged(companyId:$c){totalSalaryFund}}', {
      c: companyId,
    });
    expect(JSON.stringify(await sub.next())).toContain('FORBIDDEN');
  });
});

describe('notification settings of custom roles', () => {
  it('lists, saves and obeys a custom role’s switches; an unknown code is refused', async () => {
    const { owner, companyId } = await s.f.company('Уведомления');
    await createRole(owner, companyId, { name: 'Кассир', code: 'kassir', permissions: ['bonuses.view'] });
    const cashier = await s.f.member(companyId, 'employee');
    await setRole(owner, companyId, cashier.user.id, 'kassir');
    const settings = (u: TestUser) =>
      rest(s.app, 'GET', `/api/role-notification-settings?companyId=${companyId}`, { user: u });
    const listed = (await settings(owner)).body.filter((s: { role: string }) => s.role === 'kassir');
    expect(listed).toHaveLength(6);
    expect(listed.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
    const save = (role: string) =>
      rest(s.app, 'POST', '/api/role-notification-settings', {
        user: owner,
        body: { companyId, settings: [{ role, notificationType: 'bonus_penalty_added', enabled: false }] },
      });
    expect((await save('nobody')).status).toBe(400);
    expect((await save('kassir')).status).toBe(200);
    const employee = await s.f.employee(companyId);
    const count = async () =>
      (await rest(s.app, 'GET', `/api/notifications/count?companyId=${companyId}`, { user: cashier })).body
        .count as number;
    const before = await count();
    await rest(s.app, 'POST', '/api/bonuses-penalties', {
      user: owner,
      body: { companyId, employeeId: employee, type: 'bonus', amount: '10', reason: 'Тихо', appliedDate: '2026-11-06' },
    });
    expect(await count()).toBe(before);
    await save('kassir').then(() =>
      rest(s.app, 'POST', '/api/role-notification-settings', {
        user: owner,
        body: { companyId, settings: [{ role: 'kassir', notificationType: 'bonus_penalty_added', enabled: true }] },
      }),
    );
    await rest(s.app, 'POST', '/api/bonuses-penalties', {
      user: owner,
      body: {
        companyId,
        employeeId: employee,
        type: 'bonus',
        amount: '20',
        reason: 'Громко',
        appliedDate: '2026-11-06',
      },
    });
    expect(await count()).toBe(before + 1);
  });
});

describe('at once', () => {
  it('a tree change applies to the next request and ends the subscriptions it no longer allows', async () => {
    const { owner, companyId } = await s.f.company('Сразу');
    const { id } = (
      await createRole(owner, companyId, { name: 'Кадры', code: 'staff', permissions: ['employees.view'] })
    ).body;
    const member = await s.f.member(companyId, 'employee');
    await setRole(owner, companyId, member.user.id, 'staff');
    const sub = await subscribe(member, 'subscription($c:Int!){employeeChanged(companyId:$c){kind employeeId}}', {
      c: companyId,
    });
    const companies = await subscribe(member, 'subscription{myCompaniesChanged{kind company{myPermissions}}}', {});
    const entries = (await initialize(owner, companyId, id)).body;
    const saved = await saveTree(owner, companyId, id, granting(entries, ['employees.view'], false));
    expect(saved.status).toBe(200);
    expect(await sub.next()).toEqual({ complete: true });
    const pushed = await companies.next();
    expect(pushed.data.myCompaniesChanged).toEqual({ kind: 'updated', company: { myPermissions: [] } });
    const list = await rest(s.app, 'GET', `/api/employees?companyId=${companyId}`, { user: member });
    expect(list.body).toEqual([]);
  });

  it('the roles screen hears another manager’s change', async () => {
    const { owner, companyId } = await s.f.company('Живой список');
    const watcher = await s.f.member(companyId, 'verifier');
    const sub = await subscribe(watcher, 'subscription($c:Int!){systemRolesChanged(companyId:$c){code userCount}}', {
      c: companyId,
    });
    await createRole(owner, companyId, { name: 'Новая', code: 'fresh' });
    const pushed = await sub.next();
    expect(pushed.data.systemRolesChanged.map((r: { code: string }) => r.code)).toContain('fresh');
  });
});
