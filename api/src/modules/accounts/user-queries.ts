import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity';

/*
 * The users table read and written for the domains above accounts: they ask these functions and
 * never query the entity themselves.
 */

export function loadUser(em: EntityManager, userId: number): Promise<User> {
  return em.findOneOrFail(User, userId);
}

/** "First Last" of each of `ids` that exists. */
export async function userNames(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await em
    .createQueryBuilder(User, 'u')
    .select(['u.id', 'u.firstName', 'u.lastName'])
    .where({ id: { $in: [...new Set(ids)] } })
    .execute<{ id: number; firstName: string; lastName: string }[]>('all');
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
}

/** The account e-mail of each of `ids`. */
export async function userEmails(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await em.find(User, { id: { $in: [...new Set(ids)] } }, { fields: ['email'] });
  return new Map(rows.map((u) => [u.id, u.email]));
}

/** The account with this e-mail (case-insensitive), if any. */
export async function userIdByEmail(em: EntityManager, email: string): Promise<number | null> {
  const rows = await em.execute<{ id: number }[]>('select id from users where lower(email) = lower(?) limit 1', [
    email,
  ]);
  return rows[0]?.id ?? null;
}

/** Makes the company the user's current one unless they already have one; whether it did. */
export async function makeCurrentIfNone(em: EntityManager, userId: number, companyId: number): Promise<boolean> {
  return (await em.nativeUpdate(User, { id: userId, currentCompanyId: null }, { currentCompanyId: companyId })) > 0;
}

/** The users working in the company now (it is their current one). */
export function usersWorkingIn(em: EntityManager, companyId: number): Promise<User[]> {
  return em.find(User, { currentCompanyId: companyId });
}

/** Nobody works in the company any more: a removed company is no one's current one. */
export async function clearCurrentCompany(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeUpdate(User, { currentCompanyId: companyId }, { currentCompanyId: null });
}
