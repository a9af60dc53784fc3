import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let companyId: number;
let owner: TestUser;
let manager: TestUser;
let verifier: TestUser;
let self: TestUser;
let stranger: { owner: TestUser; companyId: number };
/** Linked to `self`, the employee-role member. */
let own: number;
let other: number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка', { currency: 'RUB' }));
  manager = await f.member(companyId, 'manager');
  verifier = await f.member(companyId, 'verifier');
  self = await f.member(companyId, 'employee');
  own = await f.employee(companyId, { firstName: 'Айгерим', lastName: 'Абаева', userId: self.user.id });
  other = await f.employee(companyId, { firstName: 'Иван', lastName: 'Петров' });
  stranger = await f.company('Чужая');
});

afterAll(async () => {
  await db.end();
  await app.close();
});

/** The user's notifications in the company, oldest first, as stored. */
async function stored(user: TestUser, company = companyId) {
  const res = await db.query(
    'select id, type, title, message, employee_id, is_read from notifications where user_id = $1 and company_id = $2 order by id',
    [user.user.id, company],
  );
  return res.rows as {
    id: number;
    type: string;
    title: string;
    message: string;
    employee_id: number;
    is_read: boolean;
  }[];
}

const clear = () => db.query('delete from notifications');

const book = (user: TestUser, employeeId: number, type = 'bonus', amount = '5000.00', reason = 'Премия') =>
  rest(app, 'POST', '/api/bonuses-penalties', {
    user,
    body: { companyId, employeeId, type, amount, reason, ...(type === 'piecework' ? { quantity: 2 } : {}) },
  });

