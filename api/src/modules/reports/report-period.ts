import { monthPeriod, rangePeriod } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';

export const PERIOD_KEYWORDS = ['month', 'quarter', 'year'] as const;
export type PeriodKeyword = (typeof PERIOD_KEYWORDS)[number];

export function isPeriodKeyword(v: unknown): v is PeriodKeyword {
  return (PERIOD_KEYWORDS as readonly unknown[]).includes(v);
}

/** The calendar month, quarter or year containing `today` ('YYYY-MM-DD', the company's own date). */
export function keywordPeriod(keyword: PeriodKeyword, today: string): Period {
  const year = today.slice(0, 4);
  if (keyword === 'month') return monthPeriod(today.slice(0, 7));
  if (keyword === 'year') return rangePeriod(`${year}-01-01`, `${year}-12-31`);
  const first = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1;
  const month = (m: number) => `${year}-${String(m).padStart(2, '0')}`;
  return rangePeriod(monthPeriod(month(first)).from, monthPeriod(month(first + 2)).to);
}
