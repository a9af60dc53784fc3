import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmployeeStatus } from '@staffpay/schema/staff/staff.enums';
import {
  monthDaysBetween,
  nextBirthday,
  type CalendarDate,
  type Occurrence,
} from '../../shared/calendar/calendar-dates';
import { employeesBornOn, type BirthdayPerson } from '../staff';

/** Who is celebrated: working employees, on vacation included. */
const CELEBRATED: readonly EmployeeStatus[] = ['active', 'vacation'];

export interface Celebrated {
  person: BirthdayPerson;
  next: Occurrence;
}

/**
 * The company's celebrated employees whose next birthday is `from` to `to` days after `today`
 * (29 February on 28 February in common years), by last name, first name and id; `onlyId`
 * narrows it to one employee. The one rule for the birthday lists and the reminders alike.
 */
export async function celebratedBetween(
  em: EntityManager,
  companyId: number,
  today: CalendarDate,
  from: number,
  to: number,
  onlyId?: number | null,
): Promise<Celebrated[]> {
  const people = await employeesBornOn(em, companyId, monthDaysBetween(today, from, to), CELEBRATED, onlyId);
  return people.flatMap((person) => {
    const next = nextBirthday(person.birthDate, today);
    return next && next.daysUntil >= from && next.daysUntil <= to ? [{ person, next }] : [];
  });
}