describe('created from domain events', () => {
  it('a booked bonus tells the members who read pay, not the actor; the employee role only of its own', async () => {
    await clear();
    expect((await book(owner, other)).status).toBe(201);
    for (const user of [manager, verifier]) {
      expect(await stored(user)).toMatchObject([
        { type: 'bonus', title: 'Начислен бонус', message: 'Иван Петров: 5 000,00 ₽ — Премия', employee_id: other },
      ]);
    }
    expect(await stored(owner)).toEqual([]);
    expect(await stored(self)).toEqual([]);

    expect((await book(manager, own, 'penalty', '250.50', 'Опоздание')).status).toBe(201);
    expect(await stored(self)).toMatchObject([
      { type: 'penalty', title: 'Назначен штраф', message: 'Айгерим Абаева: 250,50 ₽ — Опоздание' },
    ]);
    expect((await stored(owner)).map((n) => n.type)).toEqual(['penalty']);
    expect((await stored(manager)).map((n) => n.type)).toEqual(['bonus']);
  });

  it('advances and piecework have their own types', async () => {
    await clear();
    await book(owner, other, 'advance', '1000', 'Аванс');
    await book(owner, other, 'piecework', '300', 'Сдельная выплата');
    expect((await stored(manager)).map((n) => [n.type, n.title])).toEqual([
      ['advance', 'Выдан аванс'],
      ['piecework', 'Начислена сдельная оплата'],
    ]);
    expect(await stored(stranger.owner, companyId)).toEqual([]);
  });

  it('employees created, updated and deleted; the employee role hears of its own record only', async () => {
    await clear();
    const department = await db.query(
      "insert into departments (company_id, name, created_at, updated_at) values ($1, 'Продажи', now(), now()) returning id",
      [companyId],
    );
    const created = await rest(app, 'POST', '/api/employees', {
      user: manager,
      body: {
        companyId,
        firstName: 'Нурлан',
        lastName: 'Осмонов',
        phone: '+996 555 111 111',
        departmentIds: [department.rows[0].id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(
      (await rest(app, 'PUT', `/api/employees/${id}`, { user: manager, body: { companyId, lastName: 'Осмонов-Уулу' } }))
        .status,
    ).toBe(200);
    expect((await rest(app, 'DELETE', `/api/employees/${id}?companyId=${companyId}`, { user: manager })).status).toBe(
      200,
    );
    expect((await stored(owner)).map((n) => [n.type, n.title, n.message])).toEqual([
      ['employee_created', 'Добавлен сотрудник', 'Нурлан Осмонов'],
      ['employee_updated', 'Изменены данные сотрудника', 'Нурлан Осмонов-Уулу'],
      ['employee_deleted', 'Удален сотрудник', 'Нурлан Осмонов-Уулу'],
    ]);
    expect(await stored(manager)).toEqual([]);
    expect(await stored(self)).toEqual([]);

    // The member's own record: updated, then deleted (no longer in the table when the notification is written).
    expect(
      (await rest(app, 'PUT', `/api/employees/${own}`, { user: owner, body: { companyId, phone: '+996 555 222 222' } }))
        .status,
    ).toBe(200);
    const mine = await f.employee(companyId, { firstName: 'Второй', lastName: 'Профиль' });
    await db.query('update employees set user_id = null where id = $1', [own]);
    await db.query('update employees set user_id = $1 where id = $2', [self.user.id, mine]);
    expect((await rest(app, 'DELETE', `/api/employees/${mine}?companyId=${companyId}`, { user: owner })).status).toBe(
      200,
    );
    await db.query('update employees set user_id = $1 where id = $2', [self.user.id, own]);
    expect((await stored(self)).map((n) => [n.type, n.employee_id])).toEqual([
      ['employee_updated', own],
      ['employee_deleted', mine],
    ]);
  });

  it('a fixed payroll period is a salary_calculated notification', async () => {
    await clear();
    const res = await rest(app, 'POST', '/api/fix-employee-rules', {
      user: owner,
      body: { companyId, employeeId: other, startDate: '2026-10-01', endDate: '2026-10-31', employeeProfit: '0' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const due = res.body.snapshot.card.amountDue as string;
    const [note] = await stored(manager);
    expect(note).toMatchObject({ type: 'salary_calculated', title: 'Зарплата рассчитана' });
    expect(note.message).toMatch(/^Иван Петров: 01\.10\.2026–31\.10\.2026, к выплате [\d ]+,\d\d ₽$/);
    expect(note.message.replace(/ /g, '')).toContain(due.replace('.', ','));
    expect(await stored(owner)).toEqual([]);
    expect(await stored(self)).toEqual([]);
  });

  it('a settings change is a system_update for every other member, naming what changed', async () => {
    await clear();
    const res = await rest(app, 'PUT', `/api/companies/${companyId}`, {
      user: owner,
      body: { timezone: 'Asia/Almaty', currency: 'RUB', birthdayNotificationDays: 5 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = {
      type: 'system_update',
      title: 'Обновление системы',
      message: 'Настройки компании «Ромашка» изменены: часовой пояс, дни до напоминания о дне рождения',
      employee_id: null,
    };
    for (const member of [manager, verifier, self]) expect(await stored(member)).toMatchObject([expected]);
    expect(await stored(owner)).toEqual([]);
    // The same values again change nothing and tell no one.
    await clear();
    await rest(app, 'PUT', `/api/companies/${companyId}`, { user: owner, body: { timezone: 'Asia/Almaty' } });
    expect(await stored(manager)).toEqual([]);
  });

  it('a role switched off no longer receives the type; the others still do', async () => {
    await clear();
    const saved = await rest(app, 'POST', '/api/role-notification-settings', {
      user: owner,
      body: { companyId, settings: [{ role: 'manager', notificationType: 'bonus_penalty_added', enabled: false }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await book(owner, other);
    expect(await stored(manager)).toEqual([]);
    expect(await stored(verifier)).toHaveLength(1);
    await rest(app, 'POST', '/api/role-notification-settings', {
      user: owner,
      body: { companyId, settings: [{ role: 'manager', notificationType: 'bonus_penalty_added', enabled: true }] },
    });
    await book(owner, other);
    expect(await stored(manager)).toHaveLength(1);
  });
});

describe('role notification settings', () => {
  it('lists every role × type with the defaults on, and saves through GraphQL', async () => {
    const before = await rest(app, 'GET', `/api/role-notification-settings?companyId=${companyId}`, { user: self });
    expect(before.status).toBe(200);
    expect(before.body).toHaveLength(36);
    expect(before.body.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
    const res = await gql(
      app,
      `mutation($c: Int!, $s: [RoleNotificationSettingInput!]!) {
        saveRoleNotificationSettings(companyId: $c, settings: $s) { role notificationType enabled } }`,
      { c: companyId, s: [{ role: 'verifier', notificationType: 'birthday_today', enabled: false }] },
      owner,
    );
    expect(res.errors).toBeUndefined();
    const off = res.data.saveRoleNotificationSettings.filter((s: { enabled: boolean }) => !s.enabled);
    expect(off).toEqual([{ role: 'verifier', notificationType: 'birthday_today', enabled: false }]);
    await db.query('delete from role_notification_settings');
  });

  it('refuses bad input with a Russian message and writes nothing; roles without the right get 403', async () => {
    const bad = await rest(app, 'POST', '/api/role-notification-settings', {
      user: owner,
      body: {
        companyId,
        settings: [
          { role: 'manager', notificationType: 'system', enabled: false },
          { role: 'manager', notificationType: 'nonsense', enabled: false },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Неизвестный тип уведомления');
    const empty = await rest(app, 'POST', '/api/role-notification-settings', {
      user: owner,
      body: { companyId, settings: [] },
    });
    expect([empty.status, empty.body.message]).toEqual([400, 'Передайте хотя бы одну настройку']);
    const twice = { role: 'manager', notificationType: 'system', enabled: false };
    const dup = await rest(app, 'POST', '/api/role-notification-settings', {
      user: owner,
      body: { companyId, settings: [twice, { ...twice, enabled: true }] },
    });
    expect(dup.status).toBe(400);
    const refused = await rest(app, 'POST', '/api/role-notification-settings', {
      user: verifier,
      body: { companyId, settings: [twice] },
    });
    expect(refused.status).toBe(403);
    expect((await db.query('select count(*) as n from role_notification_settings')).rows[0].n).toBe('0');
  });
});

describe('reading and marking', () => {
  it('lists, counts and marks read through REST, each member only its own', async () => {
    await clear();
    await book(owner, other, 'bonus', '1', 'Первая');
    await book(owner, other, 'bonus', '2', 'Вторая');
    await book(owner, other, 'bonus', '3', 'Третья');
    const list = await rest(app, 'GET', `/api/notifications?companyId=${companyId}`, { user: manager });
    expect(list.status).toBe(200);
    expect(list.body.map((n: { message: string }) => n.message.split('— ')[1])).toEqual(['Третья', 'Вторая', 'Первая']);
    expect(list.body[0]).toMatchObject({ companyId, type: 'bonus', isRead: false });
    expect(Object.keys(list.body[0]).sort()).toEqual([
      'companyId',
      'createdAt',
      'id',
      'isRead',
      'message',
      'title',
      'type',
    ]);
    const page = await rest(app, 'GET', `/api/notifications?companyId=${companyId}&first=1&before=${list.body[0].id}`, {
      user: manager,
    });
    expect(page.body.map((n: { id: number }) => n.id)).toEqual([list.body[1].id]);
    expect((await rest(app, 'GET', `/api/notifications/count?companyId=${companyId}`, { user: manager })).body).toEqual(
      {
        count: 3,
      },
    );

    const read = await rest(app, 'PATCH', `/api/notifications/${list.body[0].id}/read`, { user: manager });
    expect([read.status, read.body.isRead]).toEqual([200, true]);
    expect(
      (await rest(app, 'GET', `/api/notifications/count?companyId=${companyId}`, { user: manager })).body.count,
    ).toBe(2);
    const unread = await rest(app, 'GET', `/api/notifications?companyId=${companyId}&unreadOnly=true`, {
      user: manager,
    });
    expect(unread.body).toHaveLength(2);

    // Another member's notification is not found, and stays unread.
    const verifiers = await stored(verifier);
    const theirs = await rest(app, 'PATCH', `/api/notifications/${verifiers[0].id}/read`, { user: manager });
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Уведомление не найдено']);
    expect((await stored(verifier))[0].is_read).toBe(false);

    const all = await rest(app, 'PATCH', '/api/notifications/mark-all-read', { user: manager, body: { companyId } });
    expect(all.body).toEqual({ marked: 2 });
    expect(
      (await rest(app, 'GET', `/api/notifications/count?companyId=${companyId}`, { user: manager })).body.count,
    ).toBe(0);
    expect((await stored(verifier)).filter((n) => !n.is_read)).toHaveLength(3);
  });

  it('lists, counts and marks read through GraphQL', async () => {
    await clear();
    await book(owner, other);
    const q = await gql(
      app,
      'query($c: Int!) { notifications(companyId: $c) { id type title isRead } notificationCount(companyId: $c) { count } }',
      { c: companyId },
      verifier,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.notificationCount).toEqual({ count: 1 });
    const id = q.data.notifications[0].id as number;
    const m = await gql(app, 'mutation($id: Int!) { markNotificationRead(id: $id) { id isRead } }', { id }, verifier);
    expect(m.data.markNotificationRead).toEqual({ id, isRead: true });
    const notMine = await gql(app, 'mutation($id: Int!) { markNotificationRead(id: $id) { id } }', { id }, manager);
    expect(notMine.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const all = await gql(
      app,
      'mutation($c: Int!) { markAllNotificationsRead(companyId: $c) }',
      { c: companyId },
      manager,
    );
    expect(all.data.markAllNotificationsRead).toBe(1);
  });

  it('a stranger gets 404 for every operation', async () => {
    await clear();
    await book(owner, other);
    const [mine] = await stored(manager);
    const s = stranger.owner;
    const calls = [
      rest(app, 'GET', `/api/notifications?companyId=${companyId}`, { user: s }),
      rest(app, 'GET', `/api/notifications/count?companyId=${companyId}`, { user: s }),
      rest(app, 'PATCH', `/api/notifications/${mine.id}/read`, { user: s }),
      rest(app, 'PATCH', '/api/notifications/mark-all-read', { user: s, body: { companyId } }),
      rest(app, 'GET', `/api/role-notification-settings?companyId=${companyId}`, { user: s }),
      rest(app, 'POST', '/api/role-notification-settings', {
        user: s,
        body: { companyId, settings: [{ role: 'manager', notificationType: 'system', enabled: false }] },
      }),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const viaGraphql = await gql(
      app,
      'query($c: Int!) { notificationCount(companyId: $c) { count } }',
      { c: companyId },
      s,
    );
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stored(manager))[0].is_read).toBe(false);
    const anonymous = await rest(app, 'GET', `/api/notifications/count?companyId=${companyId}`);
    expect(anonymous.status).toBe(401);
  });

  it('a member removed from the company can no longer read or mark what it received there', async () => {
    await clear();
    const leaver = await f.member(companyId, 'verifier');
    await book(owner, other);
    const [note] = await stored(leaver);
    await db.query('delete from memberships where user_id = $1', [leaver.user.id]);
    const mark = await rest(app, 'PATCH', `/api/notifications/${note.id}/read`, { user: leaver });
    expect([mark.status, mark.body.message]).toEqual([404, 'Уведомление не найдено']);
    expect((await rest(app, 'GET', `/api/notifications?companyId=${companyId}`, { user: leaver })).status).toBe(404);
  });
});

describe('subscriptions', () => {
  it('push the caller’s count at the start and after each change, and each new notification', async () => {
    await clear();
    const ws = wsClient(app.url, { token: manager.token });
    // One client per subscription: the test client waits for its own connection.
    const ws2 = wsClient(app.url, { token: manager.token });
    const other2 = wsClient(app.url, { token: verifier.token });
    try {
      const counts = await ws.subscribe('subscription($c: Int!) { notificationCount(companyId: $c) { count } }', {
        c: companyId,
      });
      expect((await counts.next()).data.notificationCount).toEqual({ count: 0 });
      const added = await ws2.subscribe(
        'subscription($c: Int!) { notificationAdded(companyId: $c) { id type message isRead } }',
        { c: companyId },
      );
      const verifierAdded = await other2.subscribe(
        'subscription($c: Int!) { notificationAdded(companyId: $c) { id message } }',
        { c: companyId },
      );
      await book(owner, other, 'bonus', '700', 'Живая');
      expect((await counts.next()).data.notificationCount).toEqual({ count: 1 });
      const pushed = (await added.next()).data.notificationAdded;
      expect(pushed).toMatchObject({ type: 'bonus', message: 'Иван Петров: 700,00 ₽ — Живая', isRead: false });
      const theirs = (await verifierAdded.next()).data.notificationAdded;
      expect(theirs.id).not.toBe(pushed.id);
      expect((await stored(manager)).map((n) => n.id)).toEqual([pushed.id]);

      await rest(app, 'PATCH', `/api/notifications/${pushed.id}/read`, { user: manager });
      expect((await counts.next()).data.notificationCount).toEqual({ count: 0 });
      // The manager's own action is not pushed to it as a new notification.
      await book(manager, other);
      await book(owner, other);
      expect((await counts.next()).data.notificationCount).toEqual({ count: 1 });
      await rest(app, 'PATCH', '/api/notifications/mark-all-read', { user: manager, body: { companyId } });
      expect((await counts.next()).data.notificationCount).toEqual({ count: 0 });
    } finally {
      ws.close();
      ws2.close();
      other2.close();
    }
  });

  it('refuses a stranger at the start', async () => {
    const ws = wsClient(app.url, { token: stranger.owner.token });
    try {
      const sub = await ws.subscribe('subscription($c: Int!) { notificationCount(companyId: $c) { count } }', {
        c: companyId,
      });
      const first = await sub.next();
      expect(first.errors?.[0]?.extensions?.code ?? first.error?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      ws.close();
    }
  });
});
