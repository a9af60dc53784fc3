import type { GraphQLScalarType } from 'graphql';
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import { AppError } from '../errors';

/*
 * Relay connections: every list that can grow without bound pages with `first` and `after`,
 * keyset over a stable order (never OFFSET), with an opaque cursor holding the last row's keys.
 * The services own the paging (the same access checks and field hiding as their plain lists);
 * this is the shared rule, the cursor's encoding and the GraphQL shapes.
 */

export const MAX_PAGE = 200;
export const DEFAULT_PAGE = 50;
const BAD_CURSOR = 'Некорректный курсор';
const BAD_FIRST = `Количество должно быть от 0 до ${MAX_PAGE}`;

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** `first` as asked: 50 when absent, at most 200 (a larger ask gets 200); negative or fractional is refused. */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE;
  if (!Number.isSafeInteger(first) || first < 0) {
    throw new AppError('BAD_USER_INPUT', BAD_FIRST, { first: [BAD_FIRST] });
  }
  return Math.min(first, MAX_PAGE);
}

export function encodeCursor(keys: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

/** The keys of a cursor this API issued; anything else is BAD_USER_INPUT on `after`. */
export function decodeCursor<T>(cursor: string, keys: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = keys.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', BAD_CURSOR, { after: [BAD_CURSOR] });
  return parsed.data;
}

/** The cursor of `after`, or null for the first page. */
export function afterOf<T>(args: PageArgs, keys: z.ZodType<T>): T | null {
  return args.after == null ? null : decodeCursor(args.after, keys);
}

/** Cursor keys: a row id. */
export const idKey = z.number().int().positive().max(2_147_483_647);

/** Cursor keys: a real calendar date, 'YYYY-MM-DD' (compared in SQL as a date). */
export const dateKey = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  });

/** Cursor keys: a UTC timestamp with microseconds, 'YYYY-MM-DDTHH:MM:SS.ffffff' (what PostgreSQL stores). */
export const microsKey = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/)
  .refine((s) => {
    const d = new Date(`${s.slice(0, 23)}Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19) === s.slice(0, 19);
  });

/**
 * A page from `rows` read with `limit: first + 1` (the extra row only tells that more follow), its
 * cursors from each node's keys.
 */
export function connectionOf<T>(
  rows: readonly T[],
  first: number,
  totalCount: number,
  keysOf: (row: T) => readonly (string | number)[],
): Connection<T> {
  const edges = rows.slice(0, first).map((node) => ({ cursor: encodeCursor(keysOf(node)), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
}

export const emptyConnection = <T>(): Connection<T> => ({
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
  totalCount: 0,
});

@ObjectType('PageInfo', { description: 'Where a page of a connection stands' })
export class PageInfoType {
  @Field(() => Boolean, { description: 'true when more items follow the last one of this page' })
  hasNextPage: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The last edge’s cursor (pass it as `after` for the next page); null on an empty page',
  })
  endCursor: string | null;
}

/**
 * The GraphQL types `<Name>Edge` and `<Name>Connection` over a node type; `what` names the items
 * in the descriptions ("ledger records").
 */
export function connectionTypes(name: string, node: ClassType | GraphQLScalarType, what: string, order: string) {
  @ObjectType(`${name}Edge`, { description: `One of the ${what} of a page, with its cursor` })
  class Edge {
    @Field(() => String, { description: `Opaque; pass as \`after\` to get the ${what} after this one` })
    cursor: string;
    @Field(() => node, { description: 'The item' })
    node: unknown;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${what} (Relay connection), ${order}` })
  class ConnectionType {
    @Field(() => [Edge], { description: `The page’s ${what}, in order` })
    edges: Edge[];
    @Field(() => PageInfoType, { description: 'Whether more pages follow, and the cursor to ask for the next' })
    pageInfo: PageInfoType;
    @Field(() => Int, { description: `All ${what} matching the arguments, across all pages` })
    totalCount: number;
  }
  return ConnectionType;
}

/** The descriptions of the paging arguments every connection field takes. */
export const FIRST_ARG = `Page size: 50 when absent, at most ${MAX_PAGE} (a larger ask gets ${MAX_PAGE})`;
export const AFTER_ARG = 'The endCursor of the previous page; absent for the first page';
