import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from './context';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  /** Shapes the service result into the documented response body. */
  output?: (result: O) => unknown;
  status?: number;
  /** A larger body limit than the server's default, for uploads of whole files. */
  bodyLimit?: number;
  /** For answers that are not JSON bodies (files, redirects, cookies). */
  send?: (reply: FastifyReply, result: O, req: FastifyRequest) => FastifyReply | Promise<FastifyReply>;
}

// Preserves each row's own input/output types while collecting them in one list.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows differ in I/O types; `unknown` would reject them
export function defineRoutes<const R extends RestRoute<any, any>[]>(routes: R): RestRoute[] {
  return routes as RestRoute[];
}

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
