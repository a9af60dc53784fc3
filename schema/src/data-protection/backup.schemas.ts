import { z } from 'zod';
import { AI_MAX_TOKENS, AI_PROVIDERS } from '../developer-settings/developer-settings.schemas';
import { ROLE_NOTIFICATION_TYPES } from '../notifications/notification.enums';
import { LEDGER_TYPES } from '../pay/ledger-types';
import {
  ACHIEVEMENT_ICONS,
  ASSIGNMENT_TYPES,
  CALCULATION_TYPES,
  RULE_PERIODS,
  RULE_TEMPLATE_KINDS,
  RULE_TYPES,
  SALARY_MODES,
  TEAM_BASES,
  THRESHOLD_TYPES,
  UNIT_TYPES,
} from '../pay/pay.enums';
import { isPermissionKey } from '../roles/permission-tree';
import { ROLE_COLORS } from '../roles/role.schemas';
import { backupShapeOf, FILE_DATE } from '../records/stored-field';
import { EMPLOYEE_FIELDS } from '../staff/employee.fields';
import { BRANCH_FIELDS, DEPARTMENT_FIELDS } from '../staff/structure.fields';
import { PROTECTION_MESSAGES } from './protection.messages';

/**
 * A company's backup file (docs/data-protection.md): one JSON document, versioned so a restore
 * can tell a file it understands from a newer or a foreign one before it reads anything else.
 * Ids are the file's own: every reference points at a record of the same file, and a restore
 * gives every record a new id. Account links (members, who booked what) are not part of it.
 */
export const BACKUP_FORMAT = 'staffpay.company-backup';
export const BACKUP_VERSION = 1;

const id = z.number().int().positive().max(2_147_483_647);
const ids = z.array(id).max(100_000);
const text = (max: number) => z.string().max(max);
const optional = (max: number) => text(max).nullable();
const date = FILE_DATE;
const instant = z.iso.datetime({ offset: true });
const decimal = z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'десятичное число');
const imageId = z.string().min(1).max(64);

export const backupImageSchema = z.object({
  id: imageId,
  mime: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  /** base64 of the stored bytes. */
  data: z.string().max(20_000_000),
});

export const backupCompanySchema = z.object({
  name: text(200).min(1),
  description: optional(5000),
  language: text(2),
  timezone: text(64),
  currency: text(3),
  showBirthdaysOnDashboard: z.boolean(),
  birthdayNotificationDays: z.number().int().min(0).max(365),
  logoImageId: imageId.nullable(),
});

/** The company's developer settings without its AI key, which never leaves the server (a restore keeps the stored one). */
export const backupDeveloperSettingsSchema = z.object({
  serviceLogoImageId: imageId.nullable(),
  logoSize: text(16),
  companySlogan: optional(200),
  hideNavigationMenuLabels: z.boolean(),
  aiAnalysisPrompt: optional(10_000),
  aiAnalysisMaxTokens: z.number().int().min(AI_MAX_TOKENS.min).max(AI_MAX_TOKENS.max),
  aiProvider: z.enum(AI_PROVIDERS).nullable(),
  aiModel: optional(200),
  aiApiEndpoint: optional(500),
});

export const backupBranchSchema = z.object({ id, ...backupShapeOf(BRANCH_FIELDS) });

/** A manager or branch the company no longer has is null (the integrity check reports it). */
export const backupDepartmentSchema = z.object({
  id,
  ...backupShapeOf(DEPARTMENT_FIELDS),
  managerId: id.nullable(),
  branchId: id.nullable(),
});

/** The declared fields (schema/src/staff/employee.fields.ts) and the photo, which is an image of the file. */
export const backupEmployeeSchema = z.object({
  id,
  ...backupShapeOf(EMPLOYEE_FIELDS),
  photoImageId: imageId.nullable(),
});

export const backupSalaryTemplateSchema = z.object({
  id,
  templateName: text(200),
  description: optional(5000),
  ruleType: z.enum(RULE_TYPES),
  value: decimal,
  period: z.enum(RULE_PERIODS),
  teamBase: z.enum(TEAM_BASES).nullable(),
  salaryMode: z.enum(SALARY_MODES),
  considerOrdersAndProfit: z.boolean(),
  appliesToDepartments: ids,
  appliesToEmployees: ids,
  /** Opaque group numbers, kept as they are. */
  appliesToGroups: ids,
  thresholdType: z.enum(THRESHOLD_TYPES).nullable(),
  thresholdValue: decimal.nullable(),
  achievementIcon: z.enum(ACHIEVEMENT_ICONS).nullable(),
  isActive: z.boolean(),
});

