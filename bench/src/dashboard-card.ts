/**
 * The dashboard's card (web's DashboardCard fragment): what each open dashboard fetched by polling
 * and now receives pushed, so both sides of the comparison carry the same payload.
 */
const LINE = '{ id reason amount appliedDate }';
export const DASHBOARD_CARD = `id name firstName lastName photoUrl departmentId departmentName role status jobPosition
  customPosition employmentType ordersCount employeeProfit shouldShowOrdersAndProfit baseSalary totalSalary
  totalBonuses totalPenalties totalAdvances piecework amountDue
  appliedRules { source ruleId name salaryMode calculatedAmount }
  bonuses ${LINE} penalties ${LINE} advances ${LINE} pieceworks ${LINE}`;

/** Without a period: the current month in the company's timezone, as the dashboard asks. */
export const CARDS_QUERY = `query ($companyId: Int!) { employeeCards(companyId: $companyId) { ${DASHBOARD_CARD} } }`;

export const CARDS_SUBSCRIPTION = `subscription ($companyId: Int!) {
  employeeCardsChanged(companyId: $companyId) { period { from to } cards { ${DASHBOARD_CARD} } removedIds }
}`;

export interface CardTotals {
  id: number;
  status: string;
  totalBonuses: string;
}

/** A Decimal string ('4000.00') in cents, so expected totals add up exactly. */
export const cents = (decimal: string) => Math.round(Number(decimal) * 100);
