import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../webhooks/webhook.schemas';

/** Events one page of the feed holds: 100 when not asked, at most 500. */
export const EVENT_FEED_DEFAULT_PAGE = 100;
export const EVENT_FEED_MAX_PAGE = 500;

export const EVENT_FEED_MESSAGES = {
  badType: 'Неизвестный тип события',
  badLimit: `Количество — целое число от 1 до ${EVENT_FEED_MAX_PAGE}`,
  badCursor: 'Некорректный курсор',
  cursorExpired:
    'Курсор старше срока хранения событий: часть событий после него уже удалена. Прочитайте данные заново целиком и начните ленту без курсора',
  nothingReadable: 'Недостаточно прав: ни один тип событий не доступен для чтения',
} as const;

/**
 * The feed's question: `after` (an opaque cursor this API issued, absent for the oldest kept
 * event), `types` (a comma list or an array of event types; absent means all), `limit`.
 */
export const eventFeedQuerySchema = z.object({
  after: z.string().max(200, EVENT_FEED_MESSAGES.badCursor).nullish(),
  types: z
    .union([z.string().max(2000, EVENT_FEED_MESSAGES.badType), z.array(z.string().max(100)).max(100)])
    .nullish()
    .transform((v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : (v ?? null),
    )
    .pipe(z.array(z.enum(WEBHOOK_EVENTS, { message: EVENT_FEED_MESSAGES.badType })).nullable())
    .transform((list) => (list && list.length > 0 ? [...new Set(list)] : null)),
  limit: z.coerce
    .number({ message: EVENT_FEED_MESSAGES.badLimit })
    .int(EVENT_FEED_MESSAGES.badLimit)
    .min(1, EVENT_FEED_MESSAGES.badLimit)
    .max(EVENT_FEED_MAX_PAGE, EVENT_FEED_MESSAGES.badLimit)
    .nullish()
    .transform((v) => v ?? EVENT_FEED_DEFAULT_PAGE),
});
export type EventFeedQuery = z.infer<typeof eventFeedQuerySchema>;
