import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
} from '@staffpay/schema/accounts/account.schemas';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account schemas', () => {
  it('normalises the address and accepts a valid registration', () => {
    const r = registerSchema.parse({
      firstName: ' Анна ',
      lastName: 'Иванова',
      email: '  Anna@Example.COM ',
      password: '123456',
    });
    expect(r).toEqual({ firstName: 'Анна', lastName: 'Иванова', email: 'anna@example.com', password: '123456' });
  });

  it('gives the contract’s texts for every registration field', () => {
    const r = registerSchema.safeParse({ firstName: '', lastName: ' ', email: 'x@', password: '12345' });
    expect(messages(r)).toEqual({
      firstName: ACCOUNT_MESSAGES.firstNameRequired,
      lastName: ACCOUNT_MESSAGES.lastNameRequired,
      email: 'Некорректный email адрес',
      password: 'Пароль должен содержать минимум 6 символов',
    });
    expect(messages(registerSchema.safeParse({}))).toMatchObject({
      email: 'Некорректный email адрес',
      firstName: 'Имя обязательно',
    });
  });

  it('the form checks the confirmation on its own field', () => {
    const r = registerFormSchema.safeParse({
      firstName: 'А',
      lastName: 'Б',
      email: 'a@b.ru',
      password: '123456',
      confirmPassword: '1234567',
    });
    expect(messages(r)).toEqual({ confirmPassword: 'Пароли не совпадают' });
  });

  it('login needs a valid address and a password; reset needs a token and 6 characters', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'Некорректный email адрес',
      password: 'Пароль обязателен',
    });
    expect(messages(resetPasswordSchema.safeParse({ token: 'abc', newPassword: '12345' }))).toEqual({
      newPassword: 'Пароль должен содержать минимум 6 символов',
    });
    expect(resetPasswordSchema.safeParse({ newPassword: '123456' }).success).toBe(false);
  });
});
