import { Decimal } from 'decimal.js';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { EmployeeStatus } from '@staffpay/schema/staff/staff.enums';
import type { AppliedRuleMode, ThresholdType } from '@staffpay/schema/pay/pay.enums';
import { baseRateOf, maskCard, thresholdsOf, type Computed, type MaskedCard, type PayFields } from '../payroll';
import { bestEmployee, sharedTotals } from '@staffpay/pay-engine/engine';
import { projectedPercent, type GoalThresholdType } from '@staffpay/pay-engine/goals';
import { todayInZone } from '../../shared/calendar/calendar-dates';
import type { DashboardView } from './dashboard.view';

/** What the public page may show of its dashboard: its texts and flags, never its id, link or company's ids. */
export type SharedDashboardConfig = Omit<
  DashboardView,
  'id' | 'companyId' | 'shareUrl' | 'screen' | 'createdAt' | 'updatedAt'
>;

export interface SharedCompany {
  name: string;
  logoUrl: string | null;
  currency: string;
  language: string;
  timezone: string;
}

export interface SharedAppliedRule {
  name: string;
  salaryMode: AppliedRuleMode;
  calculatedAmount: string | null;
}

/** Optional keys are absent (not null) when the dashboard's flags hide them. */
export interface SharedEmployee {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  photoUrl: string | null;
  role: CompanyRole;
  departmentId: number | null;
  status: EmployeeStatus;
  ordersCount?: number | null;
  employeeProfit?: string | null;
  averageCheck?: string | null;
  shouldShowOrdersAndProfit?: boolean;
  /** Per-employee amounts: only when the dashboard shows payouts (and its editor may see amounts). */
  totalSalary?: string | null;
  baseSalary?: string | null;
  bonusAmount?: string | null;
  penaltyAmount?: string | null;
  advanceAmount?: string | null;
  /** 1 for the highest profit among the shown (ties share a rank); only where profit is shown. */
  rank?: number | null;
  appliedRules: SharedAppliedRule[];
}

export interface SharedThreshold {
  templateName: string;
  departmentName: string;
  currentValue: string | null;
  thresholdValue: string | null;
  /** current / threshold × 100, one decimal (may pass 100): the progress bar, never an amount. */
  progressPercent: string;
  /** The month-end projection at the current pace as a share of the threshold (docs/payroll.md, 'Goal progress'). */
  projectedPercent: string;
}

/** The wall screen's best employee: the engine's (highest profit), named with the month's total. */
export interface SharedBestEmployee {
  id: number;
  name: string;
  /** Null when the link's editor may not see amounts. */
  totalSalary: string | null;
}

export interface SharedDashboardData {
  dashboard: SharedDashboardConfig;
  /** Money shown as progress only: no amount or profit figure is set. */
  privacyMode: boolean;
  company: SharedCompany;
  companyId: number;
  departments: { id: number; name: string }[];
  branches: { id: number; name: string }[];
  employees?: SharedEmployee[];
  thresholdProgress?: SharedThreshold[];
  baseRatePercentage?: string | null;
  totalBaseRateAmount?: string | null;
  totalTeamBonuses?: string;
  totalAdvances?: string;
  totalSalaryPayouts?: string;
  /** With the employee cards only, as the web showed it. */
  bestEmployee?: SharedBestEmployee | null;
}

export interface SharedSource {
  computed: Computed;
  companyId: number;
  company: SharedCompany;
  branches: { id: number; name: string }[];
}

const NO_PAY_FIELD: PayFields = { amounts: false, profit: false };

const chosen = (selection: number[], id: number | null) =>
  selection.length === 0 || (id !== null && selection.includes(id));
const anyChosen = (selection: number[], ids: number[]) =>
  selection.length === 0 || ids.some((id) => selection.includes(id));

/** The sensitive fields the link may show: its last editor's role's. */
export type SharedFields = PayFields & { birthDate: boolean };

