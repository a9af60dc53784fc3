import { z } from 'zod';
import { COMPANY_ROLES } from '../auth/roles';
import { imageDataUrl } from '../images/image.schemas';
import {
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  POSITION_CODES,
  ROLE_FILTER,
} from './staff.enums';
import type { StoredField } from '../records/stored-field';
import { EMPLOYEE_FIELDS, type EmployeeFieldName } from './employee.fields';

/** The staff area's texts: the original's, and ours where it had none (docs/architecture.md). */
export const STAFF_MESSAGES = {
  firstNameRequired: 'Имя обязательно',
  lastNameRequired: 'Фамилия обязательна',
  badEmail: 'Неверный формат email',
  phoneRequired: 'Телефон обязателен',
  badRole: 'Некорректная роль',
  departmentsRequired: 'Выберите хотя бы один отдел',
  badStatus: 'Некорректный статус',
  badEmploymentType: 'Некорректный тип занятости',
  badPosition: 'Некорректная должность',
  badDate: 'Неверная дата',
  futureDate: 'Дата не может быть в будущем',
  tooOldDate: 'Дата не может быть раньше 01.01.1900',
  badTime: 'Время в формате ЧЧ:ММ',
  endBeforeStart: 'Окончание рабочего дня должно быть позже начала',
  photoTooLarge: 'Размер файла не должен превышать 10MB',
  photoNotImage: 'Не удалось обработать изображение',
  nameRequired: 'Название обязательно',
  cityRequired: 'Город обязателен',
  badId: 'Некорректный идентификатор',
  departmentNotFound: 'Отдел не найден',
  branchNotFound: 'Филиал не найден',
  managerNotFound: 'Руководитель не найден',
  managerRole: 'Руководителем отдела может быть только сотрудник с ролью «Руководитель» или «Владелец»',
  memberNotFound: 'Участник компании не найден',
  memberLinked: 'Этот участник уже связан с другим сотрудником',
  employeeNotFound: 'Сотрудник не найден',
  departmentHasEmployees: 'Нельзя удалить отдел с сотрудниками',
  branchInUse: 'Нельзя удалить филиал с отделами или сотрудниками',
  tooLong: 'Слишком длинный текст',
} as const;

const id = z
  .number(STAFF_MESSAGES.badId)
  .int(STAFF_MESSAGES.badId)
  .positive(STAFF_MESSAGES.badId)
  .max(2_147_483_647, STAFF_MESSAGES.badId);
