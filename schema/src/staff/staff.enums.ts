import type { CompanyRole } from '../auth/roles';
import { labelsOf, valuesOf, type Labelled } from '../enumerations/declaration';

/**
 * Enumerations of the staff area, each declared once with its Russian label
 * (enumerations/declaration.ts), shared by forms, filters and the server.
 */

/** `doc` is the GraphQL enum value's description. */
export const EMPLOYEE_STATUS = {
  active: { label: 'Активный', doc: 'Working; paid' },
  inactive: { label: 'Неактивный', doc: 'No longer working (kept for history)' },
  vacation: { label: 'В отпуске', doc: 'On vacation' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type EmployeeStatus = keyof typeof EMPLOYEE_STATUS;
export const EMPLOYEE_STATUSES = valuesOf(EMPLOYEE_STATUS);
export const STATUS_LABELS = labelsOf(EMPLOYEE_STATUS);

export const EMPLOYMENT_TYPE = {
  full_time: { label: 'Полная занятость', doc: 'Full time at the company’s premises' },
  remote: { label: 'Удалённо', doc: 'Remote work' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPE;
export const EMPLOYMENT_TYPES = valuesOf(EMPLOYMENT_TYPE);
export const EMPLOYMENT_TYPE_LABELS = labelsOf(EMPLOYMENT_TYPE);

/** The original's position codes. */
export const POSITION = {
  'продавец-консультант': { label: 'Продавец-консультант' },
  руководитель_отдела: { label: 'Руководитель отдела' },
  курьер: { label: 'Курьер' },
  маркетолог: { label: 'Маркетолог' },
  менеджер: { label: 'Менеджер' },
  смм: { label: 'SMM' },
  технолог: { label: 'Технолог' },
  директор: { label: 'Директор' },
  сотрудник: { label: 'Сотрудник' },
  аналитик: { label: 'Аналитик' },
  бухгалтер: { label: 'Бухгалтер' },
  hr: { label: 'HR' },
} as const satisfies Record<string, Labelled>;
export type PositionCode = keyof typeof POSITION;
export const POSITION_CODES = valuesOf(POSITION);
export const POSITION_LABELS = labelsOf(POSITION);

/** jobPosition may be a position code, free text, or 'custom' (then customPosition is shown). */
export const CUSTOM_POSITION = 'custom';

/** The role filter of employee management offers these four. */
export const ROLE_FILTER = ['owner', 'manager', 'employee', 'verifier'] as const satisfies readonly CompanyRole[];

/** Only these roles may be chosen as a department manager (the integrity check: docs/data-protection.md). */
export const MANAGER_ROLES = ['manager', 'owner'] as const satisfies readonly CompanyRole[];

/** The ten free-text fields of the 'Дополнительно' section, in the passport's order, with labels. */
export const EXTRA_FIELDS = {
  workExperience: 'Опыт работы',
  skillsCompetencies: 'Навыки и компетенции',
  certificates: 'Сертификаты',
  foreignLanguages: 'Иностранные языки',
  education: 'Образование',
  previousWorkExperience: 'Предыдущий опыт работы',
  strengths: 'Сильные стороны',
  weaknesses: 'Зоны развития',
  personalQualities: 'Личные качества',
  hobbies: 'Хобби',
} as const;
export type ExtraField = keyof typeof EXTRA_FIELDS;
export const EXTRA_FIELD_NAMES = Object.keys(EXTRA_FIELDS) as ExtraField[];

export const DEFAULT_WORK_START = '09:00';
export const DEFAULT_WORK_END = '18:00';