export const backupRuleTemplateSchema = z.object({
  id,
  kind: z.enum(RULE_TEMPLATE_KINDS),
  templateName: text(200),
  description: optional(5000),
  calculationType: z.enum(CALCULATION_TYPES),
  amount: decimal,
  unitType: z.enum(UNIT_TYPES),
  assignmentType: z.enum(ASSIGNMENT_TYPES),
  departmentIds: ids,
  employeeIds: ids,
  isActive: z.boolean(),
});

export const backupLedgerRecordSchema = z.object({
  id,
  employeeId: id,
  type: z.enum(LEDGER_TYPES),
  amount: decimal,
  reason: text(500),
  quantity: z.number().int().min(0).max(1_000_000_000).nullable(),
  appliedDate: date,
  /** A correction's original (an earlier record of the file); absent in files written before corrections. */
  correctsRecordId: id.nullable().optional(),
});

const ruleUnits = z.array(z.object({ ruleId: id, unitCount: z.number().min(0).max(1_000_000) })).max(1000);
export const backupPerformanceSchema = z.object({
  id,
  employeeId: id,
  startDate: date,
  endDate: date,
  ordersCount: z.number().int().min(0).max(1_000_000_000),
  employeeProfit: decimal,
  /** Bonus and penalty template ids of this file. */
  bonusRules: ruleUnits,
  penaltyRules: ruleUnits,
});

export const backupPayrollFixSchema = z.object({
  id,
  employeeId: id,
  periodFrom: date,
  periodTo: date,
  /** The card as fixed; its ids are the file's ids too. */
  snapshot: z.record(z.string(), z.unknown()),
  fixedAt: instant,
  reopenedAt: instant.nullable(),
});

export const backupDashboardSchema = z.object({
  id,
  name: text(200),
  description: optional(5000),
  selectedDepartments: ids,
  selectedBranches: ids,
  showCompanyProfit: z.boolean(),
  showDepartmentProfit: z.boolean(),
  showEmployeeProfit: z.boolean(),
  showTeamBonuses: z.boolean(),
  showAdvances: z.boolean(),
  showSalaryPayouts: z.boolean(),
  showThresholdProgress: z.boolean(),
  thresholdProgressDepartments: ids,
  showEmployeeCards: z.boolean(),
  employeeCardsDepartments: ids,
});

const permissionKey = z.string().refine(isPermissionKey, 'неизвестное разрешение');
export const backupTreeEntrySchema = z.object({
  permissionKey,
  isGranted: z.boolean(),
  canView: z.boolean(),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canApprove: z.boolean(),
  conditions: z.record(z.string(), z.unknown()).nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});

export const backupRoleSchema = z.object({
  id,
  name: text(100),
  code: text(50).min(1),
  description: optional(5000),
  color: z.enum(ROLE_COLORS),
  priority: z.number().int().min(1).max(100),
  permissions: z.array(permissionKey).max(500),
  /** Empty when the role's tree was never initialised. */
  tree: z.array(backupTreeEntrySchema).max(500),
});

export const backupNotificationSettingSchema = z.object({
  /** A built-in role's code or one of the file's custom roles. */
  role: text(50),
  notificationType: z.enum(ROLE_NOTIFICATION_TYPES),
  enabled: z.boolean(),
});

const many = <T extends z.ZodType>(row: T) => z.array(row).max(5_000_000);

export const backupDocumentSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: instant,
  company: backupCompanySchema,
  /** Absent in files written before developer settings existed. */
  developerSettings: backupDeveloperSettingsSchema.nullable().default(null),
  images: many(backupImageSchema),
  branches: many(backupBranchSchema),
  departments: many(backupDepartmentSchema),
  employees: many(backupEmployeeSchema),
  salaryTemplates: many(backupSalaryTemplateSchema),
  ruleTemplates: many(backupRuleTemplateSchema),
  ledger: many(backupLedgerRecordSchema),
  performance: many(backupPerformanceSchema),
  payrollFixes: many(backupPayrollFixSchema),
  dashboards: many(backupDashboardSchema),
  roles: many(backupRoleSchema),
  notificationSettings: many(backupNotificationSettingSchema),
});
export type BackupDocument = z.infer<typeof backupDocumentSchema>;

