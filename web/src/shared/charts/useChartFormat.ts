import { useCallback } from 'react';
import { useMoney } from '@/shared/company/useMoney';
import { MONEY_DECIMALS } from '@/shared/format/money';
import type { ChartColumn, ChartValue } from './chart-data';

/**
 * How a chart writes its values: the table exactly (money to the cent in the company's currency),
 * the axes and tooltips in whole units.
 */
export function useChartFormat() {
  const exact = useMoney(MONEY_DECIMALS.ledger);
  const whole = useMoney(MONEY_DECIMALS.dashboard);
  const cell = useCallback(
    (column: ChartColumn, value: ChartValue) => (column.kind === 'money' ? exact(value) : String(value ?? '')),
    [exact],
  );
  const axis = useCallback((value: number) => whole(value), [whole]);
  return { cell, axis };
}
