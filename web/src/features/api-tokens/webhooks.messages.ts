import { SECRET_OVERLAP_HOURS } from '@staffpay/schema/webhooks/webhook.schemas';

/** The webhooks panel's texts (the contract's WEBHOOK_MESSAGES hold the outcomes' own). */
export const WEBHOOKS = {
  title: 'Вебхуки',
  hint: 'Адреса, на которые компания отправляет подписанные события. Создаются через API (POST /api/companies/{id}/webhooks).',
  loadError: 'Не удалось загрузить вебхуки',
  retry: 'Повторить',
  empty: 'Вебхуков пока нет',
  active: 'Включён',
  disabled: 'Отключён',
  events: (n: number) => `Событий: ${n}`,

  ping: 'Проверить (ping)',
  pingLabel: (url: string) => `Проверить вебхук ${url}`,
  pingFailed: 'Не удалось отправить проверку',

  roll: 'Сменить секрет',
  rollLabel: (url: string) => `Сменить секрет вебхука ${url}`,
  rollTitle: 'Сменить секрет?',
  rollText: `Будет создан новый секрет. Старый продолжит подписывать доставки ещё ${SECRET_OVERLAP_HOURS} ч, чтобы получатель успел перейти.`,
  rolledTitle: 'Новый секрет',
  rolledText: (until: string) =>
    `Сохраните секрет: он показывается один раз. Старый секрет подписывает доставки до ${until} (ещё ${SECRET_OVERLAP_HOURS} ч).`,
  rollFailed: 'Не удалось сменить секрет',
  secret: 'Секрет',
  copy: 'Копировать',
  copied: 'Скопировано',
  done: 'Готово',
  cancel: 'Отмена',

  redeliver: 'Повторить неудачные с…',
  redeliverLabel: (url: string) => `Повторить неудачные доставки вебхука ${url}`,
  redeliverTitle: 'Повторить неудачные доставки',
  redeliverText:
    'Будут отправлены снова все доставки с выбранного момента, которые не удались или были пропущены, пока вебхук был отключён.',
  since: 'С момента',
  sinceInvalid: 'Укажите дату и время',
  submit: 'Повторить',
  redeliverFailed: 'Не удалось повторить доставки',
} as const;
