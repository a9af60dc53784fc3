import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const QUERY = 'Q'.charCodeAt(0);
const EXECUTE = 'E'.charCodeAt(0);

/**
 * Counts the statements in one client's stream of the PostgreSQL protocol: each simple Query and
 * each extended-protocol Execute. Until the startup message, messages carry no type byte.
 */
function statementCounter(count: () => void) {
  let startup = true;
  let header = Buffer.alloc(0);
  let skip = 0;
  return (chunk: Buffer) => {
    let i = 0;
    while (i < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - i);
        skip -= n;
        i += n;
        continue;
      }
      const headerLength = startup ? 8 : 5;
      const take = Math.min(headerLength - header.length, chunk.length - i);
      header = Buffer.concat([header, chunk.subarray(i, i + take)]);
      i += take;
      if (header.length < headerLength) return;
      if (startup) {
        const code = header.readInt32BE(4);
        skip = header.readInt32BE(0) - 8;
        startup = code === SSL_REQUEST || code === GSSENC_REQUEST;
      } else {
        skip = header.readInt32BE(1) - 4;
        if (header[0] === QUERY || header[0] === EXECUTE) count();
      }
      header = Buffer.alloc(0);
    }
  };
}

/**
 * A pass-through proxy in front of PostgreSQL (plain TCP, as the API connects on loopback) that
 * counts the statements its clients send. Counting at the wire attributes statements to the API
 * exactly; the server's own counters (pg_stat_database) also see autovacuum and other sessions,
 * and pg_stat_statements would need a server restart.
 */
export async function startSqlCounter(target: { host: string; port: number }) {
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    client.on(
      'data',
      statementCounter(() => statements++),
    );
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    statements: () => statements,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
