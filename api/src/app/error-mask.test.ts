import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../shared/errors';
import { DATABASE_UNAVAILABLE } from '../shared/database-faults';
import { maskResult } from './error-mask';

const failed = (original: Error) =>
  new GraphQLError(original.message, { path: ['employeeCardsChanged'], originalError: original });

describe('maskResult (what a subscription is sent)', () => {
  it('hides a library’s own text behind the generic message, and logs it', () => {
    const log = vi.fn();
    const secret = new Error('relation "employees" does not exist at character 42');
    const masked = maskResult({ data: null, errors: [failed(secret)] }, log);
    expect(masked).toEqual({
      data: null,
      errors: [
        {
          message: 'Внутренняя ошибка сервера',
          path: ['employeeCardsChanged'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
    expect(log).toHaveBeenCalledWith(secret);
  });

  it('says the database is unavailable instead of the driver’s text', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const [error] = maskResult({ errors: [failed(refused)] }, () => {}).errors!;
    expect(error!.message).toBe(DATABASE_UNAVAILABLE);
    expect(error!.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
  });

  it('keeps our own errors and results without errors as they are', () => {
    const notFound = new AppError('NOT_FOUND', 'Компания не найдена');
    expect(maskResult({ errors: [notFound] }, () => {}).errors![0]).toEqual(notFound.toJSON());
    expect(maskResult({ data: { a: 1 } }, () => {})).toEqual({ data: { a: 1 } });
  });
});
