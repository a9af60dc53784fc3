import { useCallback } from 'react';
import { formatMoney } from '@/shared/format/money';
import { useCurrentCompany } from './current-company-context';

/** A formatter for the current company's currency and language with `decimals` places. */
export function useMoney(decimals: number) {
  const { currentCompany } = useCurrentCompany();
  const currency = currentCompany?.currency;
  const language = currentCompany?.language;
  return useCallback(
    (value: string | number | null | undefined, signDisplay?: 'auto' | 'always' | 'exceptZero') =>
      formatMoney(value, { currency, language, decimals }, signDisplay),
    [currency, language, decimals],
  );
}
