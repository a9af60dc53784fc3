import { detectAnomalies, type PreviousFigures } from '@staffpay/pay-engine/anomalies';
import { dec, fmt2 } from '@staffpay/pay-engine/money';
import {
  changeShareSchema,
  DEFAULT_CHANGE_SHARE,
  payRunPeriodSchema,
  type PayRunAnomalies,
} from '@staffpay/schema/pay/pay-run.schemas';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, RequestContext } from '../../shared/context';
import { parse } from '../../shared/validation';
import { resolvePeriod, typedSnapshot, type PayrollFixView } from '../pay-core';
import { requireCompanyFigures } from './figures.service';
import { lastFixedMonth } from './pay-run.service';
import { monthChanges } from './pay-run-live';
import { computePeriod } from './payroll-compute';

/** Each employee's figures of the last fixed month, from its fixes' snapshots (several fixes of one month add up). */
export function previousFigures(fixes: readonly PayrollFixView[]): Map<number, PreviousFigures> {
  const out = new Map<number, PreviousFigures>();
  for (const fix of fixes) {
    const { figures, appliedRules } = typedSnapshot(fix.snapshot).card;
    const before = out.get(fix.employeeId);
    const rules = appliedRules.filter((r) => r.ruleSource === 'salary').map((r) => r.ruleId);
    out.set(fix.employeeId, {
      totalSalary: fmt2(dec(before?.totalSalary ?? '0').plus(dec(figures.totalSalary ?? '0'))),
      salaryRuleIds: [...new Set([...(before?.salaryRuleIds ?? []), ...rules])],
    });
  }
  return out;
}

const inputsOf = (period: unknown, changeShare: unknown) => {
  const name = parse(payRunPeriodSchema, period);
  const share = parse(changeShareSchema, changeShare ?? DEFAULT_CHANGE_SHARE);
  return { name, period: resolvePeriod({ period: name }, name), share };
};

/** The check of a month; the caller has checked access. */
async function anomaliesOf(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  { name, period, share }: ReturnType<typeof inputsOf>,
): Promise<PayRunAnomalies> {
  const [computed, last] = await Promise.all([
    computePeriod(app, em, companyId, period),
    lastFixedMonth(app, em, companyId, name),
  ]);
  const items = detectAnomalies({
    input: computed.input,
    result: computed.result,
    previous: last && previousFigures(last.fixes),
    changeShare: share,
  });
  return { period: name, comparedWith: last?.name ?? null, changeShare: share, items };
}

/**
 * The pre-close check of a month (salaries.view): the pay engine's findings against the last
 * fixed month before it and the month's own ledger. Amounts are hidden by the field guard (the
 * PayRunAnomaly declaration) from a role without salaries.field.amounts.
 */
export async function payRunAnomalies(
  ctx: RequestContext,
  companyId: number,
  period: unknown,
  changeShare?: unknown,
): Promise<PayRunAnomalies> {
  await requireCompanyFigures(ctx, companyId);
  return anomaliesOf(ctx.app, ctx.em, companyId, inputsOf(period, changeShare));
}

/** payRunAnomaliesChanged: the check pushed again as the month changes (salaries.view). */
export async function payRunAnomaliesChanges(
  ctx: RequestContext,
  companyId: number,
  period: unknown,
  changeShare?: unknown,
) {
  await requireCompanyFigures(ctx, companyId);
  const inputs = inputsOf(period, changeShare);
  return monthChanges(ctx, companyId, inputs, () => anomaliesOf(ctx.app, ctx.app.orm.em.fork(), companyId, inputs));
}
