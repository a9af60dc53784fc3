import { z } from 'zod';
import { imageDataUrl } from '../images/image.schemas';

export const COMPANY_MESSAGES = {
  nameRequired: 'Пожалуйста, введите название компании',
  logoNotImage: 'Можно загружать только изображения',
  logoTooLarge: 'Размер файла не должен превышать 10MB',
  badTimezone: 'Неизвестный часовой пояс',
  badCurrency: 'Неизвестная валюта',
  badDays: 'Количество дней должно быть от 1 до 30',
} as const;

const timezones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
const currencies = new Set(Intl.supportedValuesOf('currency'));

const fields = {
  name: z.string().trim().min(1, COMPANY_MESSAGES.nameRequired).max(200),
  description: z.string().trim().max(2000).nullish(),
  language: z.enum(['ru', 'en']),
  timezone: z.string().refine((v) => timezones.has(v), COMPANY_MESSAGES.badTimezone),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => currencies.has(v), COMPANY_MESSAGES.badCurrency),
  /** A data URL sets the logo, null removes it, absent keeps it. */
  logo: imageDataUrl.nullish(),
  showBirthdaysOnDashboard: z.boolean(),
  birthdayNotificationDays: z
    .number()
    .int(COMPANY_MESSAGES.badDays)
    .min(1, COMPANY_MESSAGES.badDays)
    .max(30, COMPANY_MESSAGES.badDays),
};

export const createCompanySchema = z.object({
  ...fields,
  language: fields.language.default('ru'),
  timezone: fields.timezone.default('Asia/Bishkek'),
  currency: fields.currency.default('KGS'),
  showBirthdaysOnDashboard: fields.showBirthdaysOnDashboard.default(true),
  birthdayNotificationDays: fields.birthdayNotificationDays.default(3),
});

export const updateCompanySchema = z.object(fields).partial();

export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;
