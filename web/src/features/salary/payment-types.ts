export const PAYMENT_TYPES = ['fixed', 'percentage', 'team'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export interface PaymentTypeShare {
  type: PaymentType;
  count: number;
  /** Whole percent of all paid employees, at most 100 (the bar's maximum). */
  share: number;
}

/**
 * docs/payroll.md, 'In the product': share = count of the type / total employees × 100, rounded
 * (half up), the bar capped at 100. The total is the period's paid employees (active or on
 * vacation: those the engine pays), not the sum of the three counts: an employee without a base
 * rule counts in no type, so the three shares need not add up to 100. No employees: every share
 * is 0.
 */
export function paymentTypeShares(stats: Record<PaymentType, number>, totalEmployees: number) {
  return PAYMENT_TYPES.map((type): PaymentTypeShare => ({
    type,
    count: stats[type],
    share: totalEmployees > 0 ? Math.min(100, Math.round((stats[type] * 100) / totalEmployees)) : 0,
  }));
}
