import { developerSettingsRoutes } from '../modules/developer-settings';
import { clientErrorRoutes } from '../modules/client-errors';
import { aiAnalysisRoutes } from '../modules/ai-analysis';
import { apiTokenRoutes, integrationRoutes } from '../modules/api-tokens';
import { accountRoutes } from '../modules/accounts';
import { companyRoutes, memberRoutes } from '../modules/companies';
import { healthRoutes } from '../modules/health';
import { imageRoutes } from '../modules/images';
import { activityRoutes } from '../modules/activity';
import { birthdayRoutes } from '../modules/birthdays';
import {
  branchRoutes,
  departmentRoutes,
  employeeExportRoutes,
  employeeImportRoutes,
  employeeRoutes,
} from '../modules/staff';
import { dashboardRoutes, screenRoutes } from '../modules/dashboards';
import { protectionRoutes } from '../modules/data-protection';
import { roleRoutes } from '../modules/roles';
import { ledgerRoutes } from '../modules/ledger';
import { notificationRoutes } from '../modules/notifications';
import { eventFeedRoutes } from '../modules/event-feed';
import { webhookRoutes } from '../modules/webhooks';
import { exportRoutes } from '../modules/exports';
import { deletionsRoutes } from '../modules/outbox';
import { goalProgressRoutes, payrollRoutes } from '../modules/payroll';
import { payslipRoutes } from '../modules/payslips';
import { chartRoutes, reportRoutes } from '../modules/reports';
import { ruleTemplateRoutes } from '../modules/rule-templates';
import type { RestRoute } from '../shared/rest';
import { openApiRoutes } from './openapi/openapi.rest';

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
  ...employeeExportRoutes,
  ...employeeRoutes,
  ...employeeImportRoutes,
  ...ledgerRoutes,
  ...payrollRoutes,
  ...goalProgressRoutes,
  ...payslipRoutes,
  ...reportRoutes,
  ...chartRoutes,
  ...ruleTemplateRoutes,
  ...notificationRoutes,
  ...webhookRoutes,
  ...eventFeedRoutes,
  ...exportRoutes,
  ...deletionsRoutes,
  ...dashboardRoutes,
  ...screenRoutes,
  ...roleRoutes,
  ...protectionRoutes,
  ...developerSettingsRoutes,
  ...clientErrorRoutes,
  ...aiAnalysisRoutes,
  ...apiTokenRoutes,
  ...integrationRoutes,
  ...openApiRoutes(() => restRoutes),
];
