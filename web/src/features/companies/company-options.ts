/**
 * The company form's choices (about 130 time zones and about 130 currencies). Names are
 * filtered by what this browser's Intl knows; for renamed zones the alias it knows is used, so the
 * value matches the server's list (Node's Intl) as well.
 */

// prettier-ignore
const TIMEZONES: (string | [string, string])[] = [
  'UTC',
  // Europe
  'Europe/London', 'Europe/Dublin', 'Europe/Lisbon', 'Europe/Madrid', 'Europe/Paris', 'Europe/Brussels',
  'Europe/Amsterdam', 'Europe/Berlin', 'Europe/Zurich', 'Europe/Rome', 'Europe/Vienna', 'Europe/Prague',
  'Europe/Budapest', 'Europe/Belgrade', 'Europe/Copenhagen', 'Europe/Oslo', 'Europe/Stockholm',
  'Europe/Helsinki', 'Europe/Tallinn', 'Europe/Riga', 'Europe/Vilnius', 'Europe/Warsaw', 'Europe/Bucharest',
  'Europe/Sofia', 'Europe/Athens', 'Europe/Istanbul', ['Europe/Kyiv', 'Europe/Kiev'], 'Europe/Chisinau',
  'Europe/Minsk', 'Europe/Kaliningrad', 'Europe/Moscow', 'Europe/Simferopol', 'Europe/Volgograd',
  'Europe/Astrakhan', 'Europe/Samara', 'Atlantic/Reykjavik', 'Atlantic/Azores',
  // Central Asia and Russia east of the Urals
  'Asia/Bishkek', 'Asia/Almaty', 'Asia/Qostanay', 'Asia/Qyzylorda', 'Asia/Aqtobe', 'Asia/Aqtau',
  'Asia/Atyrau', 'Asia/Oral', 'Asia/Tashkent', 'Asia/Samarkand', 'Asia/Dushanbe', 'Asia/Ashgabat',
  'Asia/Yekaterinburg', 'Asia/Omsk', 'Asia/Novosibirsk', 'Asia/Barnaul', 'Asia/Tomsk', 'Asia/Krasnoyarsk',
  'Asia/Irkutsk', 'Asia/Chita', 'Asia/Yakutsk', 'Asia/Vladivostok', 'Asia/Sakhalin', 'Asia/Magadan',
  'Asia/Srednekolymsk', 'Asia/Kamchatka', 'Asia/Anadyr',
  // Caucasus, Middle East, South and East Asia
  'Asia/Baku', 'Asia/Tbilisi', 'Asia/Yerevan', 'Asia/Tehran', 'Asia/Baghdad', 'Asia/Riyadh', 'Asia/Qatar',
  'Asia/Dubai', 'Asia/Muscat', 'Asia/Jerusalem', 'Asia/Beirut', 'Asia/Damascus', 'Asia/Amman', 'Asia/Kabul',
  'Asia/Karachi', ['Asia/Kolkata', 'Asia/Calcutta'], ['Asia/Kathmandu', 'Asia/Katmandu'], 'Asia/Dhaka',
  'Asia/Colombo', ['Asia/Yangon', 'Asia/Rangoon'], 'Asia/Bangkok', ['Asia/Ho_Chi_Minh', 'Asia/Saigon'],
  'Asia/Jakarta', 'Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Manila', 'Asia/Shanghai', 'Asia/Hong_Kong',
  'Asia/Taipei', 'Asia/Seoul', 'Asia/Tokyo', 'Asia/Ulaanbaatar',
  // Africa
  'Africa/Casablanca', 'Africa/Algiers', 'Africa/Tunis', 'Africa/Cairo', 'Africa/Lagos', 'Africa/Nairobi',
  'Africa/Addis_Ababa', 'Africa/Johannesburg',
  // Americas
  'America/St_Johns', 'America/Halifax', 'America/New_York', 'America/Toronto', 'America/Chicago',
  'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Vancouver', 'America/Anchorage',
  'America/Mexico_City', 'America/Bogota', 'America/Lima', 'America/Caracas', 'America/Santiago',
  'America/Sao_Paulo', ['America/Argentina/Buenos_Aires', 'America/Buenos_Aires'], 'America/Montevideo',
  // Oceania
  'Australia/Perth', 'Australia/Adelaide', 'Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne',
  'Pacific/Auckland', 'Pacific/Fiji', 'Pacific/Honolulu',
];

