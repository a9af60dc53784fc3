import { FIELD_KEYS } from '../roles/permission-tree';
import { open, records } from '../records/record-declaration';

const AMOUNTS = FIELD_KEYS.amounts;
const PROFIT = FIELD_KEYS.profit;

/** The managers' charts as they may leave the server (docs/permissions.md): profit and amounts hide apart. */
export const CHART_RECORDS = records({
  PayTrend: { fields: { ...open('period', 'previousPeriod'), points: { of: 'PayTrendPoint' } } },
  PayTrendPoint: {
    fields: {
      ...open('day', 'date'),
      profit: PROFIT,
      previousProfit: PROFIT,
      payroll: AMOUNTS,
      previousPayroll: AMOUNTS,
    },
  },
  DepartmentPay: {
    fields: { ...open('departmentId', 'departmentName'), bonuses: AMOUNTS, penalties: AMOUNTS, advances: AMOUNTS },
  },
  PayHistoryMonth: {
    fields: { ...open('period', 'employeeCount'), payrollFund: AMOUNTS, averagePay: AMOUNTS, profit: PROFIT },
  },
  EmployeePayMonth: {
    owner: 'employeeId',
    fields: {
      ...open('employeeId', 'period'),
      totalSalary: AMOUNTS,
      baseSalary: AMOUNTS,
      bonuses: AMOUNTS,
      penalties: AMOUNTS,
      advances: AMOUNTS,
      employeeProfit: PROFIT,
      ordersCount: PROFIT,
      averageCheck: PROFIT,
    },
  },
});
