import type { IncomingMessage } from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
} from 'graphql';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, parseMessage, type SubscribePayload } from 'graphql-ws';
import { WebSocket, type WebSocketServer } from 'ws';

/** A socket as the hooks see it: what they keep on it, and its connection_init payload. */
export interface Connection<E> {
  extra: E;
  connectionParams?: Readonly<Record<string, unknown>>;
}

export interface ProtocolHooks<E> {
  /** What the hooks keep on a new socket (read from its upgrade request, which is not kept). */
  extraOf(socket: WebSocket, request: IncomingMessage): E;
  /** On connection_init: false closes the socket (4403 Forbidden), or closes it itself. */
  onConnect(conn: Connection<E>): Promise<boolean>;
  onClose(conn: Connection<E>): void;
  /** The operation a subscribe message runs, or the errors sent back as its `error` message. */
  onSubscribe(
    conn: Connection<E>,
    id: string,
    payload: SubscribePayload,
  ): Promise<ExecutionArgs | readonly GraphQLError[]>;
  /** Runs a subscription operation: a stream of results, or one result (sent, then `complete`). */
  subscribe(args: ExecutionArgs): Promise<AsyncIterator<ExecutionResult> | ExecutionResult>;
  /** A `next` result with errors, as it goes on the wire. */
  format(result: ExecutionResult): FormattedExecutionResult;
  /** Told of a failure of the server's own (the socket is closed with 4500). */
  failed(error: unknown): void;
}

interface Conn<E> extends Connection<E> {
  initReceived: boolean;
  acknowledged: boolean;
  /** Operations by id; null while one is being set up. */
  operations: Map<string, AsyncIterator<ExecutionResult> | null>;
  initTimer: ReturnType<typeof setTimeout> | null;
}

/** graphql-ws's default: a socket that sends no connection_init this long is closed (4408). */
const INIT_WAIT_MS = 3_000;

const isErrors = (value: unknown): value is readonly GraphQLError[] => Array.isArray(value);
const isStream = (value: unknown): value is AsyncIterator<ExecutionResult> =>
  typeof value === 'object' && value !== null && typeof (value as AsyncIterator<unknown>).next === 'function';

/**
 * The graphql-transport-ws protocol (graphql-ws's), spoken by the API itself, so stock clients
 * (graphql-ws, Apollo Client) work unchanged: the same messages, close codes and texts as
 * graphql-ws's server. What differs is what a socket keeps while idle: one record, shared
 * listeners, and for each subscription its result stream alone. graphql-ws's own server parks a
 * message handler per subscription, holding the subscribe message (its bytes, its text, its
 * parsed query) and a promise chain, for the subscription's whole life. Keep-alive is
 * ws-keep-alive.ts's.
 */
