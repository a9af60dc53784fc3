import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Where memberships are stored is the companies domain's business; the kernel only asks
 * this port, which `app/` wires to that domain at start-up. Keeping the question here lets
 * the one membership check live in the kernel without the kernel importing a domain.
 */
export interface MembershipDirectory {
  /**
   * The code of the caller's role in the company (built in or custom), or null when they are
   * not a member (or there is no such company).
   */
  roleOf(em: EntityManager, userId: number, companyId: number): Promise<string | null>;
}
