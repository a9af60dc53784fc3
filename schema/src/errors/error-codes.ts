import { valuesOf } from '../enumerations/declaration';

/**
 * Every error the API answers carries a code from this file, REST and GraphQL alike
 * (docs/api.md, "Errors"): `code` is the class (GraphQL `extensions.code`, REST body `code`) and
 * sets the HTTP status; `reason`, where a program must act differently within a class, is a finer
 * code (GraphQL `extensions.reason`, REST body `reason`). Values are stable: a value is never
 * removed or renamed, only added (clients switch on them).
 */

/** What a class declares: its HTTP status and what a client does about it. */
export interface ErrorClassDeclaration {
  readonly status: number;
  readonly doc: string;
}

/** The classes, `extensions.code` / REST `code`. */
export const ERROR_CODE = {
  BAD_USER_INPUT: { status: 400, doc: 'The input is invalid; `fieldErrors` names the fields. Fix and resend' },
  GRAPHQL_PARSE_FAILED: { status: 400, doc: 'The GraphQL document is not valid syntax' },
  GRAPHQL_VALIDATION_FAILED: {
    status: 400,
    doc: 'The GraphQL document does not match the schema, or exceeds a query limit (depth, aliases, tokens, cost)',
  },
  BAD_REQUEST: {
    status: 400,
    doc: 'The HTTP request itself is malformed (a GraphQL request without a query, a bad JSON body)',
  },
  OPERATION_RESOLUTION_FAILURE: { status: 400, doc: 'The operation named by `operationName` is not in the document' },
  PERSISTED_QUERY_NOT_FOUND: { status: 200, doc: 'Automatic persisted queries: send the full query text' },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 200, doc: 'Persisted queries are not supported' },
  UNAUTHENTICATED: {
    status: 401,
    doc: 'No valid session or token, or wrong credentials: sign in or use another token',
  },
  FORBIDDEN: {
    status: 403,
    doc: 'The caller may not do this (role, token scope, cross-site request); do not retry as is',
  },
  NOT_FOUND: { status: 404, doc: 'No such object in this company (or no such route)' },
  CONFLICT: {
    status: 409,
    doc: 'The state forbids it now (a fixed period, a duplicate, an object in use); read the state again',
  },
  PAYLOAD_TOO_LARGE: { status: 413, doc: 'The request body is over the route’s limit' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, doc: 'The body’s Content-Type is not one the route takes' },
  TOO_MANY_REQUESTS: {
    status: 429,
    doc: 'A rate limit is spent: wait `Retry-After` seconds (RateLimit-* headers tell the budget)',
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    doc: 'A fault of ours; the message is generic. Quote `requestId` to support; retrying may work',
  },
  BAD_GATEWAY: { status: 502, doc: 'A service we call (an AI provider, a sign-in provider) failed; retry later' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    doc: 'Down for a moment (database, restart): retry after `Retry-After` seconds; nothing was changed',
  },
  NOT_CONFIGURED: { status: 503, doc: 'The feature is not configured on this server; retrying does not help' },
} as const satisfies Record<string, ErrorClassDeclaration>;

export type ErrorCode = keyof typeof ERROR_CODE;
export const ERROR_CODES = valuesOf(ERROR_CODE);

/** What a reason declares: the class it refines. */
export interface ErrorReasonDeclaration {
  readonly code: ErrorCode;
  readonly doc: string;
}

/** The finer codes, `extensions.reason` / REST `reason`: each always comes with its class. */
export const ERROR_REASON = {
  EMAIL_NOT_VERIFIED: {
    code: 'FORBIDDEN',
    doc: 'Sign-in refused until the e-mail is confirmed; offer to resend the letter',
  },
  TOKEN_SCOPE_MISSING: {
    code: 'FORBIDDEN',
    doc: 'The API token lacks the scope; `extensions.acceptedScopes` and the X-Accepted-Scopes header name it',
  },
  TOKEN_FORBIDDEN_OPERATION: {
    code: 'FORBIDDEN',
    doc: 'No scope opens this operation to API tokens; a person must do it',
  },
  SHARE_LINK_PAUSED: { code: 'FORBIDDEN', doc: 'A wall screen link its company paused; it answers again once resumed' },
  SHARE_LINK_EXPIRED: { code: 'FORBIDDEN', doc: 'A wall screen link past its expiry; its company may set a new one' },
  SHARE_LINK_NETWORK: {
    code: 'FORBIDDEN',
    doc: 'A wall screen link opened from outside the networks its company allowed',
  },
  CROSS_SITE_REQUEST: { code: 'FORBIDDEN', doc: 'A write from a foreign Origin without a bearer token' },
  PERIOD_FIXED: { code: 'CONFLICT', doc: 'The payroll period is fixed: reopen it before changing its records' },
  PERIOD_IN_REVIEW: {
    code: 'CONFLICT',
    doc: 'The month is sent for review (pay run): its records and fixes wait until it is approved or returned',
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: 'CONFLICT',
    doc: 'The Idempotency-Key was used with different parameters; use a new key',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    code: 'CONFLICT',
    doc: 'A request with this Idempotency-Key is still running; retry shortly to get its answer',
  },
  IDEMPOTENCY_KEY_INVALID: {
    code: 'BAD_USER_INPUT',
    doc: 'The Idempotency-Key is not 1 to 255 printable ASCII characters',
  },
  IDEMPOTENCY_KEYS_DIFFER: {
    code: 'BAD_USER_INPUT',
    doc: 'The Idempotency-Key header and `extensions.idempotencyKey` name different keys',
  },
  IDEMPOTENCY_STORE_UNAVAILABLE: {
    code: 'SERVICE_UNAVAILABLE',
    doc: 'The keys’ store is unreachable for a moment: the request did not run; retry with the same key',
  },
  EVENT_CURSOR_EXPIRED: {
    code: 'CONFLICT',
    doc: 'The events cursor is older than the retention period (header X-StaffPay-Resync: full); read everything again, then follow the feed without a cursor',
  },
  MALFORMED_BODY: {
    code: 'BAD_USER_INPUT',
    doc: 'The request body is not valid JSON (or not the declared Content-Type)',
  },
  QUERY_TOO_COSTLY: {
    code: 'GRAPHQL_VALIDATION_FAILED',
    doc: 'The query’s cost is over the limit; `extensions.cost` gives `requested` and `limit`. Ask smaller pages (`first`)',
  },
  DATABASE_UNAVAILABLE: { code: 'SERVICE_UNAVAILABLE', doc: 'The database is unreachable for a moment' },
  TRANSACTION_CONFLICT: {
    code: 'SERVICE_UNAVAILABLE',
    doc: 'Another change of the same rows met this one (a deadlock): it was rolled back whole; retry (with the same Idempotency-Key)',
  },
  SERVER_RESTARTING: {
    code: 'SERVICE_UNAVAILABLE',
    doc: 'This server is shutting down; another one answers the retry',
  },
} as const satisfies Record<string, ErrorReasonDeclaration>;

export type ErrorReason = keyof typeof ERROR_REASON;
export const ERROR_REASONS = valuesOf(ERROR_REASON);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODE, value);
export const isErrorReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && Object.hasOwn(ERROR_REASON, value);

/** The class of a code or reason: a reason's own class, a class itself. */
export const classOf = (codeOrReason: ErrorCode | ErrorReason): ErrorCode =>
  isErrorReason(codeOrReason) ? ERROR_REASON[codeOrReason].code : codeOrReason;
