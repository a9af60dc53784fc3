import { can, type Permissions } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../shared/context';
import { companyToday } from '../companies';
import { computeFor, payFieldsOf } from '../payroll';
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
  const fields = payFieldsOf(permissions);
  const months = monthsBack(await companyToday(ctx.em, companyId), RECENT_MONTHS).reverse();
  const figures: MonthFigures[] = [];
  for (const month of months) {
    const computed = await computeFor(ctx, companyId, { period: month });
    const card = computed.allCards.find((c) => c.id === employeeId);
    if (!card) continue;
    figures.push({
      month,
      ...(fields.profit ? { ordersCount: String(card.ordersCount), profit: card.employeeProfit } : {}),
      ...(fields.amounts
        ? { bonuses: card.totalBonuses, penalties: card.totalPenalties, totalSalary: card.totalSalary }
        : {}),
    });
  }
  return figures;
}
