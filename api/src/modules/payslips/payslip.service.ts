import { can } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import { PAY_MESSAGES, periodSchema } from '@staffpay/schema/pay/pay.schemas';
import { CUSTOM_POSITION, POSITION_LABELS, type PositionCode } from '@staffpay/schema/staff/staff.enums';
import { z } from 'zod';
import { employeeExists } from '../staff';
import type { RequestContext } from '../../shared/context';
import { AppError, forbidden } from '../../shared/errors';
import { parse } from '../../shared/validation';
import { loadCompany } from '../companies';
import { type EmployeeCardView, computeFor, type CardPerson } from '../payroll';
import { monthPeriod } from '@staffpay/pay-engine/engine';
import type { EmployeeCardFigures, Period } from '@staffpay/pay-engine/engine.types';
import { requirePayRead, seesEmployee, openFixesOverlapping } from '../pay-core';
import { renderPayslip, type Payslip } from './payslip.pdf';
import { todayInZone } from '../../shared/calendar/calendar-dates';

const employeeNotFound = () => new AppError('NOT_FOUND', PAY_MESSAGES.employeeNotFound);
const badPeriod = () => new AppError('BAD_USER_INPUT', PAY_MESSAGES.badPeriod, { period: [PAY_MESSAGES.badPeriod] });

const employeeArg = z
  .number(PAY_MESSAGES.badId)
  .int(PAY_MESSAGES.badId)
  .positive(PAY_MESSAGES.badId)
  .max(2_147_483_647, PAY_MESSAGES.badId);

export interface PayslipTarget {
  companyId: number;
  employeeId: number;
  /** 'YYYY-MM' */
  month: string;
  period: Period;
}

/**
 * Who may have a payslip: pay readers any employee of the company, the employee role only their
 * own; everything else answers as if the employee did not exist. The period is one whole month.
 */
export async function payslipTarget(
  ctx: RequestContext,
  companyId: number,
  employeeId: unknown,
  period: unknown,
): Promise<PayslipTarget> {
  const scope = await requirePayRead(ctx, companyId, 'reports.view');
  const id = parse(z.object({ employeeId: employeeArg }), { employeeId }).employeeId;
  if (typeof period !== 'string') throw badPeriod();
  const month = parse(periodSchema, { period }).period;
  if (!month) throw badPeriod();
  if (!seesEmployee(scope, id)) throw employeeNotFound();
  // A payslip is nothing but amounts: another employee's needs the role to see them.
  if (scope.ownEmployeeId !== id && !can(scope.permissions, FIELD_KEYS.amounts)) throw forbidden();
  if (!(await employeeExists(ctx.em, companyId, id))) throw employeeNotFound();
  return { companyId, employeeId: id, month, period: monthPeriod(month) };
}

/** The relative download address of a payslip the caller may read. */
export async function payslipUrl(
  ctx: RequestContext,
  companyId: number,
  employeeId: unknown,
  period: unknown,
): Promise<string> {
  const t = await payslipTarget(ctx, companyId, employeeId, period);
  return `/api/payslips/${t.employeeId}?companyId=${t.companyId}&period=${t.month}`;
}

export interface PayslipFile {
  bytes: Buffer;
  /** ASCII, for clients that ignore filename*. */
  fileName: string;
  /** The Russian name, sent as RFC 5987 filename*. */
  displayName: string;
}

/** The card a fix stored: the card view of that moment with the engine's figures beside it. */
type FixedCard = EmployeeCardView & { figures: EmployeeCardFigures };

/**
 * The payslip PDF of one employee and month: the snapshot of a fix covering exactly that month
 * (it is what was agreed and paid), otherwise the live figures — also when a fix covers only part
 * of the month, since no snapshot holds the whole month; the payslip then says so.
 */
export async function payslipPdf(
  ctx: RequestContext,
  companyId: number,
  employeeId: unknown,
  period: unknown,
): Promise<PayslipFile> {
  const t = await payslipTarget(ctx, companyId, employeeId, period);
  const [company, fixes] = await Promise.all([
    loadCompany(ctx.em, companyId),
    openFixesOverlapping(ctx.em, companyId, t.employeeId, t.period),
  ]);
  const whole = fixes.find((f) => f.periodFrom === t.period.from && f.periodTo === t.period.to);
  let person: CardPerson;
  let figures: EmployeeCardFigures;
  if (whole) {
    const card = (whole.snapshot as unknown as { card: FixedCard }).card;
    person = card;
    figures = card.figures;
  } else {
    const computed = await computeFor(ctx, companyId, { period: t.month });
    const live = computed.result.byEmployee.get(t.employeeId);
    const found = computed.people.get(t.employeeId);
    if (!live || !found) throw employeeNotFound();
    person = found;
    figures = live;
  }
  const payslip: Payslip = {
    companyName: company.name,
    currency: company.currency,
    lastName: person.lastName,
    firstName: person.firstName,
    department: person.departmentName,
    position: positionOf(person),
    month: t.month,
    period: t.period,
    fixedOn: whole ? todayInZone(company.timezone, whole.fixedAt) : null,
    partialFixes: whole ? [] : fixes.map((f) => ({ from: f.periodFrom, to: f.periodTo })),
    figures,
  };
  return {
    bytes: await renderPayslip(payslip),
    fileName: `payslip-${t.employeeId}-${t.month}.pdf`,
    displayName: `Расчётный лист ${person.lastName} ${t.month}.pdf`,
  };
}

function positionOf(p: Pick<CardPerson, 'jobPosition' | 'customPosition'>): string | null {
  if (!p.jobPosition) return null;
  if (p.jobPosition === CUSTOM_POSITION) return p.customPosition || null;
  return POSITION_LABELS[p.jobPosition as PositionCode] ?? p.jobPosition;
}
