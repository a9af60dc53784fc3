import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  emailOnlySchema,
  loginSchema,
  newPasswordSchema,
  PASSWORD_MIN,
  registerFormSchema,
} from '@staffpay/schema/accounts/account.schemas';

/**
 * Form rules of the sign-in screens: the API's own schemas, so browser and server give the
 * same texts. Confirmation fields are checked here and never sent.
 */
export { PASSWORD_MIN, registerFormSchema };
export const loginFormSchema = loginSchema;
export const forgotFormSchema = emailOnlySchema;

export const resetFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export type LoginForm = z.input<typeof loginFormSchema>;
export type RegisterForm = z.input<typeof registerFormSchema>;
