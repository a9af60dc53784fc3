/** Enumerations of the staff area with their Russian labels, shared by forms, filters and the server. */

export const EMPLOYEE_STATUSES = ['active', 'inactive', 'vacation'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const STATUS_LABELS: Record<EmployeeStatus, string> = {
  active: 'Активный',
  inactive: 'Неактивный',
  vacation: 'В отпуске',
};

export const EMPLOYMENT_TYPES = ['full_time', 'remote'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Полная занятость',
  remote: 'Удалённо',
};

/** The spec's position codes (staff-and-pay.md, section 3). */
export const POSITION_CODES = [
  'продавец-консультант',
  'руководитель_отдела',
  'курьер',
  'маркетолог',
  'менеджер',
  'смм',
  'технолог',
  'директор',
  'сотрудник',
  'аналитик',
  'бухгалтер',
  'hr',
] as const;
export type PositionCode = (typeof POSITION_CODES)[number];
export const POSITION_LABELS: Record<PositionCode, string> = {
  'продавец-консультант': 'Продавец-консультант',
  руководитель_отдела: 'Руководитель отдела',
  курьер: 'Курьер',
  маркетолог: 'Маркетолог',
  менеджер: 'Менеджер',
  смм: 'SMM',
  технолог: 'Технолог',
  директор: 'Директор',
  сотрудник: 'Сотрудник',
  аналитик: 'Аналитик',
  бухгалтер: 'Бухгалтер',
  hr: 'HR',
};

/** jobPosition may be a position code, free text, or 'custom' (then customPosition is shown). */
export const CUSTOM_POSITION = 'custom';

/** The role filter of employee management offers these four (section 2.3). */
export const ROLE_FILTER = ['owner', 'manager', 'employee', 'verifier'] as const;

/** Only these roles may be chosen as a department manager (section 5). */
export const MANAGER_ROLES = ['manager', 'owner'] as const;

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
