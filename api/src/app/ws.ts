import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  getOperationAST,
  Kind,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { SESSION_COOKIE, endsSession } from '../modules/accounts';
import { consumeApiTokenRequest, isApiToken } from '../modules/api-tokens';
import { principalChannel } from '../shared/tenancy/membership';
import { channelWatches } from '../shared/live/channel-watch';
import { AppError } from '../shared/errors';
import { databaseUnavailable, isDatabaseUnavailable } from '../shared/database-faults';
import { resolveCaller } from './caller';
import type { AppDeps, RequestContext } from '../shared/context';
import { armorWsInput } from './input-armor';
import { costRefusal } from './query-cost';
import { subscribeShared } from './shared-execution';
import { maskResult } from './error-mask';
import { documentCache } from './ws-documents';
import type { FrameTarget } from './subscriber-frames';
import { clientIp, originAllowed, tokenFrom } from './request-auth';
import { countedWhileOpen } from './subscription-count';
import { DRAINING_UPGRADE_REFUSAL } from './drain';
import { keepSocketsAlive } from './ws-keep-alive';
import { serveGraphqlWs } from './ws-protocol';

type Extra = {
  /** The client's address and user agent, read from the upgrade request when the socket connects. */
  ip: string;
  userAgent: string | null;
  /** The upgrade's Authorization header and session cookie; a connection_init authToken outranks them. */
  authorization?: string;
  cookie?: string;
  socket: WebSocket;
  token?: string;
  via?: 'cookie' | 'bearer';
  /** Stops the socket's watch on its session: called when the socket closes. */
  unwatchSession?: () => void;
};

/** Close code for a socket whose session ended (graphql-ws's Unauthorized: its client does not retry). */
export const SESSION_ENDED_CLOSE = 4401;
/**
 * Close code for every socket when events resume after a Redis outage: the socket missed events,
 * so its client must reconnect and refetch. Not one of graphql-ws's own codes (some of which its
 * client treats as fatal): this one it retries like a dropped connection.
 */
export const EVENTS_RESUMED_CLOSE = 4503;
/** Close code for a socket with a subscriber too far behind its pushes: its client reconnects and refetches. */
export const TOO_SLOW_CLOSE = 4509;
/**
 * Close code for a socket that cannot be admitted while the database is unreachable (its session
 * cannot be read): RFC 6455's Try Again Later, which graphql-ws clients retry (a 4500 they never do).
 */
export const TRY_AGAIN_LATER_CLOSE = 1013;
/**
 * How often each socket is pinged; one without a pong by the next ping is cut off, so a dead peer
 * goes within twice this. graphql-ws's default (12 s) makes 15 000 idle sockets cost 1 250 pings
 * (and pongs read) a second; the proxies in front wait far longer for an idle connection
 * (deploy/: an hour).
 */
export const KEEP_ALIVE_MS = 30_000;

/**
 * Close code for every socket of a draining process (RFC 6455's Service Restart): graphql-ws
 * clients retry it, and the web's reconnects at once (no back-off) to another replica.
 */
export const SERVICE_RESTART_CLOSE = 1012;

/**
 * Closes the socket as soon as its session ends (sign-out, password reset): every subscription on
 * it stops delivering at once, by an event rather than by polling the sessions table. The client
 * reconnects without a session and is sent to sign in. The principal's channel is watched once per
 * process (`channelWatches`), however many sockets the principal holds.
 */
async function watchSession(deps: AppDeps, extra: Extra) {
  const auth = await resolveCaller(deps, extra.token, extra.via ?? 'cookie');
  if (!auth) return;
  extra.unwatchSession = channelWatches(deps.events).listen('sessionsEnded', principalChannel(auth), (ended) => {
    if (!endsSession(ended, auth.sessionId)) return;
    extra.socket.close(SESSION_ENDED_CLOSE, 'Session ended');
    extra.unwatchSession?.();
  });
}

/**
 * graphql-transport-ws (ws-protocol.ts) on the same port and path as HTTP GraphQL. The handshake's Origin is checked
 * like a cross-site write; the session is looked up again for every operation, so a socket
 * opened before sign-out cannot start new subscriptions after it.
 */
