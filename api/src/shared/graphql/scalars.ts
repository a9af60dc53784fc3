import { DateTimeISOResolver } from 'graphql-scalars';

/** ISO-8601 date-times; events arrive from Redis as strings, queries as Dates, both serialise alike. */
export const DateTime = DateTimeISOResolver;
