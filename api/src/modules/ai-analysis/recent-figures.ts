import { can, type Permissions } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../shared/context';
import { companyToday } from '../companies';
import { computeFor } from '../payroll';
import { guardRecord } from '../../shared/field-guard/guard';
import { viewerOf } from '../../shared/tenancy/viewer';
import type { MonthFigures } from './employee-data';

/** How many months, the current one included, the analysis sees. */
export const RECENT_MONTHS = 3;

function monthsBack(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * The employee's figures of the recent months, oldest first, as far as the caller may see them
 * (salaries.view, and the amounts and profit fields): the provider never gets what the caller could not read.
 */
export async function recentFigures(
  ctx: RequestContext,
  companyId: number,
  employeeId: number,
  permissions: Permissions,
): Promise<MonthFigures[]> {
  if (!can(permissions, 'salaries.view')) return [];
  const viewer = viewerOf(ctx);
  const months = monthsBack(await companyToday(ctx.em, companyId), RECENT_MONTHS).reverse();
  const figures: MonthFigures[] = [];
  for (const month of months) {
    const computed = await computeFor(ctx, companyId, { period: month });
    const found = computed.allCards.find((c) => c.id === employeeId);
    if (!found) continue;
    // The card as the caller may see it, by the contract's declaration: hidden figures are left out.
    const card = guardRecord('EmployeeCard', found, viewer) as Record<string, string | number | null>;
    figures.push({
      month,
      ...(card.ordersCount === null
        ? {}
        : { ordersCount: String(card.ordersCount), profit: String(card.employeeProfit) }),
      ...(card.totalSalary === null
        ? {}
        : {
            bonuses: String(card.totalBonuses),
            penalties: String(card.totalPenalties),
            totalSalary: String(card.totalSalary),
          }),
    });
  }
  return figures;
}
