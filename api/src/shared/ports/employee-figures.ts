import type { EntityManager } from '@mikro-orm/postgresql';

/** What the pay side knows about an employee's results this month; shown on the read side of the record. */
export interface EmployeeFigures {
  ordersCount: number;
  /** A decimal string, like every amount on the wire. */
  employeeProfit: string;
}

export const NO_FIGURES: EmployeeFigures = { ordersCount: 0, employeeProfit: '0.00' };

/**
 * The staff domain shows this month's figures on an employee's record, but the records they are
 * made of belong to payroll, above staff; staff asks this port, which app/ wires to payroll.
 */
export interface EmployeeFigureSource {
  /** The figures of these employees of one company this month (company timezone); absent ids have none. */
  figuresOf(em: EntityManager, companyId: number, employeeIds: number[]): Promise<Map<number, EmployeeFigures>>;
}