export function attachWebSocket(
  server: Server,
  deps: AppDeps,
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  parseCookie: (header: string) => Record<string, string | undefined>,
) {
  // No perMessageDeflate: pushes are written to the TCP stream directly (subscriber-frames.ts).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024, perMessageDeflate: false });
  const wires = new WeakMap<WebSocket, Duplex>();
  server.on('upgrade', (req, socket, head) => {
    if (deps.lifecycle.draining) {
      socket.write(DRAINING_UPGRADE_REFUSAL);
      socket.destroy();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== '/graphql' || !originAllowed(deps.config, req.headers)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      wires.set(ws, socket);
      wss.emit('connection', ws, req);
    });
  });

  // Each operation's context, to find its socket and id: pushes are written there, a slow one dropped.
  const targets = new WeakMap<object, FrameTarget>();
  const documentOf = documentCache(schema, rules);
  const contextFor = async (extra: Extra, id: string): Promise<RequestContext> => {
    // Forked when first used and let go once a subscription has started (see `subscribe`) and
    // after each membership re-check: a fork (identity map, unit of work, loaders) held by each
    // of thousands of idle subscriptions adds up, and the few later reads fork afresh.
    let em: EntityManager | undefined;
    const context: RequestContext = {
      app: deps,
      get em() {
        return (em ??= deps.orm.em.fork());
      },
      releaseEm: () => (em = undefined),
      auth: await resolveCaller(deps, extra.token, extra.via ?? 'cookie'),
      ip: extra.ip,
      userAgent: extra.userAgent,
    };
    const wire = wires.get(extra.socket);
    if (wire) targets.set(context, { socket: extra.socket, wire, id });
    return context;
  };
  // prom-client makes a new child (five bound methods) per labels() call: one per kind, not per subscription.
  const gauges = new Map<string, ReturnType<typeof deps.metrics.subscriptions.labels>>();
  const gaugeOf = (kind: string) => {
    let gauge = gauges.get(kind);
    if (!gauge) gauges.set(kind, (gauge = deps.metrics.subscriptions.labels({ kind })));
    return gauge;
  };
  const format = (result: ExecutionResult) =>
    maskResult(result, (e) => deps.log.error({ err: e }, 'graphql subscription failed'));
  serveGraphqlWs<Extra>(wss, {
    extraOf: (socket, request) => ({
      socket,
      // Keyed like HTTP (req.ip): behind the proxy every socket's peer is the proxy itself.
      ip: clientIp(request.headers, request.socket.remoteAddress, deps.config.TRUST_PROXY),
      userAgent: request.headers['user-agent'] ?? null,
      authorization: request.headers.authorization,
      cookie: parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE],
    }),
    onConnect: async (ctx) => {
      const params = ctx.connectionParams ?? {};
      const { extra } = ctx;
      const authorization = typeof params.authToken === 'string' ? `Bearer ${params.authToken}` : extra.authorization;
      Object.assign(extra, tokenFrom({ authorization }, extra.cookie));
      extra.authorization = extra.cookie = undefined;
      try {
        await watchSession(deps, extra);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        extra.socket.close(TRY_AGAIN_LATER_CLOSE, 'Database unavailable');
        return false;
      }
      return true;
    },
    onClose: (ctx) => ctx.extra.unwatchSession?.(),
    onSubscribe: async (ctx, id, payload) => {
      // An API token's allowance counts each operation, as each HTTP request.
      const { token, via } = ctx.extra;
      if (via === 'bearer' && isApiToken(token)) {
        const refused = await consumeApiTokenRequest(deps, token).then(
          () => null,
          (e: unknown) => (e instanceof AppError ? e : Promise.reject(e)),
        );
        if (refused) return [refused];
      }
      const parsed = documentOf(payload.query);
      if (!('document' in parsed)) return [...parsed];
      const refused = armorWsInput(parsed.document, payload.variables);
      if (refused) return refused;
      if (parsed.errors.length > 0) return [...parsed.errors];
      const costly = costRefusal(schema, parsed.document, payload.variables, payload.operationName);
      if (costly) return [costly];
      // The caller is read here, per operation: an unreachable database refuses this operation
      // alone (SERVICE_UNAVAILABLE) rather than the socket and every subscription on it.
      let contextValue: RequestContext;
      try {
        contextValue = await contextFor(ctx.extra, id);
      } catch (error) {
        if (isDatabaseUnavailable(error)) return [databaseUnavailable()];
        throw error;
      }
      return {
        schema,
        document: parsed.document,
        variableValues: payload.variables ?? undefined,
        operationName: payload.operationName ?? undefined,
        contextValue,
      };
    },
    subscribe: async (args) => {
      const target = targets.get(args.contextValue as object);
      const stream = await subscribeShared(
        args,
        target,
        () => target?.socket.close(TOO_SLOW_CLOSE, 'Subscriber too slow'),
        format,
        deps.metrics.fanout,
      );
      (args.contextValue as RequestContext).releaseEm?.();
      if (!(Symbol.asyncIterator in stream)) return stream;
      return countedWhileOpen(stream, gaugeOf(kindOf(args)));
    },
    // Results sent as they are (refusals, sources that cannot push) are masked as over HTTP.
    format,
    failed: (error) => deps.log.error({ err: error }, 'graphql socket failed'),
  });
  const stopKeepAlive = keepSocketsAlive(wss, KEEP_ALIVE_MS);
  deps.events.onRecovered(() => {
    for (const client of wss.clients) client.close(EVENTS_RESUMED_CLOSE, 'Events resumed');
  });
  return {
    /** Open sockets, for the metrics. */
    connections: () => wss.clients.size,
    /**
     * Closes every socket with Service Restart and resolves once all have closed (their clients
     * answer the close handshake; `close` cuts off any that never do).
     */
    async restart() {
      const closed = [...wss.clients].map((client) => new Promise((resolve) => client.once('close', resolve)));
      for (const client of wss.clients) client.close(SERVICE_RESTART_CLOSE, 'Service restart');
      await Promise.all(closed);
    },
    async close() {
      stopKeepAlive();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** A subscription's kind: its root field (the schema names them, so the label's values are few). */
function kindOf(args: ExecutionArgs): string {
  const field = getOperationAST(args.document, args.operationName)?.selectionSet.selections[0];
  return field?.kind === Kind.FIELD ? field.name.value : 'other';
}
