import type { Colour, IconName } from '../enumerations/appearance';
import { labelsOf, pick, valuesOf, type Labelled } from '../enumerations/declaration';

/**
 * The ledger's types, declared once. Everything that
 * differs by type and is not the engine's arithmetic lives here: the label and colour, how the
 * record's quantity and reason are given, the employee card's fields for the type, and the
 * notification its booking sends. The engine's rule for a type is pay-engine's `LEDGER_EFFECT`;
 * the database holds the values in the notifications.type CHECK constraint
 * (api/test/enum-constraints.int.test.ts compares it). docs/architecture.md, "Add a ledger type".
 */
export interface LedgerTypeDeclaration extends Labelled {
  /** The colour of its badge and total on the ledger screens. */
  readonly color: Colour;
  /** The GraphQL enum value's description. */
  readonly doc: string;
  /** none: no quantity; one: always 1; counted: the user's count (at least 1, default 1), amount = quantity × rate. */
  readonly quantity: 'none' | 'one' | 'counted';
  /**
   * required: a reason must be given; optional: a blank one becomes `default`; comment: the field
   * is a comment, `default` when not sent, refused when sent blank.
   */
  readonly reason: { readonly rule: 'required' } | { readonly rule: 'optional' | 'comment'; readonly default: string };
  /**
   * The employee card's total of the type and its list of the period's records (EmployeeCard
   * fields), with the headings the payslip and the export give them.
   */
  readonly card: {
    readonly total: string;
    readonly lines: string;
    readonly totalLabel: string;
    readonly linesLabel: string;
  };
  /** The notification a booking sends: its title, the GraphQL description, the list's icon and colour. */
  readonly notification: {
    readonly title: string;
    readonly doc: string;
    readonly icon: IconName;
    readonly color: Colour;
  };
}

export const LEDGER_TYPE = {
  bonus: {
    label: 'Бонус',
    color: 'teal',
    doc: 'A bonus: added to the salary',
    quantity: 'none',
    reason: { rule: 'required' },
    card: { total: 'totalBonuses', lines: 'bonuses', totalLabel: 'Бонусы', linesLabel: 'Бонусы' },
    notification: { title: 'Начислен бонус', doc: 'A bonus was booked', icon: 'gift', color: 'green' },
  },
  penalty: {
    label: 'Штраф',
    color: 'red',
    doc: 'A penalty: taken from the salary',
    quantity: 'none',
    reason: { rule: 'required' },
    card: { total: 'totalPenalties', lines: 'penalties', totalLabel: 'Штрафы', linesLabel: 'Штрафы' },
    notification: { title: 'Назначен штраф', doc: 'A penalty was booked', icon: 'alert-triangle', color: 'red' },
  },
  advance: {
    label: 'Аванс',
    color: 'blue',
    doc: 'An advance: paid ahead, taken from the amount due',
    quantity: 'one',
    reason: { rule: 'optional', default: 'Аванс' },
    card: { total: 'totalAdvances', lines: 'advances', totalLabel: 'Авансы', linesLabel: 'Авансы' },
    notification: { title: 'Выдан аванс', doc: 'An advance was booked', icon: 'cash', color: 'orange' },
  },
  piecework: {
    label: 'Сдельная выплата',
    color: 'grape',
    doc: 'Piecework: quantity × rate, added to the salary',
    quantity: 'counted',
    reason: { rule: 'comment', default: 'Сдельная выплата' },
    card: { total: 'piecework', lines: 'pieceworks', totalLabel: 'Сдельная', linesLabel: 'Сдельная работа' },
    notification: {
      title: 'Начислена сдельная оплата',
      doc: 'A piecework payment was booked',
      icon: 'hammer',
      color: 'cyan',
    },
  },
} as const satisfies Record<string, LedgerTypeDeclaration>;

export type LedgerType = keyof typeof LEDGER_TYPE;
export const LEDGER_TYPES = valuesOf(LEDGER_TYPE);
export const LEDGER_TYPE_LABELS = labelsOf(LEDGER_TYPE);
export const LEDGER_TYPE_COLORS = pick(LEDGER_TYPE, 'color');

/** The card's total field of each type ('totalBonuses', … 'piecework'). */
export type LedgerTotalField = (typeof LEDGER_TYPE)[LedgerType]['card']['total'];
/** The card's lines field of each type ('bonuses', … 'pieceworks'). */
export type LedgerLinesField = (typeof LEDGER_TYPE)[LedgerType]['card']['lines'];
/** An object with one field per type under the card's total name (`{ totalBonuses: V, … }`). */
export type LedgerTotals<V> = { [T in LedgerType as (typeof LEDGER_TYPE)[T]['card']['total']]: V };
/** An object with one field per type under the card's lines name (`{ bonuses: V, … }`). */
export type LedgerLists<V> = { [T in LedgerType as (typeof LEDGER_TYPE)[T]['card']['lines']]: V };

/** The reason a type's record gets when none is given; null when one is required. */
export function defaultReason(type: LedgerType): string | null {
  const reason: LedgerTypeDeclaration['reason'] = LEDGER_TYPE[type].reason;
  return reason.rule === 'required' ? null : reason.default;
}
