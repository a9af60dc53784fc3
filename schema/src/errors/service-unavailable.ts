import type { ErrorCode } from './error-codes';

/**
 * The API's answer while it cannot serve for a moment (its database unreachable, or it is shutting down): HTTP 503 with
 * Retry-After, over GraphQL an error with this code in `extensions.code`. Nothing was changed; the
 * caller tries again shortly, and the browser treats it as a connection problem (its notice shows
 * until the API answers again).
 */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE' satisfies ErrorCode;

export const SERVICE_UNAVAILABLE_MESSAGES = {
  database: 'База данных временно недоступна. Повторите через несколько секунд',
  /** This server is shutting down (a restart or a new version); another one answers the retry. */
  restarting: 'Сервер перезапускается. Повторите запрос через несколько секунд',
  /** Two changes of the same rows met (a deadlock or a serialization failure): this one was rolled back whole. */
  conflict: 'Изменение столкнулось с другим одновременным изменением и не сохранено. Повторите запрос',
} as const;
