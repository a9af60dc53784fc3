import type { EntityManager } from '@mikro-orm/postgresql';
import { companyCache } from '../../shared/cache/company-cache';
import type { AppDeps, RequestContext } from '../../shared/context';
import type { Topic } from '../../shared/events';
import { dateText, intArray } from '../../shared/sql';
import { Company } from '../companies/company.entity';
import { Employee } from '../staff/employees/employee.entity';
import { requireStaffRead, type StaffScope } from '../staff/employees/staff-access';
import { imageUrl } from '../images/image.service';
import {
  companyDate,
  formatDate,
  monthDaysBetween,
  nextBirthday,
  type CalendarDate,
  type Occurrence,
} from '../../shared/calendar/calendar-dates';
import type { BirthdayView, UpcomingBirthdayView } from './birthday.view';

/** Who is celebrated: working employees, on vacation included. */
const CELEBRATED = ['active', 'vacation'];
/** The company default; used only if the stored zone is unknown to this runtime's zone data. */

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  photo: string | null;
  birthDate: string;
}

/**
 * Employees whose birthday is today in the company's timezone (29 February on 28 February in
 * common years). The employee role sees only its own entry. `now` is for tests.
 */
export async function birthdaysToday(
  ctx: RequestContext,
  companyId: number,
  now = new Date(),
): Promise<BirthdayView[]> {
  const scope = await requireStaffRead(ctx, companyId);
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
] as const satisfies readonly Topic[];

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
  const scope = await requireStaffRead(ctx, companyId);
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
  const company = await em
    .createQueryBuilder(Company, 'c')
    .select(['c.timezone', 'c.birthdayNotificationDays'])
    .where({ id: companyId })
    .execute<{ timezone: string; birthdayNotificationDays: number }>('get');
  const today = companyDate(company.timezone, now);
  const [from, to] = when === 'today' ? [0, 0] : [1, Math.min(30, Math.max(1, company.birthdayNotificationDays))];
  const monthDays = monthDaysBetween(today, from, to);
  const qb = em
    .createQueryBuilder(Employee, 'e')
    .select(['e.id', 'e.firstName', 'e.lastName', 'e.photo', 'e.birthDate'])
    .where({ company: companyId, status: { $in: CELEBRATED }, birthDate: { $ne: null } })
    .andWhere(`to_char(e.birth_date, 'MM-DD') = any(?::text[])`, [`{${monthDays.join(',')}}`]);
  if (!scope.all) qb.andWhere({ id: scope.ownEmployeeId });
  const rows = await qb.execute<Candidate[]>('all');
  const names = await placementNames(
    em,
    rows.map((r) => r.id),
  );
  const found = rows.flatMap((r) => {
    const next = nextBirthday(dateText(r.birthDate), today);
    if (!next || next.daysUntil < from || next.daysUntil > to) return [];
    const placed = names.get(r.id);
    const view: BirthdayView = {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      photoUrl: imageUrl(r.photo),
      departmentName: placed?.department ?? null,
      branchName: placed?.branch ?? null,
    };
    return [{ view, next }];
  });
  return { timezone: company.timezone, today, found };
}

/** The driver may hand a date column over as text or as a Date at UTC midnight. */
const byName = (a: Found, b: Found) =>
  a.view.lastName.localeCompare(b.view.lastName, 'ru') ||
  a.view.firstName.localeCompare(b.view.firstName, 'ru') ||
  a.view.id - b.view.id;

/** Each employee's first department and first branch (in the order chosen), in one query. */
async function placementNames(em: EntityManager, employeeIds: number[]) {
  const out = new Map<number, { department?: string; branch?: string }>();
  if (employeeIds.length === 0) return out;
  const ids = intArray(employeeIds);
  const rows = await em.execute<{ employee_id: number; kind: 'd' | 'b'; name: string }[]>(
    `select distinct on (employee_id, kind) employee_id, kind, name from (
        select ed.employee_id, 'd' as kind, d.name, ed.sort_order, d.id
          from employee_departments ed join departments d on d.id = ed.department_id
         where ed.employee_id = any(?::int[])
        union all
        select eb.employee_id, 'b' as kind, b.name, eb.sort_order, b.id
          from employee_branches eb join branches b on b.id = eb.branch_id
         where eb.employee_id = any(?::int[])
      ) placed
      order by employee_id, kind, sort_order, id`,
    [ids, ids],
  );
  for (const r of rows) {
    const entry = out.get(r.employee_id) ?? {};
    if (r.kind === 'd') entry.department = r.name;
    else entry.branch = r.name;
    out.set(r.employee_id, entry);
  }
  return out;
}
