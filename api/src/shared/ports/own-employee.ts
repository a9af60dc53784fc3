import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The employee record linked to a member's account: their own record shows in full. Staff owns
 * the table, the membership check in the kernel asks this port, which app/ wires to staff.
 */
export interface OwnEmployeeSource {
  ownEmployeeOf(em: EntityManager, companyId: number, userId: number): Promise<number | null>;
}