// prettier-ignore
const CURRENCIES = [
  'KGS', 'RUB', 'KZT', 'UZS', 'TJS', 'TMT', 'USD', 'EUR', 'GBP', 'CNY', 'JPY', 'CHF', 'CAD', 'AUD', 'NZD',
  'TRY', 'AZN', 'GEL', 'AMD', 'BYN', 'UAH', 'MDL', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'RSD', 'SEK', 'NOK',
  'DKK', 'ISK', 'ALL', 'MKD', 'BAM', 'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'JOD', 'ILS', 'IRR', 'IQD',
  'LBP', 'SYP', 'YER', 'EGP', 'MAD', 'DZD', 'TND', 'LYD', 'NGN', 'GHS', 'KES', 'TZS', 'UGX', 'ETB', 'ZAR',
  'XOF', 'XAF', 'AOA', 'MZN', 'ZMW', 'BWP', 'NAD', 'MUR', 'SCR', 'RWF', 'MWK', 'MGA', 'CDF', 'SDG', 'SOS',
  'INR', 'PKR', 'BDT', 'LKR', 'NPR', 'AFN', 'MVR', 'MNT', 'KRW', 'TWD', 'HKD', 'MOP', 'SGD', 'MYR', 'IDR',
  'THB', 'VND', 'PHP', 'MMK', 'KHR', 'LAK', 'BND', 'BRL', 'ARS', 'CLP', 'COP', 'PEN', 'UYU', 'PYG', 'BOB',
  'VES', 'MXN', 'GTQ', 'HNL', 'NIO', 'CRC', 'PAB', 'DOP', 'CUP', 'JMD', 'TTD', 'BSD', 'BBD', 'BZD', 'XCD',
  'HTG', 'FJD', 'PGK', 'WST', 'TOP', 'XPF', 'DJF', 'GMD', 'GNF', 'CVE',
];

export const DEFAULT_TIMEZONE = 'Asia/Bishkek';
export const DEFAULT_CURRENCY = 'KGS';
export const DEFAULT_LANGUAGE = 'ru';

export interface Option {
  value: string;
  label: string;
}

export const LANGUAGE_OPTIONS: Option[] = [
  { value: 'ru', label: 'Русский' },
  { value: 'en', label: 'English' },
];

export function languageLabel(code: string): string {
  return LANGUAGE_OPTIONS.find((o) => o.value === code)?.label ?? code;
}

function supported(kind: 'timeZone' | 'currency'): Set<string> | null {
  try {
    return new Set(Intl.supportedValuesOf(kind));
  } catch {
    return null;
  }
}

/** "+06:00" for Asia/Bishkek now (daylight saving taken into account). */
export function utcOffset(timeZone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const offset = part?.replace('GMT', '') || '+00:00';
    return offset;
  } catch {
    return '+00:00';
  }
}

function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

export function timezoneOptions(): Option[] {
  const known = supported('timeZone');
  const names = TIMEZONES.map((entry) => {
    const candidates = Array.isArray(entry) ? entry : [entry];
    return known ? candidates.find((c) => known.has(c) || c === 'UTC') : candidates[0];
  }).filter((n): n is string => Boolean(n));
  return names
    .map((name) => ({ name, offset: utcOffset(name) }))
    .sort((a, b) => offsetMinutes(a.offset) - offsetMinutes(b.offset) || a.name.localeCompare(b.name))
    .map(({ name, offset }) => ({ value: name, label: `(UTC${offset}) ${name.replace(/_/g, ' ')}` }));
}

export function currencyOptions(): Option[] {
  const known = supported('currency');
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['ru'], { type: 'currency' });
  } catch {
    names = null;
  }
  return CURRENCIES.filter((c) => !known || known.has(c)).map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}

/** Keeps a stored value selectable even when it is not in the list (e.g. set through the API). */
export function withValue(options: Option[], value: string | null | undefined): Option[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [{ value, label: value }, ...options];
}

export const COUNTS = { timezones: TIMEZONES.length, currencies: CURRENCIES.length };
