import { PRODUCT_NAME } from '@/shared/ui/ProductLogo';

/** Every text of the sign-in screens (the original's wording: docs/architecture.md). */
export const AUTH = {
  email: 'Email',
  password: 'Пароль',
  firstName: 'Имя',
  lastName: 'Фамилия',
  confirmPassword: 'Подтвердите пароль',
  newPassword: 'Новый пароль',

  loginTitle: 'Вход в систему',
  loginSubtitle: 'Войдите, чтобы продолжить работу',
  loginButton: 'Войти',
  loginSending: 'Вход...',
  or: 'или',
  google: 'Войти через Google',
  googleWorking: 'Подключение к Google...',
  forgotLink: 'Забыли пароль?',
  noAccount: 'Нет аккаунта?',
  registerLink: 'Зарегистрироваться',
  loginSuccessTitle: 'Успешная авторизация',
  loginSuccess: `Добро пожаловать в ${PRODUCT_NAME}!`,
  resend: 'Отправить письмо повторно',
  resent: 'Письмо отправлено повторно. Проверьте почту.',

  registerTitle: 'Создание аккаунта',
  registerButton: 'Зарегистрироваться',
  registerSending: 'Регистрация...',
  haveAccount: 'Уже есть аккаунт?',
  loginLink: 'Войти',
  registeredTitle: 'Регистрация завершена!',
  registeredText: (email: string) =>
    `Мы отправили письмо для подтверждения на ${email}. Перейдите по ссылке из письма, чтобы активировать аккаунт.`,
  goToLogin: 'Перейти ко входу',

  verifying: 'Подтверждение email...',
  verifiedTitle: 'Email подтвержден!',
  verifiedText: 'Ваш аккаунт активирован. Теперь вы можете войти в систему.',
  signIn: 'Войти в систему',
  verifyErrorTitle: 'Ошибка верификации',
  verifyErrorHint: 'Возможно, ссылка устарела или указана неверно.',
  tryLogin: 'Попробовать войти',
  registerAgain: 'Зарегистрироваться заново',

  forgotTitle: 'Восстановление пароля',
  forgotSubtitle: 'Укажите email, и мы пришлем инструкции по восстановлению пароля',
  forgotButton: 'Отправить инструкции',
  forgotSending: 'Отправка...',
  checkEmailTitle: 'Проверьте email',
  checkEmailText: (email: string) =>
    `Если аккаунт с адресом ${email} существует, мы отправили на него письмо с инструкциями по восстановлению пароля.`,
  backToLogin: 'Вернуться к входу',

  resetTitle: 'Новый пароль',
  resetSubtitle: 'Придумайте новый пароль для входа',
  resetButton: 'Обновить пароль',
  resetSending: 'Сохранение...',
  resetDoneTitle: 'Пароль обновлен!',
  resetDoneText: 'Теперь вы можете войти с новым паролем.',
  invalidLinkTitle: 'Недействительная ссылка',
  requestNewLink: 'Запросить новую ссылку',

  googleSuccessTitle: 'Успешная авторизация!',
  googleSuccessText: 'Вы вошли через Google. Перенаправляем на главную...',
  goHome: 'Перейти на главную',
  googleErrorTitle: 'Не удалось войти через Google',
  googleErrorText: 'Авторизация через Google не была завершена. Возможные причины:',
  googleErrorReasons: ['Вы отменили авторизацию в Google', 'Временные проблемы с сервисом', 'Неверные настройки OAuth'],
  tryAgain: 'Попробовать снова',
  home: 'На главную',

  // Token checks (field texts live in the shared account.schemas.ts)
  resetTokenNotInUrl: 'Токен сброса пароля не найден в URL',
  resetTokenMissing: 'Токен сброса пароля отсутствует',
  verifyTokenNotInUrl: 'Токен верификации не найден в URL',

  // Fallbacks when the server gives no message
  loginFailed: 'Ошибка авторизации',
  googleNotConfigured: 'Google OAuth не настроена',
  googleFailed: 'Ошибка Google авторизации',
  registerFailed: 'Ошибка регистрации',
  verifyFailed: 'Ошибка верификации',
  forgotFailed: 'Ошибка отправки запроса',
  resetFailed: 'Ошибка сброса пароля',
  generic: 'Произошла ошибка',
} as const;
