import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import type { EntityManager } from '@mikro-orm/postgresql';
import { companyCache } from '../../shared/cache/company-cache';
import type { AppDeps, RequestContext } from '../../shared/context';
import type { EventName } from '../../shared/events';
import { loadPlacements, requireStaffRead, type StaffScope } from '../staff';
import { companyCalendar } from '../companies';
import { imageUrl } from '../images';
import { companyDate, formatDate, type CalendarDate, type Occurrence } from '../../shared/calendar/calendar-dates';
import { celebratedBetween } from './celebrated';
import type { BirthdayView, UpcomingBirthdayView } from './birthday.view';

/**
 * Employees whose birthday is today in the company's timezone (29 February on 28 February in
 * common years). The employee role sees only its own entry. `now` is for tests.
 */
export async function birthdaysToday(
  ctx: RequestContext,
  companyId: number,
  now = new Date(),
): Promise<BirthdayView[]> {
  const scope = await requireStaffRead(ctx, companyId, FIELD_KEYS.birthDate);
  return seenBy(scope, await todaysList(ctx.app, companyId, now));
}

/** What a scope sees of the company's list: everything, or the employee role's own entry. */
export function seenBy(scope: StaffScope, list: BirthdayView[]): BirthdayView[] {
  return scope.all ? list : list.filter((v) => v.id === scope.ownEmployeeId);
}

const EVERYONE = { all: true, ownEmployeeId: null };

/** Staff, structure and settings changes, and a new day, change who is celebrated today. */
export const TODAY_MOVED_BY = [
  'employeeChanged',
  'departmentChanged',
  'branchChanged',
  'companyChanged',
  'companyDayStarted',
] as const satisfies readonly EventName[];

/**
 * The company's whole list of today, read once per process for every request and live subscriber
 * until one of TODAY_MOVED_BY says it changed, or the company's date moved on before the day's
 * event arrived.
 */
export async function todaysList(app: AppDeps, companyId: number, now: Date): Promise<BirthdayView[]> {
  const cache = companyCache(app.events, 'birthdaysToday', TODAY_MOVED_BY);
  const read = () =>
    cache.get(companyId, 'today', async () => {
      const em = app.orm.em.fork();
      const { timezone, today, found } = await celebrated(em, companyId, now, 'today', EVERYONE);
      return { timezone, date: formatDate(today), list: found.sort(byName).map(({ view }) => view) };
    });
  const { timezone, date, list } = await read();
  if (date === formatDate(companyDate(timezone, now))) return list;
  cache.invalidate(companyId);
  return (await read()).list;
}

/**
 * Birthdays from tomorrow up to the company's birthdayNotificationDays ahead (1–30), soonest
 * first, each with its date and the days until it. Today's are in `birthdaysToday`.
 */
export async function upcomingBirthdays(
  ctx: RequestContext,
  companyId: number,
  now = new Date(),
): Promise<UpcomingBirthdayView[]> {
  const scope = await requireStaffRead(ctx, companyId, FIELD_KEYS.birthDate);
  if (!scope.all && scope.ownEmployeeId === null) return [];
  const { found } = await celebrated(ctx.em, companyId, now, 'upcoming', scope);
  return found
    .sort((a, b) => a.next.daysUntil - b.next.daysUntil || byName(a, b))
    .map(({ view, next }) => ({ ...view, date: next.date, daysUntil: next.daysUntil }));
}

interface Found {
  view: BirthdayView;
  next: Occurrence;
}

async function celebrated(
  em: EntityManager,
  companyId: number,
  now: Date,
  when: 'today' | 'upcoming',
  scope: Pick<StaffScope, 'all' | 'ownEmployeeId'>,
): Promise<{ timezone: string; today: CalendarDate; found: Found[] }> {
  const company = await companyCalendar(em, companyId);
  const today = companyDate(company.timezone, now);
  const [from, to] = when === 'today' ? [0, 0] : [1, Math.min(30, Math.max(1, company.birthdayNotificationDays))];
  const people = await celebratedBetween(em, companyId, today, from, to, scope.all ? undefined : scope.ownEmployeeId);
  const placements = await loadPlacements(
    em,
    people.map(({ person }) => person.id),
  );
  const found = people.map(({ person, next }) => {
    const placed = placements.get(person.id);
    const view: BirthdayView = {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      photoUrl: imageUrl(person.photoId),
      departmentName: placed?.departments[0]?.name ?? null,
      branchName: placed?.branches[0]?.name ?? null,
    };
    return { view, next };
  });
  return { timezone: company.timezone, today, found };
}

const byName = (a: Found, b: Found) =>
  a.view.lastName.localeCompare(b.view.lastName, 'ru') ||
  a.view.firstName.localeCompare(b.view.firstName, 'ru') ||
  a.view.id - b.view.id;
