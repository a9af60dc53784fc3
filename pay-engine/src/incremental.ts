import { buildCard, rebuildCard } from './cards';
import { byId, engineEmployee, groupByEmployee, ledgerOrder, prepare, type PayrollContext } from './context';
import type { EmployeeCardFigures, EngineEmployee, PayrollInput, PayrollResult } from './engine.types';
import { cardsReached } from './incremental-reach';
import { LayeredMap } from './layered-map';
import { employeeMetrics, type EmployeeMetrics, type Metrics } from './metrics';
import { ZERO } from './money';
import { inPeriod } from './period';
import { salaryRuleCalculator, type SalaryRuleCalculator } from './salary-rules';

/**
 * A computed payroll together with what computing it again after a small change needs: the
 * prepared input and the rule calculator (its team pools and average-check winners). A state is
 * never changed; an update makes a new one that shares every card the change did not reach.
 */
export interface PayrollState {
  input: PayrollInput;
  result: PayrollResult;
  /** The employees whose cards this computation made: all of them, or those whose card an update changed. */
  recomputed: 'all' | ReadonlySet<number>;
  readonly ctx: PayrollContext;
  readonly rules: SalaryRuleCalculator;
}

function resultOf(cards: EmployeeCardFigures[]): PayrollResult {
  return { cards, byEmployee: new Map(cards.map((c) => [c.employeeId, c])) };
}

/** Every card computed afresh, as computePayroll does, kept for later updates. */
export function computePayrollState(input: PayrollInput): PayrollState {
  const ctx = prepare(input);
  const rules = salaryRuleCalculator(ctx);
  return { input, result: resultOf(ctx.employees.map((e) => buildCard(ctx, rules, e))), recomputed: 'all', ctx, rules };
}

/**
 * The payroll of `input`, which differs from `previous.input` only in what concerns
 * `changedEmployeeIds`: those employees (added, edited or gone) and their performance and ledger
 * records. Their cards are built again, and so is every other card the change reaches through
 * department or company profit, a team pool or an average-check ranking; the rest are the
 * previous cards themselves. The result equals computePayroll(input) card for card.
 *
 * The period, departments, salary rules and templates must be the previous input's own (the same
 * objects): anything else may move any card, so it is computed afresh.
 */
export function updatePayroll(
  previous: PayrollState,
  input: PayrollInput,
  changedEmployeeIds: Iterable<number>,
): PayrollState {
  const was = previous.input;
  const sameRules =
    input.period.from === was.period.from &&
    input.period.to === was.period.to &&
    input.departments === was.departments &&
    input.salaryRules === was.salaryRules &&
    input.ruleTemplates === was.ruleTemplates;
  if (!sameRules) return computePayrollState(input);
  const changed = new Set(changedEmployeeIds);
  const ctx = patchContext(previous.ctx, input, changed);
  const rules = salaryRuleCalculator(ctx);
  const reached = cardsReached(previous, { ctx, rules }, changed);
  const built = new Map<number, EmployeeCardFigures | undefined>([...changed].map((id) => [id, undefined]));
  const recomputed = new Set<number>();
  // Both lists are sorted by id, so the previous card of each employee is found by walking along.
  const before = previous.result.cards;
  let at = 0;
  const cards = ctx.employees.map((e) => {
    while (at < before.length && before[at]!.employeeId < e.id) at++;
    const was = before[at]?.employeeId === e.id ? before[at] : undefined;
    if (!reached.has(e.id)) return was!;
    // Someone else's change reached E: the card is made again only if what the rules pay E moved.
    const card = was && !changed.has(e.id) ? rebuildCard(ctx, rules, e, was) : buildCard(ctx, rules, e);
    if (card !== was) {
      built.set(e.id, card);
      recomputed.add(e.id);
    }
    return card;
  });
  const byEmployee = LayeredMap.with(previous.result.byEmployee, built);
  return { input, result: { cards, byEmployee }, recomputed, ctx, rules };
}

/** The previous prepared input with the changed employees and their records replaced from `input`. */
function patchContext(prev: PayrollContext, input: PayrollInput, changed: Set<number>): PayrollContext {
  const { period } = input;
  const next = input.employees.filter((e) => changed.has(e.id)).map(engineEmployee);
  const employees = prev.employees.filter((e) => !changed.has(e.id)).concat(next);
  // Nearly sorted already (the kept employees are): a merge sort's runs make this cheap.
  employees.sort(byId);
  const nextById = new Map(next.map((e) => [e.id, e]));
  const employeeById = LayeredMap.with(
    prev.employeeById,
    [...changed].map((id) => [id, nextById.get(id)]),
  );

  const performance = regroup(
    prev.performance,
    changed,
    groupByEmployee(
      input.performance.filter((r) => changed.has(r.employeeId) && inPeriod(r.endDate, period)).sort(byId),
      employeeById,
    ),
  );
  const ledger = regroup(
    prev.ledger,
    changed,
    groupByEmployee(
      input.ledger.filter((r) => changed.has(r.employeeId) && inPeriod(r.appliedDate, period)).sort(ledgerOrder),
      employeeById,
    ),
  );
  return {
    ...prev,
    input,
    employees,
    employeeById,
    performance,
    ledger,
    metrics: patchMetrics(prev, employeeById, performance, changed),
  };
}

function regroup<T>(
  previous: ReadonlyMap<number, T[]>,
  changed: Set<number>,
  fresh: Map<number, T[]>,
): ReadonlyMap<number, T[]> {
  return LayeredMap.with(
    previous,
    [...changed].map((id) => [id, fresh.get(id)]),
  );
}

/**
 * The changed employees' profit is taken out of their former departments and the company and
 * the new profit put in. Profits are sums of cent amounts, which decimal.js adds and subtracts
 * exactly at 40 significant digits, so this is the very sum a fresh pass would make.
 */
function patchMetrics(
  prev: PayrollContext,
  employeeById: ReadonlyMap<number, EngineEmployee>,
  performance: PayrollContext['performance'],
  changed: Set<number>,
): Metrics {
  const employee = new Map<number, EmployeeMetrics | undefined>();
  const department = new Map(prev.metrics.department);
  let company = prev.metrics.company;
  for (const id of changed) {
    const before = prev.metrics.employee.get(id);
    if (before) {
      company = company.minus(before.profit);
      for (const d of prev.employeeById.get(id)!.departmentIds) {
        department.set(d, department.get(d)!.minus(before.profit));
      }
    }
    const now = employeeById.get(id);
    const m = now && employeeMetrics(performance.get(id) ?? []);
    employee.set(id, m);
    if (!now || !m) continue;
    company = company.plus(m.profit);
    for (const d of now.departmentIds) department.set(d, (department.get(d) ?? ZERO).plus(m.profit));
  }
  return { employee: LayeredMap.with(prev.metrics.employee, employee), department, company };
}
