/**
 * The canary values the sweep plants, each with the field key that must hide it and a pattern
 * that finds it in every way an answer may print it (JSON numbers and strings, grouped thousands
 * with spaces, no-break spaces, commas or dots, decimal commas, dotted dates). Imported only by
 * the canary sweep.
 */
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';

export type Field = keyof typeof FIELD_KEYS;
export const FIELDS = Object.keys(FIELD_KEYS) as Field[];

export interface Canary {
  field: Field;
  /** Where it was planted, for the leak report. */
  label: string;
  value: string;
  pattern: RegExp;
}

const SEP = "[\\s\\u00a0\\u202f.,']?";

/** 48213.57 → 48[sep]?213[.,]57 bounded by non-digits; an integer may also show as 61937.00. */
export function numberPattern(value: string): RegExp {
  const [int, dec] = value.split('.');
  const groups: string[] = [];
  for (let end = int!.length; end > 0; end -= 3) groups.unshift(int!.slice(Math.max(0, end - 3), end));
  const body = groups.join(SEP);
  const tail = dec ? `[.,]${dec}(?!\\d)` : '(?:[.,]00?)?(?![.,]?\\d)';
  return new RegExp(`(?<![\\d.,])${body}${tail}`);
}

/** The digits of a phone with anything a formatter puts between them. */
export function phonePattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, '').split('');
  return new RegExp(`(?<!\\d)${digits.join('[\\s\\-().]{0,3}')}(?!\\d)`);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function emailPattern(email: string): RegExp {
  return new RegExp(escape(email), 'i');
}

/** 1983-07-19 as ISO, dd.mm.yyyy, dd/mm/yyyy and mm/dd/yyyy. */
export function datePattern(iso: string): RegExp {
  const [y, m, d] = iso.split('-');
  return new RegExp(`${y}-${m}-${d}|${d}\\.${m}\\.${y}|${d}/${m}/${y}|${m}/${d}/${y}`);
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** Today's month and day (UTC; the canary company keeps UTC) and the months the pay canaries live in. */
export function calendar(now = new Date()) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const prevY = m === 1 ? y - 1 : y;
  const prevM = m === 1 ? 12 : m - 1;
  const lastOfPrev = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return {
    /** The live month: the current one, so operations that default to "now" see it too. */
    live: `${y}-${pad(m)}`,
    liveFirst: `${y}-${pad(m)}-01`,
    /** The fixed month: the previous one. */
    fixed: `${prevY}-${pad(prevM)}`,
    fixedFrom: `${prevY}-${pad(prevM)}-01`,
    fixedTo: `${prevY}-${pad(prevM)}-${pad(lastOfPrev)}`,
    fixedMid: `${prevY}-${pad(prevM)}-10`,
    monthDay: `${pad(m)}-${pad(now.getUTCDate())}`,
  };
}

export function plantedValues(now = new Date()) {
  const cal = calendar(now);
  const liveOrders = 61937;
  const liveAverageCents = 473129;
  const fixedOrders = 52841;
  const fixedAverageCents = 381746;
  return {
    cal,
    main: {
      phone: '+996 704 381 926',
      email: 'canary.main.q7x9@canary-mail.test',
      birthDate: '1983-07-19',
    },
    /** Born today: the birthday lists, banners and notifications of today carry this one. */
    birthday: {
      phone: '+996 705 629 418',
      email: 'canary.bday.k3m8@canary-mail.test',
      birthDate: `1979-${cal.monthDay}`,
    },
    amounts: {
      baseSalary: '48213.57',
      bonusTemplate: '3917.29',
      penaltyTemplate: '2643.81',
      bonus: '17356.42',
      penalty: '6182.93',
      advance: '9471.36',
      piecework: '12587.64',
      fixedBonus: '15748.23',
      /** Booked by the owner while the live sweep listens. */
      pushBonus: '23761.58',
    },
    profit: {
      liveOrders: String(liveOrders),
      liveProfit: money(liveOrders * liveAverageCents),
      liveAverage: money(liveAverageCents),
      fixedOrders: String(fixedOrders),
      fixedProfit: money(fixedOrders * fixedAverageCents),
      fixedAverage: money(fixedAverageCents),
    },
  };
}

export type Planted = ReturnType<typeof plantedValues>;

export function canariesOf(p: Planted): Canary[] {
  const list: Canary[] = [];
  for (const [who, person] of [
    ['main employee', p.main],
    ['birthday employee', p.birthday],
  ] as const) {
    list.push({ field: 'phone', label: `${who} phone`, value: person.phone, pattern: phonePattern(person.phone) });
    list.push({ field: 'email', label: `${who} email`, value: person.email, pattern: emailPattern(person.email) });
    list.push({
      field: 'birthDate',
      label: `${who} birthDate`,
      value: person.birthDate,
      pattern: datePattern(person.birthDate),
    });
  }
  for (const [name, value] of Object.entries(p.amounts))
    list.push({ field: 'amounts', label: `amount ${name}`, value, pattern: numberPattern(value) });
  for (const [name, value] of Object.entries(p.profit))
    list.push({ field: 'profit', label: `profit ${name}`, value, pattern: numberPattern(value) });
  return list;
}

/** A place in an answer and the text there: a JSON leaf, a CSV or sheet column, a PDF line. */
export interface Spot {
  where: string;
  text: string;
}

/** Every scalar leaf of a JSON value, array positions folded to [] so one leak is reported once. */
export function jsonSpots(value: unknown, path = '$'): Spot[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => jsonSpots(v, `${path}[]`));
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => jsonSpots(v, `${path}.${k}`));
  if (typeof value === 'string' && /^\s*[{[]/.test(value)) {
    try {
      return jsonSpots(JSON.parse(value), `${path}<json>`);
    } catch {
      // not JSON after all: scanned as text below
    }
  }
  return [{ where: path, text: String(value) }];
}

export interface Hit {
  canary: Canary;
  where: string;
}

export function scan(spots: Spot[], canaries: readonly Canary[]): Hit[] {
  const hits: Hit[] = [];
  for (const spot of spots)
    for (const canary of canaries) if (canary.pattern.test(spot.text)) hits.push({ canary, where: spot.where });
  return hits;
}