export function serveGraphqlWs<E>(wss: WebSocketServer, hooks: ProtocolHooks<E>, initWaitMs = INIT_WAIT_MS): void {
  const conns = new WeakMap<WebSocket, Conn<E>>();
  wss.options.handleProtocols = (protocols) =>
    protocols.has(GRAPHQL_TRANSPORT_WS_PROTOCOL) ? GRAPHQL_TRANSPORT_WS_PROTOCOL : false;

  const send = (socket: WebSocket, message: string) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(message);
  };
  const internal = (socket: WebSocket, error: unknown) => {
    hooks.failed(error);
    socket.close(CloseCode.InternalServerError, 'Internal server error');
  };
  const sendNext = (socket: WebSocket, id: string, result: ExecutionResult) =>
    send(
      socket,
      JSON.stringify({ id, type: MessageType.Next, payload: result.errors ? hooks.format(result) : result }),
    );
  const sendErrors = (socket: WebSocket, id: string, errors: readonly GraphQLError[]) =>
    send(socket, JSON.stringify({ id, type: MessageType.Error, payload: errors.map((e) => e.toJSON()) }));

  async function init(socket: WebSocket, conn: Conn<E>, payload: unknown) {
    if (conn.initReceived)
      return socket.close(CloseCode.TooManyInitialisationRequests, 'Too many initialisation requests');
    conn.initReceived = true;
    if (conn.initTimer) clearTimeout(conn.initTimer);
    conn.initTimer = null;
    if (typeof payload === 'object' && payload !== null && !Array.isArray(payload))
      conn.connectionParams = payload as Record<string, unknown>;
    if (!(await hooks.onConnect(conn))) {
      if (socket.readyState === WebSocket.OPEN) socket.close(CloseCode.Forbidden, 'Forbidden');
      return;
    }
    conn.acknowledged = true;
    send(socket, JSON.stringify({ type: MessageType.ConnectionAck }));
  }

  /**
   * Sends a stream's results until it ends (then `complete`) or fails (then `error`). A step per
   * result rather than an async loop: a push-mode stream (shared-execution.ts) yields nothing, and
   * its subscription then holds one pending step, not suspended frames.
   */
  function pump(socket: WebSocket, conn: Conn<E>, id: string, stream: AsyncIterator<ExecutionResult>) {
    const step = () =>
      void stream.next().then(
        (result) => {
          if (result.done) {
            if (conn.operations.delete(id)) send(socket, JSON.stringify({ id, type: MessageType.Complete }));
            return;
          }
          if (conn.operations.has(id)) sendNext(socket, id, result.value);
          step();
        },
        (error: unknown) => {
          const original = error instanceof Error ? error : new Error(String(error));
          if (conn.operations.delete(id))
            sendErrors(socket, id, [new GraphQLError(original.message, { originalError: original })]);
        },
      );
    step();
  }

  /** Runs prepared arguments; the subscribe message itself is not held while a subscription lives. */
  async function run(socket: WebSocket, conn: Conn<E>, id: string, args: ExecutionArgs | readonly GraphQLError[]) {
    if (isErrors(args)) {
      if (conn.operations.delete(id)) sendErrors(socket, id, args);
      return;
    }
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) {
      if (conn.operations.delete(id)) sendErrors(socket, id, [new GraphQLError('Unable to identify operation')]);
      return;
    }
    const result = operation.operation === 'subscription' ? await hooks.subscribe(args) : await execute(args);
    if (!isStream(result)) {
      if (conn.operations.has(id)) sendNext(socket, id, result);
      if (conn.operations.delete(id)) send(socket, JSON.stringify({ id, type: MessageType.Complete }));
      return;
    }
    // Completed by the client (or its socket closed) while it was being set up.
    if (!conn.operations.has(id)) return void result.return?.();
    conn.operations.set(id, result);
    pump(socket, conn, id, result);
  }

  function subscribe(socket: WebSocket, conn: Conn<E>, id: string, payload: SubscribePayload) {
    if (!conn.acknowledged) return socket.close(CloseCode.Unauthorized, 'Unauthorized');
    if (conn.operations.has(id))
      return socket.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
    conn.operations.set(id, null);
    hooks
      .onSubscribe(conn, id, payload)
      .then((args) => run(socket, conn, id, args))
      .catch((error: unknown) => {
        conn.operations.delete(id);
        internal(socket, error);
      });
  }

  function complete(conn: Conn<E>, id: string) {
    const operation = conn.operations.get(id);
    conn.operations.delete(id);
    void operation?.return?.();
  }

  function onMessage(this: WebSocket, data: Buffer) {
    const conn = conns.get(this);
    if (!conn) return;
    let message: ReturnType<typeof parseMessage>;
    try {
      message = parseMessage(String(data));
    } catch {
      return this.close(CloseCode.BadRequest, 'Invalid message received');
    }
    switch (message.type) {
      case MessageType.ConnectionInit:
        return void init(this, conn, message.payload).catch((error: unknown) => internal(this, error));
      case MessageType.Ping:
        return send(
          this,
          JSON.stringify(
            message.payload ? { type: MessageType.Pong, payload: message.payload } : { type: MessageType.Pong },
          ),
        );
      case MessageType.Pong:
        return;
      case MessageType.Subscribe:
        return subscribe(this, conn, message.id, message.payload);
      case MessageType.Complete:
        return complete(conn, message.id);
      default:
        // A client may not send the server's own messages.
        return this.close(CloseCode.BadRequest, `Unexpected message of type ${message.type} received`);
    }
  }

  function onClose(this: WebSocket) {
    const conn = conns.get(this);
    if (!conn) return;
    conns.delete(this);
    if (conn.initTimer) clearTimeout(conn.initTimer);
    const operations = [...conn.operations.values()];
    conn.operations.clear();
    for (const operation of operations) void operation?.return?.();
    hooks.onClose(conn);
  }

  function onError(this: WebSocket, error: Error) {
    internal(this, error);
  }

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    if (socket.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL) {
      socket.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
      return;
    }
    const conn: Conn<E> = {
      extra: hooks.extraOf(socket, request),
      initReceived: false,
      acknowledged: false,
      operations: new Map(),
      initTimer: null,
    };
    conn.initTimer = setTimeout(() => {
      conn.initTimer = null;
      if (!conn.initReceived)
        socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
    }, initWaitMs);
    conns.set(socket, conn);
    socket.on('message', onMessage);
    socket.once('close', onClose);
    socket.once('error', onError);
  });
}
