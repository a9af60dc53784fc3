import fs from 'node:fs';
import path from 'node:path';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import {
  ERROR_CODE,
  ERROR_CODES,
  ERROR_REASON,
  ERROR_REASONS,
  isErrorCode,
  isErrorReason,
} from '@staffpay/schema/errors/error-codes';
import { describe, expect, it } from 'vitest';

/**
 * The contract's error codes (schema/src/errors/error-codes.ts) cover every code the API can
 * answer, are each documented, and are never removed. AppError takes only the contract's values
 * (its type); this reads the code for the ones written as plain extensions, and Apollo's own.
 */
const SRC = path.resolve(__dirname, '../src');
const API_MD = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');

/** Every value ever published: a client may switch on it, so it stays (add new ones here too). */
const PUBLISHED_CODES = [
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'NOT_CONFIGURED',
];
const PUBLISHED_REASONS = [
  'EMAIL_NOT_VERIFIED',
  'TOKEN_SCOPE_MISSING',
  'TOKEN_FORBIDDEN_OPERATION',
  'CROSS_SITE_REQUEST',
  'PERIOD_FIXED',
  'PERIOD_IN_REVIEW',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEYS_DIFFER',
  'IDEMPOTENCY_STORE_UNAVAILABLE',
  'EVENT_CURSOR_EXPIRED',
  'MALFORMED_BODY',
  'QUERY_TOO_COSTLY',
  'DATABASE_UNAVAILABLE',
  'TRANSACTION_CONFLICT',
  'SERVER_RESTARTING',
  'SHARE_LINK_PAUSED',
  'SHARE_LINK_EXPIRED',
  'SHARE_LINK_NETWORK',
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `code: 'X'` / `reason: 'X'` literals and `new AppError('X'` in the API's sources, with where. */
function literals(pattern: RegExp): { value: string; file: string }[] {
  return sources(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({ value: m[1]!, file: path.relative(SRC, file) })),
  );
}

describe('error codes', () => {
  it('covers every code the API writes out and every code Apollo answers', () => {
    const codes = literals(/\bcode: '([A-Z][A-Z_]+)'/g);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes.filter((c) => !isErrorCode(c.value))).toEqual([]);
    const reasons = literals(/\breason: '([A-Z][A-Z_]+)'/g);
    expect(reasons.filter((r) => !isErrorReason(r.value))).toEqual([]);
    const thrown = literals(/new AppError\(\s*'([A-Z][A-Z_]+)'/g);
    expect(thrown.length).toBeGreaterThan(50);
    expect(thrown.filter((t) => !isErrorCode(t.value) && !isErrorReason(t.value))).toEqual([]);
    expect(Object.values(ApolloServerErrorCode).filter((c) => !isErrorCode(c))).toEqual([]);
  });

  it('never removes a published value, and every value is published here', () => {
    expect(PUBLISHED_CODES.filter((c) => !isErrorCode(c))).toEqual([]);
    expect(PUBLISHED_REASONS.filter((r) => !isErrorReason(r))).toEqual([]);
    expect(ERROR_CODES.filter((c) => !PUBLISHED_CODES.includes(c))).toEqual([]);
    expect(ERROR_REASONS.filter((r) => !PUBLISHED_REASONS.includes(r))).toEqual([]);
  });

  it('documents every value in docs/api.md ("Errors") and in the declaration', () => {
    const section = API_MD.slice(API_MD.indexOf('## Errors'));
    expect(API_MD).toContain('## Errors');
    const undocumented = [...ERROR_CODES, ...ERROR_REASONS].filter((v) => !section.includes(`\`${v}\``));
    expect(undocumented).toEqual([]);
    for (const c of ERROR_CODES) expect(ERROR_CODE[c].doc.length, c).toBeGreaterThan(10);
    for (const r of ERROR_REASONS) expect(ERROR_REASON[r].doc.length, r).toBeGreaterThan(10);
  });
});
