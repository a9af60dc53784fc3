import { WebSocket, type WebSocketServer } from 'ws';

/** Sockets are pinged in this many slices, one slice a tick: a ping burst never holds up a push for long. */
const SLICES = 30;

/**
 * Pings every socket once per `everyMs` and cuts off one that has not answered by its next ping
 * (so a dead peer goes within twice `everyMs`), from one timer for the whole server rather than
 * two per socket (graphql-ws's own keep-alive), and spread over SLICES ticks. Returns the way to stop.
 */
export function keepSocketsAlive(wss: WebSocketServer, everyMs: number): () => void {
  const slices = Array.from({ length: SLICES }, () => new Set<WebSocket>());
  const awaiting = new WeakSet<WebSocket>();
  let next = 0;
  let tick = 0;
  function heard(this: WebSocket) {
    awaiting.delete(this);
  }
  wss.on('connection', (socket: WebSocket) => {
    const slice = slices[next++ % SLICES]!;
    slice.add(socket);
    socket.on('pong', heard);
    socket.once('close', () => slice.delete(socket));
  });
  const timer = setInterval(() => {
    for (const socket of slices[tick++ % SLICES]!) {
      if (awaiting.has(socket)) {
        socket.terminate();
        continue;
      }
      if (socket.readyState !== WebSocket.OPEN) continue;
      awaiting.add(socket);
      socket.ping();
    }
  }, everyMs / SLICES);
  timer.unref();
  return () => clearInterval(timer);
}
