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

/**
 * Integrations are the api-tokens domain's business; the kernel asks this port (wired in `app/`)
 * when it must read an integration's role afresh (a live subscription's re-check).
 */
export interface IntegrationDirectory {
  /** The integration's role code in the company, or null when it is gone (or another company's). */
  roleOf(em: EntityManager, integrationId: number, companyId: number): Promise<string | null>;
}
