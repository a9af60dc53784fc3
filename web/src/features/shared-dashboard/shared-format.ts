import { formatMoney } from '@/shared/format/money';

/** A company without a currency shows som. */
export const SHARED_DEFAULT_CURRENCY = 'KGS';

export type SharedMoney = (value: string | null | undefined, sign?: 'auto' | 'always') => string;

/**
 * The public dashboard's money is ru-RU without decimals, whatever the company's
 * language, in its currency. Decimal strings are formatted as strings (exactly).
 */
export function sharedMoney(currency: string | null | undefined): SharedMoney {
  const style = { currency: currency || SHARED_DEFAULT_CURRENCY, language: 'ru', decimals: 0 };
  return (value, sign = 'auto') => formatMoney(value, style, sign);
}

/** A decimal string in ru-RU with at most `digits` decimals, formatted exactly (Intl reads the string). */
function decimalText(value: string, digits: number): string {
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return value;
  // The cast only satisfies older lib types.
  return new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits }).format(text as unknown as number);
}

/** A threshold's figure: it may count orders or money, and the link does not say which, so no currency. */
export const sharedNumber = (value: string | null) => (value === null ? '—' : decimalText(value, 0));

/** A rate as the base-rate card shows it: '12,5 %' for '12.50'. */
export const percentText = (value: string) => `${decimalText(value, 2)} %`;

/** 'HH:mm:ss' on the company's clock (the browser's when the zone is unknown); 'HH:mm' without seconds. */
export function clockText(at: Date, timeZone: string | null | undefined, withSeconds = true): string {
  const style = {
    hour: '2-digit',
    minute: '2-digit',
    second: withSeconds ? '2-digit' : undefined,
    hourCycle: 'h23',
  } as const;
  try {
    return new Intl.DateTimeFormat('ru-RU', { ...style, timeZone: timeZone || undefined }).format(at);
  } catch {
    return new Intl.DateTimeFormat('ru-RU', style).format(at);
  }
}
