import { DeveloperSettingsResolver } from '../modules/developer-settings';
import { ClientErrorResolver } from '../modules/client-errors';
import { AiAnalysisResolver } from '../modules/ai-analysis';
import { ApiTokenResolver, IntegrationResolver } from '../modules/api-tokens';
import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { guardSchema } from '../shared/field-guard/graphql-guard';
import { AccountResolver } from '../modules/accounts';
import { CompanyResolver, MemberResolver } from '../modules/companies';
import { HealthResolver } from '../modules/health';
import { ActivityResolver } from '../modules/activity';
import { BirthdayResolver } from '../modules/birthdays';
import {
  BranchResolver,
  DepartmentResolver,
  EmployeeResolver,
  EmployeeImportResolver,
  EmployeeTwinsResolver,
} from '../modules/staff';
import { CustomDashboardResolver, DashboardScreenResolver, SharedDashboardResolver } from '../modules/dashboards';
import { DataProtectionResolver } from '../modules/data-protection';
import { RoleResolver } from '../modules/roles';
import { LedgerResolver } from '../modules/ledger';
import { NotificationResolver } from '../modules/notifications';
import { EventFeedResolver } from '../modules/event-feed';
import { WebhookResolver } from '../modules/webhooks';
import { ExportResolver } from '../modules/exports';
import {
  AppliedRuleTwinsResolver,
  EmployeeCardTwinsResolver,
  GoalProgressResolver,
  PayEventTwinsResolver,
  PayFeedResolver,
  PayRunResolver,
  PayRunAnomaliesResolver,
  PayrollFixSnapshotResolver,
  PayrollResolver,
} from '../modules/payroll';
import { DeletionsResolver } from '../modules/outbox';
import { PayslipResolver } from '../modules/payslips';
import { ChartsResolver, ReportResolver, ReportSummaryTwinsResolver } from '../modules/reports';
import {
  BonusRuleTemplateResolver,
  PenaltyRuleTemplateResolver,
  SalaryRuleTemplateResolver,
} from '../modules/rule-templates';
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
  EmployeeTwinsResolver,
  LedgerResolver,
  PayrollResolver,
  PayrollFixSnapshotResolver,
  PayRunResolver,
  PayRunAnomaliesResolver,
  AppliedRuleTwinsResolver,
  EmployeeCardTwinsResolver,
  PayEventTwinsResolver,
  PayFeedResolver,
  GoalProgressResolver,
  PayslipResolver,
  ReportResolver,
  ChartsResolver,
  ReportSummaryTwinsResolver,
  SalaryRuleTemplateResolver,
  BonusRuleTemplateResolver,
  PenaltyRuleTemplateResolver,
  NotificationResolver,
  WebhookResolver,
  EventFeedResolver,
  ExportResolver,
  DeletionsResolver,
  CustomDashboardResolver,
  DashboardScreenResolver,
  RoleResolver,
  SharedDashboardResolver,
  DataProtectionResolver,
  DeveloperSettingsResolver,
  ClientErrorResolver,
  AiAnalysisResolver,
  ApiTokenResolver,
  IntegrationResolver,
] as const;

/**
 * Subscriptions use `subscribe` functions that check membership before listening through
 * the typed Events; the pubSub handed to type-graphql is the same bus, for `topics`-style
 * subscriptions that need no check.
 */
export async function createSchema(bus: EventBus): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [...resolvers],
    validate: false,
    pubSub: {
      publish: (key, id, payload) => void bus.publish(key, id as string, payload),
      subscribe: (key, id) => bus.subscribe(key, id as string),
    },
  });
  // Fields a viewer may not see are hidden where every answer passes (docs/permissions.md).
  return guardSchema(schema);
}
