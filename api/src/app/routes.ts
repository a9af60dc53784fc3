import { accountRoutes } from '../modules/accounts/account.rest';
import { companyRoutes } from '../modules/companies/company.rest';
import { healthRoutes } from '../modules/health/health.rest';
import { imageRoutes } from '../modules/images/image.rest';
import { memberRoutes } from '../modules/companies/members/member.rest';
import { activityRoutes } from '../modules/activity/activity.rest';
import { birthdayRoutes } from '../modules/birthdays/birthday.rest';
import { branchRoutes } from '../modules/staff/branches/branch.rest';
import { dashboardRoutes } from '../modules/dashboards/dashboard.rest';
import { departmentRoutes } from '../modules/staff/departments/department.rest';
import { employeeRoutes } from '../modules/staff/employees/employee.rest';
import { employeeImportRoutes } from '../modules/staff/import/import.rest';
import { ledgerRoutes } from '../modules/ledger/ledger.rest';
import { notificationRoutes } from '../modules/notifications/notification.rest';
import { payrollRoutes } from '../modules/payroll/payroll.rest';
import { payslipRoutes } from '../modules/payslips/payslip.rest';
import { reportRoutes } from '../modules/reports/report.rest';
import { ruleTemplateRoutes } from '../modules/rule-templates/rule-templates.rest';
import type { RestRoute } from '../shared/rest';

/** The REST shim table: every documented /api path, each a thin adapter over a service. */
export const restRoutes: RestRoute[] = [
  ...healthRoutes,
  ...imageRoutes,
  ...companyRoutes,
  ...accountRoutes,
  ...memberRoutes,
  ...branchRoutes,
  ...departmentRoutes,
  ...birthdayRoutes,
  ...activityRoutes,
  ...employeeRoutes,
  ...employeeImportRoutes,
  ...ledgerRoutes,
  ...payrollRoutes,
  ...payslipRoutes,
  ...reportRoutes,
  ...ruleTemplateRoutes,
  ...notificationRoutes,
  ...dashboardRoutes,
];
