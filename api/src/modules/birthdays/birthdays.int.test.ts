import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * The server runs in this process, so faking Date (only Date: timers and I/O stay real) fixes
 * "now" for it: 2027-02-27 12:00 UTC is already 28 February (a common year) in Kiritimati
 * (UTC+14) and still 27 February in Bishkek (UTC+6).
 */
const NOW = new Date('2027-02-27T12:00:00Z');
const PHOTO = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let bishkek: { owner: TestUser; companyId: number };
let kiritimati: { owner: TestUser; companyId: number };
let outsider: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  bishkek = await f.company('Бишкек', { timezone: 'Asia/Bishkek', birthdayNotificationDays: 3 });
  kiritimati = await f.company('Киритимати', { timezone: 'Pacific/Kiritimati', birthdayNotificationDays: 30 });
  outsider = (await f.company('Чужая')).owner;
  for (const { companyId } of [bishkek, kiritimati]) {
    const add = async (key: string, birthDate: string, status = 'active', lastName = key) =>
      (ids[`${companyId}:${key}`] = await f.employee(companyId, { firstName: 'И', lastName, birthDate, status }));
    await add('feb27', '1990-02-27');
    await add('feb28', '1991-02-28');
    await add('leapling', '1996-02-29');
    await add('mar01', '1985-03-01', 'vacation');
    await add('mar02', '1985-03-02');
    await add('mar03', '1985-03-03');
    await add('inactive', '1985-02-27', 'inactive');
    await add('later', '1985-06-15');
    await add('noBirthday', '', 'active');
  }
  const b = bishkek.companyId;
  const dep = await db.query(
    `insert into departments (company_id, name, created_at, updated_at) values ($1, 'Продажи', now(), now()), ($1, 'Склад', now(), now()) returning id`,
    [b],
  );
  const branch = await db.query(
    `insert into branches (company_id, name, city, created_at, updated_at) values ($1, 'Центр', 'Бишкек', now(), now()) returning id`,
    [b],
  );
  await f.placeInDepartment(ids[`${b}:feb27`]!, dep.rows[1].id, 1);
  await f.placeInDepartment(ids[`${b}:feb27`]!, dep.rows[0].id, 0);
  await f.placeInBranch(ids[`${b}:feb27`]!, branch.rows[0].id);
  await db.query(
    `insert into stored_images (id, mime, bytes, size, created_at) values ($1, 'image/jpeg', '\\x00', 1, now())`,
    [PHOTO],
  );
  await db.query('update employees set photo_id = $1 where id = $2', [PHOTO, ids[`${b}:feb27`]]);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
  vi.useRealTimers();
});

const today = (user: TestUser, companyId: number) =>
  rest(app, 'GET', `/api/birthdays/today?companyId=${companyId}`, { user });
const upcoming = (user: TestUser, companyId: number) =>
  rest(app, 'GET', `/api/birthdays/upcoming?companyId=${companyId}`, { user });
const names = (list: { lastName: string }[]) => list.map((e) => e.lastName);