/** The sections of the document in the order they are written, each an array of rows. */
export const BACKUP_SECTIONS = [
  'images',
  'branches',
  'departments',
  'employees',
  'salaryTemplates',
  'ruleTemplates',
  'ledger',
  'performance',
  'payrollFixes',
  'dashboards',
  'roles',
  'notificationSettings',
] as const satisfies readonly (keyof BackupDocument)[];
export type BackupSection = (typeof BACKUP_SECTIONS)[number];
/** One row of a section. */
export type BackupRow<S extends BackupSection> = BackupDocument[S][number];
/** What comes before the sections: the format, the version, the company and its developer settings. */
export type BackupHead = Pick<BackupDocument, 'format' | 'version' | 'createdAt' | 'company' | 'developerSettings'>;

/** How the restore preview names each section. */
export const BACKUP_SECTION_LABELS: Record<BackupSection, string> = {
  images: 'Изображения',
  branches: 'Филиалы',
  departments: 'Отделы',
  employees: 'Сотрудники',
  salaryTemplates: 'Шаблоны зарплаты',
  ruleTemplates: 'Шаблоны бонусов и штрафов',
  ledger: 'Бонусы, штрафы, авансы и сдельные выплаты',
  performance: 'Показатели',
  payrollFixes: 'Зафиксированные периоды',
  dashboards: 'Дашборды',
  roles: 'Роли',
  notificationSettings: 'Настройки уведомлений',
};

export interface BackupPreview {
  companyName: string;
  createdAt: string;
  version: number;
  counts: Record<BackupSection, number>;
}

export type BackupCheck = { ok: true; document: BackupDocument } | { ok: false; message: string };

export const describePath = (path: PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p + 1}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '') || 'документ';

export const backupHeadSchema = backupDocumentSchema.pick({
  format: true,
  version: true,
  createdAt: true,
  company: true,
  developerSettings: true,
});
const damaged = (error: z.ZodError, prefix: PropertyKey[] = []): BackupCheck => {
  const issue = error.issues[0]!;
  return { ok: false, message: PROTECTION_MESSAGES.damaged(describePath([...prefix, ...issue.path]), issue.message) };
};

/**
 * Reads a parsed file against its version, in that order: a foreign file and a newer one are told
 * apart from a damaged one. The browser's preview and the server's restore both use it. The
 * sections are checked one at a time and each is replaced in `value` by its checked rows, so a
 * large file is never held twice: `value` is consumed (its `ok` document is `value` itself).
 */
export function checkBackup(value: unknown): BackupCheck {
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(value);
  if (!head.success || head.data.format !== BACKUP_FORMAT) {
    return { ok: false, message: PROTECTION_MESSAGES.foreignFile };
  }
  if (head.data.version > BACKUP_VERSION) {
    return { ok: false, message: PROTECTION_MESSAGES.newerVersion(head.data.version, BACKUP_VERSION) };
  }
  const file = value as Record<string, unknown>;
  const top = backupHeadSchema.safeParse(file);
  if (!top.success) return damaged(top.error);
  Object.assign(file, top.data);
  for (const section of BACKUP_SECTIONS) {
    const rows = backupDocumentSchema.shape[section].safeParse(file[section]);
    if (!rows.success) return damaged(rows.error, [section]);
    file[section] = rows.data;
  }
  return { ok: true, document: file as BackupDocument };
}

/** What a file holds, for the preview before a restore. */
export function previewBackup(document: BackupDocument): BackupPreview {
  const counts = Object.fromEntries(BACKUP_SECTIONS.map((s) => [s, document[s].length])) as Record<
    BackupSection,
    number
  >;
  return { companyName: document.company.name, createdAt: document.createdAt, version: document.version, counts };
}

/** POST /api/database/restore. `backup` is the file's document (or its text); `confirmName`, when sent, must be the company's name. */
export const restoreRequestSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('new'), backup: z.unknown() }),
    z.object({
      mode: z.literal('replace'),
      companyId: z.union([
        id,
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
      backup: z.unknown(),
      confirmName: z.string().max(200).optional(),
    }),
  ],
  PROTECTION_MESSAGES.badMode,
);
export type RestoreRequest = z.input<typeof restoreRequestSchema>;

/** The file name of a backup: backup_{company name}_{YYYY-MM-DD}.json, without characters no file system takes. */
export function backupFileName(companyName: string, day: string): string {
  const safe =
    [...companyName]
      .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
      .join('')
      .trim() || 'company';
  return `backup_${safe}_${day}.json`;
}
