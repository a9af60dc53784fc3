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
  /** Query parameters, as one z.object. */
  query?: ZodType;
  /** The JSON request body. */
  body?: ZodType;
  /** The success answer (`status`, 200 by default): its JSON body's schema, or a description of it. */
  response?: ZodType | string;
  /** The success answer is a file or a page, not JSON: its content types. */
  file?: string[];
  /** Other answers worth naming (redirects, a 503, a second success status), with a description or a JSON schema. */
  responses?: Record<number, string | ZodType>;
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
  input: (req: FastifyRequest) => I;
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
/** `?companyId=` alone. */
export const companyQuery = z.object({ companyId: docCompanyId });
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
export const companyPeriodQuery = companyQuery.extend(periodFields);
/** A body the shim reads `companyId` from, next to the fields the service parses. */
export const withCompany = (schema?: ZodType): ZodType =>
  schema ? z.object({ companyId: docCompanyId }).and(schema) : z.object({ companyId: docCompanyId });
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

/** companyId comes in the query (GET, DELETE) or the body (POST, PUT); malformed means NaN, answered 404. */
export function bodyCompanyId(b: Record<string, unknown>): number {
  const v = b.companyId;
  return typeof v === 'number' || typeof v === 'string' ? intId(String(v)) : Number.NaN;
}

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
