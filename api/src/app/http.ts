import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { trace } from '@opentelemetry/api';
import { ApolloServer } from '@apollo/server';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import { httpCookies, SESSION_COOKIE } from '../modules/accounts';
import { consumeApiTokenRequest, isApiToken } from '../modules/api-tokens';
import { resolveCaller } from './caller';
import { AppError, errorBody, unauthenticated, type ErrorBody } from '../shared/errors';
import {
  DATABASE_RETRY_AFTER,
  DATABASE_UNAVAILABLE,
  databaseUnavailable,
  isDatabaseUnavailable,
  isTransactionConflict,
  transactionConflict,
} from '../shared/database-faults';
import type { AppDeps, Auth, RequestContext } from '../shared/context';
import { armorRestInput, graphqlInputArmor } from './input-armor';
import { originAllowed, tokenFrom } from './request-auth';
import { DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT, type RestRoute } from '../shared/rest';
import { ANONYMOUS_BODY_LIMIT, capBody, refuseAnnouncedOver } from './body-limits';
import { frameworkError, internalError } from './error-body';
import { registerDocsAssets } from './openapi/openapi.rest';
import { registerRoutes } from './rest';
import { maskInternal } from './error-mask';
import { errorHeadersPlugin } from './error-headers';
import { restRoutes } from './routes';
import { graphqlRequestIds, REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { registerMetrics } from './metrics-route';
import { graphqlMetricsPlugin } from './graphql-metrics';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency/store';
import { registerIdempotency } from './idempotency/idempotency';
import { rateLimitHeaders, withLimits } from './rate-limit-headers';
import { queryCostPlugin } from './query-cost';

const routeNotFound = () => new AppError('NOT_FOUND', 'Маршрут не найден');
import { drainGate } from './drain';

/** The largest body a route takes but the restore: a 10 MB image or an import file as base64, plus the form. */
export const BODY_LIMIT = UPLOAD_BODY_LIMIT;

export function graphqlArmor() {
  return new ApolloArmor({
    maxDepth: { n: 12 },
    // The cost limit is ours (query-cost.ts): it reads `first`/`last` with the variables and reports the cost.
    costLimit: { enabled: false },
    maxAliases: { n: 20 },
    maxDirectives: { n: 30 },
    maxTokens: { n: 2000 },
  }).protect();
}

export async function buildHttp(
  deps: AppDeps,
  schema: GraphQLSchema,
  armor = graphqlArmor(),
  idempotency: IdempotencyStore = createIdempotencyStore(deps.config.REDIS_URL, 'idem:'),
) {
  const { config } = deps;
  const app = Fastify({
    // Each REST row and GraphQL set their own; this is for anything else that ever takes a body.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A hop count, never `true`: `true` would believe every address a client writes in
    // X-Forwarded-For. clientIp (request-auth.ts) derives the WebSocket's address the same way.
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    loggerInstance: deps.log as FastifyBaseLogger,
    // req.id, on every log line of the request (pino's reqId) and every answer (X-Request-Id).
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    // With tracing on (telemetry.ts), the request's span is named by its route and carries the id
    // the logs and the answer carry; without it there is no span and this does nothing.
    const span = trace.getActiveSpan();
    if (span && req.routeOptions.url) span.updateName(`${req.method} ${req.routeOptions.url}`);
    span?.setAttributes({ 'http.route': req.routeOptions.url ?? '', 'staffpay.request_id': req.id });
  });
  // First of all hooks: a draining process turns new requests away before anything else runs.
  drainGate(app, deps.lifecycle);
  rateLimitHeaders(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: new URL(config.APP_URL).origin, credentials: true });
  await app.register(cookie);
  registerMetrics(app, deps.metrics, config.METRICS_TOKEN);

  const callerOf = (req: FastifyRequest) => {
    const { token, via } = tokenFrom(req.headers, req.cookies[SESSION_COOKIE]);
    return resolveCaller(deps, token, via);
  };
  // GraphQL's callers as its onRequest found them, for its context not to read the session again.
  const graphqlCallers = new WeakMap<FastifyRequest, Auth | null>();
  // Every request's caller once known (a REST row's onRequest, GraphQL's), for idempotency keys.
  const callers = new WeakMap<FastifyRequest, Auth | null>();
  const contextFor = async (
    req: FastifyRequest,
    reply: FastifyReply,
    auth: RestRoute['auth'],
  ): Promise<RequestContext> => {
    const session = graphqlCallers.has(req) ? (graphqlCallers.get(req) ?? null) : await callerOf(req);
    callers.set(req, session);
    if (auth === 'required' && !session) throw unauthenticated();
    const cookies = httpCookies(req, reply);
    return {
      app: deps,
      em: deps.orm.em.fork(),
      auth: session,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      cookies,
    };
  };

  // Cross-site writes never reach a handler, whatever the route.
  app.addHook('onRequest', async (req) => {
    // An API token's allowance is counted before anything else, GraphQL and REST alike (429, Retry-After).
    const { token, via } = tokenFrom(req.headers, undefined);
    if (via === 'bearer' && isApiToken(token)) await withLimits(req, () => consumeApiTokenRequest(deps, token));
    // A bearer token cannot ride along on a victim's browser, so bearer calls are accepted from anywhere.
    const bearer = req.headers.authorization?.startsWith('Bearer ');
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method) && !bearer && !originAllowed(config, req.headers)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Запрос с чужого сайта отклонён');
    }
  });

  armorRestInput(app);
  registerIdempotency(app, idempotency, (req) => callers.get(req) ?? graphqlCallers.get(req), {
    excluded: new Set(restRoutes.filter((r) => r.streamBody || r.ownIdempotency).map((r) => `${r.method} ${r.path}`)),
  });
  app.addHook('onClose', () => idempotency.close());

  app.setErrorHandler((error: Error, req, reply) => {
    // Refused before its body was read (401, 403, 413): the rest of it is not waited for or read.
    if (!req.raw.complete) void reply.header('connection', 'close');
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      error = databaseUnavailable();
    }
    if (!(error instanceof AppError) && isTransactionConflict(error)) {
      req.log.warn({ err: error }, 'transaction conflict');
      error = transactionConflict();
    }
    let answered = error instanceof AppError ? error : frameworkError(error);
    if (!answered) {
      req.log.error({ err: error }, 'request failed');
      answered = internalError();
    }
    if (answered.retryAfterSeconds) void reply.header('retry-after', String(answered.retryAfterSeconds));
    if (answered.headers) void reply.headers(answered.headers);
    const body = errorBody(answered, req.id);
    // Refused before GraphQL ran (a token's 429, a body over the limit, bad JSON): still told in
    // GraphQL's shape on its route, as the drain gate does.
    return reply.status(answered.status).send(isGraphqlRoute(req) ? asGraphqlErrors(body) : body);
  });

  const apollo = new ApolloServer<RequestContext>({
    schema,
    plugins: [
      ...armor.plugins,
      graphqlInputArmor,
      queryCostPlugin(),
      errorHeadersPlugin,
      graphqlMetricsPlugin(deps.metrics),
      fastifyApolloDrainPlugin(app),
    ],
    validationRules: armor.validationRules as ValidationRule[],
    allowBatchedHttpRequests: false,
    // Its own SIGTERM handler would close every connection at once: main.ts drains instead.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    formatError: (formatted, error) => {
      const reqId = graphqlRequestIds.getStore();
      const masked = maskInternal(formatted, error, (e) =>
        app.log.error({ err: e, reqId }, 'graphql operation failed'),
      );
      return reqId ? { ...masked, extensions: { ...masked.extensions, requestId: reqId } } : masked;
    },
  });
  await apollo.start();
  const graphqlHandler = fastifyApolloHandler(apollo, {
    // The caller's session is read before any resolver: an unreachable database answers 503 there too.
    context: (req, reply) =>
      contextFor(req, reply, 'none').catch((error: unknown) => {
        throw isDatabaseUnavailable(error) ? unavailableOverGraphql() : error;
      }),
  });
  // Only a caller with a session or token may send an upload's megabytes; a stranger's body is
  // capped small, by its Content-Length at once and by counting when it comes chunked.
  const anonymous = new WeakSet<FastifyRequest>();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    bodyLimit: UPLOAD_BODY_LIMIT,
    onRequest: async (req) => {
      let caller: Auth | null;
      try {
        caller = await callerOf(req);
      } catch (error) {
        // An unreachable database is answered by the context function, as GraphQL (503).
        if (isDatabaseUnavailable(error)) return;
        throw error;
      }
      graphqlCallers.set(req, caller);
      if (caller) return;
      refuseAnnouncedOver(req, ANONYMOUS_BODY_LIMIT);
      anonymous.add(req);
    },
    preParsing: async (req, _reply, payload) =>
      anonymous.has(req) ? payload.pipe(capBody(ANONYMOUS_BODY_LIMIT)) : payload,
    handler(req, reply) {
      return graphqlRequestIds.run(req.id, () =>
        withLimits(req, () =>
          graphqlHandler.call(this, ...([req, reply] as unknown as Parameters<typeof graphqlHandler>)),
        ),
      );
    },
  });

  registerRoutes(app, restRoutes, contextFor);
  registerDocsAssets(app);
  app.all('/api/*', async () => {
    throw routeNotFound();
  });
  if (!serveWeb(app, config.webDist)) {
    app.setNotFoundHandler((req, reply) => reply.status(404).send(errorBody(routeNotFound(), req.id)));
  }
  return { app, apollo };
}

const isGraphqlRoute = (req: FastifyRequest) => req.url.split('?', 1)[0] === '/graphql';

function asGraphqlErrors({ message, ...extensions }: ErrorBody) {
  return { errors: [{ message, extensions }] };
}

/** Apollo answers an error of the context function with the HTTP status and headers its extensions name. */
function unavailableOverGraphql(): GraphQLError {
  return new GraphQLError(DATABASE_UNAVAILABLE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      reason: 'DATABASE_UNAVAILABLE',
      http: { status: 503, headers: new Map([['retry-after', String(DATABASE_RETRY_AFTER)]]) },
    },
  });
}

/** In production the API serves the built web app, with history-API fallback for client routes. */
function serveWeb(app: FastifyInstance, webDist: string): boolean {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return false;
  app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1y', immutable: true });
  const sendIndex = (_req: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(index));
  app.get('/', sendIndex);
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || req.url.startsWith('/api/') || req.url.startsWith('/graphql')) {
      return reply.status(404).send(errorBody(routeNotFound(), req.id));
    }
    return sendIndex(req, reply);
  });
  return true;
}
