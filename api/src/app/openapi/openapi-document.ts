import { z, type ZodType } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ERROR_CODES, ERROR_REASONS } from '@staffpay/schema/errors/error-codes';
import { companyParamOf, documentedBody, documentedQuery, type RestRoute } from '../../shared/rest';
import { idempotencyHeaderOf } from '../idempotency/openapi-header';

type ReferenceObject = { $ref: string };

/** The answer of every refusal: its class and finer reason (the contract's), AppError's message and, for a form, the message per field. */
const errorBody = z
  .object({
    code: z.enum(ERROR_CODES).meta({
      description: 'The class of the refusal, stable (docs/api.md, "Errors"); it sets the HTTP status',
    }),
    reason: z.enum(ERROR_REASONS).optional().meta({
      description: 'A finer stable code where a program must act differently within the class',
    }),
    message: z.string().meta({ description: 'What went wrong, in Russian, fit to show a person' }),
    fieldErrors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'For invalid input (400): the messages per field path, e.g. `{ "email": ["…"] }`' }),
    requestId: z
      .string()
      .meta({ description: "The answer's `X-Request-Id`, for a person to quote: the server's log lines carry it" }),
  })
  .meta({ id: 'Error', description: 'The error answer of every REST route' });

const ERRORS: Record<number, { id: string; description: string }> = {
  400: { id: 'BadRequest', description: 'Invalid input; `fieldErrors` names the fields' },
  401: { id: 'Unauthenticated', description: 'No valid session or API token' },
  403: {
    id: 'Forbidden',
    description: "The caller's role, or the token's scopes, do not allow it; or a cross-site write",
  },
  404: { id: 'NotFound', description: 'No such thing in a company the caller belongs to' },
  409: { id: 'Conflict', description: 'The change conflicts with the current state (a fixed period, a duplicate…)' },
  429: { id: 'TooManyRequests', description: 'Rate-limited; the `Retry-After` header says when to try again' },
};

const seconds = (description: string) => z.string().regex(/^\d+$/).meta({ description });

/** The headers of an answer that counted against a rate limit (draft-ietf-httpapi-ratelimit-headers). */
const rateLimitHeaders = {
  'RateLimit-Limit': seconds('Requests the window allows (of the limit closest to exhaustion)'),
  'RateLimit-Remaining': seconds('Requests left in the window'),
  'RateLimit-Reset': seconds('Seconds until the window starts afresh'),
  'RateLimit-Policy': z.string().meta({ description: 'Every limit counted, as `<limit>;w=<window seconds>`' }),
};

/** A 429 tells when to retry, and the budget that was spent. */
const RESPONSE_HEADERS: Record<number, z.ZodObject> = {
  429: z.object({ 'Retry-After': seconds('Seconds to wait before trying again'), ...rateLimitHeaders }),
};

/** Descriptions of the path parameters the tables share; a row's doc.params adds or overrides. */
const PARAM_DESCRIPTIONS: Record<string, string> = {
  id: 'The id of the record',
  companyId: 'The company',
  employeeId: 'The employee',
  userId: 'The member (a user id)',
  token: 'The invitation token from the letter',
  shareUrl: "The shared dashboard's link secret",
};
const INTEGER_PARAMS = new Set(['companyId', 'employeeId', 'userId']);

/** `/api/companies/:id/members` → `/api/companies/{id}/members`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

/** GET /api/companies/:id/members → getCompaniesByIdMembers: unique, as method and path are. */
export function operationId(route: Pick<RestRoute, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

function paramSchemas(route: RestRoute): ZodType | undefined {
  const names = pathParams(route.path);
  if (names.length === 0) return undefined;
  const shape: Record<string, ZodType> = {};
  const companyParam = companyParamOf(route);
  for (const name of names) {
    const given = route.doc.params?.[name];
    if (given !== undefined && typeof given !== 'string') {
      shape[name] = given;
      continue;
    }
    // The row's company, under whatever name its path gives it, is documented as `:companyId` is.
    const kind = name === companyParam ? 'companyId' : name;
    const description = given ?? PARAM_DESCRIPTIONS[kind] ?? name;
    shape[name] = (INTEGER_PARAMS.has(kind) ? z.int() : z.string()).meta({ description });
  }
  return z.object(shape);
}

const json = (schema: ZodType) => ({ 'application/json': { schema } });

function answer(description: string, body: string | ZodType | undefined) {
  if (body === undefined || typeof body === 'string') return { description: body ?? description };
  return { description, content: json(body) };
}

function responses(route: RestRoute): ZodOpenApiResponsesObject {
  const { doc } = route;
  const status = route.status ?? 200;
  const out: Record<string, ZodOpenApiResponseObject | ReferenceObject> = {};
  if (doc.file) {
    const description = typeof doc.response === 'string' ? doc.response : 'The file';
    out[status] = { description, content: Object.fromEntries(doc.file.map((type) => [type, {}])) };
  } else if (doc.response !== undefined || !doc.responses) {
    out[status] = answer(status === 201 ? 'Created' : 'OK', doc.response);
  }
  // A redirect's row names only its 302.
  for (const [code, body] of Object.entries(doc.responses ?? {})) out[code] = answer(`Status ${code}`, body);
  for (const [code, { id }] of Object.entries(ERRORS)) {
    if (code === '401' && route.auth === 'none') continue;
    out[code] ??= { $ref: `#/components/responses/${id}` };
  }
  return out as ZodOpenApiResponsesObject;
}

function operation(route: RestRoute): ZodOpenApiOperationObject {
  const { doc } = route;
  const params = paramSchemas(route);
  const query = documentedQuery(route);
  const body = documentedBody(route);
  const header = idempotencyHeaderOf(route);
  return {
    operationId: operationId(route),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags ?? [route.path.split('/')[2] ?? 'api'],
    ...(params || query || header
      ? {
          requestParams: {
            ...(params ? { path: params as z.ZodObject } : {}),
            ...(query ? { query } : {}),
            ...(header ? { header } : {}),
          },
        }
      : {}),
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    responses: responses(route),
    // Open routes say so; the others take the document's default (a bearer token or the cookie).
    ...(route.auth === 'none' ? { security: [] } : {}),
  };
}

export interface OpenApiOptions {
  /** The public origin (APP_URL), named as the document's server. */
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of a REST table: built once per table, it never changes at run time. */
export function buildOpenApiDocument(routes: RestRoute[], options: OpenApiOptions = {}) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  const tags = [...new Set(routes.flatMap((r) => r.doc.tags ?? []))].sort().map((name) => ({ name }));
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'StaffPay REST API',
      version: '1.0.0',
      description:
        'The REST paths of StaffPay: thin adapters over the same services as GraphQL (`/graphql`, the primary API). ' +
        'Authenticate with `Authorization: Bearer <session or API token>`, or in the browser with the session cookie. ' +
        'Every refusal answers `{ code, reason?, message, fieldErrors?, requestId }` (stable codes: docs/api.md, "Errors"); ' +
        'every answer carries `X-Request-Id`, and one that counted against a rate limit `RateLimit-Limit`, ' +
        '`RateLimit-Remaining`, `RateLimit-Reset` and `RateLimit-Policy`.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags,
    security: [{ bearer: [] }, { sessionCookie: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A session token (POST /api/auth/login) or a company API token (`sp_…`)',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sp_session',
          description: 'Set by sign-in; writes must come from the app’s own origin',
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERRORS).map(([status, { id, description }]) => [
          id,
          { description, content: json(errorBody), headers: RESPONSE_HEADERS[Number(status)] },
        ]),
      ),
    },
  });
}