const text = (max: number) => z.string().trim().max(max, STAFF_MESSAGES.tooLong);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar date 'YYYY-MM-DD' from 1900-01-01 up to today (UTC, one day of slack for timezones). */
export const pastDate = z
  .string(STAFF_MESSAGES.badDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, STAFF_MESSAGES.badDate)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, STAFF_MESSAGES.badDate)
  .refine((v) => v >= '1900-01-01', STAFF_MESSAGES.tooOldDate)
  .refine((v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, STAFF_MESSAGES.futureDate);

const time = z.string(STAFF_MESSAGES.badTime).regex(/^([01]\d|2[0-3]):[0-5]\d$/, STAFF_MESSAGES.badTime);

const nullishDate = pastDate.nullish();
const nullishTime = time.nullish();

/** The input check a declared field's kind implies, where no rule below refines it. */
type PlainInput<F> = F extends { nullable: true; type: { of: 'text' } }
  ? ReturnType<typeof optionalText>
  : F extends { nullable: true; type: { of: 'date' } }
    ? typeof nullishDate
    : F extends { nullable: true; type: { of: 'time' } }
      ? typeof nullishTime
      : F extends { type: { of: 'boolean' } }
        ? z.ZodBoolean
        : never;
type Fields = typeof EMPLOYEE_FIELDS;
type PlainInputs = { [K in keyof Fields as PlainInput<Fields[K]> extends never ? never : K]: PlainInput<Fields[K]> };

function plainInput(field: StoredField): z.ZodType | null {
  if (field.type.of === 'boolean') return z.boolean();
  if (!field.nullable) return null;
  if (field.type.of === 'text') return optionalText(field.type.max);
  if (field.type.of === 'date') return nullishDate;
  return field.type.of === 'time' ? nullishTime : null;
}
const plainInputs = Object.fromEntries(
  Object.entries(EMPLOYEE_FIELDS).flatMap(([name, field]) => {
    const input = plainInput(field);
    return input ? [[name, input]] : [];
  }),
) as PlainInputs;

/** The fields whose input says more than their kind: required texts, choices, lists and their messages. */
const refinedInputs = {
  firstName: z
    .string(STAFF_MESSAGES.firstNameRequired)
    .trim()
    .min(1, STAFF_MESSAGES.firstNameRequired)
    .max(100, STAFF_MESSAGES.tooLong),
  lastName: z
    .string(STAFF_MESSAGES.lastNameRequired)
    .trim()
    .min(1, STAFF_MESSAGES.lastNameRequired)
    .max(100, STAFF_MESSAGES.tooLong),
  /** Optional: empty means none. */
  email: z
    .string(STAFF_MESSAGES.badEmail)
    .trim()
    .toLowerCase()
    .max(254, STAFF_MESSAGES.badEmail)
    .refine((v) => v === '' || z.email().safeParse(v).success, STAFF_MESSAGES.badEmail)
    .nullish()
    .transform((v) => (v ? v : null)),
  phone: z
    .string(STAFF_MESSAGES.phoneRequired)
    .trim()
    .min(1, STAFF_MESSAGES.phoneRequired)
    .max(50, STAFF_MESSAGES.tooLong),
  role: z.enum(COMPANY_ROLES, STAFF_MESSAGES.badRole),
  status: z.enum(EMPLOYEE_STATUSES, STAFF_MESSAGES.badStatus),
  departmentIds: z.array(id, STAFF_MESSAGES.departmentsRequired).min(1, STAFF_MESSAGES.departmentsRequired).max(50),
  branchIds: z.array(id).max(50),
  positions: z.array(z.enum(POSITION_CODES, STAFF_MESSAGES.badPosition)).max(POSITION_CODES.length),
  /** Legacy; kept as sent. */
  positionIds: z.array(id).max(50),
  employmentType: z.enum(EMPLOYMENT_TYPES, STAFF_MESSAGES.badEmploymentType),
};
type Inputs = Omit<PlainInputs, keyof typeof refinedInputs> & typeof refinedInputs;
const byName: Record<string, z.ZodType> = { ...plainInputs, ...refinedInputs };

/** Every declared field's input, in the declaration's order (so the first issue follows the form), then the frame's. */
const employeeFields = {
  ...(Object.fromEntries(Object.keys(EMPLOYEE_FIELDS).map((name) => [name, byName[name]!])) as Inputs satisfies Record<
    EmployeeFieldName,
    z.ZodType
  >),
  /** A data URL sets the photo, null removes it, absent keeps it. */
  photo: imageDataUrl.nullish(),
  /** The member account this record belongs to (self-service); null unlinks. */
  userId: id.nullish(),
};

/** Flexible schedules keep no hours; fixed ones default to 09:00–18:00 and must end after they start. */
function schedule<
  T extends { hasFlexibleSchedule?: boolean; workStartTime?: string | null; workEndTime?: string | null },
>(v: T) {
  if (v.hasFlexibleSchedule === undefined) return v;
  if (v.hasFlexibleSchedule) return { ...v, workStartTime: null, workEndTime: null };
  return { ...v, workStartTime: v.workStartTime ?? DEFAULT_WORK_START, workEndTime: v.workEndTime ?? DEFAULT_WORK_END };
}
const endsAfterStart = (v: { workStartTime?: string | null; workEndTime?: string | null }) =>
  !v.workStartTime || !v.workEndTime || v.workEndTime > v.workStartTime;

export const createEmployeeSchema = z
  .object({
    ...employeeFields,
    hasFlexibleSchedule: employeeFields.hasFlexibleSchedule.default(false),
    role: employeeFields.role.default('employee'),
    status: employeeFields.status.default('active'),
    branchIds: employeeFields.branchIds.default([]),
    positions: employeeFields.positions.default([]),
    positionIds: employeeFields.positionIds.default([]),
    employmentType: employeeFields.employmentType.default('full_time'),
  })
  .transform(schedule)
  .refine(endsAfterStart, { message: STAFF_MESSAGES.endBeforeStart, path: ['workEndTime'] });

export const updateEmployeeSchema = z
  .object(employeeFields)
  .partial()
  .transform(schedule)
  .refine(endsAfterStart, { message: STAFF_MESSAGES.endBeforeStart, path: ['workEndTime'] });

export type CreateEmployeeInput = z.input<typeof createEmployeeSchema>;
export type UpdateEmployeeInput = z.input<typeof updateEmployeeSchema>;

/** Server-side list filters (GraphQL connection and REST list). */
export const employeeFilterSchema = z.object({
  search: text(200).optional(),
  departmentId: id.optional(),
  branchId: id.optional(),
  role: z.enum(COMPANY_ROLES, STAFF_MESSAGES.badRole).optional(),
  status: z.enum(EMPLOYEE_STATUSES, STAFF_MESSAGES.badStatus).optional(),
});
export type EmployeeFilter = z.input<typeof employeeFilterSchema>;
export { ROLE_FILTER };

/** 'none' in the form clears the manager or branch; the wire carries null. */
export const departmentSchema = z.object({
  name: z
    .string(STAFF_MESSAGES.nameRequired)
    .trim()
    .min(1, STAFF_MESSAGES.nameRequired)
    .max(200, STAFF_MESSAGES.tooLong),
  description: optionalText(2000),
  managerId: id.nullish(),
  branchId: id.nullish(),
});
export type DepartmentInput = z.input<typeof departmentSchema>;

export const branchSchema = z.object({
  name: z
    .string(STAFF_MESSAGES.nameRequired)
    .trim()
    .min(1, STAFF_MESSAGES.nameRequired)
    .max(200, STAFF_MESSAGES.tooLong),
  city: z
    .string(STAFF_MESSAGES.cityRequired)
    .trim()
    .min(1, STAFF_MESSAGES.cityRequired)
    .max(100, STAFF_MESSAGES.tooLong),
  address: optionalText(500),
});
export type BranchInput = z.input<typeof branchSchema>;
