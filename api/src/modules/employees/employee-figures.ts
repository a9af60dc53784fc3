import type { EntityManager } from '@mikro-orm/postgresql';

/** What the pay side knows about an employee's results; shown on the read side of the record. */
export interface EmployeeFigures {
  ordersCount: number;
  /** A decimal string, like every amount on the wire. */
  employeeProfit: string;
}

export const NO_FIGURES: EmployeeFigures = { ordersCount: 0, employeeProfit: '0' };

/**
 * The one place the figures of a page of employees are computed (one query at most, whatever
 * the page size). Until the pay domain records performance there is nothing to read.
 */
export async function loadFigures(
  _em: EntityManager,
  _companyId: number,
  employeeIds: number[],
): Promise<Map<number, EmployeeFigures>> {
  return new Map(employeeIds.map((id) => [id, NO_FIGURES]));
}
