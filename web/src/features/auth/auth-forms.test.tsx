import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '@/gql/graphql';
import { fakeApollo, renderApp } from '@/test/render';
import { loginFormSchema, registerFormSchema, resetFormSchema } from './auth.schemas';
import ForgotPasswordPage from './pages/ForgotPasswordPage';
import LoginPage from './pages/LoginPage';
import RegisterPage from './pages/RegisterPage';
import ResetPasswordPage from './pages/ResetPasswordPage';
import VerifyEmailPage from './pages/VerifyEmailPage';
import { safeRedirect } from './redirect';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('auth schemas', () => {
  it('login: valid e-mail and a password', () => {
    expect(messages(loginFormSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'Некорректный email адрес',
      'Пароль обязателен',
    ]);
    expect(loginFormSchema.safeParse({ email: ' a@b.kg ', password: 'x' }).success).toBe(true);
  });
  it('registration: names, e-mail, 6-character password, matching confirmation', () => {
    const r = registerFormSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'x',
      password: '12345',
      confirmPassword: '12345',
    });
    expect(messages(r)).toEqual([
      'Имя обязательно',
      'Фамилия обязательна',
      'Некорректный email адрес',
      'Пароль должен содержать минимум 6 символов',
    ]);
    const mismatch = registerFormSchema.safeParse({
      firstName: 'А',
      lastName: 'Б',
      email: 'a@b.kg',
      password: '123456',
      confirmPassword: '123457',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ message: 'Пароли не совпадают', path: ['confirmPassword'] }),
    ]);
  });
  it('reset: 6 characters and a matching confirmation', () => {
    expect(messages(resetFormSchema.safeParse({ newPassword: '123', confirmPassword: '123' }))).toEqual([
      'Пароль должен содержать минимум 6 символов',
    ]);
    expect(messages(resetFormSchema.safeParse({ newPassword: '123456', confirmPassword: '' }))).toEqual([
      'Пароли не совпадают',
    ]);
  });
  it('follows only local paths after sign-in', () => {
    expect(safeRedirect('/companies?x=1')).toBe('/companies?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

describe('login screen', () => {
  it('shows the field messages and sends nothing when the form is invalid', async () => {
    const { client, calls } = fakeApollo({});
    renderApp(<LoginPage />, { client, route: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Некорректный email адрес')).toBeTruthy();
    expect(screen.getByText('Пароль обязателен')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server message in a red alert', async () => {
    const { client } = fakeApollo({ Login: () => ({ errors: [{ message: 'Неверный email или пароль' }] }) });
    renderApp(<LoginPage />, { client, route: '/auth/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.kg');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Неверный email или пароль');
  });

  it('offers to resend the letter for an unverified account', async () => {
    const { client, calls } = fakeApollo({
      Login: () => ({
        errors: [
          {
            message: 'Подтвердите email, чтобы войти',
            extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' },
          },
        ],
      }),
      ResendVerification: () => ({ data: { resendVerification: true } }),
    });
    renderApp(<LoginPage />, { client, route: '/auth/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.kg');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить письмо повторно' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'ResendVerification')?.variables).toEqual({ email: 'a@b.kg' }),
    );
  });

  it('signs in, caches the user and goes to the requested page', async () => {
    const me = {
      __typename: 'User',
      id: 1,
      firstName: 'А',
      lastName: 'Б',
      email: 'a@b.kg',
      role: null,
      profileImageUrl: null,
      currentCompanyId: null,
      emailVerified: true,
    };
    const { client } = fakeApollo({
      Login: () => ({ data: { login: { __typename: 'LoginResult', token: 't', sessionId: 's', user: me } } }),
    });
    renderApp(
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/companies" element={<div>companies page</div>} />
      </Routes>,
      { client, route: '/auth/login?redirect=%2Fcompanies' },
    );
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.kg');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('companies page')).toBeTruthy();
    expect(client.readQuery({ query: MeDocument })?.me?.email).toBe('a@b.kg');
  });
});

describe('registration screen', () => {
  it('shows the confirmation mismatch on the confirmation field and does not send it', async () => {
    const { client, calls } = fakeApollo({ Register: () => ({ data: { register: true } }) });
    renderApp(<RegisterPage />, { client });
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.kg');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret1');
    await userEvent.type(screen.getByLabelText('Подтвердите пароль'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Подтвердите пароль'));
    await userEvent.type(screen.getByLabelText('Подтвердите пароль'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Регистрация завершена!')).toBeTruthy();
    expect(calls[0].variables).toEqual({
      input: { firstName: 'Анна', lastName: 'Иванова', email: 'anna@example.kg', password: 'secret1' },
    });
  });

  it('shows the short-password message', async () => {
    const { client } = fakeApollo({});
    renderApp(<RegisterPage />, { client });
    await userEvent.type(screen.getByLabelText('Пароль'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароль должен содержать минимум 6 символов')).toBeTruthy();
    expect(screen.getByText('Имя обязательно')).toBeTruthy();
    expect(screen.getByText('Фамилия обязательна')).toBeTruthy();
  });
});

describe('token screens', () => {
  it('reset without a token shows the invalid-link view', () => {
    renderApp(<ResetPasswordPage />, { client: fakeApollo({}).client, route: '/auth/reset-password' });
    expect(screen.getByText('Недействительная ссылка')).toBeTruthy();
    expect(screen.getByText('Токен сброса пароля не найден в URL')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запросить новую ссылку' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вернуться к входу' })).toBeTruthy();
  });

  it('reset with a rejected token shows the server message in the invalid-link view', async () => {
    const { client } = fakeApollo({
      ResetPassword: () => ({ errors: [{ message: 'Недействительный токен сброса пароля' }] }),
    });
    renderApp(<ResetPasswordPage />, { client, route: '/auth/reset-password?token=abc' });
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'secret1');
    await userEvent.type(screen.getByLabelText('Подтвердите пароль'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Обновить пароль' }));
    expect(await screen.findByText('Недействительный токен сброса пароля')).toBeTruthy();
    expect(screen.getByText('Недействительная ссылка')).toBeTruthy();
  });

  it('verify without a token says so', () => {
    renderApp(<VerifyEmailPage />, { client: fakeApollo({}).client, route: '/auth/verify-email' });
    expect(screen.getByText('Ошибка верификации')).toBeTruthy();
    expect(screen.getByText('Токен верификации не найден в URL')).toBeTruthy();
  });

  it('verify calls the server once and shows success', async () => {
    const { client, calls } = fakeApollo({ VerifyEmail: () => ({ data: { verifyEmail: true } }) });
    renderApp(<VerifyEmailPage />, { client, route: '/auth/verify-email?token=tok' });
    expect(screen.getByText('Подтверждение email...')).toBeTruthy();
    expect(await screen.findByText('Email подтвержден!')).toBeTruthy();
    expect(calls).toEqual([{ name: 'VerifyEmail', variables: { token: 'tok' } }]);
  });

  it('forgot password: invalid e-mail message, then the check-email view', async () => {
    const { client } = fakeApollo({ ForgotPassword: () => ({ data: { forgotPassword: true } }) });
    renderApp(<ForgotPasswordPage />, { client });
    await userEvent.type(screen.getByLabelText('Email'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить инструкции' }));
    expect(await screen.findByText('Некорректный email адрес')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.kg');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить инструкции' }));
    expect(await screen.findByText('Проверьте email')).toBeTruthy();
  });
});
