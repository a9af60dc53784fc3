import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AccountResolver } from '../modules/accounts/account.graphql';
import { CompanyResolver } from '../modules/companies/company.graphql';
import { HealthResolver } from '../modules/health/health.graphql';
import { MemberResolver } from '../modules/companies/members/member.graphql';
import { ActivityResolver } from '../modules/activity/activity.graphql';
import { BirthdayResolver } from '../modules/birthdays/birthday.graphql';
import { BranchResolver } from '../modules/staff/branches/branch.graphql';
import { CustomDashboardResolver } from '../modules/dashboards/dashboard.graphql';
import { SharedDashboardResolver } from '../modules/dashboards/shared-dashboard.graphql';
import { DepartmentResolver } from '../modules/staff/departments/department.graphql';
import { EmployeeResolver } from '../modules/staff/employees/employee.graphql';
import { EmployeeImportResolver } from '../modules/staff/import/import.graphql';
import { LedgerResolver } from '../modules/ledger/ledger.graphql';
import { NotificationResolver } from '../modules/notifications/notification.graphql';
import { PayFeedResolver } from '../modules/payroll/pay-feed.graphql';
import { PayrollResolver } from '../modules/payroll/payroll.graphql';
import { PayslipResolver } from '../modules/payslips/payslip.graphql';
import { ReportResolver } from '../modules/reports/report.graphql';
import {
  BonusRuleTemplateResolver,
  PenaltyRuleTemplateResolver,
  SalaryRuleTemplateResolver,
} from '../modules/rule-templates/rule-templates.graphql';
import type { EventBus } from '../shared/events';

/** Every resolver of the API; adding a domain means adding its resolver here. */
export const resolvers = [
  HealthResolver,
  CompanyResolver,
  AccountResolver,
  MemberResolver,
  BranchResolver,
  DepartmentResolver,
  BirthdayResolver,
  ActivityResolver,
  EmployeeResolver,
  EmployeeImportResolver,
  LedgerResolver,
  PayrollResolver,
  PayFeedResolver,
  PayslipResolver,
  ReportResolver,
  SalaryRuleTemplateResolver,
  BonusRuleTemplateResolver,
  PenaltyRuleTemplateResolver,
  NotificationResolver,
  CustomDashboardResolver,
  SharedDashboardResolver,
] as const;

/**
 * Subscriptions use `subscribe` functions that check membership before listening through
 * the typed Events; the pubSub handed to type-graphql is the same bus, for `topics`-style
 * subscriptions that need no check.
 */
export function createSchema(bus: EventBus): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    validate: false,
    pubSub: {
      publish: (key, id, payload) => void bus.publish(key, id as string, payload),
      subscribe: (key, id) => bus.subscribe(key, id as string),
    },
  });
}
