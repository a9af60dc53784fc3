import type { FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { RequestContext } from './context';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What GET /api/openapi.json says about a route (app/openapi). It only describes: the service
 * still parses the input. Schemas are the contract's zod schemas the service parses.
 */
export interface RouteDoc {
  /** One line, shown as the operation's title. */
  summary: string;
  description?: string;
  /** The group the route is listed under; defineRoutes(rows, tag) fills it for a whole table. */
  tags?: string[];
  /** Path parameters (`:name`) with a description or a schema; common names (id, companyId…) have defaults. */
  params?: Record<string, string | ZodType>;
  /** Query parameters, as one z.object; a row's `company` in the query is added (documentedQuery). */
  query?: z.ZodObject;
  /** The JSON request body; a row's `company` in the body is added (documentedBody). */
  body?: ZodType;
  /**
   * The success answer (`status`, 200 by default): its JSON body's schema, exactly the keys sent
   * (api/test/openapi-answers*.test.ts hold every row to it). Text only for a `file`: its description.
   */
  response?: ZodType | string;
  /** The success answer is a file or a page, not JSON: its content types. */
  file?: string[];
  /** Other answers worth naming (redirects, a 503, a second success status), with a description or a JSON schema. */
  responses?: Record<number, string | ZodType>;
}

/**
 * Where a row's `companyId` comes from, as the REST table of docs/api.md places it: `'query'` (GET,
 * DELETE), `'body'` (POST, PUT, PATCH), `'body-or-query'` (the body's, else the query's: the body
 * docs/api.md names, with the query older clients send), or `'path'` (a path parameter:
 * `:companyId`, or `param`). Absent or malformed is NaN, which the service's membership check
 * answers 404; an `optional` company that is absent stays undefined, for the services that answer
 * without one.
 */
export type CompanyPlace = CompanyFrom['in'] | CompanyFrom;
export interface CompanyFrom {
  in: 'query' | 'body' | 'body-or-query' | 'path';
  /** The path parameter holding it, when not `companyId` (`/api/companies/:id/…`). */
  param?: string;
  optional?: boolean;
}

/**
 * One row of the REST shim table: a documented path mapped onto a service call. Routes
 * hold no logic of their own; validation, authorisation and events live in the service.
 */
export interface RestRoute<I = unknown, O = unknown> {
  method: Method;
  path: string;
  /** 'required' (default) answers 401 before the handler runs; 'none' serves anyone. */
  auth?: 'required' | 'none';
  /**
   * The row takes a company: its companyId is read from there, handed to `input`, and documented
   * there in GET /api/openapi.json. The membership check stays in the service.
   */
  company?: CompanyPlace;
  /**
   * The handler's input, given the row's companyId (undefined for a row without `company`, or an
   * `optional` one left out: such rows type it `number | undefined`). A row with `company` and no
   * `input` hands the handler its companyId.
   */
  input?: (req: FastifyRequest, companyId: number) => I;
  handler: (ctx: RequestContext, input: I, req: FastifyRequest) => Promise<O>;
  /**
   * The record (by its name in the contract's RECORDS) the answer is, or a list of: each field a
   * viewer may not see is hidden before the answer is shaped and sent (docs/permissions.md).
   */
  answers?: string;
  /** Shapes the service result into the documented response body. */
  output?: (result: O) => unknown;
  status?: number;
  /** A larger body limit than DEFAULT_BODY_LIMIT, for uploads of whole files. */
  bodyLimit?: number;
  /**
   * The body is not parsed: `req.body` is the request's byte stream, whatever its Content-Type,
   * capped at `bodyLimit` as it comes (413). For files read as they arrive (a backup restore).
   */
  streamBody?: boolean;
  /**
   * The service keeps the `Idempotency-Key` itself (a ledger booking: for as long as the record
   * lives, matched on meaning, not bytes), so the transport's 24 h layer (app/idempotency) leaves
   * the route alone.
   */
  ownIdempotency?: boolean;
  /**
   * Runs once the caller is known and before the body is read: refuses early what the path and
   * query already tell (a restore's target company), so a refused caller's body is never read.
   */
  admit?: (ctx: RequestContext, req: FastifyRequest) => Promise<void>;
  /** For answers that are not JSON bodies (files, redirects, cookies). */
  send?: (reply: FastifyReply, result: O, req: FastifyRequest) => FastifyReply | Promise<FastifyReply>;
  /** Its entry in GET /api/openapi.json. Required: a route nobody described is a route integrators cannot find. */
  doc: RouteDoc;
}

// Preserves each row's own input/output types while collecting them in one list. `tag` groups the
// rows in the OpenAPI document (a row's own doc.tags wins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows differ in I/O types; `unknown` would reject them
export function defineRoutes<const R extends RestRoute<any, any>[]>(routes: R, tag?: string): RestRoute[] {
  if (!tag) return routes as RestRoute[];
  return routes.map((r) => (r.doc.tags ? r : { ...r, doc: { ...r.doc, tags: [tag] } })) as RestRoute[];
}

/** What a JSON body may weigh unless its row says otherwise: forms, lists of ids, settings. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A row that takes a 10 MB image, or an import file, as base64 in its JSON (4/3 of it), plus the form. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

/** Building blocks for route docs: the ids and periods the shims read from the query and the body. */
const positiveId = (description: string) => z.int().positive().meta({ description });
export const docCompanyId = positiveId('The company');
/** A period of months: `period=YYYY-MM`, or `from` and `to` (YYYY-MM-DD); none means the current month. */
export const periodFields = {
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .meta({ description: 'A month, YYYY-MM' }),
  from: z.iso.date().optional().meta({ description: 'First day of a range (with `to`)' }),
  to: z.iso.date().optional().meta({ description: 'Last day of a range (with `from`)' }),
};
/** The `{ success: true }` answer of deletes and account actions. */
export const successBody = z.object({ success: z.literal(true) });

export function body<T = Record<string, unknown>>(req: FastifyRequest): T {
  return (req.body && typeof req.body === 'object' ? req.body : {}) as T;
}

export function param(req: FastifyRequest, name: string): string {
  return String((req.params as Record<string, string>)[name] ?? '');
}

export function query(req: FastifyRequest, name: string): string | undefined {
  const v = (req.query as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
}

const placeOf = (place: CompanyPlace): CompanyFrom => (typeof place === 'string' ? { in: place } : place);

/** A companyId as sent: absent (undefined, null, '') is undefined; anything but a positive integer is NaN. */
function sentCompanyId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'number' || typeof value === 'string' ? intId(String(value)) : Number.NaN;
}

/** The companyId a row takes, read where its `company` places it (CompanyPlace). */
export function companyIdOf(req: FastifyRequest, place: CompanyPlace): number | undefined {
  const from = placeOf(place);
  const inQuery = () => sentCompanyId(query(req, 'companyId'));
  const inBody = () => sentCompanyId(body(req).companyId);
  const sent =
    from.in === 'query'
      ? inQuery()
      : from.in === 'body'
        ? inBody()
        : from.in === 'body-or-query'
          ? (inBody() ?? inQuery())
          : sentCompanyId(param(req, from.param ?? 'companyId'));
  return sent ?? (from.optional ? undefined : Number.NaN);
}

/** The path parameter holding a row's companyId, if its company is in the path. */
export function companyParamOf(route: Pick<RestRoute, 'company'>): string | undefined {
  const from = route.company && placeOf(route.company);
  return from?.in === 'path' ? (from.param ?? 'companyId') : undefined;
}

/** The row's query parameters as GET /api/openapi.json lists them: companyId first where the row reads it there. */
export function documentedQuery(route: RestRoute): z.ZodObject | undefined {
  const from = route.company && placeOf(route.company);
  if (from?.in !== 'query') return route.doc.query;
  const companyId = from.optional ? docCompanyId.optional() : docCompanyId;
  return z.object({ companyId }).extend(route.doc.query?.shape ?? {});
}

/** The row's body as GET /api/openapi.json shows it: with `companyId` where the row reads it there. */
export function documentedBody(route: RestRoute): ZodType | undefined {
  const from = route.company && placeOf(route.company);
  if (from?.in !== 'body' && from?.in !== 'body-or-query') return route.doc.body;
  const company = z.object({ companyId: from.optional ? docCompanyId.optional() : docCompanyId });
  return route.doc.body ? company.and(route.doc.body) : company;
}

/** A row's input: its companyId and its JSON body (`data`), which the service parses. */
export const companyAndBody = (req: FastifyRequest, companyId: number) => ({ companyId, data: body(req) });
/** A row's input: its companyId and the record its `:id` names. */
export const companyAndId = (req: FastifyRequest, companyId: number) => ({
  companyId,
  id: intId(param(req, 'id')),
});
/** A row's input: its companyId, the record its `:id` names, and its JSON body (`data`). */
export const companyIdAndBody = (req: FastifyRequest, companyId: number) => ({
  ...companyAndId(req, companyId),
  data: body(req),
});

/** Path and query ids arrive as text; anything but a positive integer becomes NaN for the service to reject. */
export function intId(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

const jsonBodies = new WeakMap<object, Buffer>();

/**
 * JSON bytes for a value from a company cache, made once per value: `key` is the cached object,
 * `shape` what the answer shows of it (the key itself by default). Never for values that change.
 */
export function jsonOnce(key: object, shape: () => unknown = () => key): Buffer {
  let body = jsonBodies.get(key);
  if (!body) jsonBodies.set(key, (body = Buffer.from(JSON.stringify(shape()))));
  return body;
}
