import { GraphQLError } from 'graphql';
import type { ZodError } from 'zod';
import {
  classOf,
  ERROR_CODE,
  ERROR_CODES,
  isErrorReason,
  type ErrorCode,
  type ErrorReason,
} from '@staffpay/schema/errors/error-codes';

export type { ErrorCode, ErrorReason } from '@staffpay/schema/errors/error-codes';

/** The class of an HTTP status a framework answered by itself (a bad JSON body, an unsupported type). */
export function codeOfStatus(status: number): ErrorCode {
  const exact = ERROR_CODES.find((code) => ERROR_CODE[code].status === status);
  return exact ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT');
}

export type FieldErrors = Record<string, string[]>;

/**
 * The one error type services throw; transports map it to GraphQL or HTTP. Given a reason
 * (ERROR_REASON), its class is the code and the reason rides along (`extensions.reason`).
 */
export class AppError extends GraphQLError {
  readonly status: number;
  /** The class: `extensions.code`, the REST body's `code`. */
  readonly code: ErrorCode;
  /** The finer code, when one applies: `extensions.reason`, the REST body's `reason`. */
  readonly reason?: ErrorReason;
  /** For a 429: when to try again (the REST answer's Retry-After header). */
  retryAfterSeconds?: number;
  /** Response headers the answer carries, over REST and GraphQL over HTTP (e.g. X-Accepted-Scopes). */
  readonly headers?: Readonly<Record<string, string>>;
  constructor(
    codeOrReason: ErrorCode | ErrorReason,
    message: string,
    readonly fieldErrors?: FieldErrors,
    more: { extensions?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    const code = classOf(codeOrReason);
    const reason = isErrorReason(codeOrReason) ? codeOrReason : undefined;
    super(message, {
      extensions: { code, ...(reason ? { reason } : {}), ...(fieldErrors ? { fieldErrors } : {}), ...more.extensions },
    });
    this.code = code;
    if (reason) this.reason = reason;
    this.status = ERROR_CODE[code].status;
    if (more.headers) this.headers = more.headers;
  }
}

/** Every REST error answer's body (docs/api.md, "Errors"; the OpenAPI document's `Error`). */
export interface ErrorBody {
  code: ErrorCode;
  reason?: ErrorReason;
  message: string;
  fieldErrors?: FieldErrors;
  requestId: string;
}

export function errorBody(error: AppError, requestId: string): ErrorBody {
  return {
    code: error.code,
    ...(error.reason ? { reason: error.reason } : {}),
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    requestId,
  };
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
