import { isPaid, type PayrollContext } from './context';
import type { EngineEmployee, SalaryRule } from './engine.types';
import { departmentProfit, type EmployeeMetrics } from './metrics';
import { ruleAppliesTo, type SalaryRuleCalculator } from './salary-rules';

/**
 * Which cards a change of some employees reaches. A card is made of its employee's own facts and
 * of four company-wide figures (docs/payroll.md): department profit (percent_department, the
 * department_profit threshold), company profit (percent_total, the company_profit threshold), a
 * team pool (percent_team) and the average-check winners. A card is built again when its employee
 * changed or when one of those figures it is paid on moved; everything else about a card is its
 * employee's own, so it cannot move.
 */

interface Computation {
  ctx: PayrollContext;
  rules: SalaryRuleCalculator;
}

/** One changed employee before and after (undefined when absent), with their metrics. */
interface Change {
  id: number;
  before: EngineEmployee | undefined;
  after: EngineEmployee | undefined;
  was: EmployeeMetrics | undefined;
  is: EmployeeMetrics | undefined;
}

const sameProfit = (a: EmployeeMetrics | undefined, b: EmployeeMetrics | undefined) =>
  (a === undefined) === (b === undefined) && (a === undefined || a.profit.eq(b!.profit));

const isActive = (e: EngineEmployee | undefined) => e?.status === 'active';

/** Whether the change moves the pool of a team the employee is or was an active member of. */
function movesTeam(c: Change, departmentId: number | null): boolean {
  const inTeam = (e: EngineEmployee | undefined) =>
    isActive(e) && (departmentId === null || e!.departmentIds.includes(departmentId));
  const before = inTeam(c.before);
  const after = inTeam(c.after);
  return before !== after || (before && !sameProfit(c.was, c.is));
}

export function cardsReached(previous: Computation, next: Computation, changedIds: Set<number>): Set<number> {
  const { ctx } = next;
  const changes = [...changedIds].map((id): Change => ({
    id,
    before: previous.ctx.employeeById.get(id),
    after: ctx.employeeById.get(id),
    was: previous.ctx.metrics.employee.get(id),
    is: ctx.metrics.employee.get(id),
  }));
  const touchedDepartments = new Set(
    changes.flatMap((c) => [c.before, c.after].flatMap((e) => e?.departmentIds ?? [])),
  );
  const profitMoved = new Set(
    [...touchedDepartments].filter(
      (d) => !departmentProfit(previous.ctx.metrics, d).eq(departmentProfit(ctx.metrics, d)),
    ),
  );
  const teamMoved = new Set([...touchedDepartments].filter((d) => changes.some((c) => movesTeam(c, d))));
  const companyMoved = !previous.ctx.metrics.company.eq(ctx.metrics.company);

  const reached = new Set([...changedIds].filter((id) => ctx.employeeById.has(id)));
  const reach = (rule: SalaryRule, where: (e: EngineEmployee) => boolean) => {
    for (const e of ctx.employees) {
      if (!reached.has(e.id) && isPaid(e) && ruleAppliesTo(ctx, rule, e) && where(e)) reached.add(e.id);
    }
  };
  const inAny = (departments: Set<number>) => (e: EngineEmployee) => e.departmentIds.some((d) => departments.has(d));
  const always = () => true;

  for (const rule of ctx.salaryRules) {
    if (!rule.isActive) continue;
    const threshold = rule.salaryMode === 'bonus' ? rule.thresholdType : null;
    if (companyMoved && (rule.ruleType === 'percent_total' || threshold === 'company_profit')) reach(rule, always);
    if (profitMoved.size > 0 && (rule.ruleType === 'percent_department' || threshold === 'department_profit')) {
      reach(rule, inAny(profitMoved));
    }
    if (rule.ruleType === 'percent_team') {
      if (rule.teamBase !== 'group') {
        if (teamMoved.size > 0) reach(rule, inAny(teamMoved));
      } else {
        const listed = ctx.scopes.get(rule.id)!.employees;
        if (changes.some((c) => listed.has(c.id) && movesTeam(c, null))) reach(rule, always);
      }
    }
    if (threshold === 'average_check' && changes.some((c) => movesRanking(previous, next, rule, c))) {
      const before = previous.rules.winners(rule);
      const after = next.rules.winners(rule);
      for (const id of before) if (!after.has(id)) reached.add(id);
      for (const id of after) if (!before.has(id)) reached.add(id);
    }
  }
  return reached;
}

/** Whether the change moves an average-check ranking: a candidate came, went, or has another check. */
function movesRanking(previous: Computation, next: Computation, rule: SalaryRule, c: Change): boolean {
  const candidate = (at: Computation, e: EngineEmployee | undefined, m: EmployeeMetrics | undefined) =>
    e !== undefined && isPaid(e) && ruleAppliesTo(at.ctx, rule, e) && m!.orders > 0;
  const before = candidate(previous, c.before, c.was);
  const after = candidate(next, c.after, c.is);
  return before !== after || (before && (c.was!.orders !== c.is!.orders || !c.was!.profit.eq(c.is!.profit)));
}
