import { LockMode, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupCompanySchema } from '@staffpay/schema/data-protection/backup.schemas';
import { makeCurrentIfNone } from '../accounts';
import { StoredImage } from '../images';
import { Company } from './company.entity';
import { Membership } from './membership.entity';

type BackupCompany = z.infer<typeof backupCompanySchema>;

/** The company's settings as a backup holds them (the logo by its image id). */
export async function companyForBackup(em: EntityManager, companyId: number): Promise<BackupCompany> {
  const c = await em.findOneOrFail(Company, companyId);
  return {
    name: c.name,
    description: c.description ?? null,
    language: c.language,
    timezone: c.timezone,
    currency: c.currency,
    showBirthdaysOnDashboard: c.showBirthdaysOnDashboard,
    birthdayNotificationDays: c.birthdayNotificationDays,
    logoImageId: c.logo?.id ?? null,
  };
}

const settingsOf = ({ logoImageId: _logo, ...settings }: BackupCompany) => settings;

/** A new company from a backup, owned by the restoring user (made their current one if they had none). */
export async function createCompanyFromBackup(
  em: EntityManager,
  userId: number,
  row: BackupCompany,
  logoId: string | null,
): Promise<number> {
  const company = em.create(Company, {
    ...settingsOf(row),
    logo: logoId ? ref(StoredImage, logoId) : null,
  });
  em.create(Membership, { user: userId, company, role: 'owner' });
  await em.flush();
  await makeCurrentIfNone(em, userId, company.id);
  return company.id;
}

/**
 * Replaces a company's settings with a backup's, holding the company's row until the commit so two
 * replaces of one company run one after the other; answers the logo it had (to be deleted), if another.
 */
export async function replaceCompanySettings(
  em: EntityManager,
  companyId: number,
  row: BackupCompany,
  logoId: string | null,
): Promise<string | null> {
  const company = await em.findOneOrFail(Company, companyId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const previousLogo = company.logo?.id ?? null;
  em.assign(company, settingsOf(row));
  company.logo = logoId ? ref(StoredImage, logoId) : null;
  await em.flush();
  return previousLogo !== logoId ? previousLogo : null;
}

/**
 * After a replace: members holding a custom role the backup does not have become employees
 * (their old role is gone with the old data). Answers them, for announceAccessChanged.
 */
export async function demoteMembersWithout(
  em: EntityManager,
  companyId: number,
  keptRoles: string[],
): Promise<{ userId: number; role: string }[]> {
  const where = { company: companyId, role: { $nin: keptRoles } };
  const rows = await em.find(Membership, where, { fields: ['user'] });
  await em.nativeUpdate(Membership, where, { role: 'employee' });
  return rows.map((m) => ({ userId: m.user.id, role: 'employee' }));
}
