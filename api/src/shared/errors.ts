import { GraphQLError } from 'graphql';
import type { ZodError } from 'zod';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_CONFIGURED'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

const httpStatus: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  NOT_CONFIGURED: 503,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; transports map it to GraphQL or HTTP. */
export class AppError extends GraphQLError {
  readonly status: number;
  /** For a 429: when to try again (the REST answer's Retry-After header). */
  retryAfterSeconds?: number;
  /** Response headers the answer carries, over REST and GraphQL over HTTP (e.g. X-Accepted-Scopes). */
  readonly headers?: Readonly<Record<string, string>>;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    more: { extensions?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message, { extensions: { code, ...(fieldErrors ? { fieldErrors } : {}), ...more.extensions } });
    this.status = httpStatus[code];
    if (more.headers) this.headers = more.headers;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Требуется авторизация');
export const forbidden = () => new AppError('FORBIDDEN', 'Недостаточно прав');
export const notFound = (what = 'Объект') => new AppError('NOT_FOUND', `${what} не найден`);

export function fromZod(error: ZodError): AppError {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message ?? 'Некорректные данные';
  return new AppError('BAD_USER_INPUT', first, fieldErrors);
}
