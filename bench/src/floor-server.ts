import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The floor: a bare `ws` server, run as a process of its own by floor.ts. It speaks just enough
 * graphql-transport-ws to take subscriptions (connection_init → connection_ack, subscribe, complete,
 * ping → pong) and, on POST /trigger, sends every subscription one small `next` frame holding the
 * card the live bench waits for, with ws's own send, as ws's broadcast example does. Nothing is
 * executed, authorised or shared: what is left is the protocol's framing and the socket writes,
 * the cost any server on these cores pays to reach the same clients.
 */
const subscriptions = new Map<WebSocket, Set<string>>();
/** BENCH_FLOOR_PAD: bytes of filler in the floor's card, to weigh a frame the product's size. */
const pad = 'x'.repeat(Number(process.env.BENCH_FLOOR_PAD ?? 0));

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/trigger') {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    const { employeeId, totalBonuses } = JSON.parse(body) as { employeeId: number; totalBonuses: string };
    const payload = JSON.stringify({
      data: {
        employeeCardsChanged: { cards: [{ id: employeeId, totalBonuses, ...(pad && { pad }) }], removedIds: [] },
      },
    });
    // Answered first, as the product answers a booking before (or while) its push goes out.
    res.writeHead(204).end();
    for (const [socket, ids] of subscriptions)
      for (const id of ids) socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${payload}}`);
  });
});

const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 256 * 1024 });
wss.on('connection', (socket) => {
  const ids = new Set<string>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(String(data)) as { type: string; id?: string };
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (message.type === 'ping') socket.send('{"type":"pong"}');
    else if (message.type === 'subscribe' && message.id) {
      ids.add(message.id);
      subscriptions.set(socket, ids);
    } else if (message.type === 'complete' && message.id) ids.delete(message.id);
  });
  socket.on('close', () => subscriptions.delete(socket));
  socket.on('error', () => undefined);
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${port}\n`);
});
process.once('SIGTERM', () => {
  for (const socket of wss.clients) socket.terminate();
  server.close(() => process.exit(0));
});
