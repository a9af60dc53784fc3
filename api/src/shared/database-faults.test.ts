import { describe, expect, it } from 'vitest';
import { databaseUnavailable, isDatabaseUnavailable } from './database-faults';

describe('database faults', () => {
  it('recognises refused, dropped and shut-down connections, through wrapped causes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('admin shutdown'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('answers 503 with the Russian message and a Retry-After', () => {
    const e = databaseUnavailable();
    expect(e.status).toBe(503);
    expect(e.message).toBe('База данных временно недоступна. Повторите через несколько секунд');
    expect(e.retryAfterSeconds).toBe(5);
  });
});
