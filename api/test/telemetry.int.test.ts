import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tracingWanted } from '../src/telemetry';
import { PG_ADMIN_URL, TEST_REDIS_URL } from './db';

/** OpenTelemetry: spans reach an OTLP receiver when the variables ask for them; nothing starts otherwise. */
const API = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

interface Span {
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** The traced work (support/traced-work.ts) in a child started as production starts: telemetry imported first. */
function tracedChild(env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_')));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './src/telemetry.ts', './test/support/traced-work.ts'],
    {
      cwd: API,
      env: { ...inherited, TRACED_DATABASE_URL: PG_ADMIN_URL, TRACED_REDIS_URL: TEST_REDIS_URL, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const report = new Promise<{ started: boolean }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))));
    });
    child.once('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
  });
  return { report };
}

/** A local OTLP/HTTP (JSON) receiver: resolves once spans matching every check have come. */
async function otlpReceiver(checks: Record<string, (span: Span) => boolean>) {
  const spans: Span[] = [];
  let done!: (found: Record<string, Span>) => void;
  const found = new Promise<Record<string, Span>>((resolve) => (done = resolve));
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (req.url !== '/v1/traces') return;
      const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
      for (const r of parsed.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      const matches = Object.entries(checks).map(([name, check]) => [name, spans.find(check)] as const);
      if (matches.every(([, span]) => span)) done(Object.fromEntries(matches) as Record<string, Span>);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, found, close: () => server.close() };
}

/** The first of `keys` the span has (the semantic conventions renamed some: db.system → db.system.name). */
const attribute = (span: Span, ...keys: string[]) =>
  keys.map((key) => span.attributes.find((a) => a.key === key)?.value.stringValue).find((v) => v !== undefined);
const SERVER = 2;

describe('tracing', () => {
  it('is off unless the standard variables ask for it', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(false);
    expect(tracingWanted({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(false);
  });

  it('sends spans of HTTP, SQL, Redis and GraphQL to the OTLP endpoint', async () => {
    const receiver = await otlpReceiver({
      http: (s) => s.kind === SERVER && attribute(s, 'url.path', 'http.target') === '/traced',
      sql: (s) =>
        attribute(s, 'db.system.name', 'db.system') === 'postgresql' &&
        attribute(s, 'db.query.text', 'db.statement') === 'select 1',
      redis: (s) => attribute(s, 'db.system.name', 'db.system') === 'redis',
      graphql: (s) => attribute(s, 'graphql.operation.name') === 'Traced',
    });
    try {
      const { report } = tracedChild({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_METRICS_EXPORTER: 'none',
        OTEL_LOGS_EXPORTER: 'none',
      });
      expect(await report).toEqual({ started: true });
      const spans = await receiver.found;
      // The command alone, never its arguments.
      expect(attribute(spans.redis!, 'db.query.text', 'db.statement')).toBe('ping');
    } finally {
      receiver.close();
    }
  });

  it('starts nothing with the variables unset', async () => {
    const { report } = tracedChild({});
    expect(await report).toEqual({ started: false });
  });
});
