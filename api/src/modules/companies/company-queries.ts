import type { EntityManager } from '@mikro-orm/postgresql';
import { Company } from './company.entity';
import { Membership } from './membership.entity';
import { todayInZone } from '../../shared/calendar/calendar-dates';

/** Today ('YYYY-MM-DD') in the company's timezone. */
export async function companyToday(em: EntityManager, companyId: number, now = new Date()): Promise<string> {
  const company = await em.findOneOrFail(Company, companyId, { fields: ['timezone'] });
  return todayInZone(company.timezone, now);
}

/** The company's currency code, for texts that write its money. */
export async function companyCurrency(em: EntityManager, companyId: number): Promise<string> {
  const company = await em.findOne(Company, companyId, { fields: ['currency'] });
  return company?.currency ?? 'KGS';
}

/** What a company's birthday reminders go by. */
export interface CompanyCalendar {
  id: number;
  timezone: string;
  birthdayNotificationDays: number;
}

export async function companyCalendar(em: EntityManager, companyId: number): Promise<CompanyCalendar> {
  const c = await em.findOneOrFail(Company, companyId, { fields: ['timezone', 'birthdayNotificationDays'] });
  return { id: c.id, timezone: c.timezone, birthdayNotificationDays: c.birthdayNotificationDays };
}

/** Every company's calendar, for the daily checks. */
export function companyCalendars(em: EntityManager): Promise<CompanyCalendar[]> {
  return em.execute<CompanyCalendar[]>(
    'select id, timezone, birthday_notification_days as "birthdayNotificationDays" from companies order by id',
  );
}

export interface CompanyMember {
  userId: number;
  role: string;
}

/** The company's members with their roles, by user id. */
export async function companyMembers(em: EntityManager, companyId: number): Promise<CompanyMember[]> {
  const rows = await em.find(
    Membership,
    { company: companyId },
    { fields: ['user', 'role'], orderBy: { user: 'asc' } },
  );
  return rows.map((m) => ({ userId: m.user.id, role: m.role }));
}

export function loadCompany(em: EntityManager, companyId: number): Promise<Company> {
  return em.findOneOrFail(Company, companyId);
}

/** Whether the user is a member of the company. */
export async function isMember(em: EntityManager, companyId: number, userId: number): Promise<boolean> {
  return (await em.count(Membership, { company: companyId, user: userId })) > 0;
}
