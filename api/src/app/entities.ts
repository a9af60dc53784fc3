import { AccountToken } from '../modules/accounts/account-token.entity';
import { Session } from '../modules/accounts/session.entity';
import { User } from '../modules/accounts/user.entity';
import { Company } from '../modules/companies/company.entity';
import { Membership } from '../modules/companies/membership.entity';
import { StoredImage } from '../modules/images/image.entity';
import { Invitation } from '../modules/companies/members/invitation.entity';
import { ActivityLog } from '../modules/activity/activity-log.entity';
import { Branch } from '../modules/staff/branches/branch.entity';
import { CustomDashboard } from '../modules/dashboards/dashboard.entity';
import { Department } from '../modules/staff/departments/department.entity';
import { EmployeeBranch, EmployeeDepartment } from '../modules/staff/employees/employee-placement.entity';
import { Employee } from '../modules/staff/employees/employee.entity';
import { LedgerRecord } from '../modules/ledger/ledger-record.entity';
import {
  BirthdayNotificationRun,
  Notification,
  RoleNotificationSettingRow,
} from '../modules/notifications/notification.entity';
import { PayrollFix } from '../modules/pay-core/payroll-fix.entity';
import { PerformanceRecord } from '../modules/payroll/performance-record.entity';
import { RuleTemplate } from '../modules/rule-templates/rule-template.entity';
import { SalaryRuleTemplate } from '../modules/rule-templates/salary-template.entity';

/** Every entity, listed rather than discovered by glob so tsx, tests and builds agree. */
export const entities = [
  StoredImage,
  User,
  Session,
  Company,
  Membership,
  AccountToken,
  Invitation,
  Branch,
  Department,
  Employee,
  EmployeeDepartment,
  EmployeeBranch,
  ActivityLog,
  SalaryRuleTemplate,
  RuleTemplate,
  LedgerRecord,
  PerformanceRecord,
  PayrollFix,
  Notification,
  RoleNotificationSettingRow,
  BirthdayNotificationRun,
  CustomDashboard,
];
