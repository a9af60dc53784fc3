import { ACTIVITY_RECORDS } from './activity.records';
import { EVENT_FEED_RECORDS } from '../events/event-feed.records';
import { DASHBOARD_RECORDS } from '../dashboards/dashboard.records';
import { PAY_RECORDS } from '../pay/pay.records';
import { CHART_RECORDS } from '../pay/charts.records';
import { STAFF_RECORDS } from '../staff/staff.records';
import type { FieldNeed, RecordDeclaration } from './record-declaration';
import type { PermissionKey } from '../roles/permission-tree';

/**
 * Every record that carries an employee's data or a pay figure, by its GraphQL type name (REST
 * answers name the same records): the one place a field's permission is declared.
 */
export const RECORDS: Readonly<Record<string, RecordDeclaration>> = {
  ...STAFF_RECORDS,
  ...PAY_RECORDS,
  ...CHART_RECORDS,
  ...DASHBOARD_RECORDS,
  ...ACTIVITY_RECORDS,
  ...EVENT_FEED_RECORDS,
};

export type RecordName =
  | keyof typeof STAFF_RECORDS
  | keyof typeof PAY_RECORDS
  | keyof typeof CHART_RECORDS
  | keyof typeof DASHBOARD_RECORDS
  | keyof typeof ACTIVITY_RECORDS
  | keyof typeof EVENT_FEED_RECORDS;

/**
 * Object types that carry no employee field and no pay figure: accounts, companies, structure,
 * roles, settings, tokens, webhooks, health, paging. `api/test/record-declarations.test.ts` fails
 * on a GraphQL object type that is in neither list, so a new type is classified before it ships.
 */
export const OPEN_TYPES: readonly string[] = [
  'ActivityLogConnection',
  'ActivityLogEdge',
  'ApiToken',
  'ApiTokenCreator',
  'BirthdayEntry',
  'Branch',
  'BranchEvent',
  'ClientError',
  'ClientErrorReceipt',
  'Company',
  'CompanyEvent',
  'CreatedApiToken',
  'CreatedIntegrationToken',
  'CreatedWebhook',
  'DataIntegrity',
  'DatabaseHealth',
  'DatabaseHealthDetails',
  'Department',
  'DepartmentEvent',
  'DeveloperSettings',
  'Integration',
  'IntegrationToken',
  'EmployeeAiAnalysis',
  'EmployeeAiAnalysisChunk',
  'EmployeeConnection',
  'EmployeeDepartment',
  'EmployeeEdge',
  'EmployeeImportError',
  'EmployeeImportPreview',
  'EmployeeImportResult',
  // An export's state and files: the records themselves are in the files, shaped when they were made.
  'Export',
  'ExportConnection',
  'ExportEdge',
  'ExportFile',
  'ExportPeriod',
  'Health',
  'HierarchicalPermission',
  'Invitation',
  'InvitationPreview',
  'LedgerRecordConnection',
  'LedgerRecordEdge',
  'LoginResult',
  'Member',
  'MenuSettings',
  'Notification',
  'NotificationConnection',
  'NotificationCount',
  'NotificationEdge',
  'PageInfo',
  'Principal',
  'PayEvent',
  'PayPeriod',
  'PayRunConnection',
  'PayRunEdge',
  'PayrollFixConnection',
  'PayrollFixEdge',
  'PerformanceRecordConnection',
  'PerformanceRecordEdge',
  'ReportCount',
  'ReportStatusCount',
  'RoleNotificationSetting',
  'RolledWebhookSecret',
  'RuleTemplateDepartment',
  'RuleTemplateEmployee',
  'RuleUnits',
  'SalaryRuleAppliesTo',
  'SalaryTypeStats',
  'SharedBranding',
  'SharedCompany',
  'SharedNamed',
  'StoredEventConnection',
  'StoredEventEdge',
  'SystemRole',
  'ThresholdDepartment',
  'Tombstone',
  'TombstoneConnection',
  'TombstoneEdge',
  'UpcomingBirthday',
  'User',
  'Webhook',
  'WebhookDelivery',
  'WhoAmI',
  // A wall screen link's settings and who watches it (a coarse network and a browser family, no person).
  'DashboardScreen',
  'DashboardWatching',
  'ScreenNight',
  'ScreenPlaylistEntry',
  'SharedScreen',
  'SharedScreenSlot',
  'WatchingScreen',
];

/** The keys a need asks for: none for open fields, nested records and JSON. */
export function keysOfNeed(need: FieldNeed): readonly PermissionKey[] {
  if (typeof need === 'string') return need === 'open' || need === 'json' ? [] : [need];
  return Array.isArray(need) ? need : [];
}

/**
 * Every property name some record declares sensitive, with the keys it needs: how free-form JSON
 * (a log's before and after, a fixed snapshot) is guarded, however deep the name sits.
 */
export const SENSITIVE_NAMES: ReadonlyMap<string, readonly PermissionKey[]> = new Map(
  Object.values(RECORDS).flatMap((record) =>
    Object.entries(record.fields)
      .map(([name, need]) => [name, keysOfNeed(need)] as const)
      .filter(([, keys]) => keys.length > 0),
  ),
);
