import { COMPANY_ROLES, ROLE_LABELS } from '../auth/roles';
import { storedFields } from '../records/stored-field';
import {
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  EXTRA_FIELDS,
  STATUS_LABELS,
  type ExtraField,
} from './staff.enums';

const extra = (label: string) => ({ type: { of: 'text', max: 5000, long: true }, label, nullable: true }) as const;
const extras = Object.fromEntries(Object.entries(EXTRA_FIELDS).map(([name, label]) => [name, extra(label)])) as {
  [K in ExtraField]: ReturnType<typeof extra>;
};

/**
 * The employee's fields, declared once (docs/architecture.md, "Add a field"): the entity's
 * columns, the views, the list's SQL, the backup section, the import and export columns, the
 * field permissions of the role tree and the masks all follow from this. Order is the
 * spreadsheet's column order. The id, company, account link and photo are the record's frame,
 * not fields: the entity holds them.
 */
export const EMPLOYEE_FIELDS = storedFields({
  firstName: { type: { of: 'text', max: 100 }, label: 'Имя', column: { example: 'Айгерим', required: true } },
  lastName: { type: { of: 'text', max: 100 }, label: 'Фамилия', column: { example: 'Садыкова', required: true } },
  email: {
    type: { of: 'text', max: 254 },
    label: 'Email',
    nullable: true,
    permission: { key: 'employees.field.email', description: 'Адрес электронной почты сотрудника' },
    column: { example: 'aigerim@example.com' },
    passport: 'contacts',
  },
  phone: {
    type: { of: 'text', max: 50 },
    label: 'Телефон',
    permission: { key: 'employees.field.phone', description: 'Номер телефона сотрудника' },
    column: { example: '+996 555 123 456', required: true },
    passport: 'contacts',
  },
  departmentIds: {
    type: { of: 'idList', max: 50 },
    label: 'Отделы',
    elsewhere: true,
    column: { key: 'departments', example: 'Продажи; Маркетинг', required: true },
  },
  branchIds: {
    type: { of: 'idList', max: 50 },
    label: 'Филиалы',
    elsewhere: true,
    column: { key: 'branches', example: 'Центральный' },
  },
  role: {
    type: { of: 'choice', values: COMPANY_ROLES, labels: ROLE_LABELS },
    label: 'Роль',
    default: 'employee',
    column: { example: 'Сотрудник' },
  },
  status: {
    type: { of: 'choice', values: EMPLOYEE_STATUSES, labels: STATUS_LABELS },
    label: 'Статус',
    default: 'active',
    column: { example: 'Активный' },
  },
  jobPosition: {
    type: { of: 'text', max: 100 },
    label: 'Должность',
    nullable: true,
    column: { example: 'Менеджер по продажам' },
  },
  employmentType: {
    type: { of: 'choice', values: EMPLOYMENT_TYPES, labels: EMPLOYMENT_TYPE_LABELS },
    label: 'Тип занятости',
    default: 'full_time',
    column: { example: 'Полная занятость' },
  },
  birthDate: {
    type: { of: 'date' },
    label: 'Дата рождения',
    nullable: true,
    permission: { key: 'employees.field.birthDate', description: 'Дата рождения и дни рождения сотрудников' },
    column: { example: '15.03.1990' },
    passport: 'contacts',
  },
  startWorkDate: {
    type: { of: 'date' },
    label: 'Дата начала работы',
    nullable: true,
    column: { header: 'Начало работы', example: '01.09.2023' },
    passport: 'contacts',
  },
  hasFlexibleSchedule: { type: { of: 'boolean' }, label: 'Гибкий график', default: false, column: { example: 'нет' } },
  workStartTime: {
    type: { of: 'time' },
    label: 'Начало рабочего дня',
    nullable: true,
    default: DEFAULT_WORK_START,
    column: { header: 'Начало дня', example: '09:00' },
  },
  workEndTime: {
    type: { of: 'time' },
    label: 'Конец рабочего дня',
    nullable: true,
    default: DEFAULT_WORK_END,
    column: { header: 'Конец дня', example: '18:00' },
  },
  positions: { type: { of: 'textList', itemMax: 50, max: 50 }, label: 'Позиции', default: [] },
  /** Legacy; kept as sent. */
  positionIds: { type: { of: 'idList', max: 50 }, label: 'Позиции (коды)', default: [] },
  customPosition: { type: { of: 'text', max: 100 }, label: 'Название должности', nullable: true },
  ...extras,
});

export type EmployeeFieldName = keyof typeof EMPLOYEE_FIELDS;