describe('birthdays', () => {
  it('today follows each company’s timezone; 29 February falls on 28 February in a common year', async () => {
    const inBishkek = await today(bishkek.owner, bishkek.companyId);
    expect(inBishkek.status).toBe(200);
    expect(inBishkek.body).toEqual([
      {
        id: ids[`${bishkek.companyId}:feb27`],
        firstName: 'И',
        lastName: 'feb27',
        photoUrl: `/api/images/${PHOTO}`,
        departmentName: 'Продажи',
        branchName: 'Центр',
      },
    ]);
    const inKiritimati = await today(kiritimati.owner, kiritimati.companyId);
    expect(names(inKiritimati.body)).toEqual(['feb28', 'leapling']);
    expect(inKiritimati.body[0]).toMatchObject({ departmentName: null, branchName: null });
  });

  it('upcoming lists the next birthdayNotificationDays days with date and daysUntil, soonest first', async () => {
    const inBishkek = await upcoming(bishkek.owner, bishkek.companyId);
    expect(inBishkek.body.map((e: any) => [e.lastName, e.date, e.daysUntil])).toEqual([
      ['feb28', '2027-02-28', 1],
      ['leapling', '2027-02-28', 1],
      ['mar01', '2027-03-01', 2],
      ['mar02', '2027-03-02', 3],
    ]);
    // 30 days ahead from 28 February in Kiritimati: today's are not repeated, inactive people are left out.
    const inKiritimati = await upcoming(kiritimati.owner, kiritimati.companyId);
    expect(inKiritimati.body.map((e: any) => [e.lastName, e.date, e.daysUntil])).toEqual([
      ['mar01', '2027-03-01', 1],
      ['mar02', '2027-03-02', 2],
      ['mar03', '2027-03-03', 3],
    ]);
  });

  it('moves with the clock: in the leap year the leapling has the 29th, and the year end wraps', async () => {
    vi.setSystemTime(new Date('2028-02-29T12:00:00Z'));
    try {
      const member = await f.member(bishkek.companyId, 'verifier');
      expect(names((await today(member, bishkek.companyId)).body)).toEqual(['leapling']);
      expect((await upcoming(member, bishkek.companyId)).body.map((e: any) => [e.lastName, e.daysUntil])).toEqual([
        ['mar01', 1],
        ['mar02', 2],
        ['mar03', 3],
      ]);
      vi.setSystemTime(new Date('2027-12-31T12:00:00Z'));
      const late = await f.member(kiritimati.companyId, 'verifier');
      // Already 1 January 2028 in Kiritimati: 30 days ahead reach 31 January, no one.
      expect((await today(late, kiritimati.companyId)).body).toEqual([]);
      await db.query(`update companies set birthday_notification_days = 30 where id = $1`, [bishkek.companyId]);
      await f.employee(bishkek.companyId, { lastName: 'jan02', birthDate: '1970-01-02' });
      const wrap = await upcoming(await f.member(bishkek.companyId, 'manager'), bishkek.companyId);
      expect(wrap.body.map((e: any) => [e.lastName, e.date, e.daysUntil])).toEqual([['jan02', '2028-01-02', 2]]);
    } finally {
      vi.setSystemTime(NOW);
      await db.query(`update companies set birthday_notification_days = 3 where id = $1`, [bishkek.companyId]);
    }
  });

  it('shows an employee-role member only their own entry', async () => {
    const member = await f.member(bishkek.companyId, 'employee');
    expect((await today(member, bishkek.companyId)).body).toEqual([]);
    await db.query('update employees set user_id = $1 where id = $2', [
      member.user.id,
      ids[`${bishkek.companyId}:mar01`],
    ]);
    expect((await today(member, bishkek.companyId)).body).toEqual([]);
    expect(names((await upcoming(member, bishkek.companyId)).body)).toEqual(['mar01']);
    await db.query('update employees set user_id = $1 where id = $2', [null, ids[`${bishkek.companyId}:mar01`]]);
    await db.query('update employees set user_id = $1 where id = $2', [
      member.user.id,
      ids[`${bishkek.companyId}:feb27`],
    ]);
    expect(names((await today(member, bishkek.companyId)).body)).toEqual(['feb27']);
  });

  it('answers 404 to another company’s member, over REST and GraphQL', async () => {
    expect((await today(outsider, bishkek.companyId)).status).toBe(404);
    expect((await upcoming(outsider, bishkek.companyId)).status).toBe(404);
    for (const field of ['birthdaysToday', 'upcomingBirthdays']) {
      const res = await gql(app, `query($c:Int!){ ${field}(companyId:$c){ id } }`, { c: bishkek.companyId }, outsider);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await rest(app, 'GET', `/api/birthdays/today?companyId=${bishkek.companyId}`)).status).toBe(401);
  });

  it('works over GraphQL', async () => {
    const res = await gql(
      app,
      'query($c:Int!){ birthdaysToday(companyId:$c){ id lastName departmentName branchName photoUrl } upcomingBirthdays(companyId:$c){ lastName date daysUntil } }',
      { c: kiritimati.companyId },
      kiritimati.owner,
    );
    expect(res.data.birthdaysToday.map((e: any) => e.lastName)).toEqual(['feb28', 'leapling']);
    expect(res.data.upcomingBirthdays[0]).toEqual({ lastName: 'mar01', date: '2027-03-01', daysUntil: 1 });
  });

  it('pushes today’s list when a change moves it, and refuses a stranger', async () => {
    const { owner, companyId } = bishkek;
    const ws = wsClient(app.url, { token: owner.token });
    const other = wsClient(app.url, { token: outsider.token });
    try {
      const query = 'subscription($c:Int!){ birthdaysTodayChanged(companyId:$c){ lastName departmentName } }';
      const sub = await ws.subscribe(query, { c: companyId });
      const refused = await other.subscribe(query, { c: companyId });
      expect((await refused.next()).errors[0].extensions.code).toBe('NOT_FOUND');
      // Another day's birthday leaving changes nothing today: the first push is feb27's removal.
      expect(
        (
          await rest(app, 'DELETE', `/api/employees/${ids[`${companyId}:mar03`]}?companyId=${companyId}`, {
            user: owner,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await rest(app, 'DELETE', `/api/employees/${ids[`${companyId}:feb27`]}?companyId=${companyId}`, {
            user: owner,
          })
        ).status,
      ).toBe(200);
      expect((await sub.next()).data.birthdaysTodayChanged).toEqual([]);
    } finally {
      await Promise.all([ws.close(), other.close()]);
    }
  });
});
