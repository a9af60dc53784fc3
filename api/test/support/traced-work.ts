/**
 * Run by telemetry.int.test.ts in a child process, after `--import ../src/telemetry.ts`: one HTTP
 * request served and made, one SQL statement, one Redis command and one GraphQL operation, then
 * it says on stdout whether the SDK started, and waits to be ended.
 */
import http from 'node:http';
import { buildSchema, graphql } from 'graphql';
import { trace } from '@opentelemetry/api';
import { Redis } from 'ioredis';
import pg from 'pg';
import { telemetry } from '../../src/telemetry';

const server = http.createServer((_req, res) => res.end('ok'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
await (await fetch(`http://127.0.0.1:${port}/traced`)).text();

const db = new pg.Client({ connectionString: process.env.TRACED_DATABASE_URL });
await db.connect();
await db.query('select 1');
await db.end();

// Redis commands are traced within a request's span (as the API's are), not on their own.
const redis = new Redis(process.env.TRACED_REDIS_URL!);
await trace.getTracer('traced-work').startActiveSpan('work', async (span) => {
  await redis.ping();
  span.end();
});
redis.disconnect();

await graphql({ schema: buildSchema('type Query { hello: String }'), source: 'query Traced { hello }' });

server.close();
process.stdout.write(JSON.stringify({ started: telemetry !== null }) + '\n');
// Kept alive (the batch of spans goes out on its schedule) until the test ends it.
setInterval(() => {}, 60_000);
