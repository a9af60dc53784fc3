import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../shared/errors';
import { DATABASE_UNAVAILABLE } from '../shared/database-faults';
import { maskInternal, maskResult } from './error-mask';

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

  it('names the variable GraphQL’s own coercion refused, in fieldErrors', () => {
    const coerced = (message: string) =>
      maskInternal({ message, extensions: { code: 'BAD_USER_INPUT' } }, new GraphQLError(message), () => {});
    const nested =
      'Variable "$input" got invalid value 5 at "input.name"; String cannot represent a non string value: 5';
    expect(coerced(nested).extensions?.fieldErrors).toEqual({ 'input.name': [nested] });
    const missing = 'Variable "$companyId" of required type "Int!" was not provided.';
    expect(coerced(missing).extensions?.fieldErrors).toEqual({ companyId: [missing] });
  });

  it('files a syntax error under GRAPHQL_PARSE_FAILED, and a code not in the contract as internal', () => {
    const syntax = { message: 'Syntax Error: Expected Name', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    expect(maskInternal(syntax, new GraphQLError(syntax.message), () => {}).extensions?.code).toBe(
      'GRAPHQL_PARSE_FAILED',
    );
    const log = vi.fn();
    const foreign = maskInternal(
      { message: 'secret', extensions: { code: 'SOME_LIBRARY' } },
      new GraphQLError('x'),
      log,
    );
    expect(foreign).toEqual({ message: 'Внутренняя ошибка сервера', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(log).toHaveBeenCalled();
  });
});
