import type { ExecutionResult, FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { isErrorCode } from '@staffpay/schema/errors/error-codes';
import { AppError } from '../shared/errors';
import { INTERNAL } from './error-body';
import {
  CONFLICT_RETRY_AFTER,
  DATABASE_RETRY_AFTER,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  isTransactionConflict,
  transactionConflict,
} from '../shared/database-faults';

/**
 * The variable path GraphQL's own coercion names (`Variable "$input" got invalid value 5 at
 * "input.name"`, `Variable "$id" of required type "Int!" was not provided`): its refusals keep
 * their field names, in `fieldErrors`, as ours do.
 */
function variableOf(message: string): string | null {
  const match = /^Variable "\$([A-Za-z0-9_]+)"(?: got invalid value .*? at "([^"]+)")?/s.exec(message);
  return match ? (match[2] ?? match[1]!) : null;
}

/** Errors that are not ours (AppError, GraphQL validation) are logged and shown as a generic text. */
export function maskInternal(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (e: unknown) => void,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  // graphql-armor's token limit parses the document itself, and Apollo files the syntax errors it
  // meets under validation: a syntax error is GRAPHQL_PARSE_FAILED whoever found it.
  if (code === 'GRAPHQL_VALIDATION_FAILED' && formatted.message.startsWith('Syntax Error:')) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'GRAPHQL_PARSE_FAILED' } };
  }
  const field = code === 'BAD_USER_INPUT' && !formatted.extensions?.fieldErrors ? variableOf(formatted.message) : null;
  if (field) {
    return { ...formatted, extensions: { ...formatted.extensions, fieldErrors: { [field]: [formatted.message] } } };
  }
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    const original = (error as { originalError?: unknown }).originalError;
    if (original && !(original instanceof AppError) && isDatabaseUnavailable(original)) {
      return {
        message: DATABASE_UNAVAILABLE,
        path: formatted.path,
        extensions: {
          code: 'SERVICE_UNAVAILABLE',
          reason: 'DATABASE_UNAVAILABLE',
          retryAfterSeconds: DATABASE_RETRY_AFTER,
        },
      };
    }
    if (original && !(original instanceof AppError) && isTransactionConflict(original)) {
      const { message, extensions } = transactionConflict();
      return { message, path: formatted.path, extensions: { ...extensions, retryAfterSeconds: CONFLICT_RETRY_AFTER } };
    }
    if (original && !(original instanceof AppError)) {
      log(original);
      return {
        message: INTERNAL,
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
  }
  // Every answered code is one of the contract's (docs/api.md, "Errors"); a library's own code
  // would be one a client cannot look up, so it is logged and answered as ours.
  if (!isErrorCode(code)) {
    log(error);
    return { message: INTERNAL, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/**
 * A result as the socket server sends it: its errors formatted as over HTTP (maskInternal), so a
 * subscription never shows a database's or a library's own text.
 */
export function maskResult(result: ExecutionResult, log: (e: unknown) => void): FormattedExecutionResult {
  const { errors, ...rest } = result;
  return errors ? { ...rest, errors: errors.map((e) => maskInternal(e.toJSON(), e, log)) } : rest;
}
