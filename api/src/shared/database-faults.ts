import { SERVICE_UNAVAILABLE_MESSAGES } from '@staffpay/schema/errors/service-unavailable';
import { AppError } from './errors';

/** What a caller is told while PostgreSQL cannot be reached: try again shortly, nothing was changed. */
export const DATABASE_UNAVAILABLE = SERVICE_UNAVAILABLE_MESSAGES.database;
/** Seconds a client waits before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER = 5;

// Node's socket errors, PostgreSQL's connection-exception and shutdown SQLSTATEs.
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const MESSAGES =
  /Connection terminated|Timeout acquiring a connection|connect ECONNREFUSED|Client has encountered a connection error|terminating connection/i;

/**
 * Whether an error means the database could not be reached (refused, dropped or shut down
 * connections), looking through the ORM's and the driver's wrapped causes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (!(e instanceof Error)) return false;
    const err = e as Error & { code?: unknown };
    if (err.constructor.name === 'ConnectionException') return true;
    if (typeof err.code === 'string' && CODES.has(err.code)) return true;
    if (MESSAGES.test(err.message)) return true;
  }
  return false;
}

/** The 503 the transports answer for an unreachable database, with its Retry-After. */
export function databaseUnavailable(): AppError {
  const error = new AppError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE);
  error.retryAfterSeconds = DATABASE_RETRY_AFTER;
  return error;
}

/** The retry delay after a transaction lost to a concurrent one. */
export const CONFLICT_RETRY_AFTER = 1;
// PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole.
const CONFLICT_CODES = new Set(['40P01', '40001']);

/** Whether an error is PostgreSQL rolling a transaction back for meeting a concurrent one. */
export function isTransactionConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (!(e instanceof Error)) return false;
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_CODES.has(code)) return true;
  }
  return false;
}

/** The 503 for a transaction that lost to a concurrent one: nothing was written, the retry runs anew. */
export function transactionConflict(): AppError {
  const error = new AppError('TRANSACTION_CONFLICT', SERVICE_UNAVAILABLE_MESSAGES.conflict);
  error.retryAfterSeconds = CONFLICT_RETRY_AFTER;
  return error;
}
