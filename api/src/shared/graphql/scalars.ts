import { GraphQLScalarType, Kind } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { AppError } from '../errors';

/** ISO-8601 date-times; events arrive from Redis as strings, queries as Dates, both serialise alike. */
export const DateTime = DateTimeISOResolver;

/**
 * Money and other decimals cross the wire as strings ("1500.00"), never binary floats. Inputs
 * may be strings or numbers; the service's zod schema checks the digits.
 */
export const Decimal = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'A decimal number as a string with at most 2 decimals, e.g. "1500.00"; inputs may also be numbers',
  serialize: (value) => String(value),
  parseValue: (value) => (typeof value === 'number' || typeof value === 'string' ? String(value) : invalid()),
  parseLiteral: (ast) =>
    ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT ? ast.value : invalid(),
});

function invalid(): never {
  throw new AppError('BAD_USER_INPUT', 'Ожидается число или строка с числом');
}
