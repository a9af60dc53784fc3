import { z } from 'zod';

/**
 * What the client error monitor records (docs/developer-settings.md). 401 answers are auth, other
 * failed answers api.
 */
export const CLIENT_ERROR_KINDS = ['script', 'rejection', 'console', 'auth', 'api', 'network'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The monitor's constants (docs/developer-settings.md). */
export const ERROR_MONITOR = {
  maxFixAttempts: 3,
  keep: 50,
  maxAgeMs: 30 * 60_000,
  pruneEveryMs: 30 * 60_000,
  serverErrorRetryMs: 2000,
  reloadAfterMs: 1000,
} as const;

export const CLIENT_ERROR_MESSAGES = {
  connectionTitle: 'Проблемы с подключением',
  connectionText: 'Проверьте подключение к интернету. Повторим попытку через несколько секунд.',
  listTitle: 'Ошибки в браузере',
  listEmpty: 'Ошибок не было',
} as const;

/** The longest message and path kept, in the browser's log and on the server. */
export const CLIENT_ERROR_LIMITS = { message: 500, path: 200 } as const;

/** At most this many errors travel in one report. */
export const MAX_REPORTED_ERRORS = 20;

/**
 * No personal data leaves the tab or is kept: e-mail addresses, digit runs (phones, card and
 * account numbers), long opaque tokens and query strings are replaced before a message is
 * stored or sent. The browser's log and the server both apply it.
 */
export function scrubText(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\?[^\s#'"]*=[^\s#'"]*/g, '?[query]')
    .replace(/[A-Za-z0-9_-]{20,}/g, '[token]')
    .replace(/\+?\d[\d\s().-]{4,}\d/g, (run) => (run.replace(/\D/g, '').length >= 6 ? '[number]' : run));
}

/** A URL or path without its origin, query and hash (where tokens and search terms travel), scrubbed like a message. */
export const scrubPath = (url: string) =>
  scrubText(url.replace(/[?#].*$/s, '').replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '') || '/');

const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((v) => scrubText(v).slice(0, max));

export const clientErrorSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: text(CLIENT_ERROR_LIMITS.message),
  /** The page's path (no query, no hash) or the API path that failed. */
  path: z
    .string()
    .max(800)
    .transform((v) => scrubPath(v).slice(0, CLIENT_ERROR_LIMITS.path))
    .nullish(),
  status: z.number().int().min(0).max(599).nullish(),
  /** The GraphQL operation's name, when a call failed. */
  operation: z
    .string()
    .regex(/^\w{1,100}$/)
    .nullish(),
  occurredAt: z.iso.datetime(),
  count: z.number().int().min(1).max(1_000_000).default(1),
});
export type ClientErrorInput = z.input<typeof clientErrorSchema>;

/** POST /api/client-errors: the errors of one tab since its last report, with the company on screen. */
export const clientErrorReportSchema = z.object({
  companyId: z.number().int().positive().nullish(),
  errors: z.array(clientErrorSchema).min(1).max(MAX_REPORTED_ERRORS),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;
