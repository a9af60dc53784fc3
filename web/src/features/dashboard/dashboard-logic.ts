/** What the dashboard derives for display only; every figure itself comes from the engine. */

/** Threshold bars cap at 100 % and change colour at 60, 80 and 100. */
export const THRESHOLD_BREAKPOINTS = [60, 80, 100] as const;

/** The bar's fill: the engine's progress (one decimal, uncapped) capped at 100 for the bar alone. */
export function barValue(progress: string): number {
  const value = Number(progress);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, 100);
}

/** Red below 60 %, orange from 60, blue from 80, green from 100 (achieved). */
export function thresholdColor(progress: string): 'red' | 'orange' | 'blue' | 'teal' {
  const value = Number(progress);
  const [low, high, full] = THRESHOLD_BREAKPOINTS;
  if (!(value >= low)) return 'red';
  if (value < high) return 'orange';
  if (value < full) return 'blue';
  return 'teal';
}

/** The empty text names the department when one is chosen. */
export function emptyCardsText(departmentChosen: boolean, texts: { emptyDepartment: string; emptyCompany: string }) {
  return departmentChosen ? texts.emptyDepartment : texts.emptyCompany;
}

/** Thresholds of orders are plain counts ('12'); the rest are money. */
export const isCountThreshold = (thresholdType: string) => thresholdType === 'orders_count';
