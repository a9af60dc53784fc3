import { DeveloperSettings } from '../modules/developer-settings';
import { ClientError } from '../modules/client-errors';
import { ApiToken, Integration } from '../modules/api-tokens';
import { AccountToken, Session, User } from '../modules/accounts';
import { Company, Membership, Invitation } from '../modules/companies';
import { StoredImage } from '../modules/images';
import { ActivityLog } from '../modules/activity';
import { OutboxEvent, Tombstone } from '../modules/outbox';
import { Branch, Department, EmployeeBranch, EmployeeDepartment, Employee } from '../modules/staff';
import { CustomDashboard } from '../modules/dashboards';
import { CustomRole, RolePermission } from '../modules/roles';
import { LedgerRecord } from '../modules/ledger';
import { BirthdayNotificationRun, Notification, RoleNotificationSettingRow } from '../modules/notifications';
import { Webhook, WebhookDelivery } from '../modules/webhooks';
import { ExportFile, ExportJob } from '../modules/exports';
import { PayRunReview, PayrollFix } from '../modules/pay-core';
import { PerformanceRecord } from '../modules/payroll';
import { RuleTemplate, SalaryRuleTemplate } from '../modules/rule-templates';

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
  OutboxEvent,
  Tombstone,
  SalaryRuleTemplate,
  RuleTemplate,
  LedgerRecord,
  PerformanceRecord,
  PayrollFix,
  PayRunReview,
  Notification,
  RoleNotificationSettingRow,
  BirthdayNotificationRun,
  Webhook,
  WebhookDelivery,
  ExportJob,
  ExportFile,
  CustomDashboard,
  CustomRole,
  RolePermission,
  DeveloperSettings,
  ClientError,
  ApiToken,
  Integration,
];
