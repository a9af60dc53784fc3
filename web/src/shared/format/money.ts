/**
 * Money as the screens show it (docs/architecture.md, 'The pay screens'): the company's currency,
 * 'en-US' for an English company and 'ru-RU' otherwise; dashboard figures without decimals, ledger
 * amounts with two. Amounts come from the API as decimal strings and are formatted as strings, so
 * no figure passes through a binary float on its way to the screen.
 */
export const MONEY_DECIMALS = { dashboard: 0, ledger: 2 } as const;

export interface MoneyStyle {
  currency: string | null | undefined;
  language: string | null | undefined;
  decimals: number;
}

/** What stands for a figure the viewer's role does not see (the API sends it as null), or for none at all. */
export const HIDDEN_FIGURE = '—';

export function moneyLocale(language: string | null | undefined): string {
  return language === 'en' ? 'en-US' : 'ru-RU';
}

/** `signDisplay: 'always'` gives '+5 000 ₽' / '-400 ₽' for history lines. */
export function formatMoney(
  value: string | number | null | undefined,
  style: MoneyStyle,
  signDisplay: 'auto' | 'always' | 'exceptZero' = 'auto',
): string {
  if (value === null || value === undefined || value === '') return HIDDEN_FIGURE;
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return text;
  const locale = moneyLocale(style.language);
  const digits = { minimumFractionDigits: style.decimals, maximumFractionDigits: style.decimals };
  // Intl formats a decimal string exactly (NumberFormat v3); the cast only satisfies older lib types.
  const amount = text.trim() as unknown as number;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: style.currency || 'RUB',
      signDisplay,
      ...digits,
    }).format(amount);
  } catch {
    // An unknown currency code: the plain number and the code.
    return `${new Intl.NumberFormat(locale, { signDisplay, ...digits }).format(amount)} ${style.currency}`;
  }
}

/**
 * A negated decimal string ('120.50' → '-120.50'), for amounts shown as deductions; null (an
 * amount the caller's role does not see) stays null.
 */
export function negate(value: string): string;
export function negate(value: string | null): string | null;
export function negate(value: string | null): string | null {
  if (value === null) return null;
  if (/^0+(\.0+)?$/.test(value)) return value;
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}