/** The dashboard's flags, narrowed to what its editor's role may see: a hidden field is a flag off. */
export function toSharedConfig(d: DashboardView, fields: SharedFields): SharedDashboardConfig {
  return {
    name: d.name,
    description: d.description,
    selectedDepartments: d.selectedDepartments,
    selectedBranches: d.selectedBranches,
    showCompanyProfit: d.showCompanyProfit && fields.profit,
    showDepartmentProfit: d.showDepartmentProfit && fields.profit,
    showEmployeeProfit: d.showEmployeeProfit && fields.profit,
    showTeamBonuses: d.showTeamBonuses && fields.amounts,
    showAdvances: d.showAdvances && fields.amounts,
    showSalaryPayouts: d.showSalaryPayouts && fields.amounts,
    showThresholdProgress: d.showThresholdProgress,
    thresholdProgressDepartments: d.thresholdProgressDepartments,
    showEmployeeCards: d.showEmployeeCards,
    employeeCardsDepartments: d.employeeCardsDepartments,
  };
}

/**
 * The public answer, built key by key from one computation: a figure the flags hide is never
 * set, so it cannot leave through any transport. Employees are the paid ones of the selected
 * departments (any of theirs) and branches (their first branch); empty selections mean all.
 */
export function sharedDataOf(
  source: SharedSource,
  d: SharedDashboardConfig,
  fields: PayFields,
  privacy = false,
): SharedDashboardData {
  // Per-employee amounts (base salary, bonuses, penalties, advances, rule amounts) are pay: on a
  // wall screen they show only when the dashboard shows payouts (the flag holds the editor's amounts).
  // Privacy mode keeps the flags (they choose which progress and ranks show) but sets no figure.
  const cardFields: PayFields = { amounts: d.showSalaryPayouts && !privacy, profit: fields.profit && !privacy };
  const money = privacy ? { ...d, showSalaryPayouts: false, showEmployeeProfit: false } : d;
  const { computed } = source;
  const shown = computed.paidCards.filter(
    (c) => anyChosen(d.selectedDepartments, c.departmentIds) && chosen(d.selectedBranches, c.card.branchId),
  );
  const data: SharedDashboardData = {
    dashboard: d,
    privacyMode: privacy,
    company: source.company,
    companyId: source.companyId,
    departments: computed.input.departments
      .filter((x) => chosen(d.selectedDepartments, x.id))
      .map((x) => ({ id: x.id, name: x.name })),
    branches: source.branches.filter((b) => chosen(d.selectedBranches, b.id)),
  };
  if (d.showEmployeeCards) {
    data.bestEmployee = bestShown(computed, shown, money);
    const ranks = d.showEmployeeProfit ? ranksOf(shown) : null;
    data.employees = shown
      .filter((c) => anyChosen(d.employeeCardsDepartments, c.departmentIds))
      .map((c) => ({ ...sharedEmployee(maskCard(c.card, cardFields), money), rank: ranks?.get(c.card.id) ?? null }));
  }
  if (d.showThresholdProgress) {
    const people = new Set(shown.map((c) => c.card.id));
    // The projection is a share, never money: it is read from the unmasked figures, shown in privacy mode too.
    const today = todayInZone(source.company.timezone);
    // Every pay field is seen here (the default), so no value is null.
    const projected = thresholdsOf(computed, null).map((t) =>
      projectedPercent(
        t.thresholdType as GoalThresholdType,
        t.currentValue ?? '0',
        t.thresholdValue ?? '0',
        computed.period,
        today,
      ),
    );
    data.thresholdProgress = thresholdsOf(computed, null, privacy ? NO_PAY_FIELD : fields)
      .map((t, i) => ({ t, projected: projected[i]! }))
      .filter(
        ({ t }) =>
          (t.employeeId === null ? true : people.has(t.employeeId)) &&
          metricShown(d, t.thresholdType) &&
          anyChosen(
            d.selectedDepartments,
            t.departments.map((x) => x.id),
          ) &&
          anyChosen(
            d.thresholdProgressDepartments,
            t.departments.map((x) => x.id),
          ),
      )
      .map(({ t, projected }) => ({
        templateName: t.ruleName,
        departmentName: t.departments.map((x) => x.name).join(', '),
        currentValue: t.currentValue,
        thresholdValue: t.thresholdValue,
        progressPercent: t.progress,
        projectedPercent: projected,
      }));
  }
  if (d.showCompanyProfit) {
    const rate = baseRateOf(computed, null, fields);
    data.baseRatePercentage = rate.baseRulePercentage;
    if (!privacy) data.totalBaseRateAmount = rate.totalBaseRateAmount;
  }
  const totals = sharedTotals(
    computed.result,
    shown.map((c) => c.card.id),
  );
  if (privacy) return data;
  if (d.showTeamBonuses) data.totalTeamBonuses = totals.totalTeamBonuses;
  if (d.showAdvances) data.totalAdvances = totals.totalAdvances;
  if (d.showSalaryPayouts) data.totalSalaryPayouts = totals.totalSalaryPayouts;
  return data;
}

