import { AppError, codeOfStatus } from '../shared/errors';
import { payloadTooLarge } from './body-limits';

/** The text of every internal error, REST and GraphQL: the details are in the server's log only. */
export const INTERNAL = 'Внутренняя ошибка сервера';

/**
 * An error the framework raised by itself (a body that is not JSON, an unsupported Content-Type,
 * a body over the limit) as ours: its status kept, its class and text ours. A 5xx or an error
 * without a status is a fault of ours, told as the generic internal error.
 */
export function frameworkError(error: Error & { statusCode?: number; code?: unknown }): AppError | null {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  const code = codeOfStatus(status);
  const malformed = status === 400 && typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
  return new AppError(malformed ? 'MALFORMED_BODY' : code, clientErrorMessage(status, error.message));
}

export const internalError = () => new AppError('INTERNAL_SERVER_ERROR', INTERNAL);

function clientErrorMessage(status: number, fallback: string): string {
  if (status === 413) return payloadTooLarge().message;
  if (status === 415) return 'Неподдерживаемый тип содержимого';
  if (status === 400) return `Некорректный запрос: ${fallback}`;
  return fallback;
}
