import {
  FIX_SNAPSHOT_VERSION,
  type FixedAppliedRule,
  type FixedFigures,
  type FixedLedgerLine,
  type FixSnapshot,
} from '@staffpay/schema/pay/fix-snapshot.schemas';
import {
  LEDGER_TYPE,
  LEDGER_TYPES,
  type LedgerLinesField,
  type LedgerTotalField,
  type LedgerType,
} from '@staffpay/schema/pay/ledger-types';

/** A snapshot's card lists a month's ledger records per type under these names. */
export const SNAPSHOT_LINES: Readonly<Record<LedgerType, LedgerLinesField>> = Object.fromEntries(
  LEDGER_TYPES.map((type) => [type, LEDGER_TYPE[type].card.lines]),
) as Record<LedgerType, LedgerLinesField>;

export interface SnapshotLine {
  type: LedgerType;
  id: number;
  amount: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The ledger records a fixed card was computed from, as the snapshot names them. */
export function snapshotLines(snapshot: Json): SnapshotLine[] {
  const card = isObject(snapshot.card) ? snapshot.card : {};
  return LEDGER_TYPES.flatMap((type) => {
    const lines = card[SNAPSHOT_LINES[type]];
    return Array.isArray(lines)
      ? lines.filter(isObject).map((l) => ({ type, id: Number(l.id), amount: String(l.amount) }))
      : [];
  });
}

/** How a snapshot's references become others (a restore's new ids; null when the record is not kept). */
export interface SnapshotReferences {
  employee: (id: number) => number | null;
  department: (id: number) => number | null;
  branch: (id: number) => number | null;
  salaryTemplate: (id: number) => number | null;
  ruleTemplate: (id: number) => number | null;
  ledger: (id: number) => number | null;
  photoUrl: (url: string) => string | null;
}

const mapId = (v: unknown, to: (id: number) => number | null) => (typeof v === 'number' ? to(v) : v);

function remapFigures(figures: Json, refs: SnapshotReferences): Json {
  const out: Json = { ...figures };
  if ('employeeId' in out) out.employeeId = mapId(out.employeeId, refs.employee);
  if (Array.isArray(out.appliedRules)) {
    out.appliedRules = out.appliedRules.map((rule: unknown) =>
      isObject(rule)
        ? { ...rule, ruleId: mapId(rule.ruleId, rule.source === 'salary' ? refs.salaryTemplate : refs.ruleTemplate) }
        : rule,
    );
  }
  for (const name of Object.values(SNAPSHOT_LINES)) {
    if (Array.isArray(out[name])) {
      out[name] = (out[name] as unknown[]).map((line) =>
        isObject(line) ? { ...line, id: mapId(line.id, refs.ledger) } : line,
      );
    }
  }
  return out;
}

/**
 * A fixed card with its references replaced: the employee, department, branch and photo of the
 * card, the rules it applied and the ledger lines it summed (in the card and in its figures).
 * Everything else is the history as fixed and stays as it is.
 */
export function remapSnapshot(snapshot: Json, refs: SnapshotReferences): Json {
  if (!isObject(snapshot.card)) return { ...snapshot };
  const card = remapFigures(snapshot.card, refs);
  card.id = mapId(card.id, refs.employee);
  card.departmentId = mapId(card.departmentId, refs.department);
  card.branchId = mapId(card.branchId, refs.branch);
  if (typeof card.photoUrl === 'string') card.photoUrl = refs.photoUrl(card.photoUrl);
  if (isObject(card.figures)) card.figures = remapFigures(card.figures, refs);
  return { ...snapshot, card };
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

/**
 * The stored JSON of a fix in its typed form (the contract's `fixSnapshotSchema`): the person as
 * fixed, the engine's figures (`card.figures`, falling back to the card's own copies), the applied
 * rules and every ledger line with its type. Nothing is recomputed: it is the history as fixed.
 */
export function typedSnapshot(snapshot: Json): FixSnapshot {
  const period = isObject(snapshot.period) ? snapshot.period : {};
  const card = isObject(snapshot.card) ? snapshot.card : {};
  const figures = isObject(card.figures) ? card.figures : card;
  const figure = (name: keyof FixedFigures) => text(figures[name] ?? card[name]);
  const totals = Object.fromEntries(
    LEDGER_TYPES.map((t) => [LEDGER_TYPE[t].card.total, figure(LEDGER_TYPE[t].card.total)]),
  );
  return {
    formatVersion: FIX_SNAPSHOT_VERSION,
    period: { from: text(period.from) ?? '', to: text(period.to) ?? '' },
    card: {
      id: int(card.id) ?? int(figures.employeeId) ?? 0,
      name: text(card.name) ?? `${text(card.firstName) ?? ''} ${text(card.lastName) ?? ''}`.trim(),
      firstName: text(card.firstName) ?? '',
      lastName: text(card.lastName) ?? '',
      role: text(card.role),
      status: text(card.status),
      employmentType: text(card.employmentType),
      jobPosition: text(card.jobPosition),
      customPosition: text(card.customPosition),
      departmentId: int(card.departmentId),
      departmentName: text(card.departmentName),
      branchId: int(card.branchId),
      figures: {
        ordersCount: int(figures.ordersCount ?? card.ordersCount),
        employeeProfit: figure('employeeProfit'),
        averageCheck: figure('averageCheck'),
        baseSalary: figure('baseSalary'),
        ruleBonuses: figure('ruleBonuses'),
        rulePenalties: figure('rulePenalties'),
        ...(totals as Record<LedgerTotalField, string | null>),
        totalSalary: figure('totalSalary'),
        amountDue: figure('amountDue'),
      },
      appliedRules: list(figures.appliedRules ?? card.appliedRules).map((r): FixedAppliedRule => ({
        source: text(r.source) ?? 'salary',
        ruleSource: (text(r.source) ?? 'salary') as FixedAppliedRule['ruleSource'],
        ruleId: int(r.ruleId) ?? 0,
        name: text(r.name) ?? '',
        salaryMode: (text(r.salaryMode) ?? 'base') as FixedAppliedRule['salaryMode'],
        calculatedAmount: text(r.calculatedAmount),
      })),
      ledgerLines: LEDGER_TYPES.flatMap((type) =>
        list(card[SNAPSHOT_LINES[type]] ?? figures[SNAPSHOT_LINES[type]]).map((l): FixedLedgerLine => ({
          type,
          id: int(l.id) ?? 0,
          amount: text(l.amount),
          quantity: int(l.quantity),
          reason: text(l.reason) ?? '',
          appliedDate: text(l.appliedDate) ?? '',
        })),
      ),
    },
  };
}

/**
 * The snapshot a fix stores: the period and the card with its engine figures, each ledger line
 * with its record's quantity (`quantities` by ledger record id), so the typed snapshot can answer
 * how many units a piecework line counted. Lines are copied: the card's are the cache's.
 */
export function snapshotOf(
  period: { from: string; to: string },
  card: object,
  figures: object,
  quantities: ReadonlyMap<number, number | null>,
): Json {
  const counted = (source: Json): Json => {
    const out: Json = { ...source };
    for (const name of Object.values(SNAPSHOT_LINES)) {
      if (Array.isArray(out[name]))
        out[name] = list(out[name]).map((l) => ({ ...l, quantity: quantities.get(Number(l.id)) ?? null }));
    }
    return out;
  };
  return { period, card: { ...counted(card as Json), figures: counted(figures as Json) } };
}
