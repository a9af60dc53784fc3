import { z } from 'zod';

/** The dashboards' texts: the original's, and ours where it had none (docs/architecture.md). */
export const DASHBOARD_MESSAGES = {
  nameRequired: 'Название дашборда обязательно',
  notFound: 'Дашборд не найден или неактивен',
  tooLong: 'Слишком длинный текст',
  badId: 'Некорректный идентификатор',
  badFlag: 'Ожидается да или нет',
  tooManyIds: 'Слишком много элементов в списке',
  departmentNotInCompany: 'Отдел не найден в этой компании',
  branchNotInCompany: 'Филиал не найден в этой компании',
  badShareUrl: 'Дашборд не найден или неактивен',
  tooManyRequests: 'Слишком много запросов. Повторите через минуту',
} as const;

/** The name 'Базовый дашборд' shortcut gives the dashboard it creates. */
export const BASE_DASHBOARD_NAME = 'Базовый дашборд';

export const DASHBOARD_NAME_MAX = 200;
export const DASHBOARD_DESCRIPTION_MAX = 2000;
/** More than any company's departments or branches; a bound so a list cannot be made huge. */
export const DASHBOARD_IDS_MAX = 1000;

/** The display flags of a dashboard, in the original's order. */
export const DASHBOARD_FLAGS = [
  'showCompanyProfit',
  'showDepartmentProfit',
  'showEmployeeProfit',
  'showTeamBonuses',
  'showAdvances',
  'showSalaryPayouts',
  'showThresholdProgress',
  'showEmployeeCards',
] as const;
export type DashboardFlag = (typeof DASHBOARD_FLAGS)[number];

/** The id lists of a dashboard: an empty list means every department (or branch), present and future. */
export const DASHBOARD_SELECTIONS = [
  'selectedDepartments',
  'selectedBranches',
  'thresholdProgressDepartments',
  'employeeCardsDepartments',
] as const;
export type DashboardSelection = (typeof DASHBOARD_SELECTIONS)[number];

const id = z
  .number(DASHBOARD_MESSAGES.badId)
  .int(DASHBOARD_MESSAGES.badId)
  .positive(DASHBOARD_MESSAGES.badId)
  .max(2_147_483_647, DASHBOARD_MESSAGES.badId);

const ids = z
  .array(id, DASHBOARD_MESSAGES.badId)
  .max(DASHBOARD_IDS_MAX, DASHBOARD_MESSAGES.tooManyIds)
  .nullish()
  .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b));

// An absent flag is off: a dashboard shows only what its author turned on.
const flag = z
  .boolean(DASHBOARD_MESSAGES.badFlag)
  .nullish()
  .transform((v) => v ?? false);

/** A dashboard's fields (create and PUT alike: every field replaced). */
export const dashboardSchema = z.object({
  name: z
    .string(DASHBOARD_MESSAGES.nameRequired)
    .trim()
    .min(1, DASHBOARD_MESSAGES.nameRequired)
    .max(DASHBOARD_NAME_MAX, DASHBOARD_MESSAGES.tooLong),
  description: z
    .string(DASHBOARD_MESSAGES.tooLong)
    .trim()
    .max(DASHBOARD_DESCRIPTION_MAX, DASHBOARD_MESSAGES.tooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  selectedDepartments: ids,
  selectedBranches: ids,
  thresholdProgressDepartments: ids,
  employeeCardsDepartments: ids,
  showCompanyProfit: flag,
  showDepartmentProfit: flag,
  showEmployeeProfit: flag,
  showTeamBonuses: flag,
  showAdvances: flag,
  showSalaryPayouts: flag,
  showThresholdProgress: flag,
  showEmployeeCards: flag,
});
export type DashboardInput = z.output<typeof dashboardSchema>;

/** A share URL token: 32 base64url characters (24 random bytes); anything else finds nothing. */
export const shareUrlSchema = z
  .string(DASHBOARD_MESSAGES.badShareUrl)
  .regex(/^[A-Za-z0-9_-]{32}$/, DASHBOARD_MESSAGES.badShareUrl);
