import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/context';
import { dateText } from '../../shared/sql';
import {
  companyDate,
  formatDate,
  monthDaysBetween,
  nextBirthday,
  type CalendarDate,
} from '../../shared/calendar/calendar-dates';
import { publishCompanyDayStarted } from '../birthdays/birthday.events';
import { birthdayTodayMessage, birthdayUpcomingMessage, fullName } from './notification-texts';
import { insertNotifications, publishAdded, type InsertedNotification, type NotificationDraft } from './notify';

/** Who is celebrated, as in the birthdays module: working employees, on vacation included. */
const CELEBRATED = '{active,vacation}';
/** The company default; used only if the stored zone is unknown to this runtime's zone data. */
/** Companies and their timezones are re-read at least this often, so a new company is checked the same day. */
const RESCAN_MS = 60 * 60_000;

interface CompanyDue {
  id: number;
  timezone: string;
  birthday_notification_days: number;
  last_run: string | Date | null;
}

/**
 * Each company's birthday notifications of its current local day: today's birthdays and those
 * within its birthdayNotificationDays. A company whose local date has a run row is skipped; for
 * the others the run row is inserted `on conflict do nothing` and only the transaction that
 * inserted it writes the notifications, so two replicas (or two overlapping checks) notify once.
 * After downtime the first check catches up the current day; days missed entirely are not
 * replayed, their birthdays are past. Answers how many companies this call ran.
 */
export async function runBirthdayNotifications(app: AppDeps, now = new Date()): Promise<number> {
  return (await checkCompanies(app, now)).ran;
}

async function checkCompanies(app: AppDeps, now: Date): Promise<{ ran: number; timezones: string[] }> {
  const em = app.orm.em.fork() as EntityManager;
  const companies = await em.execute<CompanyDue[]>(
    `select c.id, c.timezone, c.birthday_notification_days,
            (select max(r.run_date) from birthday_notification_runs r where r.company_id = c.id) as last_run
     from companies c`,
  );
  let ran = 0;
  for (const company of companies) {
    const today = companyDate(company.timezone, now);
    const date = formatDate(today);
    if (company.last_run && dateText(company.last_run) >= date) continue;
    try {
      const inserted = await em.transactional((tx) => runCompany(tx, company, today, date));
      if (inserted === null) continue;
      ran++;
      await publishCompanyDayStarted(app, { companyId: company.id, date });
      await publishAdded(app, inserted);
    } catch (error) {
      // One company's failure must not hold up the others; its run row rolled back, so the next check retries it.
      app.log.error({ err: error }, 'birthday notifications failed for a company');
    }
  }
  return { ran, timezones: [...new Set(companies.map((c) => c.timezone))] };
}

/** null when another check has already run this company's day. */
async function runCompany(
  em: EntityManager,
  company: CompanyDue,
  today: CalendarDate,
  date: string,
): Promise<InsertedNotification[] | null> {
  const claimed = await em.execute<{ id: number }[]>(
    `insert into birthday_notification_runs (company_id, run_date, created_at) values (?, ?, now())
     on conflict (company_id, run_date) do nothing returning id`,
    [company.id, date],
  );
  if (claimed.length === 0) return null;
  const days = Math.min(30, Math.max(1, company.birthday_notification_days));
  const rows = await em.execute<
    { id: number; first_name: string; last_name: string; birth_date: string | Date; user_id: number | null }[]
  >(
    `select id, first_name, last_name, birth_date, user_id from employees
     where company_id = ? and status = any(?::text[]) and birth_date is not null
       and to_char(birth_date, 'MM-DD') = any(?::text[])
     order by last_name, first_name, id`,
    [company.id, CELEBRATED, `{${monthDaysBetween(today, 0, days).join(',')}}`],
  );
  const drafts = rows.flatMap((r): NotificationDraft[] => {
    const next = nextBirthday(dateText(r.birth_date), today);
    if (!next || next.daysUntil > days) return [];
    const name = fullName({ firstName: r.first_name, lastName: r.last_name });
    const subject = { employeeId: r.id, subjectUserId: r.user_id };
    return next.daysUntil === 0
      ? [{ type: 'birthday_today', message: birthdayTodayMessage(name), ...subject }]
      : [{ type: 'birthday_upcoming', message: birthdayUpcomingMessage(name, next.date, next.daysUntil), ...subject }];
  });
  return insertNotifications(em, company.id, drafts, null);
}

export interface BirthdaySchedule {
  /** A full check now (tests; `now` stands in for the clock). */
  runNow(now?: Date): Promise<number>;
  /** Stops the timer and waits for a check in progress. */
  stop(): Promise<void>;
}

/**
 * Checks at start and then every `intervalMs`. Between checks it reads nothing unless a known
 * company's local date has changed or an hour has passed, so an idle API costs no SQL per minute.
 */
export function scheduleBirthdayNotifications(app: AppDeps, intervalMs: number): BirthdaySchedule {
  let timezones: string[] = [];
  let lastDates = '';
  let lastScan = 0;
  let running: Promise<unknown> | null = null;

  const datesOf = (now: Date) => timezones.map((tz) => formatDate(companyDate(tz, now))).join();

  const check = async (now: Date) => {
    timezones = (await checkCompanies(app, now)).timezones;
    lastDates = datesOf(now);
    lastScan = now.getTime();
  };

  const tick = () => {
    const now = new Date();
    if (running || (now.getTime() - lastScan < RESCAN_MS && datesOf(now) === lastDates)) return;
    running = check(now)
      .catch((error: unknown) => app.log.error({ err: error }, 'birthday notification check failed'))
      .finally(() => (running = null));
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    async runNow(now = new Date()) {
      await running;
      return runBirthdayNotifications(app, now);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
