import type { SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { cardLines, shownLines } from './rule-badges';

/**
 * A card's height in rem as SharedEmployeeCard draws it: its frame (padding and the name row),
 * then one line for the figures and one per shown rule, and '+N еще'. Every line is truncated
 * to one, so the height follows from the data alone. `privacy` cards have no line of figures.
 */
const REM = { frame: 3.75, linesTop: 0.25, figures: 1.05, rule: 1.1375, more: 0.975, gap: 0.125 } as const;

export function cardHeightRem(e: SharedEmployeeFieldsFragment, privacy = false): number {
  const { shown, more } = shownLines(cardLines(e));
  const lines = [
    ...(e.shouldShowOrdersAndProfit && !privacy ? [REM.figures] : []),
    ...shown.map(() => REM.rule),
    ...(more > 0 ? [REM.more] : []),
  ];
  if (lines.length === 0) return REM.frame;
  return REM.frame + REM.linesTop + lines.reduce((sum, h) => sum + h, 0) + REM.gap * (lines.length - 1);
}

/**
 * The dashboard's tallest card: every card is drawn this tall on a wall screen, so a page holds
 * the same number of cards whichever cards it shows.
 */
export const tallestCardRem = (employees: readonly SharedEmployeeFieldsFragment[], privacy = false) =>
  employees.reduce((most, e) => Math.max(most, cardHeightRem(e, privacy)), 0);
