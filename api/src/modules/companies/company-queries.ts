import type { EntityManager } from '@mikro-orm/postgresql';
import { Company } from './company.entity';
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
