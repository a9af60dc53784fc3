import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/context';
import { dateText } from '../../shared/sql';
import { companyDate, formatDate, type CalendarDate } from '../../shared/calendar/calendar-dates';
import { COMPANY_DAY_STARTED, celebratedBetween } from '../birthdays';
import { companyCalendars, type CompanyCalendar } from '../companies';
import { birthdayTodayMessage, birthdayUpcomingMessage, fullName } from './notification-texts';
import { insertNotifications, publishAdded, type InsertedNotification, type NotificationDraft } from './notify';

/** Companies and their timezones are re-read at least this often, so a new company is checked the same day. */
const RESCAN_MS = 60 * 60_000;

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
  const [companies, lastRuns] = await Promise.all([companyCalendars(em), lastRunDates(em)]);
  let ran = 0;
  for (const company of companies) {
    const today = companyDate(company.timezone, now);
    const date = formatDate(today);
    const lastRun = lastRuns.get(company.id);
    if (lastRun && lastRun >= date) continue;
    try {
      const inserted = await em.transactional((tx) => runCompany(app, tx, company, today, date));
      if (inserted === null) continue;
      ran++;
      const origin = { app, em, actorUserId: null };
      await app.events.happened(origin, COMPANY_DAY_STARTED, { companyId: company.id, date });
      await publishAdded(origin, inserted);
    } catch (error) {
      // One company's failure must not hold up the others; its run row rolled back, so the next check retries it.
      app.log.error({ err: error }, 'birthday notifications failed for a company');
    }
  }
  return { ran, timezones: [...new Set(companies.map((c) => c.timezone))] };
}

/** Each company's latest day already checked ('YYYY-MM-DD'). */
async function lastRunDates(em: EntityManager): Promise<Map<number, string>> {
  const rows = await em.execute<{ companyId: number; lastRun: string | Date }[]>(
    'select company_id as "companyId", max(run_date) as "lastRun" from birthday_notification_runs group by company_id',
  );
  return new Map(rows.map((r) => [r.companyId, dateText(r.lastRun)]));
}

/** null when another check has already run this company's day. */
async function runCompany(
  app: AppDeps,
  em: EntityManager,
  company: CompanyCalendar,
  today: CalendarDate,
  date: string,
): Promise<InsertedNotification[] | null> {
  const claimed = await em.execute<{ id: number }[]>(
    `insert into birthday_notification_runs (company_id, run_date, created_at) values (?, ?, now())
     on conflict (company_id, run_date) do nothing returning id`,
    [company.id, date],
  );
  if (claimed.length === 0) return null;
  const days = Math.min(30, Math.max(1, company.birthdayNotificationDays));
  const drafts = (await celebratedBetween(em, company.id, today, 0, days)).map(
    ({ person, next }): NotificationDraft => {
      const name = fullName(person);
      const subject = { employeeId: person.id, subjectUserId: person.userId };
      return next.daysUntil === 0
        ? { type: 'birthday_today', message: birthdayTodayMessage(name), ...subject }
        : { type: 'birthday_upcoming', message: birthdayUpcomingMessage(name, next.date, next.daysUntil), ...subject };
    },
  );
  return insertNotifications(app, em, company.id, drafts, null);
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
