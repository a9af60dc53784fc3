import { PAY_ANOMALY_KINDS, type PayAnomalyKind } from '@staffpay/schema/pay/pay-run.schemas';
import type { LedgerType } from '@staffpay/schema/pay/ledger-types';
import { isPaid } from './context';
import type { EmployeeCardFigures, PayrollInput, PayrollResult } from './engine.types';
import { dec, fmt2 } from './money';

/**
 * The pre-close check (issue 34): what looks wrong in a month before it is fixed, compared with
 * the last fixed month (per-employee snapshot figures) and with the month's own ledger. Pure:
 * the API reads the inputs, the engine decides.
 */

/** An employee's figures as the last fixed month's snapshot keeps them. */
export interface PreviousFigures {
  totalSalary: string;
  /** The ids of the salary rules applied then (source 'salary'). */
  salaryRuleIds: number[];
}

export interface AnomalyInput {
  input: PayrollInput;
  result: PayrollResult;
  /** The last fixed month's figures by employee id; null when no month was fixed before. */
  previous: ReadonlyMap<number, PreviousFigures> | null;
  /** The share a total may move by before it is flagged: a decimal string, default '0.25'. */
  changeShare?: string;
}

export interface PayAnomaly {
  kind: PayAnomalyKind;
  employeeId: number;
  employeeName: string;
  ruleId: number | null;
  ruleName: string | null;
  ledgerType: LedgerType | null;
  recordIds: number[];
  amount: string | null;
  previousAmount: string | null;
}

/** Records this many days apart or closer, of one type and amount, look like one booked twice. */
export const DUPLICATE_WITHIN_DAYS = 2;

/** The kinds in the order a screen lists them for one employee: the contract's declaration order. */
const KIND_RANK = Object.fromEntries(PAY_ANOMALY_KINDS.map((kind, n) => [kind, n])) as Record<PayAnomalyKind, number>;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

const blank = (employeeId: number, employeeName: string, kind: PayAnomalyKind): PayAnomaly => ({
  kind,
  employeeId,
  employeeName,
  ruleId: null,
  ruleName: null,
  ledgerType: null,
  recordIds: [],
  amount: null,
  previousAmount: null,
});

/** Groups of one employee's records of one type and amount whose dates chain within DUPLICATE_WITHIN_DAYS. */
function duplicates(records: PayrollInput['ledger']): { type: LedgerType; amount: string; ids: number[] }[] {
  const groups = new Map<string, PayrollInput['ledger'][number][]>();
  for (const r of records) {
    const key = `${r.type}|${fmt2(dec(r.amount))}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const out: { type: LedgerType; amount: string; ids: number[] }[] = [];
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => a.appliedDate.localeCompare(b.appliedDate) || a.id - b.id);
    let run = [sorted[0]!];
    const flush = () => {
      if (run.length > 1) {
        out.push({
          type: run[0]!.type,
          amount: fmt2(dec(run[0]!.amount)),
          ids: run.map((r) => r.id).sort((a, b) => a - b),
        });
      }
    };
    for (const r of sorted.slice(1)) {
      if (dayNumber(r.appliedDate) - dayNumber(run.at(-1)!.appliedDate) <= DUPLICATE_WITHIN_DAYS) run.push(r);
      else {
        flush();
        run = [r];
      }
    }
    flush();
  }
  return out.sort((a, b) => a.ids[0]! - b.ids[0]!);
}

/** A paid employee's findings against the last fixed month and the rules. */
function paidFindings(
  card: EmployeeCardFigures,
  name: string,
  previous: PreviousFigures | null,
  share: ReturnType<typeof dec>,
  ruleNames: ReadonlyMap<number, string>,
): PayAnomaly[] {
  const out: PayAnomaly[] = [];
  const id = card.employeeId;
  if (previous) {
    const before = dec(previous.totalSalary);
    const now = dec(card.totalSalary);
    const moved = before.isZero() ? !now.isZero() : now.minus(before).abs().gt(before.abs().times(share));
    if (moved) {
      out.push({
        ...blank(id, name, 'total_changed'),
        amount: fmt2(now),
        previousAmount: fmt2(before),
      });
    }
    const nowRules = new Map(card.appliedRules.filter((r) => r.source === 'salary').map((r) => [r.ruleId, r.name]));
    const beforeRules = new Set(previous.salaryRuleIds);
    for (const [ruleId, ruleName] of [...nowRules].sort((a, b) => a[0] - b[0])) {
      if (!beforeRules.has(ruleId)) out.push({ ...blank(id, name, 'rule_started'), ruleId, ruleName });
    }
    for (const ruleId of [...beforeRules].sort((a, b) => a - b)) {
      if (!nowRules.has(ruleId)) {
        out.push({ ...blank(id, name, 'rule_stopped'), ruleId, ruleName: ruleNames.get(ruleId) ?? null });
      }
    }
  }
  if (dec(card.amountDue).isNegative()) {
    out.push({ ...blank(id, name, 'negative_due'), amount: fmt2(dec(card.amountDue)) });
  }
  if (!card.appliedRules.some((r) => r.source === 'salary' && r.salaryMode === 'base')) {
    out.push(blank(id, name, 'no_base_rule'));
  }
  return out;
}

/**
 * Every finding of the month, ordered by employee (id) then kind (as declared), deterministic.
 * `total_changed`, `rule_started` and `rule_stopped` need a previous month; an employee absent
 * from it (not paid or not there then) is compared with nothing.
 */
export function detectAnomalies({ input, result, previous, changeShare = '0.25' }: AnomalyInput): PayAnomaly[] {
  const share = dec(changeShare);
  const { from, to } = input.period;
  const inMonth = (date: string) => date >= from && date <= to;
  // Each employee's records grouped once: a company of 10 000 is not scanned per employee.
  const ledgerOf = new Map<number, PayrollInput['ledger'][number][]>();
  for (const r of input.ledger) {
    if (!inMonth(r.appliedDate)) continue;
    const own = ledgerOf.get(r.employeeId);
    if (own) own.push(r);
    else ledgerOf.set(r.employeeId, [r]);
  }
  const performed = new Set(input.performance.filter((r) => inMonth(r.endDate)).map((r) => r.employeeId));
  const ruleNames = new Map(input.salaryRules.map((r) => [r.id, r.templateName]));
  const out: PayAnomaly[] = [];
  const byId = [...input.employees].sort((a, b) => a.id - b.id);
  for (const employee of byId) {
    const found: PayAnomaly[] = [];
    const name = `${employee.firstName} ${employee.lastName}`.trim();
    const own = ledgerOf.get(employee.id) ?? [];
    const card = result.byEmployee.get(employee.id);
    if (isPaid(employee) && card) {
      found.push(...paidFindings(card, name, previous?.get(employee.id) ?? null, share, ruleNames));
    } else if (!isPaid(employee)) {
      if (own.length > 0 || performed.has(employee.id)) {
        found.push({
          ...blank(employee.id, name, 'inactive_paid'),
          recordIds: own.map((r) => r.id).sort((a, b) => a - b),
        });
      }
    }
    for (const group of duplicates(own)) {
      found.push({
        ...blank(employee.id, name, 'duplicate_record'),
        ledgerType: group.type,
        recordIds: group.ids,
        amount: group.amount,
      });
    }
    // Stable: within one kind, the order found (rule ids, first record ids).
    out.push(...found.sort((x, y) => KIND_RANK[x.kind] - KIND_RANK[y.kind]));
  }
  return out;
}
