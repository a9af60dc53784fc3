import type { LogoSize } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { EMPLOYEE_DATA_PLACEHOLDER, LOGO_SIZES } from '@staffpay/schema/developer-settings/developer-settings.schemas';

const SIZE_NAMES: Record<LogoSize, string> = {
  small: 'Маленький',
  medium: 'Средний',
  large: 'Большой',
  'extra-large': 'Очень большой',
  xlarge: 'Очень большой',
  huge: 'Огромный',
};

/** The Developer and AI analysis tabs' texts (the contract's DEVELOPER_MESSAGES hold the rules' own). */
export const DEVELOPER = {
  loadError: 'Не удалось загрузить настройки разработчика',
  retry: 'Повторить',
  readOnly: 'Изменять эти настройки может только разработчик.',

  brandTitle: 'Оформление',
  brandHint: 'Логотип и слоган показываются в боковом меню и на публичных дашбордах компании.',
  serviceLogo: 'Логотип сервиса',
  uploadLogo: 'Загрузить логотип',
  changeLogo: 'Изменить логотип',
  removeLogo: 'Удалить логотип',
  logoHint: 'Изображение до 10 МБ',
  logoSize: 'Размер логотипа',
  sizeLabel: (size: LogoSize) => `${SIZE_NAMES[size]} (${LOGO_SIZES[size]}px)`,
  slogan: 'Слоган компании',
  sloganPlaceholder: 'Показывается под логотипом в меню',
  hideLabels: 'Скрыть подписи пунктов меню',
  hideLabelsHint: 'В боковом меню останутся только значки; название пункта — во всплывающей подсказке',
  save: 'Сохранить',

  aiTitle: 'AI анализ сотрудников',
  aiHint: 'Провайдер, модель и ключ для анализа сотрудника в его карточке.',
  provider: 'Провайдер',
  systemProvider: 'Системный (из настроек сервера)',
  model: 'Модель',
  modelHint: 'Пусто — модель провайдера по умолчанию',
  systemModel: 'Модель по умолчанию из настроек сервера',
  apiKey: 'API-ключ',
  apiKeyPlaceholder: 'Введите новый ключ, чтобы заменить сохранённый',
  keySet: (last4: string | null | undefined) => (last4 ? `Ключ сохранён (…${last4})` : 'Ключ сохранён'),
  keyNotSet: 'Ключ не задан — используется системный',
  removeKey: 'Удалить ключ',
  keyRemoved: 'Ключ удалён — используется системный',
  endpoint: 'Адрес API (endpoint)',
  endpointPlaceholder: 'https://example.com/v1',
  maxTokens: 'Максимальная длина ответа (токенов)',
  prompt: 'Промпт анализа',
  promptHint: `${EMPLOYEE_DATA_PLACEHOLDER} заменяется данными сотрудника; пусто — стандартный промпт`,

  errorKinds: {
    script: 'Скрипт',
    rejection: 'Промис',
    console: 'Консоль',
    auth: 'Вход',
    api: 'API',
    network: 'Сеть',
  } as Record<string, string>,
  errorColumns: ['Тип', 'Сообщение', 'Статус', 'Раз', 'Время'],
  errorsHint: 'Последние 50 ошибок, о которых сообщили браузеры участников компании.',
  errorsLoadFailed: 'Не удалось загрузить ошибки',
  errorTimes: (n: number) => `×${n}`,
  status: (s: number) => `HTTP ${s}`,
} as const;