/** Competition ranks by the month's profit among the shown (1, 1, 3, …): a league table without amounts. */
function ranksOf(shown: Computed['paidCards']): Map<number, number> {
  const sorted = shown
    .map((c) => ({ id: c.card.id, profit: new Decimal(c.card.employeeProfit) }))
    .sort((a, b) => b.profit.comparedTo(a.profit) || a.id - b.id);
  const ranks = new Map<number, number>();
  sorted.forEach((e, i) => {
    const previous = sorted[i - 1];
    ranks.set(e.id, previous && previous.profit.eq(e.profit) ? ranks.get(previous.id)! : i + 1);
  });
  return ranks;
}

/**
 * The best of the shown employees by the engine's one definition (the highest profit, the lowest
 * id on a tie, none when every profit is 0): the dashboard and the wall screen name the same
 * person, even where the link hides profit; the wall screen shows their month's total.
 */
function bestShown(
  computed: Computed,
  shown: Computed['paidCards'],
  d: SharedDashboardConfig,
): SharedBestEmployee | null {
  const ids = new Set(shown.map((c) => c.card.id));
  const best = bestEmployee({ ...computed.result, cards: computed.result.cards.filter((c) => ids.has(c.employeeId)) });
  const card = best && shown.find((c) => c.card.id === best.employeeId)?.card;
  if (!card) return null;
  // The total is a salary payout: shown as the cards show it (the flag already holds the editor's amounts).
  return { id: card.id, name: card.name, totalSalary: d.showSalaryPayouts ? card.totalSalary : null };
}

/** A threshold shows its metric, so it needs the flag that shows that metric. */
function metricShown(d: SharedDashboardConfig, type: ThresholdType): boolean {
  if (type === 'company_profit') return d.showCompanyProfit;
  if (type === 'department_profit') return d.showDepartmentProfit;
  return d.showEmployeeProfit;
}

function sharedEmployee(card: MaskedCard, d: SharedDashboardConfig): SharedEmployee {
  const e: SharedEmployee = {
    id: card.id,
    firstName: card.firstName,
    lastName: card.lastName,
    name: card.name,
    photoUrl: card.photoUrl,
    role: card.role,
    departmentId: card.departmentId,
    status: card.status,
    appliedRules: card.appliedRules.map((r) => ({
      name: r.name,
      salaryMode: r.salaryMode,
      calculatedAmount: r.calculatedAmount,
    })),
  };
  if (d.showEmployeeProfit) {
    e.ordersCount = card.ordersCount;
    e.employeeProfit = card.employeeProfit;
    e.averageCheck = card.averageCheck;
    e.shouldShowOrdersAndProfit = card.shouldShowOrdersAndProfit;
  }
  if (d.showSalaryPayouts) {
    e.totalSalary = card.totalSalary;
    e.baseSalary = card.baseSalary;
    e.bonusAmount = card.totalBonuses;
    e.penaltyAmount = card.totalPenalties;
    if (d.showAdvances) e.advanceAmount = card.totalAdvances;
  }
  return e;
}
