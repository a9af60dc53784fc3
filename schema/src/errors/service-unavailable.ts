/**
 * The API's answer while it cannot serve for a moment (its database unreachable): HTTP 503 with
 * Retry-After, over GraphQL an error with this code in `extensions.code`. Nothing was changed; the
 * caller tries again shortly, and the browser treats it as a connection problem (its notice shows
 * until the API answers again).
 */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

export const SERVICE_UNAVAILABLE_MESSAGES = {
  database: 'База данных временно недоступна. Повторите через несколько секунд',
} as const;
