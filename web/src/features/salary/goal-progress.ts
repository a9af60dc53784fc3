import type { GoalProgressItemFragment } from '@/gql/graphql';

/** The bar's value: the engine's percent, capped at 100 (a goal overshot is simply full). */
export function goalBar(progressPercent: string): number {
  const value = Number(progressPercent);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, 100);
}

/**
 * A goal's value as text: orders as the count, profit as money; null when the viewer's role
 * hides it (the line is then left out, never shown as zero).
 */
export function goalValue(
  goal: Pick<GoalProgressItemFragment, 'thresholdType'>,
  value: string | null | undefined,
  money: (value: string) => string,
): string | null {
  if (value === null || value === undefined) return null;
  return goal.thresholdType === 'orders_count' ? value : money(value);
}

/** One employee's goals out of a company's list. */
export const goalsOf = (goals: readonly GoalProgressItemFragment[], employeeId: number) =>
  goals.filter((g) => g.employeeId === employeeId);
