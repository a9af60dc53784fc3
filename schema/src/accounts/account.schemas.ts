import { z } from 'zod';

/** Pure zod, no server imports: the web forms validate with the very same rules and texts. */
export const ACCOUNT_MESSAGES = {
  badEmail: 'Некорректный email адрес',
  passwordRequired: 'Пароль обязателен',
  firstNameRequired: 'Имя обязательно',
  lastNameRequired: 'Фамилия обязательна',
  passwordTooShort: 'Пароль должен содержать минимум 6 символов',
  passwordTooLong: 'Пароль слишком длинный',
  passwordsDiffer: 'Пароли не совпадают',
  tokenMissing: 'Токен отсутствует',
  avatarNotImage: 'Пожалуйста, выберите изображение',
  avatarTooLarge: 'Файл слишком большой. Максимальный размер: 10MB',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

/** Trimmed and lowercased: addresses are unique case-insensitively. */
export const emailSchema = z
  .string(ACCOUNT_MESSAGES.badEmail)
  .trim()
  .toLowerCase()
  .pipe(z.email(ACCOUNT_MESSAGES.badEmail).max(254, ACCOUNT_MESSAGES.badEmail));

export const newPasswordSchema = z
  .string(ACCOUNT_MESSAGES.passwordTooShort)
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordTooLong);

const tokenSchema = z
  .string(ACCOUNT_MESSAGES.tokenMissing)
  .trim()
  .min(1, ACCOUNT_MESSAGES.tokenMissing)
  .max(200, ACCOUNT_MESSAGES.tokenMissing);

export const registerSchema = z.object({
  firstName: z.string(ACCOUNT_MESSAGES.firstNameRequired).trim().min(1, ACCOUNT_MESSAGES.firstNameRequired).max(100),
  lastName: z.string(ACCOUNT_MESSAGES.lastNameRequired).trim().min(1, ACCOUNT_MESSAGES.lastNameRequired).max(100),
  email: emailSchema,
  password: newPasswordSchema,
});

/** The registration form adds a confirmation field that is never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string(ACCOUNT_MESSAGES.passwordRequired)
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordTooLong),
});

export const emailOnlySchema = z.object({ email: emailSchema });
export const tokenOnlySchema = z.object({ token: tokenSchema });
export const resetPasswordSchema = z.object({ token: tokenSchema, newPassword: newPasswordSchema });

/** An avatar travels as a data URL; null removes it. The bytes are sniffed again on the server. */
export const avatarDataUrl = z
  .string(ACCOUNT_MESSAGES.avatarNotImage)
  .regex(/^data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=\s]+$/, ACCOUNT_MESSAGES.avatarNotImage);

export const updateProfileSchema = z.object({ profileImage: avatarDataUrl.nullable().optional() });

export const preferencesSchema = z.object({
  currentCompanyId: z.number('Некорректная компания').int('Некорректная компания').nullable(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
