import { LEDGER_TYPE, LEDGER_TYPES } from '@staffpay/schema/pay/ledger-types';
import type { LedgerLine, PayrollInput, PayrollResult } from './engine.types';
import { LEDGER_EFFECT } from './ledger-effect';
import { dec, fmt2, type Money, ZERO } from './money';
import { dayNumber, inPeriod, periodDays } from './period';
import { paidCards } from './summaries';

/** One day of the period: the company's profit and its payroll so far (cumulative, 2 decimals). */
export interface DailyPoint {
  date: string;
  profit: string;
  payroll: string;
}

const DAY_MS = 86_400_000;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The period day by day (docs/payroll.md, 'Daily series'), both figures cumulative so the last
 * day is the period's own figure:
 * - profit: each performance record of a known employee counted on its endDate, as the
 *   company's profit counts it (metrics.ts), so the last day is financialOverview's totalProfit;
 * - payroll: for each paid card, its ledger lines on their appliedDate with the sign the card
 *   gives them (added, taken; advances are paid ahead, not part of the salary), and the rest of
 *   its totalSalary (rules, templates) spread over the days in exact cents (splitCents), so the last day is
 *   dashboardStats' totalSalaryFund.
 */
export function dailySeries(input: PayrollInput, result: PayrollResult): DailyPoint[] {
  const { period } = input;
  const first = dayNumber(period.from);
  const days = periodDays(period);
  const profit: Money[] = Array.from({ length: days }, () => ZERO);
  const payroll: Money[] = Array.from({ length: days }, () => ZERO);
  const index = (date: string) => dayNumber(date) - first;

  const known = new Set(input.employees.map((e) => e.id));
  for (const r of input.performance) {
    if (!known.has(r.employeeId) || !inPeriod(r.endDate, period)) continue;
    profit[index(r.endDate)] = profit[index(r.endDate)]!.plus(dec(r.employeeProfit));
  }

  // Each card's rest is split as splitCents splits it: whole cents (rest × 100 = base × days + r)
  // and one more cent on each of the first r days. Summed over the cards that is the bases' sum
  // every day plus, on day i, one cent per card with r > i: the same shares without a list of
  // days per card (10 000 cards × 31 days).
  let bases = ZERO;
  const extraFrom = Array.from({ length: days + 1 }, () => 0);
  for (const card of paidCards(result)) {
    let booked = ZERO;
    for (const type of LEDGER_TYPES) {
      const sign = LEDGER_EFFECT[type].salary;
      if (sign === 'prepaid') continue;
      const lines = (card as unknown as Record<string, LedgerLine[]>)[LEDGER_TYPE[type].card.lines] ?? [];
      for (const line of lines) {
        const amount = sign === 'adds' ? dec(line.amount) : dec(line.amount).neg();
        payroll[index(line.appliedDate)] = payroll[index(line.appliedDate)]!.plus(amount);
        booked = booked.plus(amount);
      }
    }
    const cents = dec(card.totalSalary).minus(booked).times(100);
    const r = cents.mod(days);
    bases = bases.plus(cents.minus(r).div(days));
    extraFrom[r.toNumber()]!++;
  }
  // extra[i]: the cards whose remainder r is above i.
  const extra: number[] = [];
  for (let i = days - 1, above = 0; i >= 0; i--) {
    above += extraFrom[i + 1]!;
    extra[i] = above;
  }

  let profitSoFar = ZERO;
  let payrollSoFar = ZERO;
  return profit.map((p, i) => {
    profitSoFar = profitSoFar.plus(p);
    payrollSoFar = payrollSoFar.plus(payroll[i]!).plus(bases.plus(extra[i]!).div(100));
    return { date: dateOf(first + i), profit: fmt2(profitSoFar), payroll: fmt2(payrollSoFar) };
  });
}
