import { z } from 'zod';
import { AUTH } from './auth.messages';

/**
 * Form rules of the sign-in screens (spec 5). The confirmation fields exist only here: they are
 * checked in the browser and never sent.
 */
export const PASSWORD_MIN = 6;

const email = z.string().trim().pipe(z.email(AUTH.badEmail));
const newPassword = z.string().min(PASSWORD_MIN, AUTH.passwordMin);

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, AUTH.passwordRequired),
});

export const registerFormSchema = z
  .object({
    firstName: z.string().trim().min(1, AUTH.firstNameRequired),
    lastName: z.string().trim().min(1, AUTH.lastNameRequired),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH.passwordsDiffer, path: ['confirmPassword'] });

export const forgotFormSchema = z.object({ email });

export const resetFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: AUTH.passwordsDiffer, path: ['confirmPassword'] });

export type LoginForm = z.infer<typeof loginFormSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
