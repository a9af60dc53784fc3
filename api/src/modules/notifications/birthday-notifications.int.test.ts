import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { formatDate, todayIn } from '../../shared/calendar/calendar-dates';
import { runBirthdayNotifications, scheduleBirthdayNotifications } from './birthday-notifications';

let app: TestApp;
/** A second API instance on the same database: another replica. */
let replica: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  app = await startTestApp();
  replica = await startTestApp({ DATABASE_URL: app.databaseUrl });
  db = await connect(app);
  f = fixtures(app, db);
});

afterAll(async () => {
  await db.end();
  await replica.close();
  await app.close();
});

/** Noon in Bishkek (UTC+6) on 10 May 2027. */
const NOW = new Date('2027-05-10T06:00:00Z');

async function notes(user: TestUser, companyId: number) {
  const res = await db.query(
    'select type, title, message, employee_id from notifications where user_id = $1 and company_id = $2 order by id',
    [user.user.id, companyId],
  );
  return res.rows as { type: string; title: string; message: string; employee_id: number }[];
}

const runs = async (companyId: number) =>
  (
    await db.query(
      "select to_char(run_date, 'YYYY-MM-DD') as d from birthday_notification_runs where company_id = $1 order by d",
      [companyId],
    )
  ).rows.map((r) => r.d as string);

describe('birthday notifications', () => {
  it('tell of today’s and the coming days’ birthdays exactly once when two replicas race', async () => {
    const { owner, companyId } = await f.company('Именинники', { birthdayNotificationDays: 3 });
    const self = await f.member(companyId, 'employee');
    const today = await f.employee(companyId, {
      firstName: 'Айгерим',
      lastName: 'Абаева',
      birthDate: '1990-05-10',
      userId: self.user.id,
    });
    const soon = await f.employee(companyId, { firstName: 'Иван', lastName: 'Петров', birthDate: '1991-05-12' });
    const away = await f.employee(companyId, {
      firstName: 'Анна',
      lastName: 'Ли',
      birthDate: '1985-05-10',
      status: 'vacation',
    });
    await f.employee(companyId, { firstName: 'Поздно', lastName: 'Потом', birthDate: '1992-05-14' });
    await f.employee(companyId, { firstName: 'Ушел', lastName: 'Давно', birthDate: '1992-05-10', status: 'inactive' });

    let listening = true;
    const published = [app, replica].map((a) => {
      const sent: [string, string | number, unknown][] = [];
      a.server.deps.events.onPublish((...message) => void (listening && sent.push(message)));
      return sent;
    });
    const ran = await Promise.all([
      app.server.birthdays.runNow(NOW),
      replica.server.birthdays.runNow(NOW),
      runBirthdayNotifications(app.server.deps, NOW),
      runBirthdayNotifications(replica.server.deps, NOW),
    ]);
    expect(await runs(companyId)).toEqual(['2027-05-10']);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    // The company's new day is told once, by the replica that claimed it (live birthday lists refresh on it).
    const dayStarts = published.flatMap((sent) =>
      sent.filter(([name, id]) => name === 'companyDayStarted' && id === companyId),
    );
    expect(dayStarts).toEqual([['companyDayStarted', companyId, { companyId, date: '2027-05-10' }]]);
    listening = false;

    expect((await notes(owner, companyId)).map((n) => [n.type, n.title, n.message, n.employee_id])).toEqual([
      ['birthday_today', 'День рождения сегодня', 'Айгерим Абаева сегодня празднует день рождения', today],
      ['birthday_today', 'День рождения сегодня', 'Анна Ли сегодня празднует день рождения', away],
      ['birthday_upcoming', 'Скоро день рождения', 'Иван Петров: день рождения 12.05.2027, через 2 дня', soon],
    ]);
    // The employee role hears of its own birthday only.
    expect((await notes(self, companyId)).map((n) => n.employee_id)).toEqual([today]);

    // A later check the same day adds nothing.
    await runBirthdayNotifications(app.server.deps, new Date('2027-05-10T17:59:00Z'));
    expect(await notes(owner, companyId)).toHaveLength(3);
  });

  it('runs at the company’s local midnight and catches up the current day after downtime', async () => {
    const { owner, companyId } = await f.company('Часовые пояса', { timezone: 'Asia/Bishkek' });
    await f.employee(companyId, { firstName: 'Майский', lastName: 'Одиннадцатый', birthDate: '1990-05-11' });
    await f.employee(companyId, { firstName: 'Майский', lastName: 'Девятый', birthDate: '1990-05-09' });
    // The API was down from 5 May: nothing ran on the 6th to the 10th.
    await db.query(
      "insert into birthday_notification_runs (company_id, run_date, created_at) values ($1, '2027-05-05', now())",
      [companyId],
    );
    await runBirthdayNotifications(app.server.deps, NOW);
    expect(await runs(companyId)).toEqual(['2027-05-05', '2027-05-10']);
    // The 9th is past: only the current day is caught up.
    expect((await notes(owner, companyId)).map((n) => n.message)).toEqual([
      'Майский Одиннадцатый: день рождения 11.05.2027, через 1 день',
    ]);

    // 23:59 in Bishkek is still the 10th; 00:00 is the 11th.
    await runBirthdayNotifications(app.server.deps, new Date('2027-05-10T17:59:59Z'));
    expect(await runs(companyId)).toEqual(['2027-05-05', '2027-05-10']);
    await runBirthdayNotifications(app.server.deps, new Date('2027-05-10T18:00:00Z'));
    expect(await runs(companyId)).toEqual(['2027-05-05', '2027-05-10', '2027-05-11']);
    expect((await notes(owner, companyId)).map((n) => n.type)).toEqual(['birthday_upcoming', 'birthday_today']);
  });

  it('respects the role settings', async () => {
    const { owner, companyId } = await f.company('Настройки');
    const manager = await f.member(companyId, 'manager');
    await f.employee(companyId, { birthDate: '1990-05-10' });
    await f.employee(companyId, { birthDate: '1990-05-11' });
    await db.query(
      "insert into role_notification_settings (company_id, role, notification_type, enabled) values ($1, 'manager', 'birthday_today', false)",
      [companyId],
    );
    await runBirthdayNotifications(app.server.deps, NOW);
    expect((await notes(manager, companyId)).map((n) => n.type)).toEqual(['birthday_upcoming']);
    expect((await notes(owner, companyId)).map((n) => n.type)).toEqual(['birthday_today', 'birthday_upcoming']);
  });

  it('a process starting up checks at once, by the real clock', async () => {
    const { owner, companyId } = await f.company('После перезапуска', { timezone: 'Asia/Tokyo' });
    const localToday = formatDate(todayIn('Asia/Tokyo', new Date()));
    await f.employee(companyId, {
      firstName: 'Сегодня',
      lastName: 'Именинник',
      birthDate: `1996-${localToday.slice(5)}`,
    });
    const started = scheduleBirthdayNotifications(app.server.deps, 60_000);
    await started.stop();
    expect(await runs(companyId)).toEqual([localToday]);
    expect((await notes(owner, companyId)).map((n) => n.message)).toEqual([
      'Сегодня Именинник сегодня празднует день рождения',
    ]);
  });
});
