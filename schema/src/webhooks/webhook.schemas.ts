import { z } from 'zod';

/** The events a webhook may subscribe to: `<record>.<what happened>`. */
export const WEBHOOK_EVENTS = [
  'employee.created',
  'employee.updated',
  'employee.deleted',
  'department.created',
  'department.updated',
  'department.deleted',
  'branch.created',
  'branch.updated',
  'branch.deleted',
  'ledger.record.created',
  'ledger.record.updated',
  'ledger.record.deleted',
  'payroll.period.fixed',
  'payroll.period.reopened',
  'export.completed',
  'performance.record.created',
  'performance.record.updated',
  'performance.record.deleted',
  'payRun.submitted',
  'payRun.approved',
  'payRun.returned',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'employee.created': 'Сотрудник добавлен',
  'employee.updated': 'Сотрудник изменён',
  'employee.deleted': 'Сотрудник удалён',
  'department.created': 'Отдел создан',
  'department.updated': 'Отдел изменён',
  'department.deleted': 'Отдел удалён',
  'branch.created': 'Филиал создан',
  'branch.updated': 'Филиал изменён',
  'branch.deleted': 'Филиал удалён',
  'ledger.record.created': 'Начисление создано (бонус, штраф, аванс, сдельная оплата)',
  'ledger.record.updated': 'Начисление изменено',
  'ledger.record.deleted': 'Начисление удалено',
  'payroll.period.fixed': 'Период зарплаты зафиксирован',
  'payroll.period.reopened': 'Период зарплаты открыт заново',
  'export.completed': 'Выгрузка для учётных систем готова (или не удалась)',
  'performance.record.created': 'Показатели добавлены (заказы и прибыль)',
  'performance.record.updated': 'Показатели изменены',
  'performance.record.deleted': 'Показатели удалены',
  'payRun.submitted': 'Месяц отправлен на проверку',
  'payRun.approved': 'Месяц утверждён',
  'payRun.returned': 'Месяц возвращён на доработку',
};

/** What a delivery's row says of it. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'В очереди',
  delivered: 'Доставлено',
  failed: 'Не доставлено',
  skipped: 'Записано, пока вебхук был отключён',
};

/**
 * The delivery a webhook gets on creation and on demand, whatever events it listens to: its
 * data is `{ webhookId, zen }`. Not a subscribable event and not stored in the events feed.
 */
export const PING_EVENT = 'ping';
/** What a delivery may carry: a subscribable event, or the ping. */
export type WebhookDeliveryEvent = WebhookEvent | typeof PING_EVENT;

/** How long a rolled secret's predecessor still signs (a second `v1=`), in hours. */
export const SECRET_OVERLAP_HOURS = 24;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** How many webhooks one company may keep. */
export const WEBHOOKS_PER_COMPANY = 20;

export const WEBHOOK_MESSAGES = {
  badUrl: 'Адрес должен начинаться с http:// или https://',
  urlTooLong: `Адрес — не длиннее ${WEBHOOK_URL_MAX} символов`,
  noEvents: 'Выберите хотя бы одно событие',
  badEvent: 'Неизвестное событие',
  descriptionTooLong: `Описание — не длиннее ${WEBHOOK_DESCRIPTION_MAX} символов`,
  notFound: 'Вебхук не найден',
  deliveryNotFound: 'Доставка не найдена',
  tooMany: `У компании может быть не больше ${WEBHOOKS_PER_COMPANY} вебхуков`,
  secretMissing: 'Сервер не может хранить секрет вебхука: не задан SETTINGS_SECRET',
  privateAddress: 'Адрес вебхука ведёт во внутреннюю сеть: такие адреса запрещены',
  inactive: 'Вебхук отключён: включите его, чтобы повторить доставку',
  created: 'Вебхук создан. Сохраните секрет: он показывается один раз',
  saved: 'Вебхук сохранён',
  deleted: 'Вебхук удалён',
  redelivered: 'Доставка поставлена в очередь',
  eventNotFound: 'Событие не найдено (оно старше срока хранения или не для этого вебхука)',
  badSince: 'Укажите момент в формате ISO 8601, например 2026-11-27T00:00:00Z',
  sinceTooOld: 'Момент не может быть раньше срока хранения событий',
  pinged: 'Проверочное событие отправлено',
  secretRolled: `Новый секрет создан. Старый подписывает доставки ещё ${SECRET_OVERLAP_HOURS} ч`,
  queued: (n: number) => `В очередь поставлено доставок: ${n}`,
} as const;

const url = z
  .string({ message: WEBHOOK_MESSAGES.badUrl })
  .trim()
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .pipe(z.url({ protocol: /^https?$/, message: WEBHOOK_MESSAGES.badUrl }));

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { message: WEBHOOK_MESSAGES.badEvent }), { message: WEBHOOK_MESSAGES.noEvents })
  .min(1, WEBHOOK_MESSAGES.noEvents)
  .max(WEBHOOK_EVENTS.length, WEBHOOK_MESSAGES.badEvent)
  .transform((list) => [...new Set(list)]);

const description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong)
  .nullish()
  .transform((v) => v ?? '');

/** POST /api/companies/{id}/webhooks: the secret is made by the server and shown once. */
export const createWebhookSchema = z.object({
  url,
  events,
  description,
  active: z.boolean().optional(),
});
export type CreateWebhookData = z.infer<typeof createWebhookSchema>;

/** PATCH /api/webhooks/{id}: only the fields sent change; `active: true` turns a disabled webhook on again. */
export const updateWebhookSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((v) => (v === null ? '' : v)),
  active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? undefined),
});
export type UpdateWebhookData = z.infer<typeof updateWebhookSchema>;

/** POST /api/webhooks/{id}/redeliver-failed: every failed (or skipped while off) delivery created since this instant. */
export const redeliverFailedSchema = z.object({
  since: z.iso.datetime({ offset: true, message: WEBHOOK_MESSAGES.badSince }),
});
export type RedeliverFailedData = z.infer<typeof redeliverFailedSchema>;
