import { LEDGER_TYPE, LEDGER_TYPES, type LedgerLinesField, type LedgerType } from '@staffpay/schema/pay/ledger-types';

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
