import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

// Quoted literals ('…' with '' escapes, E'…') and bare numbers: the values a statement carries.
const SQL_VALUES = /E?'(?:[^']|'')*'|\b\d+(?:\.\d+)?\b/g;

/** A statement with every literal value replaced by `?`: what ran, never with what. */
export function statementShape(sql: string): string {
  return sql.replace(SQL_VALUES, '?').slice(0, 500);
}

/**
 * What may be logged of an error. Database errors carry the statement with its values and
 * PostgreSQL's detail ("Failing row contains (…)"): only their class, SQLSTATE, table,
 * constraint and the statement's shape are kept. Mail errors name recipients: only class and
 * code. Other errors are programming errors and keep message and stack.
 */
export function safeError(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { type: typeof e };
  const err = e as Error & Record<string, unknown>;
  const type = err.constructor?.name ?? err.name;
  if (/Exception$/.test(type) || typeof err.sqlState === 'string' || typeof err.routine === 'string') {
    const sql = err.message.includes(' - ') ? err.message.slice(0, err.message.lastIndexOf(' - ')) : '';
    return {
      type,
      code: err.code,
      table: err.table,
      constraint: err.constraint,
      statement: sql ? statementShape(sql) : undefined,
    };
  }
  if (typeof err.responseCode === 'number' || typeof err.command === 'string') {
    return { type, code: err.code, responseCode: err.responseCode };
  }
  return { type, code: err.code, message: err.message, stack: err.stack };
}

interface RequestLike {
  method?: string;
  url?: string;
}

/**
 * The process logger (pino). Requests are logged by method and path only: no query string
 * (tokens travel there), no headers (cookies, bearer tokens), no client address, no body.
 */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        err: safeError,
        error: safeError,
        req: (req: RequestLike) => ({ method: req.method, path: req.url?.split('?')[0] }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    },
    stream,
  );
}
